import OpenUIKit

/// A view controller's top or bottom layout guide, as upstream's
/// `typealias ConstraintLayoutSupport = UILayoutSupport`: `topLayoutGuide.snp.bottom` gives
/// ``ConstraintLayoutSupportDSL``. Constraints can point at a layout support, not be made from
/// one.
public typealias ConstraintLayoutSupport = UILayoutSupport
