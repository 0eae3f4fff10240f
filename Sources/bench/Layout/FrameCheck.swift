import Foundation
import OpenUIKit

/// Checks of the solved frames: the hand-computed frames of ``CardGeometry`` and a checksum.
@MainActor
enum FrameCheck {
  /// The largest difference from an expected coordinate that still counts as equal: none.
  /// Every expected value is exact in binary floating point, and the engine reproduces them
  /// exactly.
  static let tolerance: CGFloat = 0

  /// The frames of the list that differ from the hand-computed ones, as text (empty when all
  /// match): the content view, the first and the last cell, and views inside both, with every
  /// header gap at its default value.
  static func mismatches(in list: CardList) -> [String] {
    var failures: [String] = []
    let n = list.cells.count
    let contentFrame = CGRect(
      x: 0, y: 0, width: CardGeometry.listWidth, height: CGFloat(n) * CardGeometry.cellHeight)
    check("content", list.content, contentFrame, into: &failures)
    let indices = n > 1 ? [0, n - 1] : [0]
    for index in indices where index < n {
      let views = list.cells[index].views
      check("cell[\(index)]", views.container, CardGeometry.cellFrame(index), into: &failures)
      for (name, view, frame) in CardGeometry.expectedFrames(of: views) {
        check("cell[\(index)].\(name)", view, frame, into: &failures)
      }
    }
    return failures
  }

  /// Appends a failure when the view's frame is not `expected`.
  static func check(
    _ name: String, _ view: UIView, _ expected: CGRect, into failures: inout [String]
  ) {
    let f = view.frame
    let close =
      abs(f.minX - expected.minX) <= tolerance && abs(f.minY - expected.minY) <= tolerance
      && abs(f.width - expected.width) <= tolerance && abs(f.height - expected.height) <= tolerance
    if !close { failures.append("\(name) \(f) ≠ \(expected)") }
  }

  /// Σ llround(minX) + llround(minY) + llround(width) + llround(height) over the frames of
  /// `view` and every view below it (superview coordinates): a determinism check.
  static func checksum(_ view: UIView) -> Int64 {
    let f = view.frame
    var sum = Int64(llround(f.minX)) + Int64(llround(f.minY))
    sum += Int64(llround(f.width)) + Int64(llround(f.height))
    for sub in view.subviews { sum += checksum(sub) }
    return sum
  }
}
