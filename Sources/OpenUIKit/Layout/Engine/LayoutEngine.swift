import Cassowary
import Foundation

/// The Auto Layout engine of one view hierarchy (a window, or the root of a detached tree):
/// a Cassowary solver in strict priority mode, the variables of every item taking part, and
/// the bookkeeping that turns UIKit constraints into solver constraints.
///
/// Each item has four variables: its alignment rectangle in its parent's coordinates. A
/// constraint is expressed in the coordinates of the view it is installed on (the items'
/// nearest common ancestor) by summing positions along the path, so a solved frame can be
/// written without conversion.
@MainActor
final class LayoutEngine {
  unowned let root: UIView
  let solver = Solver(priorityMode: .strict)
  /// System constraints pinning the root's size.
  @exclusivity(unchecked) var rootSize: (width: NSLayoutConstraint, height: NSLayoutConstraint)?
  /// Autoresizing (or encapsulated-layout) constraints of each view.
  @exclusivity(unchecked) var autoresizing: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
  /// Views whose intrinsic size must be re-read before the next solve (never the root: the
  /// root owns this engine, so holding it here would be a reference cycle; see
  /// ``rootIntrinsicDirty``).
  @exclusivity(unchecked) var intrinsicDirty: [UIView] = []
  /// Whether the root's intrinsic size must be re-read before the next solve.
  @exclusivity(unchecked) var rootIntrinsicDirty = false
  /// Active constraints left out of the solver to resolve conflicts (tried again after
  /// removals).
  @exclusivity(unchecked) var broken: [NSLayoutConstraint] = []
  /// Temporary solver constraints of ``UIView/exerciseAmbiguityInLayout()``, dropped at the
  /// next constraint change.
  @exclusivity(unchecked) var exercises: [Constraint] = []
  /// The fitting constraints left in the solver by the last
  /// ``UIView/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
  /// (see ``FittingSession``); taken out before the solver is used for anything else.
  @exclusivity(unchecked) var fitting: FittingSession?
  /// Diagnostics held back instead of reported while a fresh tree goes in after its fitting
  /// constraints (see ``openFittingAhead(_:)``); nil otherwise.
  @exclusivity(unchecked) var heldReports: [LayoutDiagnostic]?
  /// A view in the hierarchy to fit where it is: its autoresizing size pins leave the solver
  /// for the fitting (a collection view's self-sizing cell, which otherwise would be taken
  /// out of the hierarchy to be measured).
  weak var fitsInPlace: UIView?

  func dropExercises() {
    for c in exercises { try? solver.removeConstraint(c) }
    exercises.removeAll()
  }

  /// Views whose frames changed since the last pass (their safe areas are refreshed after
  /// it), each once; never the root, which owns this engine (see ``rootMoved``).
  @exclusivity(unchecked) var movedViews: [UIView] = []
  /// Whether the root's frame changed since the last pass.
  @exclusivity(unchecked) var rootMoved = false

  func noteMoved(_ view: UIView) {
    let state = view.layoutState
    guard !state.movedQueued else { return }
    state.movedQueued = true
    if view === root {
      rootMoved = true
    } else {
      movedViews.append(view)
    }
  }

  /// The views that moved since the last pass, the root first, and forgets them.
  func takeMovedViews() -> [UIView] {
    var moved = movedViews
    movedViews.removeAll()
    if rootMoved {
      rootMoved = false
      moved.insert(root, at: 0)
    }
    return moved
  }

