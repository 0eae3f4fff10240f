import OpenUIKit

/// A profile as apps write it: an avatar, a name, a bio, counts that stack vertically at the
/// accessibility text sizes, and two buttons, in a scroll view.
@MainActor
final class ProfileScreen: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let stack = scrollingStack(in: view, spacing: 16)
    stack.alignment = .fill
    let avatar = UIView()
    avatar.backgroundColor = .secondarySystemBackground
    avatar.layer.cornerRadius = 40
    avatar.accessibilityIdentifier = "avatar"
    avatar.translatesAutoresizingMaskIntoConstraints = false
    let avatarRow = UIView()
    avatarRow.addSubview(avatar)
    NSLayoutConstraint.activate([
      avatar.widthAnchor.constraint(equalToConstant: 80),
      avatar.heightAnchor.constraint(equalToConstant: 80),
      avatar.topAnchor.constraint(equalTo: avatarRow.topAnchor),
      avatar.bottomAnchor.constraint(equalTo: avatarRow.bottomAnchor),
      avatar.centerXAnchor.constraint(equalTo: avatarRow.centerXAnchor),
    ])
    stack.addArrangedSubview(avatarRow)
    let name = dynamicLabel("Jane Appleseed", style: .title2, id: "name")
    name.textAlignment = .center
    stack.addArrangedSubview(name)
    stack.addArrangedSubview(
      dynamicLabel(
        "Designer in Lisbon. Drawing maps, riding trams and writing about type.",
        style: .body, id: "bio"))
    let counts = UIStackView()
    counts.axis =
      traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? .vertical : .horizontal
    counts.distribution = .fillEqually
    counts.spacing = 8
    for (value, title) in [("128", "Posts"), ("4.2k", "Followers"), ("310", "Following")] {
      let count = dynamicLabel("\(value)\n\(title)", style: .subheadline, id: title.lowercased())
      count.textAlignment = .center
      counts.addArrangedSubview(count)
    }
    stack.addArrangedSubview(counts)
    stack.addArrangedSubview(primaryButton("Follow", id: "follow"))
    let message = UIButton(type: .system)
    message.setTitle("Message", for: .normal)
    message.titleLabel?.font = UIFontMetrics(forTextStyle: .title3).scaledFont(
      for: .systemFont(ofSize: 20, weight: .bold))
    message.titleLabel?.adjustsFontForContentSizeCategory = true
    message.accessibilityIdentifier = "message"
    message.heightAnchor.constraint(greaterThanOrEqualToConstant: 50).isActive = true
    stack.addArrangedSubview(message)
  }
}
