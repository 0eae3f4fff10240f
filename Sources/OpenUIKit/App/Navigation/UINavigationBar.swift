import Foundation

/// The bar at the top of a navigation controller: the top item's title (or title view, or
/// large title), its back button and its bar button items, over a translucent background.
///
/// Heights (uikit-apps.md §1.3): 44 pt on iPhone, 32 pt in compact height, 50 pt on iPad, plus
/// 52 pt for an expanded large title. Inside a navigation controller the bar sits at the top
/// of the safe area and its background reaches up under the status bar.
@preconcurrency @MainActor
open class UINavigationBar: UIView, BarItemObserver {
  /// The items, bottom first; the last is shown.
  open var items: [UINavigationItem]? {
    get { storedItems }
    set { setItems(newValue, animated: false) }
  }
  /// The delegate of a standalone bar.
  open weak var delegate: (any UINavigationBarDelegate)?
  /// Whether the top item's title may be shown large (false by default).
  open var prefersLargeTitles = false {
    didSet {
      guard prefersLargeTitles != oldValue else { return }
      largeTitleBand = BarMetrics.largeTitleBand
      barLayoutDidChange()
    }
  }
  /// Whether the bar is translucent (true by default): content extends under it.
  open var isTranslucent = true {
    didSet {
      guard isTranslucent != oldValue else { return }
      barLayoutDidChange()
    }
  }
  /// The background colour (the translucent grey or the system background when nil).
  open var barTintColor: UIColor? {
    didSet { setNeedsItemViews() }
  }

  var storedItems: [UINavigationItem]?
  /// The navigation controller that owns the bar.
  weak var navigationController: UINavigationController?
  /// How tall the large title's band is now: 52 when expanded, down to 0 as the content
  /// scrolls up.
  var largeTitleBand = BarMetrics.largeTitleBand
  /// How far the background reaches above the bar (up to the top of the container).
  var backgroundTopExtension: CGFloat = 0 {
    didSet { if backgroundTopExtension != oldValue { setNeedsLayout() } }
  }
  /// Whether the item views must be made again before the next layout.
  var needsItemViews = true

  /// The background.
  let backgroundView = BarBackgroundView()
  /// The views of the left items (the back button first when shown).
  var leftViews: [UIView] = []
  /// The views of the right items, from the trailing edge inwards.
  var rightViews: [BarButtonItemView] = []
  /// The title.
  let titleLabel = UILabel()
  /// The back button, when shown.
  var backButton: BackButtonView?
  /// The clipping band of the large title.
  let largeTitleContainer = UIView()
  /// The large title.
  let largeTitleLabel = UILabel()

  /// Creates a bar.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpBar()
  }

  /// Creates a bar from an archive: nothing is decoded (OpenUIKit has no nibs).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpBar()
  }

  private func setUpBar() {
    addSubview(backgroundView)
    titleLabel.font = BarMetrics.titleFont
    titleLabel.textColor = .label
    titleLabel.textAlignment = .center
    largeTitleLabel.font = BarMetrics.largeTitleFont
    largeTitleLabel.textColor = .label
    largeTitleContainer.clipsToBounds = true
    largeTitleContainer.addSubview(largeTitleLabel)
  }

  /// The top item.
  open var topItem: UINavigationItem? { storedItems?.last }

  /// The item under the top one: its title is the back button's.
  open var backItem: UINavigationItem? {
    guard let items = storedItems, items.count >= 2 else { return nil }
    return items[items.count - 2]
  }

  /// Sets the items (without animation in OpenUIKit).
  open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
    storedItems = items
    for item in items ?? [] { item.addChangeObserver(self) }
    barLayoutDidChange()
  }

  /// Pushes `item` on top (the delegate may refuse).
  open func pushItem(_ item: UINavigationItem, animated: Bool) {
    if navigationController == nil, let delegate, !delegate.navigationBar(self, shouldPush: item) {
      return
    }
    setItems((storedItems ?? []) + [item], animated: animated)
    if navigationController == nil { delegate?.navigationBar(self, didPush: item) }
  }

  /// Pops the top item and returns it (the delegate may refuse; the bottom item stays).
  @discardableResult
  open func popItem(animated: Bool) -> UINavigationItem? {
    guard var list = storedItems, let top = list.last else { return nil }
    if navigationController == nil, let delegate, !delegate.navigationBar(self, shouldPop: top) {
      return nil
    }
    list.removeLast()
    setItems(list, animated: animated)
    if navigationController == nil { delegate?.navigationBar(self, didPop: top) }
    return top
  }

  /// The bar's size: the width given and the standard height (plus the large title's band).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: fullHeight)
  }

  /// The bar's height now: the standard height plus the large title's current band.
  var currentHeight: CGFloat {
    contentHeight + (displaysLargeTitle ? largeTitleBand : 0)
  }

  /// The bar's height with its large title expanded.
  var fullHeight: CGFloat {
    contentHeight + (displaysLargeTitle ? BarMetrics.largeTitleBand : 0)
  }

  /// The standard height for the bar's traits (44, 32 or 50).
  var contentHeight: CGFloat { BarMetrics.barHeight(for: traitCollection) }

  /// An item changed: its views are made again.
  func barItemDidChange() {
    barLayoutDidChange()
  }

  /// The bar's items or metrics changed: remake its views and tell its controller.
  func barLayoutDidChange() {
    setNeedsItemViews()
    navigationController?.barDidChange()
  }

  func setNeedsItemViews() {
    needsItemViews = true
    setNeedsLayout()
  }

  /// The traits changed (rotation, idiom): the height may have changed.
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    setNeedsItemViews()
    // The bar's own frame is its container's to set: it lays the bar out again at the new
    // height even when the container's size stays the same.
    superview?.setNeedsLayout()
  }

  /// Lays out the background, the items, the title and the large title.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if needsItemViews { makeItemViews() }
    layoutBar()
  }

  /// The back button was tapped: the navigation controller pops, a standalone bar pops its item.
  func backButtonTapped() {
    if let navigationController {
      navigationController.popViewController(animated: true)
    } else {
      popItem(animated: true)
    }
  }
}
