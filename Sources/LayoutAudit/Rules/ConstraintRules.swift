import Foundation
import OpenUIKit

/// `unsatisfiableConstraints` and `ambiguousLayout`.
@MainActor
enum ConstraintRules {
  /// One finding per distinct conflict the layout reported while the screen appeared, on the
  /// view of the constraint the engine broke.
  static func unsatisfiable(_ context: AuditContext, diagnostics: [LayoutDiagnostic]) {
    // The same conflict may be reported again as layout goes on (the safe area changes when
    // the screen enters its window), with another constraint broken: reported once, as first
    // found.
    var seen = Set<Set<ObjectIdentifier>>()
    for diagnostic in diagnostics {
      guard case .unsatisfiable(let conflicting, let broken) = diagnostic else { continue }
      guard seen.insert(Set(conflicting.map { ObjectIdentifier($0) })).inserted,
        let view = owner(broken)
      else { continue }
      let set = conflicting.map { "`\(short($0, relativeTo: view))`" }
      let brokenText = "`\(short(broken, relativeTo: view))`"
      let message =
        "Required constraints conflict: \(list(set)) cannot all hold; "
        + "the engine broke \(brokenText)."
      // A view of the screen whose autoresizing mask takes part (not the root, whose mask
      // is meant to hold it to the window).
      let autoresizing = conflicting.first {
        guard isAutoresizing($0), let item = $0.firstItem as? UIView else { return false }
        return item !== context.root && item.superview != nil && !(item is UIWindow)
          && !(item.next is UIViewController)
      }
      var suggestion = "lower the priority of \(brokenText) to 999"
      if let autoresizing, let item = autoresizing.firstItem as? UIView {
        suggestion =
          "set translatesAutoresizingMaskIntoConstraints = false on \(AuditContext.name(item))"
      }
      context.report(.unsatisfiableConstraints, view, message: message, suggestion: suggestion)
    }
  }

  /// One finding per outermost ambiguous visible view (a view pinned to an ambiguous
  /// ancestor is ambiguous because of it, and is not reported again).
  static func ambiguous(_ context: AuditContext) {
    var flagged = Set<Int>()
    for (index, node) in context.nodes.enumerated() {
      if let parent = node.parent, flagged.contains(parent) {
        flagged.insert(index)
        continue
      }
      guard node.view.translatesAutoresizingMaskIntoConstraints == false || node.parent == nil
      else { continue }
      let lines = node.view.ambiguityExplanation
      guard !lines.isEmpty else { continue }
      flagged.insert(index)
      let attributes = lines.compactMap { line in
        line.range(of: " of ").map { String(line[..<$0.lowerBound]) }
      }
      let words = list(attributes)
      context.report(
        .ambiguousLayout, node.view,
        message: "The constraints do not determine its \(words): the layout is ambiguous.",
        suggestion: "add constraints that fix its \(words)")
    }
  }

  /// The view a constraint belongs to: its first item, or the view owning its first guide.
  static func owner(_ constraint: NSLayoutConstraint) -> UIView? {
    if let view = constraint.firstItem as? UIView { return view }
    if let guide = constraint.firstItem as? UILayoutGuide { return guide.owningView }
    if let view = constraint.secondItem as? UIView { return view }
    return (constraint.secondItem as? UILayoutGuide)?.owningView
  }

  /// Whether the constraint was made from an autoresizing mask.
  static func isAutoresizing(_ constraint: NSLayoutConstraint) -> Bool {
    constraint.description.hasPrefix("<NSAutoresizingMaskLayoutConstraint")
  }

  /// A constraint in short form relative to `view`: `width == 300`,
  /// `leading == superview.leading + 16`, `top == safeAreaLayoutGuide.top`.
  static func short(_ constraint: NSLayoutConstraint, relativeTo view: UIView) -> String {
    var text =
      side(constraint.firstItem, constraint.firstAttribute, view) + " "
      + relation(constraint.relation)
    if let second = constraint.secondItem {
      text += " "
      if constraint.multiplier != 1 { text += points(constraint.multiplier) + " × " }
      text += side(second, constraint.secondAttribute, view)
      if constraint.constant > 0 { text += " + " + points(constraint.constant) }
      if constraint.constant < 0 { text += " - " + points(-constraint.constant) }
    } else {
      text += " " + points(constraint.constant)
    }
    if constraint.priority != .required {
      text += " @" + points(CGFloat(constraint.priority.rawValue))
    }
    if isAutoresizing(constraint) { text += " (autoresizing mask)" }
    return text
  }

  private static func side(
    _ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, _ view: UIView
  )
    -> String
  {
    let name = attributeName(attribute)
    if item === view { return name }
    if let other = item as? UIView {
      if other === view.superview { return "superview.\(name)" }
      return "\(other.accessibilityIdentifier ?? AuditContext.className(other)).\(name)"
    }
    if let guide = item as? UILayoutGuide, let owner = guide.owningView {
      var guideName = "layoutGuide"
      if guide === owner.safeAreaLayoutGuide {
        guideName = "safeAreaLayoutGuide"
      } else if guide === owner.layoutMarginsGuide {
        guideName = "layoutMarginsGuide"
      }
      if owner === view { return "\(guideName).\(name)" }
      if owner === view.superview { return "superview.\(guideName).\(name)" }
      return
        "\(owner.accessibilityIdentifier ?? AuditContext.className(owner)).\(guideName).\(name)"
    }
    return name
  }

  static func relation(_ relation: NSLayoutConstraint.Relation) -> String {
    switch relation {
    case .equal: return "=="
    case .lessThanOrEqual: return "<="
    case .greaterThanOrEqual: return ">="
    }
  }
}

/// `a`, `a and b`, `a, b and c`.
func list(_ items: [String]) -> String {
  if items.count <= 1 { return items.first ?? "" }
  return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
}
