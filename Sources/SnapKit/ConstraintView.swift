import OpenUIKit

/// The view type SnapKit constrains: OpenUIKit's `UIView` (UIKit's `UIView` on iOS).
public typealias ConstraintView = UIView
