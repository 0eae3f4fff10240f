import Foundation

/// A horizontal track with a round thumb that picks a value between ``minimumValue`` and
/// ``maximumValue``. A drag that starts on the thumb moves it; the slider sends
/// ``UIControl/Event/valueChanged`` at every move that changes the value while
/// ``isContinuous`` (the default), or once when the finger lifts otherwise.
///
/// Geometry (U: Apple documents none; uikit-apps §5 quotes 31–34 pt for the height): the
/// intrinsic size is no width by ``intrinsicHeight`` (31 pt, Interface Builder's slider
/// height); the track is 4 pt tall across the whole width, vertically centred; the thumb is a
/// 28 pt circle whose centre travels from 14 pt to `width − 14` pt. A tap on the track does not
/// move the thumb, as in UIKit. The slider hugs at 250 horizontally and 750 vertically
/// (uikit-semantics §3.3).
///
/// Colours: the part before the thumb is ``minimumTrackTintColor`` (the tint colour by
/// default), after it ``maximumTrackTintColor`` (`UIColor.systemFill` by default), the thumb
/// ``thumbTintColor`` (white by default). Every part is a subview, drawn by renderers.
@preconcurrency @MainActor
open class UISlider: UIControl {
  /// The slider's intrinsic height: 31 pt (OpenUIKit's choice in the quoted 31–34 range).
  public static let intrinsicHeight: CGFloat = 31
  /// The thumb's diameter: 28 pt (OpenUIKit's choice).
  public static let thumbDiameter: CGFloat = 28
  /// The track's height: 4 pt (OpenUIKit's choice).
  public static let trackHeight: CGFloat = 4

  /// The value, clamped to ``minimumValue``…``maximumValue`` (0 by default).
  open var value: Float {
    get { storedValue }
    set { setValue(newValue, animated: false) }
  }
  /// The lowest value (0 by default). Raising it above ``maximumValue`` raises that too; NaN
  /// is ignored.
  open var minimumValue: Float = 0 {
    didSet {
      if minimumValue.isNaN {
        minimumValue = oldValue
        return
      }
      if maximumValue < minimumValue { maximumValue = minimumValue }
      clampValue()
    }
  }
  /// The highest value (1 by default). Lowering it below ``minimumValue`` lowers that too;
  /// NaN is ignored.
  open var maximumValue: Float = 1 {
    didSet {
      if maximumValue.isNaN {
        maximumValue = oldValue
        return
      }
      if minimumValue > maximumValue { minimumValue = maximumValue }
      clampValue()
    }
  }
  /// Whether dragging sends ``UIControl/Event/valueChanged`` at every change (true) or once
  /// at the end (false).
  open var isContinuous = true
  /// The colour of the track before the thumb; nil draws the tint colour.
  open var minimumTrackTintColor: UIColor? {
    didSet { updateAppearance() }
  }
  /// The colour of the track after the thumb; nil draws `UIColor.systemFill`.
  open var maximumTrackTintColor: UIColor? {
    didSet { updateAppearance() }
  }
  /// The thumb's colour; nil draws white.
  open var thumbTintColor: UIColor? {
    didSet { updateAppearance() }
  }
  /// An image before the track (stored; it narrows the track by its width).
  open var minimumValueImage: UIImage? {
    didSet { setNeedsLayout() }
  }
  /// An image after the track (stored; it narrows the track by its width).
  open var maximumValueImage: UIImage? {
    didSet { setNeedsLayout() }
  }

  var storedValue: Float = 0
  /// The track before the thumb.
  let minimumTrack = UIView()
  /// The track after the thumb.
  let maximumTrack = UIView()
  /// The round thumb.
  let thumb = UIView()
  /// Where the last touch that hit the slider landed.
  var lastTouchPoint: CGPoint?
  /// The drag in progress: where it began and the value then.
  var drag: (start: CGPoint, value: Float)?
  /// The value when the drag began, to send one event at the end when not continuous.
  var valueAtDragStart: Float?

