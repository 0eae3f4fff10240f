import Foundation

/// An object with traits: views, view controllers, windows and screens.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
  /// The object's current traits.
  var traitCollection: UITraitCollection { get }
  /// Called after the traits changed, before the next layout (deprecated in iOS 17 in favour
  /// of `registerForTraitChanges`, and still called).
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// A registration made by `registerForTraitChanges(_:handler:)`; pass it to
/// `unregisterForTraitChanges(_:)` to stop the calls.
@preconcurrency @MainActor
public protocol UITraitChangeRegistration: AnyObject {}

/// An object whose trait changes can be observed (iOS 17): views and view controllers.
@preconcurrency @MainActor
public protocol UITraitChangeObservable: UITraitEnvironment {
  /// Stops the calls of a registration.
  func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// One registered handler and the traits it watches.
@MainActor
final class TraitChangeRegistration: UITraitChangeRegistration {
  /// The watched traits (their type identifiers).
  let traits: Set<ObjectIdentifier>
  /// The handler, given the environment and its previous traits.
  let handler: @MainActor (any UITraitEnvironment, UITraitCollection) -> Void

  init(
    traits: [UITrait],
    handler: @escaping @MainActor (any UITraitEnvironment, UITraitCollection) -> Void
  ) {
    self.traits = Set(traits.map { ObjectIdentifier($0) })
    self.handler = handler
  }
}

/// The trait bookkeeping of a view or view controller: overrides, the cached collection (a
/// controller's; a view caches its traits in itself) and the registered handlers.
@MainActor
final class TraitState {
  /// The traits the object overrides (`traitOverrides`).
  var overrides = UITraitOverrides()
  /// A controller's last computed collection (nil until read; unused for views).
  var cached: UITraitCollection?
  /// The handlers of `registerForTraitChanges`, in registration order.
  var registrations: [TraitChangeRegistration] = []
}

extension UITraitChangeObservable {
  /// Calls `handler` with the object and its previous traits after any of `traits` changed
  /// (iOS 17), after ``UITraitEnvironment/traitCollectionDidChange(_:)``.
  @discardableResult
  public func registerForTraitChanges(
    _ traits: [UITrait],
    handler: @escaping @MainActor (Self, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    let registration = TraitChangeRegistration(traits: traits) { environment, previous in
      guard let typed = environment as? Self else { return }
      handler(typed, previous)
    }
    traitStateHolder?.registrations.append(registration)
    // Registering reads the traits, so that a later change has a collection to compare with.
    _ = traitCollection
    return registration
  }

  /// The view's or controller's trait bookkeeping.
  var traitStateHolder: TraitState? {
    if let view = self as? UIView { return view.traitState }
    if let controller = self as? UIViewController { return controller.traitState }
    return nil
  }
}

extension TraitState {
  /// Calls the handlers watching any of the changed traits.
  func callHandlers(
    for environment: any UITraitEnvironment, previous: UITraitCollection,
    changed: Set<ObjectIdentifier>
  ) {
    for registration in registrations where !registration.traits.isDisjoint(with: changed) {
      registration.handler(environment, previous)
    }
  }

  /// Removes a registration.
  func remove(_ registration: any UITraitChangeRegistration) {
    registrations.removeAll { $0 === registration }
  }
}
