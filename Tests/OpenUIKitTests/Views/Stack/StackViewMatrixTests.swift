import Foundation
import Testing

@testable import OpenUIKit

/// Every distribution × alignment on both axes, free and fixed in size, against frames
/// computed by hand. Along the axis the views are 40, 60 and 20 long with spacing 10; across
/// it they are 20, 30 and 10 thick. The two directions are independent, so each expected
/// frame combines one row of ``along`` with one row of ``across``.
@MainActor
@Suite struct StackViewMatrixTests: StackViewSuite {
  /// (origin, length) of a, b, c along the axis, and the stack's length; `fixed` is a
  /// stack 230 long where b hugs at 200 (so `.fill` stretches b).
  func along(_ distribution: UIStackView.Distribution, fixed: Bool) -> (
    [(CGFloat, CGFloat)], CGFloat
  ) {
    switch (distribution, fixed) {
    case (.fill, false), (.fillProportionally, false), (.equalSpacing, false):
      return ([(0, 40), (50, 60), (120, 20)], 140)
    case (.fillEqually, false):
      // Equal lengths, as long as the longest (compression resistance beats hugging).
      return ([(0, 60), (70, 60), (140, 60)], 200)
    case (.equalCentering, false):
      // Centres 60 apart: b's leading edge keeps the 10 pt minimum from a (20 + 60 − 30 = 50).
      return ([(0, 40), (50, 60), (130, 20)], 150)
    case (.fill, true):
      return ([(0, 40), (50, 150), (210, 20)], 230)
    case (.fillEqually, true):
      return ([(0, 70), (80, 70), (160, 70)], 230)
    case (.fillProportionally, true):
      // a = 230·40/140 (999), b = 230·60/140 (998); c (997) takes what is left: 210 − a − b.
      let a: CGFloat = 230.0 * 40 / 140
      let b: CGFloat = 230.0 * 60 / 140
      return ([(0, a), (a + 10, b), (a + b + 20, 210 - a - b)], 230)
    case (.equalSpacing, true):
      return ([(0, 40), (95, 60), (210, 20)], 230)
    case (.equalCentering, true):
      return ([(0, 40), (90, 60), (210, 20)], 230)
    }
  }

  /// (origin, thickness) of a, b, c across the axis and the stack's thickness, or nil where
  /// UIKit's constraints leave the position ambiguous (baseline alignments in a stack of
  /// fixed thickness for firstBaseline; any baseline alignment of a vertical stack).
  func across(_ alignment: UIStackView.Alignment, fixed: Bool) -> ([(CGFloat, CGFloat)], CGFloat)? {
    switch (alignment, fixed) {
    case (.fill, false): return ([(0, 30), (0, 30), (0, 30)], 30)
    case (.fill, true): return ([(0, 50), (0, 50), (0, 50)], 50)
    case (.leading, false): return ([(0, 20), (0, 30), (0, 10)], 30)
    case (.leading, true): return ([(0, 20), (0, 30), (0, 10)], 50)
    case (.center, false): return ([(5, 20), (0, 30), (10, 10)], 30)
    case (.center, true): return ([(15, 20), (10, 30), (20, 10)], 50)
    case (.trailing, false): return ([(10, 20), (0, 30), (20, 10)], 30)
    case (.trailing, true): return ([(30, 20), (20, 30), (40, 10)], 50)
    // A plain view's baselines are its bottom edge: baseline alignment lines up bottoms and
    // the spanner shrinks (51) to the tallest view.
    case (.firstBaseline, false), (.lastBaseline, false):
      return ([(10, 20), (0, 30), (20, 10)], 30)
    case (.lastBaseline, true):
      // The stack's bottom is only `>=` the first view's: the spanner still shrinks.
      return ([(10, 20), (0, 30), (20, 10)], 50)
    case (.firstBaseline, true): return nil
    }
  }

  @Test(arguments: UIStackView.Distribution.allCases, UIStackView.Alignment.allCases)
  func framesMatchHandComputedValues(
    _ distribution: UIStackView.Distribution, _ alignment: UIStackView.Alignment
  ) {
    for axis in NSLayoutConstraint.Axis.allCases {
      for fixedLength in [false, true] {
        for fixedThickness in [false, true] {
          let baseline = alignment == .firstBaseline || alignment == .lastBaseline
          if axis == .vertical && baseline { continue }
          guard let (crossFrames, thickness) = across(alignment, fixed: fixedThickness)
          else { continue }
          let (axisFrames, length) = along(distribution, fixed: fixedLength)
          let horizontal = axis == .horizontal
          let lengthConstant: CGFloat? = fixedLength ? 230 : nil
          let thicknessConstant: CGFloat? = fixedThickness ? 50 : nil
          let (root, stack, views) = makeStack(
            axis: axis, distribution: distribution, alignment: alignment,
            width: horizontal ? lengthConstant : thicknessConstant,
            height: horizontal ? thicknessConstant : lengthConstant)
          if fixedLength {
            views[1].setContentHuggingPriority(UILayoutPriority(200), for: axis)
            root.layoutIfNeeded()
          }
          var expected: [(CGFloat, CGFloat, CGFloat, CGFloat)] = []
          for (a, c) in zip(axisFrames, crossFrames) {
            expected.append(horizontal ? (a.0, c.0, a.1, c.1) : (c.0, a.0, c.1, a.1))
          }
          let size = horizontal ? (length, thickness) : (thickness, length)
          expectFrames(views, expected)
          expectFrame(stack.frame, 0, 0, size.0, size.1)
          #expect(
            LayoutDiagnostics.capture { root.layoutIfNeeded() }.isEmpty,
            "\(axis) \(distribution) \(alignment)")
        }
      }
    }
  }

  @Test func verticalBaselineAlignmentsMakeNoAlignmentConstraints() {
    for alignment in [UIStackView.Alignment.firstBaseline, .lastBaseline] {
      let (_, stack, _) = makeStack(axis: .vertical, alignment: alignment)
      #expect(!identifiers(stack).contains("UISV-alignment"))
      #expect(identifiers(stack).filter { $0 == "UISV-spanning-boundary" }.count == 6)
    }
  }
}
