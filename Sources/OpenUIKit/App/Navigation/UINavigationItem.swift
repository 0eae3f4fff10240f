import Foundation

/// What a navigation bar shows for one screen: its title or title view, its back button and
/// its left and right bar button items. Each view controller has one
/// (``UIViewController/navigationItem``).
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
  /// When a bar shows an item's title large (iOS 11+; UIKit's raw values).
  public enum LargeTitleDisplayMode: Int, Sendable {
    /// As the previous item does (large for the root item when the bar prefers large titles).
    case automatic = 0
    /// Large whenever the bar prefers large titles.
    case always = 1
    /// Never large.
    case never = 2
    /// Large in the title's place, inline with the items (iOS 17+; laid out as `.always`).
    case inline = 3
  }

  /// What the back button shows (iOS 14+; UIKit's raw values).
  public enum BackButtonDisplayMode: Int, Sendable {
    /// The previous item's back title (or title).
    case `default` = 0
    /// "Back".
    case generic = 1
    /// Only the chevron.
    case minimal = 2
  }

  /// The title, shown in the middle of the bar (and large, with large titles).
  open var title: String? {
    didSet { itemDidChange() }
  }
  /// A view shown in place of the title.
  open var titleView: UIView? {
    didSet { itemDidChange() }
  }
  /// A line of text above the bar (stored; OpenUIKit does not lay prompts out).
  open var prompt: String?
  /// The title the next screen's back button shows for this item (this item's title when nil).
  open var backButtonTitle: String? {
    didSet { itemDidChange() }
  }
  /// The item the next screen's back button is made from (its title is used).
  open var backBarButtonItem: UIBarButtonItem? {
    didSet { itemDidChange() }
  }
  /// What this item's back button shows.
  open var backButtonDisplayMode = BackButtonDisplayMode.default {
    didSet { itemDidChange() }
  }
  /// Whether the back button is hidden.
  open var hidesBackButton = false {
    didSet { itemDidChange() }
  }
  /// Whether the left items come after the back button instead of replacing it.
  open var leftItemsSupplementBackButton = false {
    didSet { itemDidChange() }
  }
  /// The items at the leading edge, from the edge inwards.
  open var leftBarButtonItems: [UIBarButtonItem]? {
    didSet { itemDidChange() }
  }
  /// The items at the trailing edge, from the edge inwards.
  open var rightBarButtonItems: [UIBarButtonItem]? {
    didSet { itemDidChange() }
  }
  /// When the title is large.
  open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic {
    didSet { itemDidChange() }
  }
  /// The bars showing the item.
  var changeObservers: [WeakBarObserver] = []

  /// Creates an item with a title.
  public init(title: String) {
    self.title = title
    super.init()
  }

  /// Creates an item without a title.
  public override init() {
    super.init()
  }

  /// Creates an item from an archive: nothing is decoded (OpenUIKit has no nibs).
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// The first left item.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first right item.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// Sets the left item (OpenUIKit swaps items without animation).
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    leftBarButtonItem = item
  }

  /// Sets the right item (OpenUIKit swaps items without animation).
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }

  /// Sets the left items (OpenUIKit swaps items without animation).
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }

  /// Sets the right items (OpenUIKit swaps items without animation).
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }

  /// Hides or shows the back button (without animation).
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }

  /// The back title the next item's back button shows: the back item's title, else the back
  /// button title, else the title, else "Back"; "Back" in the generic mode; none in the
  /// minimal one.
  func backTitle(mode: BackButtonDisplayMode) -> String? {
    switch mode {
    case .minimal: return nil
    case .generic: return "Back"
    case .default:
      return backBarButtonItem?.title ?? backButtonTitle ?? title ?? "Back"
    }
  }

  /// Tells the bars showing the item that it changed.
  func itemDidChange() {
    changeObservers.removeAll { $0.bar == nil }
    for observer in changeObservers { observer.bar?.barItemDidChange() }
  }

  /// Starts telling `bar` about changes.
  func addChangeObserver(_ bar: BarItemObserver) {
    changeObservers.removeAll { $0.bar == nil || $0.bar === bar }
    changeObservers.append(WeakBarObserver(bar: bar))
  }
}
