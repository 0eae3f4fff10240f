import Foundation

/// A layout guide that tracks a moving element of the interface (the keyboard) and activates
/// constraints according to which edges of its owning view it is near or away from.
///
/// In OpenUIKit the tracked element is the docked simulated keyboard, which is near the
/// bottom edge and away from the top, leading and trailing edges. A ``UIKeyboardLayoutGuide``
/// applies the edge constraints only while its
/// ``UIKeyboardLayoutGuide/followsUndockedKeyboard`` is true, as UIKit's does.
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {
  /// The constraints registered for each set of edges near which they apply, by raw value.
  private var nearConstraints: [UInt: [NSLayoutConstraint]] = [:]
  /// The constraints registered for each set of edges away from which they apply.
  private var awayConstraints: [UInt: [NSLayoutConstraint]] = [:]

  /// Creates a guide.
  public override init() {
    super.init()
  }

  /// Registers constraints that are active while the tracked element is near `edge` (and
  /// inactive otherwise), replacing those registered for it before.
  open func setConstraints(
    _ trackingConstraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge
  ) {
    if let old = nearConstraints[edge.rawValue] { NSLayoutConstraint.deactivate(old) }
    nearConstraints[edge.rawValue] = trackingConstraints
    updateTrackedConstraints()
  }

  /// The constraints registered for `edge` with ``setConstraints(_:activeWhenNearEdge:)``.
  open func constraintsActiveWhenNear(_ edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
    nearConstraints[edge.rawValue] ?? []
  }

  /// Registers constraints that are active while the tracked element is away from `edge`
  /// (and inactive otherwise), replacing those registered for it before.
  open func setConstraints(
    _ trackingConstraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge
  ) {
    if let old = awayConstraints[edge.rawValue] { NSLayoutConstraint.deactivate(old) }
    awayConstraints[edge.rawValue] = trackingConstraints
    updateTrackedConstraints()
  }

  /// The constraints registered for `edge` with ``setConstraints(_:activeWhenAwayFrom:)``.
  open func constraintsActiveWhenAwayFrom(_ edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
    awayConstraints[edge.rawValue] ?? []
  }

  /// Deactivates and forgets every registered constraint.
  open func removeAllTrackedConstraints() {
    for key in nearConstraints.keys.sorted() {
      NSLayoutConstraint.deactivate(nearConstraints[key] ?? [])
    }
    for key in awayConstraints.keys.sorted() {
      NSLayoutConstraint.deactivate(awayConstraints[key] ?? [])
    }
    nearConstraints = [:]
    awayConstraints = [:]
  }

  /// Whether the registered edge constraints apply at all (always, for a plain tracking guide).
  var appliesEdgeConstraints: Bool { true }

  /// The edges the tracked element is near: the bottom (a docked keyboard).
  var nearEdges: NSDirectionalRectEdge { .bottom }

  /// Activates the registered constraints whose edges match where the element is, and
  /// deactivates the others (deactivations first, so that swapped sets do not conflict).
  func updateTrackedConstraints() {
    let near = nearEdges
    let away = NSDirectionalRectEdge.all.subtracting(near)
    var active: [NSLayoutConstraint] = []
    var inactive: [NSLayoutConstraint] = []
    for key in nearConstraints.keys.sorted() {
      let on = appliesEdgeConstraints && near.isSuperset(of: NSDirectionalRectEdge(rawValue: key))
      if on { active += nearConstraints[key] ?? [] } else { inactive += nearConstraints[key] ?? [] }
    }
    for key in awayConstraints.keys.sorted() {
      let on = appliesEdgeConstraints && away.isSuperset(of: NSDirectionalRectEdge(rawValue: key))
      if on { active += awayConstraints[key] ?? [] } else { inactive += awayConstraints[key] ?? [] }
    }
    NSLayoutConstraint.deactivate(inactive)
    NSLayoutConstraint.activate(active)
  }
}
