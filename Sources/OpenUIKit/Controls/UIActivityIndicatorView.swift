import Foundation

/// A spinning progress indicator with a fixed size per style; it hugs its content at 750 on
/// both axes (reference §3.3).
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  /// The indicator's size and look (UIKit's raw values).
  public enum Style: Int, Sendable {
    /// 37 × 37, white (deprecated in UIKit).
    case whiteLarge = 0
    /// 20 × 20, white (deprecated in UIKit).
    case white = 1
    /// 20 × 20, grey (deprecated in UIKit).
    case gray = 2
    /// 20 × 20.
    case medium = 100
    /// 37 × 37.
    case large = 101
  }

  /// The style; it decides the intrinsic size.
  open var style: Style {
    didSet { if style != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The spinner's colour (by style: white for the white styles, grey otherwise).
  open var color: UIColor!
  /// Whether the indicator hides itself when stopped (true by default).
  open var hidesWhenStopped = true {
    didSet { if !isAnimating { isHidden = hidesWhenStopped } }
  }
  /// Whether it is spinning.
  public private(set) var isAnimating = false

  /// Creates an indicator of `style` (``Style/medium`` by default), hidden until started.
  public init(style: Style = .medium) {
    self.style = style
    super.init(frame: .zero)
    configureForStyle()
  }

  /// Creates a medium indicator from an archive: nothing is decoded (OpenUIKit has no nibs).
  public required init?(coder: NSCoder) {
    style = .medium
    super.init(coder: coder)
    configureForStyle()
  }

  /// The size, colour, hugging and hidden state a new indicator of ``style`` starts with.
  private func configureForStyle() {
    let side = UIActivityIndicatorView.side(of: style)
    frame = CGRect(x: 0, y: 0, width: side, height: side)
    color = (style == .white || style == .whiteLarge) ? .white : .gray
    setContentHuggingPriority(.defaultHigh, for: .horizontal)
    setContentHuggingPriority(.defaultHigh, for: .vertical)
    isHidden = true
  }

  /// Creates a medium indicator in `frame`.
  public convenience override init(frame: CGRect) {
    self.init(style: .medium)
    self.frame = frame
  }

  /// The side of the square indicator: 37 for the large styles, 20 otherwise.
  static func side(of style: Style) -> CGFloat {
    style == .large || style == .whiteLarge ? 37 : 20
  }

  /// The style's square size.
  open override var intrinsicContentSize: CGSize {
    let side = UIActivityIndicatorView.side(of: style)
    return CGSize(width: side, height: side)
  }

  /// Starts spinning and shows the indicator.
  open func startAnimating() {
    isAnimating = true
    isHidden = false
  }

  /// Stops spinning; hides the indicator when ``hidesWhenStopped``.
  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }
}
