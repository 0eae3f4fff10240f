import Foundation

extension AttributedTextLayout.Line {
  /// The x of the line's start in a box from `minX`, `width` wide: after its indent, aligned
  /// by its paragraph within the indents (a positive tail indent counts from the box's start,
  /// a negative or zero one from its end). Natural and justified lines start on the leading
  /// side: the right when `rightToLeft`. In a box of unlimited width every line starts at its
  /// indent.
  public func startX(inBoxFrom minX: CGFloat, width: CGFloat, rightToLeft: Bool = false)
    -> CGFloat
  {
    guard width.isFinite else { return minX + indent }
    var resolved = alignment
    if resolved == .natural || resolved == .justified {
      resolved = rightToLeft ? .right : .left
    }
    switch resolved {
    case .center:
      let room = tailIndent > 0 ? tailIndent : width + tailIndent
      return minX + indent + (room - indent - line.width) / 2
    case .right:
      let right = tailIndent > 0 ? minX + tailIndent : minX + width + tailIndent
      return right - line.width
    default: return minX + indent
    }
  }
}
