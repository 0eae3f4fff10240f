import Foundation

/// An on/off switch: a 51 × 31 pt capsule track with a round thumb. A tap flips ``isOn`` and
/// sends ``UIControl/Event/valueChanged``.
///
/// The size is fixed, as in UIKit (uikit-apps §5, source UISW: two view dumps show
/// `UISwitch` at 51 × 31): the initializer and the `frame` setter keep the origin and replace
/// the size with 51 × 31. (The layout engine writes what constraints solve: a switch
/// constrained to another size still draws its track 51 × 31 at its top-left corner.) It hugs
/// and resists compression at 750 on both axes (uikit-semantics §3.3).
///
/// The track is ``onTintColor`` (``UIColor/systemGreen`` by default) when on and
/// `UIColor.systemFill` when off; the thumb is a 27 pt white circle, 2 pt from the track's
/// edges (OpenUIKit's drawing; Apple documents the look, not these numbers). Track and thumb
/// are subviews, so renderers draw them as any view.
@preconcurrency @MainActor
open class UISwitch: UIControl {
  /// The fixed size of a switch: 51 × 31 pt (uikit-apps §5, UISW).
  public static let switchSize = CGSize(width: 51, height: 31)
  /// The thumb's diameter: 27 pt (OpenUIKit's choice, 2 pt inside the 31 pt track).
  static let thumbDiameter: CGFloat = 27

  /// Whether the switch is on (false by default).
  open var isOn = false {
    didSet { if isOn != oldValue { updateAppearance() } }
  }
  /// The track's colour when on; nil (the default) draws ``UIColor/systemGreen``.
  open var onTintColor: UIColor? {
    didSet { updateAppearance() }
  }
  /// The thumb's colour; nil (the default) draws white.
  open var thumbTintColor: UIColor? {
    didSet { updateAppearance() }
  }
  /// The switch's title (macOS Catalyst's checkbox style; stored).
  open var title: String?
  /// The style asked for (stored; always drawn as ``Style/sliding`` here).
  open var preferredStyle = Style.automatic

  /// The look of a switch (UIKit's raw values).
  public enum Style: Int, Sendable {
    /// The system's choice.
    case automatic = 0
    /// A checkbox (Mac Catalyst).
    case checkbox = 1
    /// The sliding switch.
    case sliding = 2
  }

  /// The style the switch is drawn in: always ``Style/sliding`` (iOS).
  open var style: Style { .sliding }

  /// The capsule.
  let track = UIView()
  /// The round thumb.
  let thumb = UIView()

  /// Creates a switch at `frame`'s origin, 51 × 31.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: UISwitch.switchSize))
    installParts()
  }

  /// Creates a switch from an archive: nothing is decoded (OpenUIKit has no nibs).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    installParts()
  }

  /// Creates a switch whose value-changed action is `primaryAction`.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .valueChanged) }
  }

  /// The frame; setting it keeps the origin and the fixed 51 × 31 size, as in UIKit.
  open override var frame: CGRect {
    get { super.frame }
    set { super.frame = CGRect(origin: newValue.origin, size: UISwitch.switchSize) }
  }

  /// 51 × 31.
  open override var intrinsicContentSize: CGSize { UISwitch.switchSize }

  /// 51 × 31, whatever is asked.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.switchSize }

  /// Sets ``isOn`` (the animation is not shown: the thumb moves at once).
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  /// Places the track at the top-left corner and the thumb at the end ``isOn`` selects.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let size = UISwitch.switchSize
    track.frame = CGRect(origin: .zero, size: size)
    let d = UISwitch.thumbDiameter
    let inset = (size.height - d) / 2
    var onRight = isOn
    if effectiveUserInterfaceLayoutDirection == .rightToLeft { onRight.toggle() }
    let x = onRight ? size.width - inset - d : inset
    thumb.frame = CGRect(x: x, y: inset, width: d, height: d)
  }

  /// A tap flips the switch and sends ``UIControl/Event/valueChanged`` (before touch up
  /// inside, as UIKit orders them).
  override func simulatedTouchUp(inside: Bool) {
    if inside, isEnabled {
      isOn.toggle()
      sendActions(for: .valueChanged)
    }
    super.simulatedTouchUp(inside: inside)
  }

  /// Dimmed to half opacity while disabled (OpenUIKit's drawing of UIKit's dimmed switch).
  open override func stateDidChange() {
    super.stateDidChange()
    alpha = isEnabled ? 1 : 0.5
  }

  // MARK: Accessibility defaults

  /// A switch is an accessibility element unless told otherwise.
  open override var isAccessibilityElement: Bool {
    get { storedAccessibility?.isElement ?? true }
    set { super.isAccessibilityElement = newValue }
  }
  /// The set traits, else ``UIAccessibilityTraits/button`` (with
  /// ``UIAccessibilityTraits/notEnabled`` while disabled), as UIKit reports a switch.
  open override var accessibilityTraits: UIAccessibilityTraits {
    get {
      if let traits = storedAccessibility?.traits { return traits }
      return isEnabled ? .button : [.button, .notEnabled]
    }
    set { super.accessibilityTraits = newValue }
  }
  /// The set value, else `"1"` when on and `"0"` when off, as UIKit reports it.
  open override var accessibilityValue: String? {
    get { storedAccessibility?.value ?? (isOn ? "1" : "0") }
    set { super.accessibilityValue = newValue }
  }

  private func installParts() {
    setContentHuggingPriority(.defaultHigh, for: .horizontal)
    setContentHuggingPriority(.defaultHigh, for: .vertical)
    track.isUserInteractionEnabled = false
    track.layer.cornerRadius = UISwitch.switchSize.height / 2
    thumb.isUserInteractionEnabled = false
    thumb.layer.cornerRadius = UISwitch.thumbDiameter / 2
    thumb.layer.shadowOpacity = 0.15
    thumb.layer.shadowOffset = CGSize(width: 0, height: 3)
    thumb.layer.shadowRadius = 4
    addSubview(track)
    addSubview(thumb)
    updateAppearance()
  }

  private func updateAppearance() {
    track.backgroundColor = isOn ? (onTintColor ?? .systemGreen) : .systemFill
    thumb.backgroundColor = thumbTintColor ?? .white
    setNeedsLayout()
  }
}
