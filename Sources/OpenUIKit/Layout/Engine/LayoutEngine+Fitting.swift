import Cassowary
import Foundation

/// The fitting constraints of ``UIView/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``,
/// kept in the solver between calls.
///
/// Sizing a mannequin cell calls the fitting again and again on the same view with the same
/// priorities, changing only label texts (intrinsic sizes, which are in-place constant edits)
/// in between. Instead of adding and removing `width == w` and `height == h` each time, the
/// engine leaves them in the solver and moves their constants; they come out (and the root's
/// size pins go back) before anything else looks at the solution or changes the system: the
/// next layout pass, any constraint added or removed, the debugging queries.
@MainActor
final class FittingSession {
  /// The view being measured.
  unowned let view: UIView
  /// `width − target.width == 0` at the horizontal priority, when the solver took it.
  let width: Constraint?
  /// `height − target.height == 0` at the vertical priority, when the solver took it.
  let height: Constraint?
  /// The strengths the constraints were made with.
  let horizontal: Strength
  /// The vertical strength.
  let vertical: Strength
  /// Whether the root's size pins were taken out for the session.
  let releasedRootSize: Bool
  /// The autoresizing width and height of a view fitted where it is (see
  /// `LayoutEngine.fitsInPlace`), taken out for the session.
  let releasedPins: [NSLayoutConstraint]

  init(
    view: UIView, width: Constraint?, height: Constraint?, horizontal: Strength,
    vertical: Strength, releasedRootSize: Bool, releasedPins: [NSLayoutConstraint] = []
  ) {
    self.view = view
    self.width = width
    self.height = height
    self.horizontal = horizontal
    self.vertical = vertical
    self.releasedRootSize = releasedRootSize
    self.releasedPins = releasedPins
  }
}

/// What a fitting asks for: a target size and the priorities of its width and height.
typealias FittingRequest = (
  target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
)

extension LayoutEngine {
  /// The size the constraints give `view` when its width and height are pulled toward
  /// `target` with the given strengths (nothing is laid out). With `ending`, the caller left
  /// the solver's optimisation deferred (a tree just attached): it ends with this change.
  func fittingSize(
    of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority,
    endingDeferredOptimization ending: Bool = false
  ) -> CGSize {
    let heldRootPins = holdsRootPins
    holdsRootPins = false
    flushIntrinsicSizes()
    let vars = variables(for: view)
    let h = strength(of: horizontal)
    let v = strength(of: vertical)
    let targetWidth = Double(target.width)
    let targetHeight = Double(target.height)
    if let session = fitting, session.view === view, session.horizontal == h,
      session.vertical == v, session.width != nil, session.height != nil,
      retarget(session, width: targetWidth, height: targetHeight)
    {
      if ending { endDeferredOptimization() }
      return CGSize(width: solver.value(of: vars.width), height: solver.value(of: vars.height))
    }
    // One optimisation for the whole change of system (see ``batched(_:)``).
    batched {
      endFitting()
      let isRoot = view.superview == nil && view === root
      var released = false
      if isRoot, let (w, hPin) = rootSize {
        remove(w)
        remove(hPin)
        released = true
      } else if heldRootPins, let (w, hPin) = rootSize {
        add(w)
        add(hPin)
      }
      let pins = isRoot ? [] : framePinsReleasedForFitting(of: view)
      for pin in pins { remove(pin) }
      let (width, height) = addFittingConstraints(vars, targetWidth, targetHeight, h, v)
      fitting = FittingSession(
        view: view, width: width, height: height, horizontal: h, vertical: v,
        releasedRootSize: released, releasedPins: pins)
    }
    if ending { endDeferredOptimization() }
    return CGSize(width: solver.value(of: vars.width), height: solver.value(of: vars.height))
  }

  /// Adds `width == targetWidth` and `height == targetHeight` for `vars` at strengths `h`
  /// and `v`; each is nil when the solver refused it.
  private func addFittingConstraints(
    _ vars: LayoutVariables, _ targetWidth: Double, _ targetHeight: Double, _ h: Strength,
    _ v: Strength
  ) -> (Constraint?, Constraint?) {
    (
      addFittingConstraint(vars.width, targetWidth, h),
      addFittingConstraint(vars.height, targetHeight, v)
    )
  }

