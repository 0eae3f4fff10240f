import Foundation

/// Pull to refresh: attached to a scroll view through ``UIScrollView/refreshControl``, it
/// sits just above the content and starts refreshing when the content is pulled down far
/// enough, sending ``UIControl/Event/valueChanged``.
///
/// Numbers (U: Apple documents none; OpenUIKit's choices): the control is ``controlHeight``
/// (60 pt) tall and as wide as the scroll view, its frame `(0, −60, width, 60)` in the scroll
/// view's content coordinates. A simulated drag (`simulatePan`, or the scroll view's
/// `beginSimulatedDrag` / `updateSimulatedDrag(translation:)`) starts refreshing as soon as the
/// content shows ``triggerDistance`` (60 pt) or more beyond its top resting offset, as UIKit's
/// does while the finger is still down. While refreshing, a released drag settles the content
/// 60 pt below its resting offset, so the spinner shows; ``endRefreshing()`` returns it (0.3 s
/// on the animation clock). ``beginRefreshing()`` sends no event and does not scroll, as in
/// UIKit. Attaching a refresh control turns on the scroll view's `alwaysBounceVertical`, so
/// a short content can be pulled.
///
/// Drawing: a medium activity indicator centred in the top 60 pt while refreshing, with
/// ``attributedTitle`` below it when set; the spinner takes the control's tint colour when one
/// is set.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
  /// The control's height: 60 pt (OpenUIKit's choice).
  public static let controlHeight: CGFloat = 60
  /// How far past its top the content must show for a pull to start refreshing: 60 pt
  /// (OpenUIKit's choice).
  public static let triggerDistance: CGFloat = 60

  /// Whether the control is refreshing.
  public private(set) var isRefreshing = false
  /// A title shown under the spinner (nil by default).
  open var attributedTitle: NSAttributedString? {
    didSet {
      titleLabel.attributedText = attributedTitle
      setNeedsLayout()
    }
  }

  /// The spinner.
  let spinner = UIActivityIndicatorView(style: .medium)
  /// The title.
  let titleLabel = UILabel()
  /// Whether the current drag already triggered (one trigger per drag).
  var triggeredThisDrag = false

  /// Creates a refresh control.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    installParts()
  }

  /// Creates a refresh control.
  public convenience init() {
    self.init(frame: .zero)
  }

  /// Creates a refresh control from an archive: nothing is decoded (OpenUIKit has no nibs).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    installParts()
  }

  /// Starts refreshing in code: shows the spinner; no event is sent (as in UIKit).
  open func beginRefreshing() {
    guard !isRefreshing else { return }
    isRefreshing = true
    spinner.startAnimating()
  }

  /// Stops refreshing: hides the spinner and returns content pulled below its resting offset
  /// to it (animated).
  open func endRefreshing() {
    guard isRefreshing else { return }
    isRefreshing = false
    spinner.stopAnimating()
    guard let scroll = superview as? UIScrollView, !scroll.isDragging else { return }
    let top = scroll.restingRange.minY
    if scroll.contentOffset.y < top {
      scroll.setContentOffset(CGPoint(x: scroll.contentOffset.x, y: top), animated: true)
    }
  }

  /// Places the spinner in the top 60 pt (and the title under it).
  open override func layoutSubviews() {
    super.layoutSubviews()
    if let tint = storedTintColor { spinner.color = tint }
    let side = UIActivityIndicatorView.side(of: .medium)
    let hasTitle = !(attributedTitle?.string.isEmpty ?? true)
    let titleSize = hasTitle ? titleLabel.intrinsicContentSize : .zero
    let spinnerY = hasTitle ? 12 : (UIRefreshControl.controlHeight - side) / 2
    spinner.frame = CGRect(x: (bounds.width - side) / 2, y: spinnerY, width: side, height: side)
    titleLabel.frame = CGRect(
      x: (bounds.width - titleSize.width) / 2, y: spinnerY + side + 4, width: titleSize.width,
      height: titleSize.height)
    titleLabel.isHidden = !hasTitle || !isRefreshing
  }

  /// The scroll view moved during a drag: past ``triggerDistance`` the control starts
  /// refreshing and sends ``UIControl/Event/valueChanged``.
  func scrollViewDidPull(_ scrollView: UIScrollView) {
    guard isEnabled, !isRefreshing, !triggeredThisDrag else { return }
    let pulled = scrollView.restingRange.minY - scrollView.contentOffset.y
    guard pulled >= UIRefreshControl.triggerDistance else { return }
    triggeredThisDrag = true
    isRefreshing = true
    spinner.startAnimating()
    setNeedsLayout()
    sendActions(for: .valueChanged)
  }

  /// Places the control above the content of `scrollView`.
  func place(in scrollView: UIScrollView) {
    let h = UIRefreshControl.controlHeight
    let f = CGRect(x: 0, y: -h, width: scrollView.bounds.width, height: h)
    if frame != f { frame = f }
  }

  private func installParts() {
    spinner.isUserInteractionEnabled = false
    titleLabel.isUserInteractionEnabled = false
    titleLabel.isHidden = true
    addSubview(spinner)
    addSubview(titleLabel)
  }
}

extension UIScrollView {
  /// The refresh control's part of a drag: a pull may start refreshing.
  func refreshControlDidPull() {
    refreshControl?.scrollViewDidPull(self)
  }

  /// The extra space a refreshing control keeps above the content when a drag ends.
  var refreshingExtent: CGFloat {
    guard let control = refreshControl, control.isRefreshing else { return 0 }
    return UIRefreshControl.controlHeight
  }

  /// A refresh control was attached or detached.
  func refreshControlDidChange(from old: UIRefreshControl?) {
    guard old !== refreshControl else { return }
    if let old, old.superview === self { old.removeFromSuperview() }
    guard let control = refreshControl else { return }
    alwaysBounceVertical = true
    insertSubview(control, at: 0)
    control.place(in: self)
  }
}
