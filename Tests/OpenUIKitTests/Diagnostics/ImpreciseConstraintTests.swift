import Foundation
import Testing

@testable import Cassowary
@testable import OpenUIKit

/// A layout whose numbers span too many orders of magnitude (a multiplier of 1e12): when
/// rounding makes a required constraint miss and a rebuild of the solver's tableau does not
/// fix it, the constraint is reported, once (the bad-input table's "numbers twelve orders of
/// magnitude apart" row).
@MainActor
@Suite struct ImpreciseConstraintTests: LayoutBehaviorSuite {
  @Test func aMissTheSolverCannotRepairIsReportedOnce() throws {
    let root = makeRoot()
    let view = addAutoLayoutView(to: root)
    let other = addAutoLayoutView(to: root)
    let width = view.widthAnchor.constraint(equalToConstant: 100)
    NSLayoutConstraint.activate(
      pin(other, in: root, 0, 0, 10, 10) + [
        view.leftAnchor.constraint(equalTo: root.leftAnchor),
        view.topAnchor.constraint(equalTo: root.topAnchor),
        view.heightAnchor.constraint(equalToConstant: 20),
        width,
        view.widthAnchor.constraint(lessThanOrEqualTo: other.widthAnchor, multiplier: 1e12),
      ])
    root.layoutIfNeeded()
    expectFrame(view.frame, 0, 0, 100, 20)
    // Make the width's row miss by 0.5, as accumulated rounding would, and stop the rebuild
    // (the pivot limit fails the fresh solver), as a system beyond doubles would.
    let engine = root.engine
    let solver = engine.solver
    let s = solver.symbol(of: try #require(view.layoutVariables).width)
    let r = solver.tableau.rowOf[s]
    try #require(r.exists)
    solver.tableau.rowConst[r] += 0.5
    solver.tableau.markDirty(s)
    solver.pivotLimit = 0
    let diagnostics = LayoutDiagnostics.capture { engine.solve() }
    #expect(
      diagnostics.map(\.message) == [
        "[LayoutConstraints] OpenUIKit: \(width) misses by 0.5 (its terms reach 100.5): the "
          + "numbers of this layout span too many orders of magnitude for doubles, and "
          + "rebuilding the solver's tableau did not help. (UIKit reports nothing.)"
      ])
    // Tolerated at that miss: the next pass reports nothing.
    solver.tableau.markDirty(s)
    #expect(LayoutDiagnostics.capture { engine.solve() }.isEmpty)
    #expect(solver.accuracyRepairs == 1)
  }
}
