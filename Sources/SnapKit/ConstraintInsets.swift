import OpenUIKit

/// Edge insets (top, left, bottom, right): OpenUIKit's `UIEdgeInsets`.
///
/// Given to ``ConstraintMakerEditable/inset(_:)-(ConstraintInsetTarget)``,
/// ``ConstraintMakerRelatable/equalTo(_:_:_:)`` or ``Constraint/update(inset:)-(ConstraintInsetTarget)``,
/// each side is applied through the table in the Semantics article: left and top as they are,
/// right and bottom negated.
public typealias ConstraintInsets = UIEdgeInsets
