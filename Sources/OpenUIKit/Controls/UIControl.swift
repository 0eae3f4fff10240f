import Foundation

/// The base of buttons, switches and text fields: states, events and the actions they send.
@preconcurrency @MainActor
open class UIControl: UIView {
  /// A control's state (UIKit's raw values).
  public struct State: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a state from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Enabled, not selected, not highlighted.
    public static let normal = State([])
    /// A touch is down on the control.
    public static let highlighted = State(rawValue: 1 << 0)
    /// The control is disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// The control is selected.
    public static let selected = State(rawValue: 1 << 2)
    /// The control has focus.
    public static let focused = State(rawValue: 1 << 3)
  }

  /// The events a control sends (UIKit's raw values).
  public struct Event: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates an event set from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A finger touched down.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A repeated touch down (a tap count above 1).
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A finger moved inside the control.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A finger moved outside the control.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A finger moved into the control.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A finger moved out of the control.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A finger lifted inside the control: a tap.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A finger lifted outside the control.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The touch was cancelled.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The value changed (switches, sliders).
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's main action happened (a button's tap).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// A menu action was chosen.
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// Editing began in a text field.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The text changed while editing.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Editing ended with the return key.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0FFF)
    /// Every editing event.
    public static let allEditingEvents = Event(rawValue: 0xF_0000)
    /// Reserved for applications.
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    /// Reserved for the system.
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// Horizontal placement of a control's content.
  public enum ContentHorizontalAlignment: Int, Sendable {
    /// Centred.
    case center = 0
    /// At the left.
    case left = 1
    /// At the right.
    case right = 2
    /// Stretched.
    case fill = 3
    /// At the leading edge.
    case leading = 4
    /// At the trailing edge.
    case trailing = 5
  }

  /// Vertical placement of a control's content.
  public enum ContentVerticalAlignment: Int, Sendable {
    /// Centred.
    case center = 0
    /// At the top.
    case top = 1
    /// At the bottom.
    case bottom = 2
    /// Stretched.
    case fill = 3
  }

  /// One registration: an action, or a target's method, for a set of events.
  struct Registration {
    var events: Event
    var action: UIAction?
    weak var target: AnyObject?
    var invoke: (@MainActor (AnyObject, UIControl) -> Void)?
  }

  var registrations: [Registration] = []

  /// Whether the control responds to touches (true by default).
  open var isEnabled = true {
    didSet { if isEnabled != oldValue { stateDidChange() } }
  }
  /// Whether the control is selected.
  open var isSelected = false {
    didSet { if isSelected != oldValue { stateDidChange() } }
  }
  /// Whether a touch is down on the control.
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { stateDidChange() } }
  }
  /// Horizontal placement of the content (centred by default).
  open var contentHorizontalAlignment = ContentHorizontalAlignment.center
  /// Vertical placement of the content (centred by default).
  open var contentVerticalAlignment = ContentVerticalAlignment.center

  /// The state from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
  open var state: State {
    var s = State.normal
    if isHighlighted { s.insert(.highlighted) }
    if !isEnabled { s.insert(.disabled) }
    if isSelected { s.insert(.selected) }
    return s
  }

  /// Creates a control.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a control from an archive: nothing is decoded (OpenUIKit has no nibs).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a control in `frame` whose primary action is `primaryAction` (no default frame,
  /// as in UIKit: `UIButton(primaryAction:)` is the button's initializer).
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// Called when the state changes; subclasses update their look (call `super`).
  open func stateDidChange() {}

  // MARK: Actions

  /// Runs `action` for `events`. Adding an action with the identifier of one already
  /// registered replaces it.
  public func addAction(_ action: UIAction, for events: Event) {
    if let index = registrations.firstIndex(where: { $0.action?.identifier == action.identifier }) {
      registrations[index].action = action
      registrations[index].events.formUnion(events)
      return
    }
    registrations.append(Registration(events: events, action: action, target: nil, invoke: nil))
  }

  /// Stops running `action` for `events`.
  public func removeAction(_ action: UIAction, for events: Event) {
    removeAction(identifiedBy: action.identifier, for: events)
  }

  /// Stops running the action with `identifier` for `events`.
  public func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
    for i in registrations.indices where registrations[i].action?.identifier == identifier {
      registrations[i].events.subtract(events)
    }
    registrations.removeAll { $0.events.isEmpty }
  }

  // `addTarget` is `final` (UIKit's is overridable): Swift 6.3 mangles a vtable entry of a
  // `@preconcurrency` class whose type has a `@MainActor` closure differently at the definition
  // and in subclasses, so subclasses (any `UIButton` subclass of an app) would fail to link.
  /// The closure form of UIKit's target–action: `action` is an unapplied method reference
  /// such as `MyViewController.didTap` for `func didTap()`, named with the enclosing type. The control does not keep `target` alive.
  /// (Linux has no selectors: `addTarget(self, action: #selector(didTap), for: e)` becomes
  /// `addTarget(self, action: MyViewController.didTap, for: e)`.)
  public final func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping @MainActor (Target) -> () -> Void, for events: Event
  ) {
    registrations.append(
      Registration(
        events: events, action: nil, target: target,
        invoke: { object, _ in
          if let t = object as? Target { action(t)() }
        }))
  }

  /// The closure form of target–action for methods that take the sender, such as
  /// `func didTap(_ sender: UIButton)` (`action: MyViewController.didTap`).
  public final func addTarget<Target: AnyObject, Sender>(
    _ target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void,
    for events: Event
  ) {
    registrations.append(
      Registration(
        events: events, action: nil, target: target,
        invoke: { object, control in
          if let t = object as? Target, let sender = control as? Sender { action(t)(sender) }
        }))
  }

  /// Removes the target's registrations for `events` (every target's when `target` is nil).
  public func removeTarget(_ target: AnyObject?, for events: Event) {
    for i in registrations.indices where registrations[i].invoke != nil {
      if target == nil || registrations[i].target === target {
        registrations[i].events.subtract(events)
      }
    }
    registrations.removeAll { $0.events.isEmpty }
  }

  /// The events that have an action or target registered.
  public var allControlEvents: Event {
    var all = Event()
    for r in registrations { all.formUnion(r.events) }
    return all
  }

  /// Runs every action and target registered for any of `events`, in the order they were
  /// added.
  open func sendActions(for events: Event) {
    let matching = registrations.filter { !$0.events.isDisjoint(with: events) }
    for r in matching {
      if let action = r.action {
        action.perform(sender: self)
      } else if let target = r.target, let invoke = r.invoke {
        invoke(target, self)
      }
    }
  }

  /// Runs one action with this control as its sender.
  open func sendAction(_ action: UIAction) {
    action.perform(sender: self)
  }

  // MARK: Touches

  /// Whether a tap (touch up inside) also sends ``Event/primaryActionTriggered`` (buttons do).
  open var sendsPrimaryActionOnTap: Bool { false }

  /// Whether a simulated drag that starts on the control goes to it even inside a scroll
  /// view or under a pan recognizer (sliders: true).
  var capturesSimulatedDrags: Bool { false }

  /// How far outside its bounds a tracked touch still counts as inside: 70 pt (Apple
  /// documents none; 70 is the widely reported figure).
  public static let touchTrackingSlop: CGFloat = 70

  /// A simulated finger touched down on the control: highlighted, then
  /// ``Event/touchDown`` (with ``Event/touchDownRepeat`` for the second and later taps of a
  /// multiple tap).
  func simulatedTouchDown(tapCount: Int = 1) {
    guard isEnabled else { return }
    isHighlighted = true
    sendActions(for: tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
  }

  /// A simulated finger moved to `point` (the control's coordinates): highlighted while
  /// inside, ``Event/touchDragInside`` or ``Event/touchDragOutside``, with
  /// ``Event/touchDragEnter`` or ``Event/touchDragExit`` when the touch crossed the tracking
  /// area (the bounds grown by ``touchTrackingSlop``). Returns whether the touch is inside.
  @discardableResult
  func simulatedTouchMoved(to point: CGPoint, wasInside: Bool) -> Bool {
    guard isEnabled else { return false }
    let inside = isInsideTrackingArea(point)
    isHighlighted = inside
    var events: Event = inside ? .touchDragInside : .touchDragOutside
    if inside, !wasInside { events.insert(.touchDragEnter) }
    if !inside, wasInside { events.insert(.touchDragExit) }
    sendActions(for: events)
    return inside
  }

  /// Whether `point` (the control's coordinates) is in the tracking area.
  func isInsideTrackingArea(_ point: CGPoint) -> Bool {
    let slop = UIControl.touchTrackingSlop
    return bounds.insetBy(dx: -slop, dy: -slop).contains(point)
  }

  /// A simulated finger lifted, inside the control or not: ``Event/touchUpInside`` (with
  /// ``Event/primaryActionTriggered`` for a button) or ``Event/touchUpOutside``.
  func simulatedTouchUp(inside: Bool) {
    guard isEnabled else { return }
    isHighlighted = false
    if inside {
      var events: Event = .touchUpInside
      if sendsPrimaryActionOnTap { events.insert(.primaryActionTriggered) }
      sendActions(for: events)
    } else {
      sendActions(for: .touchUpOutside)
    }
  }

  /// The system cancelled a simulated touch: no longer highlighted, ``Event/touchCancel``.
  func simulatedTouchCancelled() {
    guard isEnabled else { return }
    isHighlighted = false
    sendActions(for: .touchCancel)
  }
}
