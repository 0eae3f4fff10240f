import Cassowary
import Foundation

/// Adding, changing and removing constraints.
extension LayoutEngine {
  /// Adds an installed constraint to the solver. A required constraint that conflicts is
  /// logged as UIKit logs it and left out of the solver ("broken"); it stays active.
  ///
  /// `form` replaces the constraint's own solver form (a content-size pair's single row).
  func add(_ c: NSLayoutConstraint, as form: Constraint? = nil) {
    guard let container = c.container, c.solverConstraint == nil else { return }
    if fitting != nil {
      endFitting()
      // A pin the fitting had taken out is back in.
      guard c.solverConstraint == nil else { return }
    }
    if !exercises.isEmpty { dropExercises() }
    c.engine = self
    guard let form = form ?? solverForm(of: c, in: container) else { return }
    // Making the form can run a view's code (an intrinsic size read as a view's variables are
    // made) that re-expressed this very constraint, a layout direction changed say: the form
    // made then is the current one, and this one would be a second copy.
    guard c.solverConstraint == nil else { return }
    do {
      try solver.addConstraint(form)
      c.solverConstraint = form
      c.isBroken = false
      form.context = c
    } catch {
      // An internal failure (the simplex gave up) may come after the solver took the form in:
      // take it out, or it would stay in the solver unknown to the engine, and a retry would
      // add a second copy (issue 17: stale content-size pairs held an image view at its old
      // size).
      if solver.hasConstraint(form) { try? solver.removeConstraint(form) }
      c.isBroken = true
      broken.append(c)
      if error.code == .unsatisfiableConstraint {
        let conflicting = error.conflicts.compactMap(Self.layoutConstraint(of:))
        report(.unsatisfiable(conflicting: conflicting + [c], broken: c))
      } else {
        report(.invalidConstraint(c, reason: error.message))
      }
    }
  }

  /// Removes a constraint from the solver (if it was there). Constraints broken earlier are
  /// tried again: the removal may have resolved their conflict.
  func remove(_ c: NSLayoutConstraint) {
    if let session = fitting,
      c.solverConstraint != nil || c.isBroken || session.releasedPins.contains(where: { $0 === c })
    {
      endFitting()
    }
    if !exercises.isEmpty { dropExercises() }
    if c.isBroken {
      broken.removeAll { $0 === c }
    }
    if let form = c.solverConstraint {
      c.solverConstraint = nil
      takeOut(form)
    }
    c.isBroken = false
    c.engine = nil
  }

  /// Takes a solver constraint out of the solver (if it is there) and forgets its context;
  /// the broken constraints are tried again, as the removal may have resolved their conflict.
  /// A fitting session and the exercised ambiguities must have ended.
  func takeOut(_ form: Constraint) {
    try? solver.removeConstraint(form)
    form.context = nil
    if !broken.isEmpty { retryBroken() }
  }

  /// Ends what a change to the solver's constraints invalidates: the fitting session (its
  /// constraints come out) and the exercised ambiguities.
  func endSessions() {
    if fitting != nil { endFitting() }
    if !exercises.isEmpty { dropExercises() }
  }

  /// Adds the broken constraints that now fit; the others stay broken (silently).
  func retryBroken() {
    let pending = broken
    broken = []
    for c in pending where c.isActive {
      guard let container = c.container, let form = solverForm(of: c, in: container) else {
        continue
      }
      if solver.addConstraintIfPossible(form) {
        c.solverConstraint = form
        c.isBroken = false
        form.context = c
      } else {
        if solver.hasConstraint(form) { try? solver.removeConstraint(form) }
        broken.append(c)
      }
    }
  }

  /// Re-expresses a constraint (after a hierarchy or direction change).
  func reinstall(_ c: NSLayoutConstraint) {
    remove(c)
    add(c)
  }

  /// `constant` changed: an in-place edit of the solver constraint.
  func constantDidChange(_ c: NSLayoutConstraint, by delta: CGFloat) {
    if !exercises.isEmpty { dropExercises() }
    guard let form = c.solverConstraint else {
      if c.isBroken { reinstall(c) }
      return
    }
    // The solver form is `lhs − (m·rhs + constant) op 0`: its constant moves by −delta.
    do {
      try solver.setConstant(form.constant - Double(delta), of: form)
    } catch {
      if fitting != nil {
        // The fitting constraints may be what rejects the change: without them, try again.
        endFitting()
        constantDidChange(c, by: delta)
        return
      }
      if error.code == .unsatisfiableConstraint {
        // The old constant stays in the solver; the new one is reported as UIKit would.
        let conflicting = error.conflicts.compactMap(Self.layoutConstraint(of:))
        report(.unsatisfiable(conflicting: conflicting, broken: c))
        remove(c)
        c.engine = self
        c.isBroken = true
        broken.append(c)
      } else {
        report(.invalidConstraint(c, reason: error.message))
      }
    }
  }

  /// `priority` changed between optional values: an in-place strength change.
  func priorityDidChange(_ c: NSLayoutConstraint) {
    guard let form = c.solverConstraint else {
      if c.isBroken { reinstall(c) }
      return
    }
    do {
      try solver.setStrength(strength(of: c.priority), of: form)
    } catch {
      reinstall(c)
    }
  }

  /// Records a diagnostic in this engine's log and sends it to the handler.
  func report(_ diagnostic: LayoutDiagnostic) {
    if heldReports != nil {
      heldReports?.append(diagnostic)
      return
    }
    LayoutDiagnostics.report(diagnostic, engine: self)
  }

  // MARK: Solving

  /// Flushes pending intrinsic sizes, solves, and marks the views whose rectangles changed
  /// (their superviews need layout). When the solver had to rebuild its tableau because
  /// rounding had drifted, what it could not repair is reported.
  func solve() {
    endFitting()
    flushIntrinsicSizes()
    // Each changed variable is seen as the solver writes it, while it is in the cache (a list
    // of them, read afterwards, retained each and met it again cold: at 10 000 cells that was
    // a fifth of what a cell's build+layout grew by from 100 cells). An item's variables
    // usually come one after another: its owner is told once for them, and the ones after the
    // first are known by identity among the owner's variables, without reading their context.
    // (Telling an owner only sets its flags: nothing here reads the solver.)
    var notified: LayoutVariables?
    solver.updateVariables { variable in
      if let notified, notified.contains(variable) { return }
      guard let (node, vars) = ownerAndVariables(of: variable) else { return }
      node.solvedRectDidChange()
      notified = vars
    }
    if !unsolvedVariables.isEmpty {
      for variable in unsolvedVariables {
        owner(of: variable)?.solvedRectDidChange()
      }
      unsolvedVariables.removeAll()
    }
    if let repair = solver.takeAccuracyRepair() {
      report(repair)
    }
    // A solved tree is at rest: give back what its changes left unused (tables that doubled,
    // rows moved to larger blocks), leaving room for the next few.
    solver.compactStorageIfSparse()
  }
}
