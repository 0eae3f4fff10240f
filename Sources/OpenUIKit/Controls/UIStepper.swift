import Foundation

/// A pair of − and + buttons that lower and raise a value by ``stepValue``. A tap on either
/// half changes ``value`` and sends ``UIControl/Event/valueChanged``.
///
/// The size is fixed at 94 × 32 pt (uikit-apps §5, the common figure, graded U): the
/// `frame` setter keeps the origin and replaces the size with ``sizeThatFits(_:)``, as UIKit's
/// `setFrame:` does (uikit-apps §5, DC-18). Defaults (uikit-apps §5, ADOC): value 0, minimum 0,
/// maximum 100, step 1, continuous, autorepeat, not wrapping. The stepper hugs and resists
/// compression at 750 on both axes (uikit-semantics §3.3).
///
/// Drawing (OpenUIKit's): a `UIColor.tertiarySystemFill` rounded rectangle of radius 8, a
/// 1 pt divider in the middle, "−" and "+" in the 20 pt system font; a half that cannot step
/// (at the end of the range without wrapping) is dimmed. Every part is a subview.
@preconcurrency @MainActor
open class UIStepper: UIControl {
  /// The stepper's fixed size: 94 × 32 pt (uikit-apps §5; U).
  public static let stepperSize = CGSize(width: 94, height: 32)

  /// The value, clamped to ``minimumValue``…``maximumValue`` (0 by default).
  open var value: Double = 0 {
    didSet {
      let clamped = value.isNaN ? minimumValue : min(max(value, minimumValue), maximumValue)
      if clamped != value { value = clamped }
      updateAppearance()
    }
  }
  /// The lowest value (0 by default). Setting it above ``maximumValue`` sets both to it, as
  /// UIKit does (uikit-apps §5, DC-18). NaN is ignored.
  open var minimumValue: Double = 0 {
    didSet {
      if minimumValue.isNaN {
        minimumValue = oldValue
        return
      }
      if maximumValue < minimumValue { maximumValue = minimumValue }
      value = min(max(value, minimumValue), maximumValue)
    }
  }
  /// The highest value (100 by default). Setting it below ``minimumValue`` sets both to it;
  /// NaN is ignored.
  open var maximumValue: Double = 100 {
    didSet {
      if maximumValue.isNaN {
        maximumValue = oldValue
        return
      }
      if minimumValue > maximumValue { minimumValue = maximumValue }
      value = min(max(value, minimumValue), maximumValue)
    }
  }
  /// The step (1 by default). A step of 0 or less is reported with UIKit's message
  /// ("stepValue must be greater than 0"; UIKit raises) and ignored.
  open var stepValue: Double = 1 {
    didSet {
      if !(stepValue > 0) {
        LayoutDiagnostics.report(
          .raised(name: "NSInvalidArgumentException", reason: "stepValue must be greater than 0"),
          engine: nil)
        stepValue = oldValue
      }
    }
  }
  /// Whether holding a button sends an event at each repeat (true; OpenUIKit's touches do
  /// not hold, so each tap sends one).
  open var isContinuous = true
  /// Whether holding a button repeats the step (true; stored).
  open var autorepeat = true
  /// Whether stepping past one end goes to the other (false by default).
  open var wraps = false {
    didSet { updateAppearance() }
  }

  /// The − half.
  let decrementLabel = UILabel()
  /// The + half.
  let incrementLabel = UILabel()
  /// The divider.
  let divider = UIView()
  /// Where the last touch that hit the stepper landed.
  var lastTouchPoint: CGPoint?

