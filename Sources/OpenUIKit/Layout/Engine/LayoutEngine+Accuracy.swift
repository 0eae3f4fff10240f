import Cassowary
import Foundation

/// Reporting the required constraints that the solver cannot keep accurate: in a layout whose
/// numbers span too many orders of magnitude, the solver rebuilds its tableau when rounding
/// has drifted (see ``Solver/takeAccuracyRepair()``), and what still misses is reported once.
extension LayoutEngine {
  /// Reports the unresolved misses of a repair as ``LayoutDiagnostic/imprecise(_:miss:scale:)``.
  func report(_ repair: AccuracyRepair) {
    for miss in repair.unresolved {
      guard let c = Self.layoutConstraint(of: miss.constraint) else { continue }
      report(.imprecise(c, miss: CGFloat(miss.amount), scale: CGFloat(miss.scale)))
    }
  }
}
