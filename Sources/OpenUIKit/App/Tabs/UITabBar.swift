import Foundation

/// The bar of tabs at the bottom of a tab bar controller.
///
/// Heights (uikit-apps.md §1.3): 49 pt on iPhone in regular height, 32 pt in compact height
/// (chosen), 50 pt on iPad, plus the bottom safe-area inset, under which the bar's background
/// reaches (83 pt on Face ID iPhones in portrait). The items share the width inside the safe
/// area equally.
@preconcurrency @MainActor
open class UITabBar: UIView, BarItemObserver {
  /// The items, leading first.
  open var items: [UITabBarItem]? {
    get { storedItems }
    set { setItems(newValue, animated: false) }
  }
  /// The selected item.
  open weak var selectedItem: UITabBarItem? {
    didSet { setNeedsItemViews() }
  }
  /// The delegate (a tab bar controller's bar answers to its controller).
  open weak var delegate: (any UITabBarDelegate)?
  /// The colour of unselected items (`systemGray` when nil).
  open var unselectedItemTintColor: UIColor? {
    didSet { setNeedsItemViews() }
  }
  /// Whether the bar is translucent (true by default).
  open var isTranslucent = true {
    didSet { setNeedsItemViews() }
  }
  /// The background colour (the translucent grey or the system background when nil).
  open var barTintColor: UIColor? {
    didSet { setNeedsItemViews() }
  }

  var storedItems: [UITabBarItem]?
  /// The tab bar controller that owns the bar.
  weak var tabBarController: UITabBarController?
  var needsItemViews = true
  /// The background.
  let backgroundView = BarBackgroundView()
  /// The buttons, leading first.
  var buttons: [TabBarButtonView] = []

  /// Creates a tab bar.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundView.shadowAtBottom = false
    addSubview(backgroundView)
  }

  /// Creates a tab bar from an archive: nothing is decoded (OpenUIKit has no nibs).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    backgroundView.shadowAtBottom = false
    addSubview(backgroundView)
  }

  /// Sets the items (without animation in OpenUIKit).
  open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
    storedItems = items
    for item in items ?? [] { item.addChangeObserver(self) }
    setNeedsItemViews()
  }

  /// The bar's size: the width given, the bar's height plus the bottom safe-area inset.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(
      width: size.width,
      height: BarMetrics.tabBarHeight(for: traitCollection) + safeAreaInsets.bottom)
  }

  /// An item changed.
  func barItemDidChange() { setNeedsItemViews() }

  func setNeedsItemViews() {
    needsItemViews = true
    setNeedsLayout()
  }

  /// Whether items lay their image and title side by side: in compact height and on iPad.
  var inlineItems: Bool {
    traitCollection.verticalSizeClass == .compact || traitCollection.userInterfaceIdiom == .pad
  }

  /// Lays the buttons out side by side over the bar's height above the bottom inset.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if needsItemViews {
      needsItemViews = false
      for v in buttons { v.removeFromSuperview() }
      let inline = inlineItems
      buttons = (storedItems ?? []).map {
        TabBarButtonView(item: $0, selected: $0 === selectedItem, inline: inline)
      }
      let selected: UIColor = tintColor
      let unselected = unselectedItemTintColor ?? .systemGray
      for v in buttons {
        v.applyTint(selected: selected, unselected: unselected)
        v.onTap = { [weak self] button in self?.buttonTapped(button) }
        addSubview(v)
      }
      backgroundView.applyStyle(translucent: isTranslucent, barTintColor: barTintColor)
    }
    let b = bounds
    let scale = window?.screen.scale ?? traitCollection.displayScale
    backgroundView.frame = b
    backgroundView.placeShadow(barEdge: 0, scale: scale)
    let safe = safeAreaInsets
    let height = BarMetrics.tabBarHeight(for: traitCollection)
    let width = b.width - safe.left - safe.right
    let count = CGFloat(max(buttons.count, 1))
    for (i, v) in buttons.enumerated() {
      let x0 = safe.left + (width * CGFloat(i) / count).rounded()
      let x1 = safe.left + (width * CGFloat(i + 1) / count).rounded()
      v.frame = CGRect(x: x0, y: 0, width: x1 - x0, height: height)
    }
  }

  /// The traits changed: the height and item layout may have changed.
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    setNeedsItemViews()
    // The bar's own frame is its container's to set: it lays the bar out again at the new
    // height even when the container's size stays the same.
    superview?.setNeedsLayout()
  }

  /// A button was tapped: its item is selected and the delegate (or controller) hears it.
  func buttonTapped(_ button: TabBarButtonView) {
    if let tabBarController {
      tabBarController.tabBarItemTapped(button.item)
      return
    }
    selectedItem = button.item
    delegate?.tabBar(self, didSelect: button.item)
  }
}
