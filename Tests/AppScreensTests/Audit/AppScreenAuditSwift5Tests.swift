import Foundation
import LayoutAudit
import OpenUIKit
import Testing

/// The layout audit called from a Swift 5 language-mode test target, on the screens of this
/// target, as an app's test target would call it.
@MainActor
@Suite struct AppScreenAuditSwift5Tests {
  /// The filter sheet's standard controls sit at UIKit's own sizes (a 51 × 31 switch, a 32 pt
  /// segmented control…), which the tap-target rule accepts: nothing to report anywhere.
  @Test func theFilterSheetIsCleanInEveryConfiguration() {
    let report = LayoutAudit.run { FilterSheetViewController() }
    #expect(report.configurations.count == 42)
    #expect(report.findings.isEmpty, "\(report)")
  }

  /// The grid's one-line captions in 115–121 pt wide cells do not fit at the accessibility
  /// text sizes, and its fixed 44 pt header clips its headline there: real findings, and only
  /// there.
  @Test func theGridTruncatesItsCaptionsOnlyAtAccessibilitySizes() {
    let report = LayoutAudit.run {
      UINavigationController(rootViewController: PhotoGridViewController())
    }
    #expect(!report.findings.isEmpty)
    let kinds = Set(report.findings.map(\.kind))
    #expect(kinds == [.truncatedText, .clippedContent])
    for finding in report.findings {
      #expect(finding.configuration.contentSize.isAccessibilityCategory, "\(finding)")
    }
    for finding in report.findings(.truncatedText) {
      #expect(finding.message.hasPrefix("The text \"Photo "), "\(finding.message)")
    }
    // The headline grows past the 44 pt header from AX3 on (40 pt type, about 48 pt lines):
    // the overhang is shared above and below the centred label, rounded to each screen's
    // pixels (2× on the SE, 3× on the 15 Pro).
    let clipped = report.findings(.clippedContent).map {
      "\($0.configuration): \($0.message.split(separator: " ")[2])"
    }
    #expect(
      clipped == [
        "iphonese portrait accessibilityExtraLarge: 2",
        "iphonese portrait accessibilityExtraExtraLarge: 6.25",
        "iphonese portrait accessibilityExtraExtraExtraLarge: 9.75",
        "iphone15pro portrait accessibilityExtraLarge: 2",
        "iphone15pro portrait accessibilityExtraExtraLarge: 6.17",
        "iphone15pro portrait accessibilityExtraExtraExtraLarge: 9.67",
        "iphone15pro portrait accessibilityExtraExtraExtraLarge RTL: 9.67",
        "iphone15pro portrait accessibilityExtraExtraExtraLarge dark: 9.67",
      ])
    #expect(
      report.findings(.clippedContent).first?.message
        == "It lies 2 pt outside the top and bottom edges of its superview PhotoGridHeader, "
        + "where it does not receive touches.")
  }
}
