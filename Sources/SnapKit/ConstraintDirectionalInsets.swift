import OpenUIKit

/// Directional edge insets (top, leading, bottom, trailing): OpenUIKit's
/// `NSDirectionalEdgeInsets`.
///
/// Always available (upstream requires iOS 11). Leading and trailing map onto left and right
/// through ``ConstraintConfig/interfaceLayoutDirection``.
public typealias ConstraintDirectionalInsets = NSDirectionalEdgeInsets
