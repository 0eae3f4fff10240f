import OpenUIKit

/// The layout-guide type SnapKit constrains: OpenUIKit's `UILayoutGuide`.
public typealias ConstraintLayoutGuide = UILayoutGuide
