import Foundation

/// A bar that fills from the leading edge as a task progresses. A view, not a control, as in
/// UIKit.
///
/// ``progress`` is clamped to 0…1 (uikit-apps §5, ADOC). The bar's height is U (uikit-apps §5
/// quotes 2 or 4 pt): OpenUIKit's intrinsic size is no width by 4 pt for
/// ``Style/default`` and 2.5 pt for ``Style/bar`` (``barHeight(for:)``), as the iOS 13+
/// designs draw them. The view hugs at 250 horizontally and 750 vertically
/// (uikit-semantics §3.3).
///
/// Drawing: the track is ``trackTintColor`` (`UIColor.systemFill`, clear for the bar style),
/// the filled part ``progressTintColor`` (the tint colour); the default style rounds both
/// ends. Track and fill are subviews, drawn by renderers.
@preconcurrency @MainActor
open class UIProgressView: UIView {
  /// The look of a progress view (UIKit's raw values).
  public enum Style: Int, Sendable {
    /// The standard rounded bar.
    case `default` = 0
    /// The thinner bar of a toolbar.
    case bar = 1
  }

  /// The style (``Style/default`` by default).
  open var progressViewStyle = Style.default {
    didSet {
      guard progressViewStyle != oldValue else { return }
      invalidateIntrinsicContentSize()
      updateAppearance()
    }
  }
  /// The progress, clamped to 0…1 (0 by default).
  open var progress: Float {
    get { storedProgress }
    set { setProgress(newValue, animated: false) }
  }
  /// The filled part's colour; nil draws the tint colour.
  open var progressTintColor: UIColor? {
    didSet { updateAppearance() }
  }
  /// The track's colour; nil draws `UIColor.systemFill` (clear for ``Style/bar``).
  open var trackTintColor: UIColor? {
    didSet { updateAppearance() }
  }
  /// An image for the filled part (stored; not drawn).
  open var progressImage: UIImage?
  /// An image for the track (stored; not drawn).
  open var trackImage: UIImage?
  /// A `Progress` whose fraction the view shows (stored; read when the view lays out).
  open var observedProgress: Progress? {
    didSet { setNeedsLayout() }
  }

  var storedProgress: Float = 0
  /// The filled part.
  let fill = UIView()

  /// The bar's height for `style`: 4 pt by default, 2.5 pt for the bar style (U; OpenUIKit's
  /// choice).
  public static func barHeight(for style: Style) -> CGFloat {
    style == .bar ? 2.5 : 4
  }

  /// Creates a progress view of `style`, as wide as nothing and as tall as its bar.
  public init(progressViewStyle style: Style) {
    progressViewStyle = style
    super.init(frame: .zero)
    installParts()
    frame.size.height = UIProgressView.barHeight(for: style)
  }

  /// Creates a default progress view in `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    installParts()
  }

  /// Creates a progress view from an archive: nothing is decoded (OpenUIKit has no nibs).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    installParts()
  }

  /// Sets the progress, clamped to 0…1. Animated, the fill grows on the animation clock
  /// in 0.25 s (OpenUIKit's choice; Apple documents none).
  open func setProgress(_ progress: Float, animated: Bool) {
    let clamped = progress.isNaN ? 0 : min(max(progress, 0), 1)
    guard clamped != storedProgress else { return }
    storedProgress = clamped
    if animated {
      UIView.animate(withDuration: 0.25) { self.placeFill() }
    } else {
      setNeedsLayout()
    }
  }

  /// No intrinsic width; the style's bar height.
  open override var intrinsicContentSize: CGSize {
    CGSize(
      width: UIView.noIntrinsicMetric, height: UIProgressView.barHeight(for: progressViewStyle))
  }

  /// The asked width by the bar height.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: max(size.width, 0), height: UIProgressView.barHeight(for: progressViewStyle))
  }

  /// Places the fill (from the leading edge).
  open override func layoutSubviews() {
    super.layoutSubviews()
    if let observed = observedProgress {
      storedProgress = Float(min(max(observed.fractionCompleted, 0), 1))
    }
    placeFill()
    updateAppearance()
  }

  private func placeFill() {
    let w = bounds.width * CGFloat(storedProgress)
    let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.width - w : 0
    fill.frame = CGRect(x: x, y: 0, width: w, height: bounds.height)
  }

  // MARK: Accessibility defaults

  /// A progress view is an accessibility element unless told otherwise.
  open override var isAccessibilityElement: Bool {
    get { storedAccessibility?.isElement ?? true }
    set { super.isAccessibilityElement = newValue }
  }
  /// The set traits, else ``UIAccessibilityTraits/updatesFrequently``.
  open override var accessibilityTraits: UIAccessibilityTraits {
    get { storedAccessibility?.traits ?? .updatesFrequently }
    set { super.accessibilityTraits = newValue }
  }
  /// The set value, else the progress as a whole percentage (`"40%"`).
  open override var accessibilityValue: String? {
    get { storedAccessibility?.value ?? "\(Int((storedProgress * 100).rounded()))%" }
    set { super.accessibilityValue = newValue }
  }

  private func installParts() {
    setContentHuggingPriority(.defaultHigh, for: .vertical)
    fill.isUserInteractionEnabled = false
    clipsToBounds = true
    addSubview(fill)
    updateAppearance()
  }

  private func updateAppearance() {
    let rounded = progressViewStyle == .default
    let radius = rounded ? UIProgressView.barHeight(for: .default) / 2 : 0
    layer.cornerRadius = radius
    fill.layer.cornerRadius = radius
    backgroundColor = trackTintColor ?? (progressViewStyle == .bar ? .clear : .systemFill)
    fill.backgroundColor = progressTintColor ?? tintColor
  }
}
