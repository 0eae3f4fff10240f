/// How text lines are aligned horizontally, with iOS's raw values.
public enum NSTextAlignment: Int, Sendable, Hashable {
  /// Lines start at the left edge.
  case left = 0
  /// Lines are centred.
  case center = 1
  /// Lines end at the right edge.
  case right = 2
  /// Lines fill the width (the last line is aligned naturally).
  case justified = 3
  /// Left for left-to-right layout, right for right-to-left.
  case natural = 4
}