  /// Queues `view`'s intrinsic size to be re-read before the next solve.
  func queueIntrinsicSize(of view: UIView) {
    if view === root {
      rootIntrinsicDirty = true
    } else {
      intrinsicDirty.append(view)
    }
  }
  /// The messages of the diagnostics this engine reported, oldest first (the last 100; the
  /// text only, so no constraint or view is kept alive by the log).
  @exclusivity(unchecked) var log: [String] = []
  /// The serial number of the next variable (shown as `{id: n}` in traces).
  @exclusivity(unchecked) var nextVariableID = 1
  /// One variable of each view whose variables were made since the last solve: the next
  /// solve writes their frames whatever it finds (their variables start at 0, and the
  /// solver reports changes only), and no layout pass writes their unsolved zeros before it.
  /// (Variables rather than views: the engine must not keep a view, its root least of all.)
  @exclusivity(unchecked) var unsolvedVariables: [Variable] = []

  /// While a fresh tree is built for its first fitting (see
  /// `UIView.engineLeavingOptimizationOpen(_:)`): the root's size pins stay out of the solver
  /// until the fitting, which releases them anyway. Built in, they would determine the root's
  /// size first, and every later required constraint reaching the root's edges (a trailing or
  /// bottom inset) would find all its variables determined and need phase one.
  @exclusivity(unchecked) var holdsRootPins = false

  /// The handle constraints hold the engine by (cleared when the engine goes away).
  let reference = EngineReference()

  /// Scratch for the one term of a constraint's solver form (see
  /// ``directSolverExpression(of:in:mirrored:area:)``), kept between constraints.
  @exclusivity(unchecked) var unitTerms: [Term] = []

  /// While a subtree joins (see ``attachSubtree(_:)``): the container whose layout direction
  /// was last read for a directional constraint, and whether it is right-to-left. A view's
  /// installed constraints are added one after another, all in that view: its direction is
  /// read once for them, not walked up to the window for each (a card of a window's list:
  /// 33 walks of about a thousand instructions each, reading the window's and controllers'
  /// trait overrides). Nil outside an attachment.
  @exclusivity(unchecked) var attachingDirection: (container: ObjectIdentifier, rightToLeft: Bool)?

  init(root: UIView) {
    self.root = root
    reference.engine = self
  }

  isolated deinit {
    reference.engine = nil
    // The constraints still in the solver and their layout constraints hold each other
    // (`context`, `solverConstraint`): let go.
    solver.forEachConstraint { $0.context = nil }
  }

  // MARK: Variables

  /// The variables of `node`, created (with their autoresizing, intrinsic-size or root
  /// constraints) on first use.
  func variables(for node: LayoutNode) -> LayoutVariables {
    let state = node.layoutState
    if let existing = state.variables { return existing }
    // Unnamed: names would cost a string per variable on every view (the engine's own
    // descriptions name items instead).
    let vars = LayoutVariables(name: "", firstID: nextVariableID, engine: reference)
    nextVariableID += 4
    state.variables = vars
    let item = node.itemReference
    vars.minX.context = item
    vars.minY.context = item
    vars.width.context = item
    vars.height.context = item
    switch node.layoutKind {
    case .view(let view):
      // New variables start at 0 and the solver reports only changes: the first solve
      // writes the frame even when the solution is all zeros (see `unsolvedVariables`).
      unsolvedVariables.append(vars.minX)
      LayoutPass.markNeedsLayout(view.superview ?? view)
      if view === root {
        pinRoot()
      } else if view.storedTranslatesAutoresizingMask {
        installAutoresizing(for: view)
      }
      installContentSize(for: view)
    case .guide(let guide):
      guide.owningView?.systemGuideNeedsConstraints(guide, engine: self)
    }
    return vars
  }

  /// The variables of a view: ``variables(for:)`` without its existential argument where
  /// they exist (an offset chain reads every ancestor's).
  @inline(__always)
  func variables(forView view: UIView) -> LayoutVariables {
    view.layoutState.variables ?? variables(for: view)
  }

  /// Forgets the variables of a node leaving the engine.
  func dropVariables(of node: LayoutNode) {
    node.layoutState.variables = nil
  }

  // MARK: Expressions

