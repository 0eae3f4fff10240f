import Foundation

/// A bar of buttons at the bottom of a screen (a navigation controller shows the top
/// controller's `toolbarItems` in one).
///
/// Heights as a navigation bar's (uikit-apps.md §1.3): 44 pt on iPhone, 32 pt in compact
/// height, 50 pt on iPad. Items run from the leading edge, 16 pt (20 pt in regular width) in
/// from the safe edges and 8 pt apart; flexible spaces share what is left equally; fixed spaces
/// take their width. Inside a navigation controller the toolbar sits on the bottom of the safe
/// area and its background reaches down under the home indicator.
@preconcurrency @MainActor
open class UIToolbar: UIView, BarItemObserver {
  /// The items, leading first.
  open var items: [UIBarButtonItem]? {
    get { storedItems }
    set { setItems(newValue, animated: false) }
  }
  /// Whether the bar is translucent (true by default).
  open var isTranslucent = true {
    didSet { setNeedsItemViews() }
  }
  /// The background colour (the translucent grey or the system background when nil).
  open var barTintColor: UIColor? {
    didSet { setNeedsItemViews() }
  }

  var storedItems: [UIBarButtonItem]?
  /// How far the background reaches below the bar.
  var backgroundBottomExtension: CGFloat = 0 {
    didSet { if backgroundBottomExtension != oldValue { setNeedsLayout() } }
  }
  var needsItemViews = true
  /// The background.
  let backgroundView = BarBackgroundView()
  /// The item views, leading first.
  var itemViews: [BarButtonItemView] = []

  /// Creates a toolbar.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundView.shadowAtBottom = false
    addSubview(backgroundView)
  }

  /// Creates a toolbar from an archive: nothing is decoded (OpenUIKit has no nibs).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    backgroundView.shadowAtBottom = false
    addSubview(backgroundView)
  }

  /// Sets the items (without animation in OpenUIKit).
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    storedItems = items
    for item in items ?? [] { item.addChangeObserver(self) }
    setNeedsItemViews()
  }

  /// The toolbar's size: the width given and the standard height.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: BarMetrics.barHeight(for: traitCollection))
  }

  /// An item changed.
  func barItemDidChange() { setNeedsItemViews() }

  func setNeedsItemViews() {
    needsItemViews = true
    setNeedsLayout()
  }

  /// Lays the items out.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if needsItemViews {
      needsItemViews = false
      for v in itemViews { v.removeFromSuperview() }
      itemViews = (storedItems ?? []).filter { !$0.isHidden }.map { BarButtonItemView(item: $0) }
      let tint: UIColor = tintColor
      for v in itemViews {
        v.applyTint(tint)
        addSubview(v)
      }
      backgroundView.applyStyle(translucent: isTranslucent, barTintColor: barTintColor)
    }
    let b = bounds
    let scale = window?.screen.scale ?? traitCollection.displayScale
    backgroundView.frame = CGRect(
      x: 0, y: 0, width: b.width, height: b.height + backgroundBottomExtension)
    backgroundView.placeShadow(barEdge: 0, scale: scale)
    let safe = safeAreaInsets
    let margin = BarMetrics.edgeMargin(for: traitCollection)
    let spacing = BarMetrics.interItemSpacing
    let available = b.width - safe.left - safe.right - 2 * margin
    var fixed: CGFloat = 0
    var flexibleCount = 0
    for v in itemViews {
      if v.item.systemItem == .flexibleSpace {
        flexibleCount += 1
      } else {
        fixed += v.contentSize.width.rounded(.up)
      }
    }
    fixed += spacing * CGFloat(max(0, itemViews.count - 1))
    let flexible = flexibleCount > 0 ? max(0, (available - fixed) / CGFloat(flexibleCount)) : 0
    let height = b.height - safe.bottom
    var x = safe.left + margin
    for v in itemViews {
      let width =
        v.item.systemItem == .flexibleSpace ? flexible : v.contentSize.width.rounded(.up)
      v.frame = CGRect(x: x, y: 0, width: width, height: max(0, height))
      x += width + spacing
    }
  }

  /// The traits changed: the height may have changed.
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    setNeedsLayout()
    // The bar's own frame is its container's to set: it lays the bar out again at the new
    // height even when the container's size stays the same.
    superview?.setNeedsLayout()
  }
}
