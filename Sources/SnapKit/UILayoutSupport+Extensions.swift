import OpenUIKit

extension ConstraintLayoutSupport {
  /// The SnapKit DSL of the layout support: `support.snp.bottom`.
  public var snp: ConstraintLayoutSupportDSL {
    ConstraintLayoutSupportDSL(support: self)
  }
}
