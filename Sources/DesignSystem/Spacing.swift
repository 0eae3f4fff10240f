import Foundation
import OpenUIKit

/// The spacing tokens (C9): use `Spacing.md` instead of a literal 16.
///
/// Changes from the tutorial: `public`.
public enum Spacing {
  /// 4 pt.
  public static let xs: CGFloat = 4
  /// 8 pt.
  public static let sm: CGFloat = 8
  /// 16 pt.
  public static let md: CGFloat = 16
  /// 24 pt.
  public static let lg: CGFloat = 24
  /// 32 pt.
  public static let xl: CGFloat = 32
}