  /// Creates a slider in `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    installParts()
  }

  /// Creates a slider from an archive: nothing is decoded (OpenUIKit has no nibs).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    installParts()
  }

  /// Sets the value, clamped to the range (shown at once; no event is sent).
  open func setValue(_ value: Float, animated: Bool) {
    let clamped = value.isNaN ? minimumValue : min(max(value, minimumValue), maximumValue)
    guard clamped != storedValue else { return }
    storedValue = clamped
    setNeedsLayout()
  }

  /// No intrinsic width; ``intrinsicHeight`` tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UISlider.intrinsicHeight)
  }

  /// The asked width (or 0 without one) by ``intrinsicHeight``.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: max(size.width, 0), height: UISlider.intrinsicHeight)
  }

  /// The rectangle the track occupies: the bounds' width less the value images, 4 pt tall,
  /// vertically centred.
  open func trackRect(forBounds bounds: CGRect) -> CGRect {
    let minImage = minimumValueImage?.size.width ?? 0
    let maxImage = maximumValueImage?.size.width ?? 0
    let h = UISlider.trackHeight
    return CGRect(
      x: bounds.minX + minImage, y: bounds.midY - h / 2,
      width: max(bounds.width - minImage - maxImage, 0), height: h)
  }

  /// The thumb's rectangle for `value`: a 28 pt square whose centre travels the track inset
  /// by half the thumb.
  open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
    let d = UISlider.thumbDiameter
    let x = rect.minX + (rect.width - d) * CGFloat(fraction(of: value))
    return CGRect(x: x, y: bounds.midY - d / 2, width: d, height: d)
  }

  /// Where `value` sits between the minimum and maximum, 0…1.
  func fraction(of value: Float) -> Float {
    let span = maximumValue - minimumValue
    guard span > 0 else { return 0 }
    return (value - minimumValue) / span
  }

  /// Places the two track parts and the thumb.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let track = trackRect(forBounds: bounds)
    let thumbFrame = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
    let split = thumbFrame.midX
    let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
    if rtl {
      thumb.frame = thumbFrame.offsetBy(dx: bounds.width - 2 * split, dy: 0)
    } else {
      thumb.frame = thumbFrame
    }
    let center = thumb.frame.midX
    let left = CGRect(
      x: track.minX, y: track.minY, width: center - track.minX, height: track.height)
    let right = CGRect(x: center, y: track.minY, width: track.maxX - center, height: track.height)
    minimumTrack.frame = rtl ? right : left
    maximumTrack.frame = rtl ? left : right
    updateAppearance()
  }

  // MARK: Touches

  /// Records where a touch lands (a drag moves the thumb only when it starts on it).
  open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    if hit != nil { lastTouchPoint = point }
    return hit
  }

  /// A slider takes a simulated drag even inside a scroll view.
  override var capturesSimulatedDrags: Bool { true }

  /// Touch down: a touch on the thumb (grown to 44 × 44 pt, the minimum tap target) starts a
  /// drag.
  override func simulatedTouchDown(tapCount: Int = 1) {
    if isEnabled, let point = lastTouchPoint {
      let target = thumb.frame.insetBy(
        dx: min(0, (thumb.frame.width - 44) / 2), dy: min(0, (thumb.frame.height - 44) / 2))
      if target.contains(point) {
        drag = (point, storedValue)
        valueAtDragStart = storedValue
      }
    }
    super.simulatedTouchDown(tapCount: tapCount)
  }

  /// The finger moved: the thumb follows it (the value moves by the distance over the
  /// thumb's travel times the range), with ``UIControl/Event/valueChanged`` when continuous.
  @discardableResult
  override func simulatedTouchMoved(to point: CGPoint, wasInside: Bool) -> Bool {
    let inside = super.simulatedTouchMoved(to: point, wasInside: wasInside)
    guard isEnabled, let drag else { return inside }
    let travel = trackRect(forBounds: bounds).width - UISlider.thumbDiameter
    guard travel > 0 else { return inside }
    var dx = point.x - drag.start.x
    if effectiveUserInterfaceLayoutDirection == .rightToLeft { dx = -dx }
    let newValue = drag.value + Float(dx / travel) * (maximumValue - minimumValue)
    let before = storedValue
    setValue(newValue, animated: false)
    if isContinuous, storedValue != before { sendActions(for: .valueChanged) }
    return inside
  }

  /// The finger lifted: a non-continuous slider sends ``UIControl/Event/valueChanged`` once
  /// if the drag changed the value; then touch up as any control.
  override func simulatedTouchUp(inside: Bool) {
    if !isContinuous, let start = valueAtDragStart, start != storedValue {
      sendActions(for: .valueChanged)
    }
    drag = nil
    valueAtDragStart = nil
    lastTouchPoint = nil
    super.simulatedTouchUp(inside: inside)
  }

  /// Dimmed while disabled.
  open override func stateDidChange() {
    super.stateDidChange()
    updateAppearance()
  }

  // MARK: Accessibility defaults

  /// A slider is an accessibility element unless told otherwise.
  open override var isAccessibilityElement: Bool {
    get { storedAccessibility?.isElement ?? true }
    set { super.isAccessibilityElement = newValue }
  }
  /// The set traits, else ``UIAccessibilityTraits/adjustable`` (with
  /// ``UIAccessibilityTraits/notEnabled`` while disabled).
  open override var accessibilityTraits: UIAccessibilityTraits {
    get {
      if let traits = storedAccessibility?.traits { return traits }
      return isEnabled ? .adjustable : [.adjustable, .notEnabled]
    }
    set { super.accessibilityTraits = newValue }
  }
  /// The set value, else the position as a whole percentage (`"50%"`), as VoiceOver reads a
  /// slider.
  open override var accessibilityValue: String? {
    get {
      if let value = storedAccessibility?.value { return value }
      return "\(Int((fraction(of: storedValue) * 100).rounded()))%"
    }
    set { super.accessibilityValue = newValue }
  }

  // MARK: Private

  private func clampValue() {
    let clamped = min(max(storedValue, minimumValue), maximumValue)
    if clamped != storedValue {
      storedValue = clamped
      setNeedsLayout()
    }
  }

  private func installParts() {
    setContentHuggingPriority(.defaultHigh, for: .vertical)
    for part in [minimumTrack, maximumTrack, thumb] {
      part.isUserInteractionEnabled = false
      addSubview(part)
    }
    minimumTrack.layer.cornerRadius = UISlider.trackHeight / 2
    maximumTrack.layer.cornerRadius = UISlider.trackHeight / 2
    thumb.layer.cornerRadius = UISlider.thumbDiameter / 2
    thumb.layer.shadowOpacity = 0.15
    thumb.layer.shadowOffset = CGSize(width: 0, height: 3)
    thumb.layer.shadowRadius = 4
    updateAppearance()
  }

  private func updateAppearance() {
    minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
    maximumTrack.backgroundColor = maximumTrackTintColor ?? .systemFill
    thumb.backgroundColor = thumbTintColor ?? .white
    alpha = isEnabled ? 1 : 0.5
  }
}
