import Foundation

/// A search field in a bar, with an optional Cancel button; its delegate hears the editing
/// of the field (``searchTextField``) as search-bar events.
///
/// Geometry (uikit-apps §5: the 56 pt standalone height is commonly quoted, graded U; the
/// rest is OpenUIKit's choice): the intrinsic size is no width by ``barHeight`` (56 pt) in
/// every style. The field is ``fieldHeight`` (36 pt) tall, vertically centred, 8 pt from the
/// leading and trailing edges; with ``showsCancelButton`` the Cancel button (a system button
/// at its intrinsic size) sits 8 pt from the trailing edge and the field ends 8 pt before it.
/// The bar hugs at 250 horizontally and 750 vertically (uikit-semantics §3.3). The scope bar
/// is stored, not drawn. The field's text does not follow Dynamic Type here.
///
/// Styles: ``Style/default`` and ``Style/prominent`` draw the bar on
/// `UIColor.systemBackground`; ``Style/minimal`` draws no background.
///
/// Events: the search bar is its field's delegate. Simulated typing into ``searchTextField``
/// (``UITextField/insertText(_:)``, ``UITextField/deleteBackward()``, the clear button) asks
/// `searchBar(_:shouldChangeTextIn:replacementText:)` and tells `searchBar(_:textDidChange:)`;
/// beginning and ending editing ask and tell the matching delegate methods; the return key
/// tells `searchBarSearchButtonClicked(_:)`; a tap on Cancel tells
/// `searchBarCancelButtonClicked(_:)`. Setting ``text`` in code tells the delegate nothing.
@preconcurrency @MainActor
open class UISearchBar: UIView {
  /// The look of a search bar (UIKit's raw values).
  public enum Style: UInt, Sendable {
    /// The system's look (here: as prominent).
    case `default` = 0
    /// A bar background behind the field.
    case prominent = 1
    /// No bar background.
    case minimal = 2
  }

  /// The bar's height: 56 pt (uikit-apps §5, commonly quoted; U).
  public static let barHeight: CGFloat = 56
  /// The field's height: 36 pt (OpenUIKit's choice).
  public static let fieldHeight: CGFloat = 36
  /// The space between the field, the Cancel button and the bar's edges: 8 pt (OpenUIKit's).
  public static let fieldMargin: CGFloat = 8

  /// The search field.
  public let searchTextField = UISearchTextField()
  /// The Cancel button (shown with ``showsCancelButton``).
  let cancelButton = UIButton(type: .system)
  /// Relays the field's delegate calls to the search bar's delegate.
  private let relay = SearchFieldRelay()

