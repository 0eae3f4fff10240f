import Foundation
import Testing

@testable import OpenUIKit

@MainActor
struct MonospacedDigitFontTests {
  /// The monospaced fonts exist with their size and weight and measure as the system font
  /// (tabular figures are not modelled: the digits keep their proportional advances).
  @Test func monospacedFontsMeasureAsTheSystemFont() {
    let font = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .medium)
    #expect(font == .systemFont(ofSize: 17, weight: .medium))
    let widths = Set(
      "0123456789".map { TextMeasurement.current.width(of: String($0), font: font) })
    #expect(widths.count > 1)
    #expect(UIFont.monospacedSystemFont(ofSize: 13, weight: .regular).pointSize == 13)
  }
}
