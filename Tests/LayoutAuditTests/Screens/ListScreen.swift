import OpenUIKit

/// A row of the list: a wrapping Dynamic Type title and a secondary value, stacked
/// vertically at the accessibility text sizes, at least 44 pt tall, tappable as a whole.
@MainActor
final class ListRow: UIControl {
  init(title: String, value: String, id: String) {
    super.init(frame: .zero)
    accessibilityIdentifier = id
    let stack = UIStackView(arrangedSubviews: [
      dynamicLabel(title, style: .body), dynamicLabel(value, style: .body),
    ])
    stack.axis =
      UITraitCollection.current.preferredContentSizeCategory.isAccessibilityCategory
      ? .vertical : .horizontal
    stack.spacing = 8
    stack.isUserInteractionEnabled = false
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: topAnchor, constant: 11),
      stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -11),
      stack.leadingAnchor.constraint(equalTo: leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: trailingAnchor),
      heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A settings list as apps write short ones: a scrolling stack of rows with separators, each
/// row's text wrapping with Dynamic Type.
@MainActor
final class ListScreen: UIViewController {
  private let rows = [
    ("Notifications", "On"), ("Privacy and security", "Face ID"), ("Storage", "12 GB"),
    ("Appearance", "Automatic"), ("Language and region", "English"), ("About", "1.4"),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let stack = scrollingStack(in: view, spacing: 0)
    stack.addArrangedSubview(dynamicLabel("Settings", style: .largeTitle, id: "title"))
    for (index, row) in rows.enumerated() {
      let separator = UIView()
      separator.backgroundColor = .separator
      separator.heightAnchor.constraint(equalToConstant: 1).isActive = true
      stack.addArrangedSubview(separator)
      stack.addArrangedSubview(ListRow(title: row.0, value: row.1, id: "row\(index)"))
    }
  }
}