  /// The value of `attribute` of `item` in `container`'s coordinates.
  ///
  /// With `mirrored` (a right-to-left container and a constraint that uses leading or
  /// trailing), the horizontal axis is measured leftwards, as UIKit's values "increase as you
  /// move left": leading is the negated right edge, trailing the negated left edge.
  func expression(
    _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in container: UIView,
    mirrored: Bool = false
  ) -> LinearExpression? {
    guard let node = ItemReference.node(of: item) else { return nil }
    return expression(node: node, attribute, in: container, mirrored: mirrored)
  }

  /// ``expression(_:_:in:mirrored:)`` for a layout node.
  func expression(
    node: any LayoutNode, _ attribute: NSLayoutConstraint.Attribute, in container: UIView,
    mirrored: Bool
  ) -> LinearExpression? {
    var terms: [Term] = []
    var constant = 0.0
    guard
      appendTerms(
        node, attribute, in: container, mirrored: mirrored, scale: 1, to: &terms,
        constant: &constant)
    else { return nil }
    return LinearExpression(terms, constant: constant)
  }

  /// The view whose baseline stands for `view`'s: its `forFirstBaselineLayout` (or last),
  /// followed down while each answer is a strict descendant (a stack in a stack); the view
  /// itself when an answer is not inside it.
  static func baselineView(of view: UIView, first: Bool) -> UIView {
    var current = view
    for _ in 0..<64 {
      let next = first ? current.forFirstBaselineLayout : current.forLastBaselineLayout
      guard next !== current, next.isDescendant(of: current) else { break }
      current = next
    }
    return current
  }

  /// The item that stands for `node`'s `attribute`: a scroll view's edges, as its content sees
  /// them, are its content area's (a guide); anything else stands for itself.
  static func resolve(
    node: any LayoutNode, _ attribute: NSLayoutConstraint.Attribute, area: LayoutContentArea?
  ) -> any LayoutNode {
    if let area, node === area, let guide = area.contentRelativeGuide(for: attribute) {
      return guide
    }
    return node
  }

  /// Starts keeping directions with none kept yet (a subtree begins to join, or a direction
  /// changed while one joins): the engine's own identity, which no container has, so the next
  /// directional constraint reads its container's direction and keeps it.
  func keepDirectionsAfresh() {
    attachingDirection = (ObjectIdentifier(self), false)
  }

  /// Whether `container` lays out right to left (its effective layout direction), read once
  /// per container while a subtree joins (see ``attachingDirection``).
  private func isRightToLeft(_ container: UIView) -> Bool {
    let id = ObjectIdentifier(container)
    if let known = attachingDirection, known.container == id { return known.rightToLeft }
    let rightToLeft = container.effectiveUserInterfaceLayoutDirection == .rightToLeft
    if attachingDirection != nil { attachingDirection = (id, rightToLeft) }
    return rightToLeft
  }

