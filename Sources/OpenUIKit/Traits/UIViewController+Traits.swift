import Foundation

/// Traits of view controllers: inherited from where the controller's view is (the window for
/// a root view controller), changed by ``traitOverrides``; the root view inherits them.
extension UIViewController: UITraitChangeObservable {
  /// The controller's traits: those of its view's superview (the main screen's in portrait
  /// while the view is not in a hierarchy), with ``traitOverrides`` on top.
  public var traitCollection: UITraitCollection {
    if let cached = storedTraitState?.cached { return cached }
    let computed = computeTraitCollection()
    traitState.cached = computed
    return computed
  }

  /// The traits this controller overrides for itself and its view (iOS 17).
  public var traitOverrides: UITraitOverrides {
    get { storedTraitState?.overrides ?? UITraitOverrides() }
    set {
      let direction = storedView?.overriddenLayoutDirection
      traitState.overrides = newValue
      refreshOwnTraits()
      storedView?.refreshTraits()
      // Leading and trailing may have flipped for the view's constraints.
      if let view = storedView, view.overriddenLayoutDirection != direction {
        view.constraintGeometryDidChange()
      }
    }
  }

  /// The appearance the controller and its view use regardless of the inherited one
  /// (`.unspecified`: inherit); the same as overriding ``UITraitUserInterfaceStyle``.
  public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { storedTraitState?.overrides.overriddenStyle ?? .unspecified }
    set { traitOverrides.setOverriddenStyle(newValue) }
  }

  /// Stops the calls of a registration made by `registerForTraitChanges`.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    storedTraitState?.remove(registration)
  }

  var traitState: TraitState {
    if let state = storedTraitState { return state }
    let state = TraitState()
    storedTraitState = state
    return state
  }

  func computeTraitCollection() -> UITraitCollection {
    let base =
      storedView?.superview?.traitCollection ?? storedParent?.traitCollection
      ?? UIScreen.main.traitCollection
    return storedTraitState?.overrides.applied(to: base) ?? base
  }

  /// Recomputes the controller's traits (not its view's) and tells it when they changed.
  func refreshOwnTraits() {
    guard let state = storedTraitState, let old = state.cached else { return }
    let new = computeTraitCollection()
    guard new != old else { return }
    state.cached = new
    let changed = new.values.changedTraits(from: old.values)
    new.withCurrent {
      traitCollectionDidChange(old)
      state.callHandlers(for: self, previous: old, changed: changed)
    }
  }
}
