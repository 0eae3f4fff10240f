import Foundation

/// The text field of a ``UISearchBar`` (`UISearchBar.searchTextField`): a rounded field with
/// a magnifying glass at its leading edge, the placeholder "Search" and a clear button while
/// editing.
///
/// Drawing (OpenUIKit's): a `UIColor.tertiarySystemFill` rounded rectangle of radius 10,
/// ``UISearchBar/fieldHeight`` (36 pt) tall in its bar; the text in the 17 pt system font.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
  /// The width reserved for the magnifying glass at the leading edge: 30 pt (OpenUIKit's).
  static let glassWidth: CGFloat = 30

  /// Creates a search field in `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    configureSearchField()
  }

  /// Creates a search field from an archive: nothing is decoded (OpenUIKit has no nibs).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configureSearchField()
  }

  /// The set traits, else ``UIAccessibilityTraits/searchField``.
  open override var accessibilityTraits: UIAccessibilityTraits {
    get { storedAccessibility?.traits ?? .searchField }
    set { super.accessibilityTraits = newValue }
  }

  private func configureSearchField() {
    backgroundColor = .tertiarySystemFill
    layer.cornerRadius = 10
    placeholder = "Search"
    clearButtonMode = .whileEditing
    returnKeyType = .search
    let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
    glass.contentMode = .center
    glass.tintColor = .secondaryLabel
    glass.frame = CGRect(x: 0, y: 0, width: UISearchTextField.glassWidth, height: 20)
    glass.isUserInteractionEnabled = false
    leftView = glass
    leftViewMode = .always
  }
}