  /// Adds `variable == target` at `strength`; nil when the solver refused it.
  private func addFittingConstraint(
    _ variable: Variable, _ target: Double, _ strength: Strength
  ) -> Constraint? {
    let c = Constraint(LinearExpression(variable) - target, .equal, strength: strength)
    return (try? solver.addConstraint(c)) != nil ? c : nil
  }

  /// The fitting of a fresh tree's root, begun before the tree is attached: its constraints
  /// then meet the root's size already pulled to `target`, so its trailing and bottom
  /// insets find the root's width and height in place instead of 0 (which needed phase one
  /// for each). The engine's reports are held (``heldReports``) until the caller, having
  /// attached the tree, opens the session with ``openFittingAhead(_:)``: every constraint
  /// added while a session is open ends it.
  func fittingAhead(
    of root: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
  ) -> FittingSession {
    heldReports = []
    let h = strength(of: horizontal)
    let v = strength(of: vertical)
    let (width, height) = addFittingConstraints(
      variables(for: root), Double(target.width), Double(target.height), h, v)
    return FittingSession(
      view: root, width: width, height: height, horizontal: h, vertical: v,
      releasedRootSize: true)
  }

  /// Opens a session begun by ``fittingAhead(of:target:horizontal:vertical:)`` once its tree
  /// is in, with the reports held meanwhile. If a required constraint of the tree broke, the
  /// fitting constraints may be what it conflicts with (after the tree, the solver would
  /// have refused them instead): they come out, the broken constraints go in again
  /// (reporting what still conflicts without them), and the fitting starts afresh after the
  /// tree, as for any other tree.
  func openFittingAhead(_ session: FittingSession) {
    let held = heldReports ?? []
    heldReports = nil
    func isConflict(_ d: LayoutDiagnostic) -> Bool {
      if case .unsatisfiable = d { return true }
      return false
    }
    let conflicted = held.contains(where: isConflict)
    if conflicted {
      for case let c? in [session.width, session.height] { try? solver.removeConstraint(c) }
    } else {
      fitting = session
    }
    for diagnostic in held where !isConflict(diagnostic) { report(diagnostic) }
    guard conflicted else { return }
    let pending = broken
    broken = []
    for c in pending {
      c.isBroken = false
      add(c)
    }
  }

  /// Moves the session's constraints to a new target; false (the session is then unusable)
  /// when the solver rejects it.
  private func retarget(_ session: FittingSession, width: Double, height: Double) -> Bool {
    guard let w = session.width, let h = session.height else { return false }
    do {
      // The solver form is `variable − target == 0`: its constant is −target.
      if w.constant != -width { try solver.setConstant(-width, of: w) }
      if h.constant != -height { try solver.setConstant(-height, of: h) }
      return true
    } catch {
      return false
    }
  }

  /// The width the current solution gives `node` (0 for an item the engine does not hold).
  func solvedWidth(of node: LayoutNode) -> CGFloat {
    guard let vars = node.layoutState.variables else { return 0 }
    return CGFloat(solver.value(of: vars.width))
  }

  /// Takes the fitting constraints out of the solver and puts the root's size pins back.
  func endFitting() {
    guard let session = fitting else { return }
    fitting = nil
    batched {
      for case let c? in [session.width, session.height] { try? solver.removeConstraint(c) }
      if session.releasedRootSize, let (w, h) = rootSize {
        add(w)
        add(h)
      }
      if !session.releasedPins.isEmpty,
        let current = autoresizing[ObjectIdentifier(session.view)]
      {
        for pin in session.releasedPins where current.contains(where: { $0 === pin }) {
          add(pin)
        }
      }
    }
  }

  /// The autoresizing width and height pins `view` is fitted without: those of the view
  /// `fitsInPlace` names (or of any view when `requested`), when its frame is pinned by the four constraints of an empty mask
  /// and nothing is broken (a removal would retry broken constraints); none otherwise.
  func framePinsReleasedForFitting(of view: UIView, requested: Bool = false)
    -> [NSLayoutConstraint]
  {
    guard requested || fitsInPlace === view, view.superview != nil, broken.isEmpty,
      let list = autoresizing[ObjectIdentifier(view)], list.count == 4,
      list[1].firstAttribute == .width, list[1].secondItem == nil,
      list[3].firstAttribute == .height, list[3].secondItem == nil
    else { return [] }
    return [list[1], list[3]]
  }
}
