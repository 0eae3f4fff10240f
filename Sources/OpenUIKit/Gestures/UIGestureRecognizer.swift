import Foundation

/// Recognizes a gesture from touches and calls its targets as the gesture's state changes.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
  /// The recognition state (UIKit's raw values).
  public enum State: Int, Sendable {
    /// Not recognized yet.
    case possible = 0
    /// A continuous gesture started.
    case began = 1
    /// A continuous gesture changed.
    case changed = 2
    /// The gesture ended (a discrete gesture was recognized).
    case ended = 3
    /// The gesture was cancelled.
    case cancelled = 4
    /// The gesture failed.
    case failed = 5
    /// A discrete gesture was recognized (the same as ``ended``).
    public static let recognized = State.ended
  }

  /// The current state.
  public internal(set) var state = State.possible
  /// The view the recognizer is attached to.
  public internal(set) weak var view: UIView?
  /// Whether the recognizer takes part in touch handling (true by default).
  open var isEnabled = true
  /// Whether a recognized gesture withholds the touch from the view (true by default): a
  /// recognized tap does not also tap the control under it.
  open var cancelsTouchesInView = true
  /// A name for debugging.
  open var name: String?

  // `final`, as `addTarget`: see `UIControl.addTarget` for the Swift 6.3 mangling bug.
  final var handlers: [@MainActor (UIGestureRecognizer) -> Void] = []
  /// The touch location in window (root view) coordinates.
  var locationInRoot = CGPoint.zero

  /// Creates a recognizer without targets.
  public override init() {
    super.init()
  }

  /// Creates a recognizer that calls `handler` on each state change (an OpenUIKit
  /// convenience).
  public convenience init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
    self.init()
    handlers.append(handler)
  }

  /// The closure form of `init(target:action:)`: `action` is an unapplied method reference
  /// such as `MyViewController.handleTap`, named with the enclosing type (Linux has no selectors).
  public convenience init<Target: AnyObject>(
    target: Target, action: @escaping @MainActor (Target) -> () -> Void
  ) {
    self.init()
    addTarget(target, action: action)
  }

  /// The closure form of `init(target:action:)` for methods that take the recognizer, such as
  /// `func handlePan(_ gesture: UIPanGestureRecognizer)` (`action: MyViewController.handlePan`).
  public convenience init<Target: AnyObject, Recognizer>(
    target: Target, action: @escaping @MainActor (Target) -> (Recognizer) -> Void
  ) {
    self.init()
    addTarget(target, action: action)
  }

  /// Adds a target method; the recognizer does not keep `target` alive.
  public final func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping @MainActor (Target) -> () -> Void
  ) {
    handlers.append { [weak target] _ in
      if let target { action(target)() }
    }
  }

  /// Adds a target method that takes the recognizer.
  public final func addTarget<Target: AnyObject, Recognizer>(
    _ target: Target, action: @escaping @MainActor (Target) -> (Recognizer) -> Void
  ) {
    handlers.append { [weak target] recognizer in
      if let target, let r = recognizer as? Recognizer { action(target)(r) }
    }
  }

  /// The touch's location in `view`'s coordinates (the window's when nil).
  public func location(in view: UIView?) -> CGPoint {
    guard let view else { return locationInRoot }
    return view.convert(locationInRoot, from: nil)
  }

  /// Sets the state and calls the targets, in the order they were added.
  func transition(to newState: State) {
    state = newState
    for handler in handlers { handler(self) }
  }
}

extension UIView {
  /// The recognizers attached to the view.
  public var gestureRecognizers: [UIGestureRecognizer]? {
    get { storedGestureRecognizers.isEmpty ? nil : storedGestureRecognizers }
    set {
      for r in storedGestureRecognizers { r.view = nil }
      storedGestureRecognizers = newValue ?? []
      for r in storedGestureRecognizers { r.view = self }
    }
  }

  /// Attaches a recognizer (moving it from its previous view).
  public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    if let old = recognizer.view { old.removeGestureRecognizer(recognizer) }
    recognizer.view = self
    storedGestureRecognizers.append(recognizer)
  }

  /// Detaches a recognizer.
  public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    storedGestureRecognizers.removeAll { $0 === recognizer }
    if recognizer.view === self { recognizer.view = nil }
  }
}
