import Foundation
import OpenUIKit

/// The first tab: an empty library that says how to add a book, in Dynamic Type fonts.
final class LibraryViewController: UIViewController {
  private let symbolView: UIImageView = {
    let view = UIImageView(image: UIImage(systemName: "books.vertical"))
    view.tintColor = .secondaryLabel
    view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .largeTitle)
    return view
  }()
  private let titleLabel: UILabel = {
    let label = UILabel()
    label.text = "No books yet"
    label.font = .preferredFont(forTextStyle: .title2)
    label.adjustsFontForContentSizeCategory = true
    label.textAlignment = .center
    label.numberOfLines = 0
    return label
  }()
  private let messageLabel: UILabel = {
    let label = UILabel()
    label.text = "Books you add appear here, the one you opened last at the top."
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    label.textColor = .secondaryLabel
    label.textAlignment = .center
    label.numberOfLines = 0
    return label
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Library"
    view.backgroundColor = .systemBackground
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .add, primaryAction: UIAction { _ in })
    let stack = UIStackView(arrangedSubviews: [symbolView, titleLabel, messageLabel])
    stack.axis = .vertical
    stack.alignment = .center
    stack.spacing = 8
    stack.accessibilityIdentifier = "libraryEmptyState"
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }
}
