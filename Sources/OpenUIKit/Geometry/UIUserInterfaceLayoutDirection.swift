/// The direction in which content flows horizontally.
///
/// It decides which side `leading` and `trailing` attributes, insets and edges refer to.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// Content flows from left to right: leading is the left side.
  case leftToRight = 0
  /// Content flows from right to left: leading is the right side.
  case rightToLeft = 1
}
