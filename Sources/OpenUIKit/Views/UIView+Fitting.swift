import Cassowary
import Foundation

/// Fitting sizes: the size the constraints give a view for a target size.
extension UIView {
  /// The smallest size the constraints allow (0 × 0 as a target).
  public static let layoutFittingCompressedSize = CGSize.zero
  /// A very large target size (use it as "as large as the constraints allow").
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  /// The size closest to `targetSize` that satisfies the view's constraints, pulling with
  /// ``UILayoutPriority/fittingSizeLevel`` (50) on both axes.
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size closest to `targetSize` that satisfies the view's constraints, pulling the width
  /// and the height toward the target with the given priorities (``UILayoutPriority/required``
  /// fixes that dimension).
  ///
  /// As in UIKit, temporary constraints `width == target.width @ horizontal` and
  /// `height == target.height @ vertical` are added, the engine solves, the size is read and
  /// the constraints are removed; nothing is laid out. A view that is the root of its
  /// hierarchy (a cell's content view, say) is measured with its own size left free.
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
    verticalFittingPriority vertical: UILayoutPriority
  ) -> CGSize {
    updateConstraintsIfNeeded()
    let engine = self.engine
    engine.flushIntrinsicSizes()
    let vars = engine.variables(for: self)
    let isRoot = superview == nil
    if isRoot, let (w, h) = engine.rootSize {
      engine.remove(w)
      engine.remove(h)
    }
    let width = Constraint(
      LinearExpression(vars.width) - Double(targetSize.width), .equal,
      strength: engine.strength(of: horizontal))
    let height = Constraint(
      LinearExpression(vars.height) - Double(targetSize.height), .equal,
      strength: engine.strength(of: vertical))
    let added = [width, height].filter { (try? engine.solver.addConstraint($0)) != nil }
    let size = CGSize(
      width: engine.solver.value(of: vars.width), height: engine.solver.value(of: vars.height))
    for c in added { try? engine.solver.removeConstraint(c) }
    if isRoot, let (w, h) = engine.rootSize {
      engine.add(w)
      engine.add(h)
    }
    return size
  }
}
