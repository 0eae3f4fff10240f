import Foundation

/// A row of dots, one per page, the current page's dot highlighted. A tap on either side of
/// the current page's dot moves one page that way and sends ``UIControl/Event/valueChanged``.
///
/// Apple documents the behaviour but not the geometry (uikit-apps §5: size U). OpenUIKit's
/// choice, after the iOS 14 design: dots of ``indicatorDiameter`` (8 pt) every
/// ``indicatorPitch`` (16 pt, so 8 pt apart), ``horizontalPadding`` (12 pt) at either end, in a
/// control ``indicatorRowHeight`` (26 pt) tall: ``size(forNumberOfPages:)`` is
/// `16 × n + 16` wide (0 wide for no pages). The dots are centred in the control's bounds.
/// They are circular subviews (a background colour and a corner radius), so renderers draw
/// them as they draw any view. A row wider than the control is not scrolled or shrunk as
/// UIKit's is: the dots outside the bounds are simply clipped by whoever clips.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
  /// Whether and how a platter is drawn behind the dots (UIKit's raw values).
  public enum BackgroundStyle: Int, Sendable {
    /// The system's choice: no platter, as ``minimal``, except while interacting in UIKit.
    case automatic = 0
    /// A platter always.
    case prominent = 1
    /// No platter.
    case minimal = 2
  }

  /// The diameter of a dot: 8 pt (OpenUIKit's choice; Apple documents none).
  public static let indicatorDiameter: CGFloat = 8
  /// The distance from one dot's leading edge to the next one's: 16 pt (OpenUIKit's choice).
  public static let indicatorPitch: CGFloat = 16
  /// The space before the first dot and after the last: 12 pt (OpenUIKit's choice).
  public static let horizontalPadding: CGFloat = 12
  /// The height of the control: 26 pt (OpenUIKit's choice).
  public static let indicatorRowHeight: CGFloat = 26

  /// The number of pages (dots); 0 by default. Negative values count as 0.
  open var numberOfPages = 0 {
    didSet {
      if numberOfPages < 0 { numberOfPages = 0 }
      guard numberOfPages != oldValue else { return }
      clampCurrentPage()
      rebuildIndicators()
      invalidateIntrinsicContentSize()
    }
  }

  /// The current page, clamped to `0…numberOfPages − 1` (0 without pages).
  open var currentPage = 0 {
    didSet {
      clampCurrentPage()
      if currentPage != oldValue { updateIndicatorColors() }
    }
  }

  /// Whether the dots are hidden when there is only one page (false by default).
  open var hidesForSinglePage = false {
    didSet { updateIndicatorVisibility() }
  }

  /// The colour of the other pages' dots; nil (the default) draws
  /// `UIColor.label` at 30 % opacity (OpenUIKit's choice).
  open var pageIndicatorTintColor: UIColor? {
    didSet { updateIndicatorColors() }
  }

  /// The colour of the current page's dot; nil (the default) draws `UIColor.label`
  /// (OpenUIKit's choice).
  open var currentPageIndicatorTintColor: UIColor? {
    didSet { updateIndicatorColors() }
  }

  /// Whether a platter is drawn behind the dots (``BackgroundStyle/automatic`` by default).
  /// ``BackgroundStyle/prominent`` draws a capsule as tall as the control around the dots,
  /// black at 20 % opacity (OpenUIKit's colour).
  open var backgroundStyle = BackgroundStyle.automatic {
    didSet { updateIndicatorVisibility() }
  }

  /// The dots, one per page, in page order.
  var indicators: [UIView] = []
  /// The capsule behind the dots for ``BackgroundStyle/prominent``.
  let platter = UIView()
  /// Where the last touch that hit the control landed, in its coordinates (read when the touch
  /// ends to decide the direction).
  var lastTouchPoint: CGPoint?

  /// Creates a page control in `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    installPlatter()
  }

  /// Creates a page control from an archive: nothing is decoded (OpenUIKit has no nibs).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    installPlatter()
  }

  /// The size of the dots for `pageCount` pages: `16 × n + 16` by 26 (see the type's
  /// discussion); 0 by 26 for no pages.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    let n = max(pageCount, 0)
    guard n > 0 else { return CGSize(width: 0, height: UIPageControl.indicatorRowHeight) }
    let width =
      2 * UIPageControl.horizontalPadding + CGFloat(n - 1) * UIPageControl.indicatorPitch
      + UIPageControl.indicatorDiameter
    return CGSize(width: width, height: UIPageControl.indicatorRowHeight)
  }

  /// ``size(forNumberOfPages:)`` for ``numberOfPages``.
  open override var intrinsicContentSize: CGSize {
    size(forNumberOfPages: numberOfPages)
  }

  /// Places the dots, centred in the bounds, and the platter around them.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let row = size(forNumberOfPages: numberOfPages)
    let originX = (bounds.width - row.width) / 2
    let d = UIPageControl.indicatorDiameter
    let y = (bounds.height - d) / 2
    platter.frame = CGRect(
      x: originX, y: (bounds.height - row.height) / 2, width: row.width, height: row.height)
    platter.layer.cornerRadius = row.height / 2
    for (index, dot) in indicators.enumerated() {
      let x =
        originX + UIPageControl.horizontalPadding
        + CGFloat(visualIndex(of: index)) * UIPageControl.indicatorPitch
      dot.frame = CGRect(x: x, y: y, width: d, height: d)
    }
  }

  /// Records where a touch lands, to tell which side of the current dot a tap is on.
  open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    if hit != nil { lastTouchPoint = point }
    return hit
  }

  /// A tap ended: on the trailing side of the current page's dot it moves to the next page, on
  /// the leading side to the previous one (in the layout direction), and sends
  /// ``UIControl/Event/valueChanged`` when the page changed; then touch up as any control.
  override func simulatedTouchUp(inside: Bool) {
    if inside, isEnabled, let point = lastTouchPoint, numberOfPages > 0 {
      let d = UIPageControl.indicatorDiameter
      let row = size(forNumberOfPages: numberOfPages)
      let dotCenter =
        (bounds.width - row.width) / 2 + UIPageControl.horizontalPadding
        + CGFloat(visualIndex(of: currentPage)) * UIPageControl.indicatorPitch + d / 2
      var forward = point.x > dotCenter
      if effectiveUserInterfaceLayoutDirection == .rightToLeft { forward.toggle() }
      let target = currentPage + (forward ? 1 : -1)
      if point.x != dotCenter, target >= 0, target < numberOfPages {
        currentPage = target
        sendActions(for: .valueChanged)
      }
    }
    lastTouchPoint = nil
    super.simulatedTouchUp(inside: inside)
  }

  /// Where page `page`'s dot is, counted from the left: reversed in right-to-left layouts.
  func visualIndex(of page: Int) -> Int {
    effectiveUserInterfaceLayoutDirection == .rightToLeft ? numberOfPages - 1 - page : page
  }

  private func installPlatter() {
    platter.isUserInteractionEnabled = false
    platter.backgroundColor = UIColor(white: 0, alpha: 0.2)
    addSubview(platter)
    updateIndicatorVisibility()
  }

  private func clampCurrentPage() {
    let clamped = min(max(currentPage, 0), max(numberOfPages - 1, 0))
    if clamped != currentPage { currentPage = clamped }
  }

  /// One dot per page (reusing the existing ones).
  private func rebuildIndicators() {
    while indicators.count > numberOfPages { indicators.removeLast().removeFromSuperview() }
    while indicators.count < numberOfPages {
      let dot = UIView()
      dot.isUserInteractionEnabled = false
      dot.layer.cornerRadius = UIPageControl.indicatorDiameter / 2
      addSubview(dot)
      indicators.append(dot)
    }
    updateIndicatorColors()
    updateIndicatorVisibility()
    setNeedsLayout()
  }

  private func updateIndicatorColors() {
    let other = pageIndicatorTintColor ?? UIColor.label.withAlphaComponent(0.3)
    let current = currentPageIndicatorTintColor ?? UIColor.label
    for (page, dot) in indicators.enumerated() {
      dot.backgroundColor = page == currentPage ? current : other
    }
  }

  private func updateIndicatorVisibility() {
    let hidden = hidesForSinglePage && numberOfPages <= 1
    for dot in indicators { dot.isHidden = hidden }
    platter.isHidden = hidden || backgroundStyle != .prominent || numberOfPages == 0
  }
}
