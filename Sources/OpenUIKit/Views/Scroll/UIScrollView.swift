import Foundation

/// A view whose subviews are laid out in a content area larger than the view, shown through a
/// movable window (``contentOffset``, which is `bounds.origin`).
///
/// Auto Layout follows UIKit's rules: constraints between the scroll view's edges and its
/// content attach to the content area (``contentLayoutGuide``) and so define ``contentSize``;
/// constraints between its width, height or centre and its content act on its frame
/// (``frameLayoutGuide``). Constraints between the scroll view and views outside it act on its
/// frame, as for any view.
@preconcurrency @MainActor
open class UIScrollView: UIView {
  /// How the safe area adds to ``contentInset`` to give ``adjustedContentInset``.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// Like ``scrollableAxes``, and always vertically when the scroll view is the content of a
    /// controller inside a navigation or tab bar controller (its view or that view's first
    /// subview), as in UIKit.
    case automatic = 0
    /// The safe area is added along the axes that scroll.
    case scrollableAxes = 1
    /// The safe area is never added.
    case never = 2
    /// The safe area is always added on every edge.
    case always = 3
  }

  /// Receives scrolling events.
  open weak var delegate: (any UIScrollViewDelegate)?
  /// Told after each change of the content offset (a navigation controller tracks it to
  /// collapse a large title).
  final var didScrollHandler: (@MainActor (UIScrollView) -> Void)?
  /// Decides where the content comes to rest when a finger lifts (given where the drag began
  /// and the finger's velocity) instead of paging or stopping where it is; nil keeps it
  /// where it is. (A collection view's orthogonal sections snap to their groups through it.)
  final var restingOffsetHandler:
    (@MainActor (UIScrollView, _ dragStart: CGPoint, _ velocity: CGPoint) -> CGPoint?)?

  /// The size of the content area. Set by hand, or solved from constraints to the content
  /// area (``contentLayoutGuide``), which then win.
  open var contentSize: CGSize = .zero {
    didSet {
      guard contentSize != oldValue else { return }
      updateContentSizeConstants()
      updateAdjustedContentInset()
    }
  }

  /// Padding around the content.
  open var contentInset: UIEdgeInsets = .zero {
    didSet {
      guard contentInset != oldValue else { return }
      updateAdjustedContentInset(followSafeArea: false)
    }
  }

  /// ``contentInset`` plus the safe-area insets that ``contentInsetAdjustmentBehavior``
  /// selects.
  public internal(set) var adjustedContentInset: UIEdgeInsets = .zero

  /// Which safe-area insets are added to ``contentInset`` (``ContentInsetAdjustmentBehavior/automatic``
  /// by default).
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
    didSet { updateAdjustedContentInset() }
  }

  /// Whether the content can be pulled past its edges while dragging (true by default).
  open var bounces = true
  /// Whether vertical dragging bounces even when the content is not taller than the view.
  open var alwaysBounceVertical = false {
    didSet { updateAdjustedContentInset() }
  }
  /// Whether horizontal dragging bounces even when the content is not wider than the view.
  open var alwaysBounceHorizontal = false {
    didSet { updateAdjustedContentInset() }
  }
  /// Whether dragging scrolls (true by default).
  open var isScrollEnabled = true
  /// Whether the vertical indicator is shown (true by default; drawn by renderers).
  open var showsVerticalScrollIndicator = true
  /// Whether the horizontal indicator is shown (true by default; drawn by renderers).
  open var showsHorizontalScrollIndicator = true
  /// Whether scrolling stops on multiples of the view's size.
  open var isPagingEnabled = false
  /// Whether a finger is on the content.
  public internal(set) var isTracking = false
  /// Whether the user is dragging the content.
  public internal(set) var isDragging = false
  /// Whether the content is moving after the user lifted the finger (in OpenUIKit's simulated
  /// drags, only while a paging scroll view settles on its page).
  public internal(set) var isDecelerating = false

  /// The pull-to-refresh control shown above the content (nil by default); see
  /// ``UIRefreshControl``.
  open var refreshControl: UIRefreshControl? {
    didSet { refreshControlDidChange(from: oldValue) }
  }

  var storedContentGuide: UILayoutGuide?
  var storedFrameGuide: UILayoutGuide?
  /// The drag in progress: the offset when it began.
  var dragStartOffset: CGPoint?

  /// Creates a scroll view; it clips its content, as in UIKit.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
  }

  /// Creates a scroll view from an archive: nothing is decoded (OpenUIKit has no nibs).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    clipsToBounds = true
  }

  /// The point of the content shown at the view's top-left corner (`bounds.origin`).
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { setOffset(newValue) }
  }

  /// Moves the content. The model offset changes at once and the delegate hears
  /// `scrollViewDidScroll(_:)`; with animation the content is shown moving there in 0.3 s
  /// (ease in, ease out), then the delegate hears `scrollViewDidEndScrollingAnimation(_:)`.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    guard animated, contentOffset != self.contentOffset else {
      setOffset(contentOffset)
      return
    }
    UIView.animate(
      withDuration: 0.3, delay: 0, options: [.curveEaseInOut],
      animations: { self.setOffset(contentOffset) },
      completion: { _ in self.delegate?.scrollViewDidEndScrollingAnimation(self) })
  }

  /// Scrolls the least distance that makes `rect` (in content coordinates) visible in the
  /// part of the view not covered by ``adjustedContentInset``.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let inset = adjustedContentInset
    let offset = contentOffset
    let visible = CGRect(origin: offset, size: bounds.size).inset(by: inset)
    var target = offset
    if rect.maxX > visible.maxX { target.x += rect.maxX - visible.maxX }
    if rect.minX < visible.minX + (target.x - offset.x) { target.x = rect.minX - inset.left }
    if rect.maxY > visible.maxY { target.y += rect.maxY - visible.maxY }
    if rect.minY < visible.minY + (target.y - offset.y) { target.y = rect.minY - inset.top }
    let range = restingRange
    target.x = min(max(target.x, range.minX), range.maxX)
    target.y = min(max(target.y, range.minY), range.maxY)
    setContentOffset(target, animated: animated)
  }

  /// Called when ``adjustedContentInset`` changes; overrides must call `super`.
  open func adjustedContentInsetDidChange() {
    delegate?.scrollViewDidChangeAdjustedContentInset(self)
  }

  /// The safe area changed: the adjusted insets follow.
  open override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    updateAdjustedContentInset()
  }

  /// Constraints installed on a scroll view see its content area (``contentLayoutGuide``) and
  /// frame (``frameLayoutGuide``) through it.
  override var layoutContentArea: LayoutContentArea? { self }

  /// Lays out the content and reads ``contentSize`` back from the content area when
  /// constraints determine it.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if let guide = storedContentGuide, let vars = guide.layoutVariables {
      let solved = CGSize(width: vars.width.value, height: vars.height.value)
      if solved != contentSize { contentSize = solved }
    }
    updateAdjustedContentInset()
    refreshControl?.place(in: self)
  }

  /// Sets `bounds.origin` and tells the delegate when it moved.
  func setOffset(_ offset: CGPoint) {
    let old = bounds.origin
    guard offset != old, offset.x.isFinite, offset.y.isFinite else { return }
    var b = bounds
    b.origin = offset
    bounds = b
    // As in UIKit, scrolling lays the scroll view out again (tables place their rows).
    setNeedsLayout()
    updateFrameGuideConstants()
    delegate?.scrollViewDidScroll(self)
    didScrollHandler?(self)
  }
}
