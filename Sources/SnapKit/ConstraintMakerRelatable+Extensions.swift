import OpenUIKit

extension ConstraintMakerRelatable {
  /// `==` what `closure` returns for the superview: `equalToSuperview { $0.safeAreaLayoutGuide }`,
  /// `equalToSuperview { $0.snp.bottom }`.
  @discardableResult
  public func equalToSuperview<T: ConstraintRelatableTarget>(
    _ closure: (ConstraintView) -> T, _ file: String = #file, line: UInt = #line
  ) -> ConstraintMakerEditable {
    guard let superview = superviewOrReport("equalToSuperview") else {
      return description
    }
    return relatedTo(closure(superview), relation: .equal, file: file, line: line)
  }

  /// `<=` what `closure` returns for the superview.
  @discardableResult
  public func lessThanOrEqualToSuperview<T: ConstraintRelatableTarget>(
    _ closure: (ConstraintView) -> T, _ file: String = #file, line: UInt = #line
  ) -> ConstraintMakerEditable {
    guard let superview = superviewOrReport("lessThanOrEqualToSuperview") else {
      return description
    }
    return relatedTo(closure(superview), relation: .lessThanOrEqual, file: file, line: line)
  }

  /// `>=` what `closure` returns for the superview.
  @discardableResult
  public func greaterThanOrEqualToSuperview<T: ConstraintRelatableTarget>(
    _ closure: (ConstraintView) -> T, _ file: String = #file, line: UInt = #line
  ) -> ConstraintMakerEditable {
    guard let superview = superviewOrReport("greaterThanOrEqualToSuperview") else {
      return description
    }
    return relatedTo(closure(superview), relation: .greaterThanOrEqual, file: file, line: line)
  }
}
