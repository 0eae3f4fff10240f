import Foundation

/// Activation: validation, installation on the nearest common ancestor, the engine.
extension NSLayoutConstraint {
  /// The view an item belongs to (a guide's owning view).
  static func view(of reference: ItemReference?) -> UIView? {
    reference?.node?.layoutOwningView
  }

  /// Installs the constraint on the nearest common ancestor of its items (or on `view` for
  /// the old `addConstraint` API), reporting what UIKit raises on instead of crashing.
  func install(on explicitContainer: UIView? = nil) {
    guard !isActive else { return }
    if creationProblem != nil { return }
    if let problem = validationProblem() {
      LayoutDiagnostics.report(
        problem, engine: NSLayoutConstraint.view(of: firstReference)?.engineIfPresent)
      return
    }
    guard let firstView = NSLayoutConstraint.view(of: firstReference) else { return }
    var target: UIView? = firstView
    if secondItem != nil {
      guard let secondView = NSLayoutConstraint.view(of: secondReference) else { return }
      target = firstView.nearestCommonAncestor(with: secondView)
    }
    for span in [firstSpan, secondSpan].compactMap({ $0 }) {
      guard let a = NSLayoutConstraint.view(of: span.from.0),
        let b = NSLayoutConstraint.view(of: span.to.0), let t = target
      else { continue }
      target = t.nearestCommonAncestor(with: a)?.nearestCommonAncestor(with: b)
    }
    guard let container = explicitContainer ?? target,
      target.map({ explicitContainer == nil || $0.isDescendant(of: explicitContainer!) }) ?? false
    else {
      LayoutDiagnostics.report(
        .raised(
          name: "NSGenericException",
          reason: "Unable to activate constraint with anchors \(anchorText(first: true)) and "
            + "\(anchorText(first: false)) because they have no common ancestor.  Does the "
            + "constraint or its anchors reference items in different view hierarchies?  "
            + "That's illegal."),
        engine: firstView.engineIfPresent)
      return
    }
    self.container = container
    container.installedConstraints.append(self)
    for reference in [firstReference, secondReference] {
      NSLayoutConstraint.view(of: reference)?.addReferencingConstraint(self)
    }
    if let engine = container.engineIfPresent {
      engine.add(self)
    }
    container.setNeedsLayout()
  }

  /// Removes the constraint from its view and the engine.
  func uninstall() {
    guard let container else { return }
    engine?.remove(self)
    container.installedConstraints.removeAll { $0 === self }
    for reference in [firstReference, secondReference] {
      NSLayoutConstraint.view(of: reference)?.removeReferencingConstraint(self)
    }
    self.container = nil
    container.setNeedsLayout()
  }

  /// `<NSLayoutXAxisAnchor:0x… "UIView:0x….left">` for one side.
  func anchorText(first: Bool) -> String {
    let item = first ? firstItem : secondItem
    let attribute = first ? firstAttribute : secondAttribute
    let type: String
    switch attribute {
    case .width, .height: type = "NSLayoutDimension"
    case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
      .centerYWithinMargins:
      type = "NSLayoutYAxisAnchor"
    default: type = "NSLayoutXAxisAnchor"
    }
    let itemText = (item as? LayoutNode)?.layoutDescription ?? "nil"
    return "<\(type):\(addressString(self)) \"\(itemText).\(attributeName(attribute))\">"
  }

  /// What UIKit would raise on for this constraint, if anything.
  func validationProblem() -> LayoutDiagnostic? {
    func raise(_ reason: String) -> LayoutDiagnostic {
      let viewText =
        NSLayoutConstraint.view(of: firstReference).map { $0.debugDescription } ?? "nil"
      return .raised(
        name: "NSInvalidArgumentException",
        reason: "NSLayoutConstraint for \(viewText): \(reason)")
    }
    if !constant.isFinite || !multiplier.isFinite {
      return .invalidConstraint(
        self,
        reason: "the constant (\(constant)) or multiplier (\(multiplier)) is not finite; "
          + "the constraint was not activated")
    }
    if firstItem == nil || !(firstItem is LayoutNode) {
      return .invalidConstraint(self, reason: "the first item is missing or not a view or guide")
    }
    if secondReference != nil && secondItem == nil {
      return .invalidConstraint(self, reason: "the second item no longer exists")
    }
    if secondItem != nil && !(secondItem is LayoutNode) {
      return .invalidConstraint(self, reason: "the second item is not a view or guide")
    }
    if firstSpan != nil || secondSpan != nil { return nil }
    let a = firstAttribute
    let b = secondAttribute
    if a == .notAnAttribute {
      return raise("The first attribute cannot be notAnAttribute.")
    }
    if a.isLocation && (secondItem == nil || multiplier == 0) {
      return raise(
        "A multiplier of 0 or a nil second item together with a location for the first "
          + "attribute creates an illegal constraint of a location equal to a constant. "
          + "Location attributes must be specified in pairs.")
    }
    if secondItem == nil { return nil }
    if (a.isDirectional && b.isAbsoluteHorizontal) || (a.isAbsoluteHorizontal && b.isDirectional) {
      return raise(
        "A constraint cannot be made between a leading/trailing attribute and a right/left "
          + "attribute. Use leading/trailing for both or neither.")
    }
    // A location paired with a size is refused; two locations on different axes
    // (`left == other.top`) are accepted, as UIKit accepts them through this initializer (the
    // typed anchors cannot express them) and SnapKit's own tests install them.
    if a.isLocation != b.isLocation {
      return raise("Invalid pairing of layout attributes.")
    }
    return nil
  }
}

extension NSLayoutConstraint.Attribute {
  /// Whether the attribute is a position (not a size).
  var isLocation: Bool { self != .width && self != .height && self != .notAnAttribute }

  var isDirectional: Bool {
    [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
  }

  var isAbsoluteHorizontal: Bool {
    [.left, .right, .leftMargin, .rightMargin].contains(self)
  }
}
