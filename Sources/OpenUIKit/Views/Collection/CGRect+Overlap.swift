import Foundation

extension CGRect {
  /// Whether the two rectangles share some area (rectangles that only touch along an edge do
  /// not, as with Core Graphics' `CGRectIntersectsRect`).
  func overlaps(_ other: CGRect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }
}
