import Cassowary
import Foundation

/// UIKit's constraint-based layout debugging API, and more.
extension UIView {
  /// Whether the view's frame is not fully determined by the constraints.
  public var hasAmbiguousLayout: Bool {
    !ambiguousAttributes.isEmpty
  }

  /// The engine variables of this view that the constraints leave free (`minX`, `minY`,
  /// `Width`, `Height`).
  var ambiguousAttributes: [String] {
    // The engine's host is placed by hand (a window's frame), never by the constraints: UIKit
    // does not report it ambiguous.
    if layoutState.hostedEngine != nil { return [] }
    guard let engine = engineIfPresent, let vars = layoutVariables else {
      // A view managed by Auto Layout that no constraint mentions is free on every axis.
      let managed = superview != nil && !storedTranslatesAutoresizingMask
      return managed ? ["minX", "minY", "Width", "Height"] : []
    }
    let free = freeVariables(vars, in: engine)
    var names: [String] = []
    if free.contains(ObjectIdentifier(vars.minX)) { names.append("minX") }
    if free.contains(ObjectIdentifier(vars.minY)) { names.append("minY") }
    if free.contains(ObjectIdentifier(vars.width)) { names.append("Width") }
    if free.contains(ObjectIdentifier(vars.height)) { names.append("Height") }
    return names
  }

  /// The variables of `vars` the solver leaves free: undetermined ones and those no
  /// constraint mentions.
  private func freeVariables(_ vars: LayoutVariables, in engine: LayoutEngine) -> Set<
    ObjectIdentifier
  > {
    engine.endFitting()
    var free = Set(engine.solver.undeterminedVariables().map { ObjectIdentifier($0) })
    for v in vars.all where !engine.solver.hasVariable(v) { free.insert(ObjectIdentifier(v)) }
    return free
  }

  /// The engine's serial number of the variable named `attribute` (`minX`, `minY`, `Width`,
  /// `Height`); 0 when the view has no variables yet.
  fileprivate func variableID(_ attribute: String) -> Int {
    guard let vars = layoutVariables else { return 0 }
    let index = ["minX": 0, "minY": 1, "Width": 2, "Height": 3][attribute] ?? 0
    return vars.firstID + index
  }

  /// What would make the layout unambiguous, in words: "height of contentLabel is not
  /// determined", one line per free attribute (empty when determined).
  public var ambiguityExplanation: [String] {
    let name = accessibilityIdentifier ?? layoutDescription
    return ambiguousAttributes.map { attribute in
      let words = [
        "minX": "horizontal position", "minY": "vertical position", "Width": "width",
        "Height": "height",
      ][attribute]!
      return "\(words) of \(name) is not determined"
    }
  }

  /// Moves the view to another solution of its ambiguous constraints (deterministically:
  /// each free attribute moves by 1 pt), so repeated calls show the ambiguity. The new
  /// solution holds until a constraint changes.
  public func exerciseAmbiguityInLayout() {
    guard let engine = engineIfPresent, let vars = layoutVariables else { return }
    let free = freeVariables(vars, in: engine)
    for v in vars.all where free.contains(ObjectIdentifier(v)) {
      let c = Constraint(LinearExpression(v) - (v.value + 1), .equal, strength: .weak)
      if (try? engine.solver.addConstraint(c)) != nil { engine.exercises.append(c) }
    }
    engine.solve()
  }

  /// UIKit's private `_autolayoutTrace()`: the tree, `•` for the engine host, `*` for views
  /// laid out with Auto Layout, `+` for views represented through their autoresizing mask,
  /// and `- AMBIGUOUS LAYOUT for …` on ambiguous views.
  public func _autolayoutTrace() -> String {
    var lines: [String] = []
    func visit(_ view: UIView, depth: Int) {
      let prefix = String(repeating: "|   ", count: depth)
      let mark: String
      if view.layoutState.hostedEngine != nil {
        mark = "•"
      } else if !view.storedTranslatesAutoresizingMask {
        mark = "*"
      } else {
        mark = view.layoutVariables != nil ? "+" : ""
      }
      var line = prefix + mark + "\(className(view)):\(addressString(view))"
      if let id = view.accessibilityIdentifier { line += "'\(id)'" }
      let free = view.ambiguousAttributes
      if !free.isEmpty {
        let items = free.map { "\(view.layoutDescription).\($0){id: \(view.variableID($0))}" }
        line += "- AMBIGUOUS LAYOUT for " + items.joined(separator: ", ")
      }
      lines.append(line)
      for sub in view.subviews { visit(sub, depth: depth + 1) }
    }
    visit(rootView, depth: 0)
    lines.append("")
    lines.append("Legend:")
    lines.append("\t* - is laid out with auto layout")
    lines.append(
      "\t+ - is laid out manually, but is represented in the layout engine because "
        + "translatesAutoresizingMaskIntoConstraints = YES")
    lines.append("\t• - layout engine host")
    return lines.joined(separator: "\n")
  }

  /// The subtree as text, one view per line with its frame, indented by depth (UIKit's
  /// private `recursiveDescription`).
  public func recursiveDescription() -> String {
    var lines: [String] = []
    func visit(_ view: UIView, depth: Int) {
      lines.append(String(repeating: "   | ", count: depth) + view.description)
      for sub in view.subviews { visit(sub, depth: depth + 1) }
    }
    visit(self, depth: 0)
    return lines.joined(separator: "\n")
  }
}
