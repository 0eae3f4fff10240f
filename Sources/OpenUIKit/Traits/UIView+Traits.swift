import Foundation

/// Traits of views: inherited from the superview (a window from its screen and orientation, a
/// controller's root view from its controller), changed for a subtree by ``traitOverrides``.
extension UIView: UITraitChangeObservable {
  /// The view's traits: its window's, or its controller's, or its superview's (the main
  /// screen's in portrait when it has none), with ``traitOverrides`` on top.
  public var traitCollection: UITraitCollection {
    if let cached = storedTraits { return cached }
    let computed = computeTraitCollection()
    storedTraits = computed
    return computed
  }

  /// The traits this view overrides for itself and its subviews (iOS 17). Changing them
  /// updates the subtree's traits at once, calling `traitCollectionDidChange(_:)` and the
  /// registered handlers where they change.
  public var traitOverrides: UITraitOverrides {
    get { storedTraitState?.overrides ?? UITraitOverrides() }
    set {
      let direction = overriddenLayoutDirection
      traitState.overrides = newValue
      if let window = self as? UIWindow {
        window.refreshWindowTraits()
      } else {
        refreshTraits()
      }
      // Leading and trailing may have flipped for the subtree's constraints.
      if overriddenLayoutDirection != direction { constraintGeometryDidChange() }
    }
  }

  /// The appearance this view and its subviews use regardless of the inherited one
  /// (`.unspecified`: inherit). The same as overriding ``UITraitUserInterfaceStyle`` in
  /// ``traitOverrides``.
  public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { storedTraitState?.overrides.overriddenStyle ?? .unspecified }
    set { traitOverrides.setOverriddenStyle(newValue) }
  }

  /// Stops the calls of a registration made by `registerForTraitChanges`.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    storedTraitState?.remove(registration)
  }

  /// The overrides and registrations, in the rare storage (nil until either is made).
  var storedTraitState: TraitState? { storedRare?.traitState }

  /// The overrides and registrations, created on first use.
  var traitState: TraitState {
    if let state = storedTraitState { return state }
    let state = TraitState()
    rareStorage.traitState = state
    return state
  }

  /// The collection the view inherits before its own overrides.
  func inheritedTraitCollection() -> UITraitCollection {
    if let window = self as? UIWindow { return window.deviceTraitCollection }
    if let controller = owningViewController { return controller.traitCollection }
    if let parent = superview { return parent.traitCollection }
    return UIScreen.main.traitCollection
  }

  func computeTraitCollection() -> UITraitCollection {
    let base = inheritedTraitCollection()
    return storedTraitState?.overrides.applied(to: base) ?? base
  }

  /// Recomputes the traits after something they depend on changed (the superview, an
  /// override, the window's orientation) and, where they changed, tells the view and goes on
  /// into the subviews. Views whose traits were never read have nothing to update.
  func refreshTraits() {
    owningViewController?.refreshOwnTraits()
    guard let old = storedTraits else { return }
    let new = computeTraitCollection()
    guard new != old else { return }
    storedTraits = new
    traitsDidChange(from: old, to: new)
    for sub in subviews { sub.refreshTraits() }
  }

  /// Tells the view its traits changed, with the new ones current: the views that follow the
  /// text size re-scale their fonts, views drawn with `draw(_:)` redraw when colours may
  /// resolve differently, then `traitCollectionDidChange(_:)` and the registered handlers run.
  func traitsDidChange(from old: UITraitCollection, to new: UITraitCollection) {
    let changed = new.values.changedTraits(from: old.values)
    new.withCurrent {
      if changed.contains(ObjectIdentifier(UITraitPreferredContentSizeCategory.self)) {
        contentSizeCategoryDidChange()
      }
      if new.hasDifferentColorAppearance(comparedTo: old), layer.hasDisplayed {
        setNeedsDisplay()
      }
      traitCollectionDidChange(old)
      storedTraitState?.callHandlers(for: self, previous: old, changed: changed)
    }
  }

  /// The text size changed: labels, text fields and text views that adjust re-scale their
  /// fonts.
  func contentSizeCategoryDidChange() {
    if let label = self as? UILabel {
      label.adjustFontForContentSizeCategory()
    } else if let field = self as? UITextField {
      field.adjustFontForContentSizeCategory()
    } else if let textView = self as? UITextView {
      textView.adjustFontForContentSizeCategory()
    }
  }
}

extension UITraitOverrides {
  /// The overridden appearance, or `.unspecified`.
  var overriddenStyle: UIUserInterfaceStyle {
    contains(UITraitUserInterfaceStyle.self) ? self[UITraitUserInterfaceStyle.self] : .unspecified
  }

  /// Overrides the appearance, or removes the override for `.unspecified`.
  mutating func setOverriddenStyle(_ style: UIUserInterfaceStyle) {
    if style == .unspecified {
      remove(UITraitUserInterfaceStyle.self)
    } else {
      self[UITraitUserInterfaceStyle.self] = style
    }
  }
}
