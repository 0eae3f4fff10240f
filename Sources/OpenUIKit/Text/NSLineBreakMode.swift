/// How text that does not fit is wrapped or truncated, with UIKit's raw values.
public enum NSLineBreakMode: Int, Sendable, Hashable {
  /// Wrap at word boundaries (a word longer than the line is broken between characters).
  case byWordWrapping = 0
  /// Wrap between any two characters.
  case byCharWrapping = 1
  /// Cut the text at the edge.
  case byClipping = 2
  /// Replace the start of the last line with "…".
  case byTruncatingHead = 3
  /// Replace the end of the last line with "…".
  case byTruncatingTail = 4
  /// Replace the middle of the last line with "…".
  case byTruncatingMiddle = 5
}
