import Foundation
import OpenUIKit
import SnapKit
import TestSupport
import Testing

/// The feed cell of `bench feed` (TestSupport's `FeedCell`, so the benchmark and this guard
/// build the same cell): its fitted heights at 375 and 320 pt, as a collection view sizes it.
@MainActor
@Suite struct FeedCellTests {
  /// `systemLayoutSizeFitting` with the width required and the height pulled to 0.
  func fitted(_ cell: FeedCell, _ width: CGFloat) -> CGSize {
    cell.contentView.systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// Cell 0: every text on one line. 8 + action 14.333 + 8 + profile (name 18 + 2 + headline
  /// 15.667 + 2 + time 14.333 = 52) + 8 + comment 17 + 8 + image 200 + 4 + title 18 + 2 +
  /// domain 14.333 + 8 + actions 15.667 + 8 + comment row 50 + 8 (text heights are whole pixels
  /// at scale 3).
  @Test func firstCellFitsAt375() {
    var size = CGSize.zero
    let diagnostics = LayoutDiagnostics.capture {
      let cell = FeedCell(item: FeedItem(index: 0), width: 375)
      size = fitted(cell, 375)
    }
    #expect(diagnostics.isEmpty)
    #expect(abs(size.width - 375) < 0.001)
    #expect(abs(size.height - 443.333) < 0.001)
    #expect(
      abs(FeedCell(item: FeedItem(index: 0), width: 375).fittedHeight(width: 375) - 443.333) < 0.001
    )
  }

  /// Cell 4: the headline is cut to 3 lines (46.667 instead of 15.667, so the profile is 83
  /// high); the poster comment takes 2 lines (33.667) at 375 and 3 lines (50.333) at 320;
  /// 443.333 + 31 + 16.667 = 491, then 491 + 16.667 = 507.667.
  @Test func wrappingCellFitsAt375AndAfterTheWidthChange() {
    let cell = FeedCell(item: FeedItem(index: 4), width: 375)
    #expect(abs(cell.posterHeadlineLabel.intrinsicContentSize.height - 46.667) < 0.001)
    #expect(abs(cell.posterCommentLabel.intrinsicContentSize.height - 33.667) < 0.001)
    #expect(abs(cell.fittedHeight(width: 375) - 491) < 0.001)
    cell.setWidth(320)
    #expect(abs(cell.posterCommentLabel.intrinsicContentSize.height - 50.333) < 0.001)
    #expect(abs(cell.fittedHeight(width: 320) - 507.667) < 0.001)
  }
}