  /// Receives the search bar's events.
  open weak var delegate: (any UISearchBarDelegate)?
  /// The style (``Style/default`` by default).
  open var searchBarStyle = Style.default {
    didSet { updateAppearance() }
  }
  /// The field's text (`""` by default).
  open var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }
  /// The placeholder; nil (the default) shows "Search".
  open var placeholder: String? {
    didSet { searchTextField.placeholder = placeholder ?? "Search" }
  }
  /// A line above the field (stored; not drawn).
  open var prompt: String?
  /// Whether the Cancel button shows (false by default).
  open var showsCancelButton = false {
    didSet {
      cancelButton.isHidden = !showsCancelButton
      setNeedsLayout()
    }
  }
  /// Whether the bookmark button shows (stored).
  open var showsBookmarkButton = false
  /// Whether the results-list button shows (stored).
  open var showsSearchResultsButton = false
  /// The scope buttons' titles (stored; not drawn).
  open var scopeButtonTitles: [String]?
  /// The selected scope button (stored).
  open var selectedScopeButtonIndex = 0
  /// Whether the scope bar shows (stored; not drawn).
  open var showsScopeBar = false
  /// Whether the bar is translucent (stored).
  open var isTranslucent = true
  /// The bar's tint colour (stored).
  open var barTintColor: UIColor?
  /// Whether the field can be edited (true by default).
  open var isEnabled: Bool {
    get { searchTextField.isEnabled }
    set { searchTextField.isEnabled = newValue }
  }

  /// Creates a search bar in `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    installParts()
  }

  /// Creates a search bar from an archive: nothing is decoded (OpenUIKit has no nibs).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    installParts()
  }

  /// Shows or hides the Cancel button (the animation is not shown).
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }

  /// No intrinsic width; ``barHeight`` tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UISearchBar.barHeight)
  }

  /// The asked width by ``barHeight``.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: max(size.width, 0), height: UISearchBar.barHeight)
  }

  /// Places the field and the Cancel button.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let m = UISearchBar.fieldMargin
    let h = UISearchBar.fieldHeight
    let y = (bounds.height - h) / 2
    var fieldWidth = bounds.width - 2 * m
    var cancelFrame = CGRect.zero
    if showsCancelButton {
      let size = cancelButton.intrinsicContentSize
      cancelFrame = CGRect(
        x: bounds.width - m - size.width, y: (bounds.height - size.height) / 2,
        width: size.width, height: size.height)
      fieldWidth -= size.width + m
    }
    var fieldFrame = CGRect(x: m, y: y, width: max(fieldWidth, 0), height: h)
    if effectiveUserInterfaceLayoutDirection == .rightToLeft {
      fieldFrame.origin.x = bounds.width - fieldFrame.maxX
      cancelFrame.origin.x = bounds.width - cancelFrame.maxX
    }
    searchTextField.frame = fieldFrame
    cancelButton.frame = cancelFrame
  }

  /// The search bar is not an accessibility element itself (its field and button are).
  open override var isAccessibilityElement: Bool {
    get { storedAccessibility?.isElement ?? false }
    set { super.isAccessibilityElement = newValue }
  }

  private func installParts() {
    setContentHuggingPriority(.defaultHigh, for: .vertical)
    relay.searchBar = self
    searchTextField.delegate = relay
    searchTextField.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.delegate?.searchBar(self, textDidChange: self.searchTextField.text ?? "")
      }, for: .editingChanged)
    cancelButton.setTitle("Cancel", for: .normal)
    cancelButton.isHidden = true
    cancelButton.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.delegate?.searchBarCancelButtonClicked(self)
      }, for: .touchUpInside)
    addSubview(searchTextField)
    addSubview(cancelButton)
    updateAppearance()
  }

  private func updateAppearance() {
    backgroundColor = searchBarStyle == .minimal ? nil : .systemBackground
  }
}

/// The search bar's side of its field's delegate calls.
@MainActor
private final class SearchFieldRelay: UITextFieldDelegate {
  weak var searchBar: UISearchBar?

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    guard let bar = searchBar else { return true }
    return bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
  }

  func textFieldDidBeginEditing(_ textField: UITextField) {
    guard let bar = searchBar else { return }
    bar.delegate?.searchBarTextDidBeginEditing(bar)
  }

  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    guard let bar = searchBar else { return true }
    return bar.delegate?.searchBarShouldEndEditing(bar) ?? true
  }

  func textFieldDidEndEditing(_ textField: UITextField) {
    guard let bar = searchBar else { return }
    bar.delegate?.searchBarTextDidEndEditing(bar)
  }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    guard let bar = searchBar else { return true }
    return bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string)
      ?? true
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    guard let bar = searchBar else { return true }
    bar.delegate?.searchBarSearchButtonClicked(bar)
    return true
  }
}

/// Reacts to a search bar's editing and buttons. Every method has a default.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
  /// Whether editing may begin (true).
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  /// Editing began.
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  /// Whether editing may end (true).
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
  /// Editing ended.
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  /// The user changed the text to `searchText`.
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// Whether the text in `range` may be replaced by `text` (true).
  func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// The search (return) key was tapped.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  /// The bookmark button was tapped.
  func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
  /// The Cancel button was tapped.
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  /// The results-list button was tapped.
  func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
  /// Another scope button was selected.
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
  /// True.
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  /// Does nothing.
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  /// True.
  public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
  /// Does nothing.
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  /// True.
  public func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// Does nothing.
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBar(
    _ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int
  ) {}
}
