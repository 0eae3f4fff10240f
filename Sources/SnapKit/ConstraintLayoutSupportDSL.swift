import OpenUIKit

/// The `snp` of a ``ConstraintLayoutSupport``: its top, bottom and height to relate to.
@preconcurrency @MainActor
public struct ConstraintLayoutSupportDSL: ConstraintDSL {
  let support: ConstraintLayoutSupport

  init(support: ConstraintLayoutSupport) {
    self.support = support
  }

  /// The layout support.
  public var target: AnyObject? { support }

  /// Its top.
  public var top: ConstraintItem {
    ConstraintItem(target: target, attributes: .top)
  }

  /// Its bottom.
  public var bottom: ConstraintItem {
    ConstraintItem(target: target, attributes: .bottom)
  }

  /// Its height.
  public var height: ConstraintItem {
    ConstraintItem(target: target, attributes: .height)
  }
}
