import OpenUIKit
import SnapKit

/// A person in the contact list.
struct Contact: Sendable, Hashable {
  var name: String
  var hue: Double
}

/// A contact row: a 40 pt avatar and the name, subclassed with UIKit's designated initializer.
final class ContactCell: UITableViewCell {
  static let reuseIdentifier = "ContactCell"

  let avatarView = UIImageView()
  let nameLabel = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    avatarView.image = Palette.placeholderAvatar
    avatarView.layer.cornerRadius = 20
    avatarView.clipsToBounds = true
    nameLabel.font = Palette.nameFont
    contentView.addSubview(avatarView)
    contentView.addSubview(nameLabel)
    avatarView.snp.makeConstraints { make in
      make.leading.equalToSuperview().offset(16)
      make.centerY.equalToSuperview()
      make.size.equalTo(40)
    }
    nameLabel.snp.makeConstraints { make in
      make.leading.equalTo(avatarView.snp.trailing).offset(12)
      make.trailing.lessThanOrEqualToSuperview().inset(16)
      make.centerY.equalToSuperview()
    }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A list of contacts whose avatars are rendered off the main actor and then shown.
final class ContactsViewController: UIViewController, UITableViewDataSource {
  let tableView = UITableView()
  private(set) var contacts: [Contact]
  private(set) var avatars: [Contact: UIImage] = [:]

  init(contacts: [Contact]) {
    self.contacts = contacts
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.rowHeight = 64
    tableView.dataSource = self
    tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
    view.addSubview(tableView)
    tableView.snp.makeConstraints { $0.edges.equalToSuperview() }
  }

  /// Renders every avatar on a background task, then reloads the rows.
  func renderAvatars() async {
    let people = contacts
    // The screen's scale is read here, on the main actor, and handed to the task.
    let scale = view.window?.screen.scale ?? traitCollection.displayScale
    let rendered = await Task.detached(priority: .userInitiated) {
      let renderer = AvatarRenderer(diameter: 40, scale: scale)
      return people.map { person in
        let color = UIColor(hue: person.hue, saturation: 0.6, brightness: 0.8, alpha: 1)
        let initials = person.name.split(separator: " ").compactMap(\.first).map(String.init)
        return (person, renderer.image(color: color, initials: initials.joined()))
      }
    }.value
    for (person, image) in rendered { avatars[person] = image }
    tableView.reloadData()
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    contacts.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: ContactCell.reuseIdentifier, for: indexPath)
    guard let contactCell = cell as? ContactCell else { return cell }
    let contact = contacts[indexPath.row]
    contactCell.nameLabel.text = contact.name
    contactCell.avatarView.image = avatars[contact] ?? Palette.placeholderAvatar
    return contactCell
  }
}