  /// Creates a stepper at `frame`'s origin, 94 × 32.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: UIStepper.stepperSize))
    installParts()
  }

  /// Creates a stepper from an archive: nothing is decoded (OpenUIKit has no nibs).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    installParts()
  }

  /// The frame; setting it keeps the origin and the fixed size, as UIKit's `setFrame:`.
  open override var frame: CGRect {
    get { super.frame }
    set { super.frame = CGRect(origin: newValue.origin, size: sizeThatFits(newValue.size)) }
  }

  /// 94 × 32.
  open override var intrinsicContentSize: CGSize { UIStepper.stepperSize }

  /// 94 × 32, whatever is asked.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.stepperSize }

  /// Places the halves (− at the leading side) and the divider.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let size = UIStepper.stepperSize
    let half = size.width / 2
    let left = CGRect(x: 0, y: 0, width: half, height: size.height)
    let right = CGRect(x: half, y: 0, width: half, height: size.height)
    let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
    decrementLabel.frame = rtl ? right : left
    incrementLabel.frame = rtl ? left : right
    divider.frame = CGRect(x: half - 0.5, y: 8, width: 1, height: size.height - 16)
  }

  /// Whether the − half can step now.
  var canDecrement: Bool { isEnabled && (wraps || value > minimumValue) }
  /// Whether the + half can step now.
  var canIncrement: Bool { isEnabled && (wraps || value < maximumValue) }

  /// Records where a touch lands, to tell − from +.
  open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    if hit != nil { lastTouchPoint = point }
    return hit
  }

  /// A tap on the − or + half steps the value (wrapping when ``wraps``) and sends
  /// ``UIControl/Event/valueChanged`` when it changed; then touch up as any control.
  override func simulatedTouchUp(inside: Bool) {
    if inside, isEnabled, let point = lastTouchPoint {
      var increments = point.x >= bounds.width / 2
      if effectiveUserInterfaceLayoutDirection == .rightToLeft { increments.toggle() }
      step(up: increments)
    }
    lastTouchPoint = nil
    super.simulatedTouchUp(inside: inside)
  }

  /// One step up or down.
  func step(up: Bool) {
    let before = value
    var next = up ? value + stepValue : value - stepValue
    if up, next > maximumValue {
      next = wraps && value >= maximumValue ? minimumValue : maximumValue
    }
    if !up, next < minimumValue {
      next = wraps && value <= minimumValue ? maximumValue : minimumValue
    }
    value = next
    if value != before { sendActions(for: .valueChanged) }
  }

  /// Dimmed while disabled.
  open override func stateDidChange() {
    super.stateDidChange()
    updateAppearance()
  }

  /// The stepper is not an accessibility element itself: its halves are, as UIKit's
  /// "Decrement" and "Increment" buttons.
  open override var isAccessibilityElement: Bool {
    get { storedAccessibility?.isElement ?? false }
    set { super.isAccessibilityElement = newValue }
  }

  private func installParts() {
    setContentHuggingPriority(.defaultHigh, for: .horizontal)
    setContentHuggingPriority(.defaultHigh, for: .vertical)
    backgroundColor = .tertiarySystemFill
    layer.cornerRadius = 8
    for (label, glyph, name) in [
      (decrementLabel, "\u{2212}", "Decrement"), (incrementLabel, "+", "Increment"),
    ] {
      label.text = glyph
      label.font = .systemFont(ofSize: 20)
      label.textAlignment = .center
      label.isUserInteractionEnabled = false
      label.accessibilityLabel = name
      addSubview(label)
    }
    divider.backgroundColor = .separator
    divider.isUserInteractionEnabled = false
    addSubview(divider)
    updateAppearance()
  }

  private func updateAppearance() {
    decrementLabel.textColor = canDecrement ? .label : .tertiaryLabel
    incrementLabel.textColor = canIncrement ? .label : .tertiaryLabel
    decrementLabel.accessibilityTraits = canDecrement ? .button : [.button, .notEnabled]
    incrementLabel.accessibilityTraits = canIncrement ? .button : [.button, .notEnabled]
    decrementLabel.accessibilityValue = stepperValueText
    incrementLabel.accessibilityValue = stepperValueText
  }

  /// The value as VoiceOver reads it: without a fraction when whole (`"3"`), else as is.
  private var stepperValueText: String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