  /// The solver form of `c`, or nil when an item is gone.
  func solverForm(of c: NSLayoutConstraint, in container: UIView) -> Constraint? {
    guard c.firstReference != nil else { return nil }
    var directional = c.firstAttribute.isDirectional || c.secondAttribute.isDirectional
    if c.extras != nil {  // (spans are rare: no array of them for every constraint)
      for span in [c.firstSpan, c.secondSpan] {
        if let span, span.from.1.isDirectional || span.to.1.isDirectional { directional = true }
      }
    }
    let mirrored = directional && isRightToLeft(container)
    // A scroll view's own edges, as seen by its content, are the content area's; its size and
    // centre are its frame's (UIKit's scroll-view rules; see ``LayoutContentArea``).
    // (A constant, not a closure over a variable: no context to allocate per constraint.)
    let area: LayoutContentArea? =
      if case .plain = c.kind { container.layoutContentArea } else { nil }
    func expression(
      _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in container: UIView
    ) -> LinearExpression? {
      guard let node = ItemReference.node(of: item) else { return nil }
      return self.expression(
        node: Self.resolve(node: node, attribute, area: area), attribute, in: container,
        mirrored: mirrored)
    }
    let relation: RelationalOperator
    switch c.relation {
    case .equal: relation = .equal
    case .lessThanOrEqual: relation = .lessThanOrEqual
    case .greaterThanOrEqual: relation = .greaterThanOrEqual
    }
    if c.firstSpan == nil && c.secondSpan == nil {
      guard
        let e = directSolverExpression(of: c, in: container, mirrored: mirrored, area: area)
      else { return nil }
      return Constraint(e, relation, strength: strength(of: c.priority))
    }
    guard let first = c.firstItem else { return nil }
    var lhs: LinearExpression
    if let span = c.firstSpan {
      guard let from = span.from.0.object, let to = span.to.0.object,
        let a = expression(from, span.from.1, in: container),
        let b = expression(to, span.to.1, in: container)
      else { return nil }
      lhs = b - a
    } else {
      guard let e = expression(first, c.firstAttribute, in: container) else { return nil }
      lhs = e
    }
    var rhs = LinearExpression(Double(c.constant))
    if let second = c.secondItem {
      let e: LinearExpression
      if let span = c.secondSpan {
        guard let from = span.from.0.object, let to = span.to.0.object,
          let a = expression(from, span.from.1, in: container),
          let b = expression(to, span.to.1, in: container)
        else { return nil }
        e = b - a
      } else {
        guard let x = expression(second, c.secondAttribute, in: container) else { return nil }
        e = x
      }
      rhs = e * Double(c.multiplier) + rhs
    }
    return Constraint(lhs - rhs, relation, strength: strength(of: c.priority))
  }

  func strength(of priority: UILayoutPriority) -> Strength {
    priority.rawValue >= 1000 ? .required : Strength(Double(max(priority.rawValue, 0)))
  }
}

extension NSLayoutConstraint.Attribute {
  /// For margin attributes: the layout-margins guide's attribute they stand for.
  var marginBase: NSLayoutConstraint.Attribute? {
    switch self {
    case .leftMargin: return .left
    case .rightMargin: return .right
    case .topMargin: return .top
    case .bottomMargin: return .bottom
    case .leadingMargin: return .leading
    case .trailingMargin: return .trailing
    case .centerXWithinMargins: return .centerX
    case .centerYWithinMargins: return .centerY
    default: return nil
    }
  }
}

/// A handle on an engine that does not keep it alive: the engine clears it as it goes away
/// (see ``ItemReference`` for why this is not a weak reference).
@MainActor
final class EngineReference {
  /// The engine while it is alive.
  unowned(unsafe) var engine: LayoutEngine?
}

extension LayoutEngine {
  /// The layout constraint a solver constraint stands for (its `context`) while it is in the
  /// solver; for a content-size row, its hugging constraint, made on the first request.
  static func layoutConstraint(of form: Constraint) -> NSLayoutConstraint? {
    if let c = form.context as? NSLayoutConstraint { return c }
    guard let view = (form.context as? ItemReference)?.node as? UIView else { return nil }
    return view.engineIfPresent?.contentSizeConstraint(of: form)
  }

  /// The item whose rectangle `variable` is part of (the variable's `context`), while it is
  /// alive and `variable` is one of the variables this engine made for it and has not dropped.
  /// (Another engine may hold the same variables: the views whose frames a solution moved are
  /// marked by the engine that made their variables.)
  func owner(of variable: Variable) -> LayoutNode? {
    ownerAndVariables(of: variable)?.node
  }

  /// ``owner(of:)`` and the owner's variables (`variable` among them).
  func ownerAndVariables(of variable: Variable) -> (node: LayoutNode, vars: LayoutVariables)? {
    guard let node = (variable.context as? ItemReference)?.node,
      let vars = node.layoutState.variables, vars.engine === reference, vars.contains(variable)
    else { return nil }
    return (node, vars)
  }
}
