import Foundation

/// Activation: validation, installation on the nearest common ancestor, the engine.
extension NSLayoutConstraint {
  /// The view an item belongs to (a guide's owning view).
  static func view(of reference: ItemReference?) -> UIView? {
    reference?.owningView
  }

  /// Installs the constraint on the nearest common ancestor of its items (or on `view` for
  /// the old `addConstraint` API), reporting what UIKit raises on instead of crashing.
  func install(on explicitContainer: UIView? = nil) {
    guard !isActive else { return }
    if creationProblem != nil { return }
    // Each side's view is looked up once (every lookup costs a protocol call and retains).
    let firstView = NSLayoutConstraint.view(of: firstReference)
    if let problem = validationProblem() {
      LayoutDiagnostics.report(problem, engine: firstView?.engineIfPresent)
      return
    }
    guard let firstView else { return }
    var target: UIView? = firstView
    var secondView: UIView?
    // Validated: a second side, when there is one, is a live view or guide.
    if secondReference != nil {
      guard let view = NSLayoutConstraint.view(of: secondReference) else { return }
      secondView = view
      target = NSLayoutConstraint.nearestCommonAncestor(firstView, view)
    }
    if firstSpan != nil || secondSpan != nil {
      for span in [firstSpan, secondSpan] {
        guard let span, let a = NSLayoutConstraint.view(of: span.from.0),
          let b = NSLayoutConstraint.view(of: span.to.0), let t = target
        else { continue }
        target = t.nearestCommonAncestor(with: a)?.nearestCommonAncestor(with: b)
      }
    }
    // Written out: closures here would each check the actor at run time.
    var contained = false
    if let target {
      if let explicitContainer {
        contained = target.isDescendant(of: explicitContainer)
      } else {
        contained = true
      }
    }
    guard let container = explicitContainer != nil ? explicitContainer : target, contained
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
    firstView.addReferencingConstraint(self)
    secondView?.addReferencingConstraint(self)
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
    NSLayoutConstraint.view(of: firstReference)?.removeReferencingConstraint(self)
    NSLayoutConstraint.view(of: secondReference)?.removeReferencingConstraint(self)
    self.container = nil
    container.setNeedsLayout()
  }

  /// The nearest common ancestor of two views, as `nearestCommonAncestor(with:)` finds it,
  /// without its set for the usual pairs: a view with itself, its superview, a subview or a
  /// sibling.
  static func nearestCommonAncestor(_ first: UIView, _ second: UIView) -> UIView? {
    if first === second { return first }
    // Compared through the unretained superview references: no parent is retained to be
    // compared.
    let firstParent = first.superviewReference?.toOpaque()
    if firstParent == Unmanaged.passUnretained(second).toOpaque() { return second }
    if let secondParent = second.superviewReference {
      if secondParent.toOpaque() == Unmanaged.passUnretained(first).toOpaque() { return first }
      if secondParent.toOpaque() == firstParent { return secondParent.takeUnretainedValue() }
    }
    return first.nearestCommonAncestor(with: second)
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
    // A handle holds a view or guide as its node and nothing else (see `ItemReference.to`):
    // a live item is a view or guide exactly when its handle's node is there.
    if firstReference?.hasNode != true {
      return .invalidConstraint(self, reason: "the first item is missing or not a view or guide")
    }
    let hasSecondItem = secondReference?.hasNode == true
    if let secondReference, !hasSecondItem {
      return .invalidConstraint(
        self,
        reason: secondReference.other == nil
          ? "the second item no longer exists" : "the second item is not a view or guide")
    }
    if firstSpan != nil || secondSpan != nil { return nil }
    let a = firstAttribute
    let b = secondAttribute
    if a == .notAnAttribute {
      return raise("The first attribute cannot be notAnAttribute.")
    }
    if a.isLocation && (!hasSecondItem || multiplier == 0) {
      return raise(
        "A multiplier of 0 or a nil second item together with a location for the first "
          + "attribute creates an illegal constraint of a location equal to a constant. "
          + "Location attributes must be specified in pairs.")
    }
    if !hasSecondItem { return nil }
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
    switch self {
    case .leading, .trailing, .leadingMargin, .trailingMargin: return true
    default: return false
    }
  }

  var isAbsoluteHorizontal: Bool {
    switch self {
    case .left, .right, .leftMargin, .rightMargin: return true
    default: return false
    }
  }
}
