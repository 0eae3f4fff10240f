import OpenUIKit

extension ConstraintLayoutGuide {
  /// The SnapKit DSL of the guide: `guide.snp.makeConstraints { … }`,
  /// `view.safeAreaLayoutGuide.snp.top`.
  public var snp: ConstraintLayoutGuideDSL {
    ConstraintLayoutGuideDSL(guide: self)
  }
}
