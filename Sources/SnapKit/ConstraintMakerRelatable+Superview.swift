import OpenUIKit

/// OpenUIKit extensions: relations to the superview's safe area and layout margins
/// (requested upstream in PRs #459, #494, #792 and #835, never merged).
///
/// `make.edges.equalToSuperviewSafeArea()` is `make.edges.equalTo(superview.safeAreaLayoutGuide)`;
/// `make.top.equalToSuperviewMargins()` is `make.top.equalTo(superview.layoutMarginsGuide)`.
/// Without a superview (a guide's owning view) upstream's superview fatal error is reported,
/// naming the method. All of them take `file` and `line` unlabelled.
extension ConstraintMakerRelatable {
  private func relatedToSuperviewGuide(
    _ method: String, safeArea: Bool, relation: ConstraintRelation, file: String, line: UInt
  ) -> ConstraintMakerEditable {
    guard let superview = superviewOrReport(method) else {
      return description
    }
    let guide = safeArea ? superview.safeAreaLayoutGuide : superview.layoutMarginsGuide
    return relatedTo(guide, relation: relation, file: file, line: line)
  }

  /// `==` the superview's `safeAreaLayoutGuide`, same attribute. An OpenUIKit extension.
  @discardableResult
  public func equalToSuperviewSafeArea(_ file: String = #file, _ line: UInt = #line)
    -> ConstraintMakerEditable
  {
    relatedToSuperviewGuide(
      "equalToSuperviewSafeArea", safeArea: true, relation: .equal, file: file, line: line)
  }

  /// `<=` the superview's `safeAreaLayoutGuide`. An OpenUIKit extension.
  @discardableResult
  public func lessThanOrEqualToSuperviewSafeArea(_ file: String = #file, _ line: UInt = #line)
    -> ConstraintMakerEditable
  {
    relatedToSuperviewGuide(
      "lessThanOrEqualToSuperviewSafeArea", safeArea: true, relation: .lessThanOrEqual,
      file: file, line: line)
  }

  /// `>=` the superview's `safeAreaLayoutGuide`. An OpenUIKit extension.
  @discardableResult
  public func greaterThanOrEqualToSuperviewSafeArea(
    _ file: String = #file, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relatedToSuperviewGuide(
      "greaterThanOrEqualToSuperviewSafeArea", safeArea: true, relation: .greaterThanOrEqual,
      file: file, line: line)
  }

  /// `==` the superview's `layoutMarginsGuide`, same attribute. An OpenUIKit extension.
  @discardableResult
  public func equalToSuperviewMargins(_ file: String = #file, _ line: UInt = #line)
    -> ConstraintMakerEditable
  {
    relatedToSuperviewGuide(
      "equalToSuperviewMargins", safeArea: false, relation: .equal, file: file, line: line)
  }

  /// `<=` the superview's `layoutMarginsGuide`. An OpenUIKit extension.
  @discardableResult
  public func lessThanOrEqualToSuperviewMargins(_ file: String = #file, _ line: UInt = #line)
    -> ConstraintMakerEditable
  {
    relatedToSuperviewGuide(
      "lessThanOrEqualToSuperviewMargins", safeArea: false, relation: .lessThanOrEqual,
      file: file, line: line)
  }

  /// `>=` the superview's `layoutMarginsGuide`. An OpenUIKit extension.
  @discardableResult
  public func greaterThanOrEqualToSuperviewMargins(_ file: String = #file, _ line: UInt = #line)
    -> ConstraintMakerEditable
  {
    relatedToSuperviewGuide(
      "greaterThanOrEqualToSuperviewMargins", safeArea: false, relation: .greaterThanOrEqual,
      file: file, line: line)
  }
}
