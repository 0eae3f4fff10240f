import OpenUIKit

// Subclasses with the initializers apps write for UIKit: override `init(frame:)` and call
// `super.init(frame:)`, `required init?(coder:)`, `init(style:reuseIdentifier:)`,
// `init(nibName:bundle:)`, custom designated initializers.

/// A round avatar that lays out its image view by hand.
final class AvatarView: UIView {
  let imageView = UIImageView()
  private(set) var layoutCount = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(imageView)
    clipsToBounds = true
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layoutCount += 1
    imageView.frame = bounds.insetBy(dx: 2, dy: 2)
    layer.cornerRadius = bounds.width / 2
  }
}

/// A button subclass styled in `init(frame:)`.
final class PrimaryButton: UIButton {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBlue
    setTitleColor(.white, for: .normal)
    layer.cornerRadius = 10
    contentEdgeInsets = UIEdgeInsets(top: 12, left: 20, bottom: 12, right: 20)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A cell with a name and a detail label, pinned with anchors.
final class ContactCell: UITableViewCell {
  static let reuseIdentifier = "ContactCell"
  let nameLabel = makeLabel("", size: 17, weight: .semibold)
  let detailLabel = makeLabel("", size: 15)
  private(set) var madeByStyleInit = false

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    madeByStyleInit = true
    contentView.addSubviews(nameLabel, detailLabel)
    NSLayoutConstraint.activate([
      nameLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
      nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      nameLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      detailLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 4),
      detailLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
      detailLabel.trailingAnchor.constraint(equalTo: nameLabel.trailingAnchor),
      detailLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure(name: String, detail: String) {
    nameLabel.text = name
    detailLabel.text = detail
  }
}

/// A cell subclass with no initializers of its own (it inherits them all).
final class PlainValueCell: UITableViewCell {
  let marker = 42
}

/// A contacts screen: a custom designated initializer, a lazy table that uses `self`, a
/// target–action button and a gesture recognizer.
final class ContactsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  struct Contact: Hashable {
    let name: String
    let phone: String
  }

  private let contacts: [Contact]
  private(set) var tapCount = 0
  private(set) var doubleTaps = 0

  lazy var tableView: UITableView = {
    let table = UITableView(frame: .zero, style: .plain)
    table.dataSource = self
    table.delegate = self
    table.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
    table.translatesAutoresizingMaskIntoConstraints = false
    table.estimatedRowHeight = 60
    table.rowHeight = UITableView.automaticDimension
    return table
  }()

  lazy var addButton: PrimaryButton = {
    let button = PrimaryButton(type: .system)
    button.setTitle("Add contact", for: .normal)
    button.addTarget(self, action: ContactsViewController.didTapAdd, for: .touchUpInside)
    button.translatesAutoresizingMaskIntoConstraints = false
    return button
  }()

  init(contacts: [Contact]) {
    self.contacts = contacts
    super.init(nibName: nil, bundle: nil)
    title = "Contacts"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.addSubviews(tableView, addButton)
    let doubleTap = UITapGestureRecognizer(
      target: self, action: ContactsViewController.didDoubleTap)
    doubleTap.numberOfTapsRequired = 2
    view.addGestureRecognizer(doubleTap)
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tableView.bottomAnchor.constraint(equalTo: addButton.topAnchor, constant: -12),
      addButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      addButton.bottomAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
    ])
  }

  func didTapAdd() {
    tapCount += 1
  }

  func didDoubleTap(_ recognizer: UITapGestureRecognizer) {
    doubleTaps += 1
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    contacts.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(
        withIdentifier: ContactCell.reuseIdentifier, for: indexPath) as! ContactCell
    let contact = contacts[indexPath.row]
    cell.configure(name: contact.name, detail: contact.phone)
    return cell
  }
}

/// A controller made with `init(nibName:bundle:)` overridden, as older apps do.
final class LegacyViewController: UIViewController {
  private(set) var setUp = false

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    setUp = true
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A controller with no initializers of its own.
final class EmptyViewController: UIViewController {}
