import Foundation
import Testing

@testable import OpenUIKit

/// Fonts, colours, paragraph styles and shadows as attribute values of Foundation's
/// attributed strings: Core Foundation compares them when runs split and merge, which halts
/// the process for `NSObject` subclasses on Linux; these are stored by value and compared
/// through their `isEqual(_:)`.
@MainActor
struct AttributeValueStorageTests {
  @Test func overlappingAndAdjacentAttributesSplitAndMergeRuns() {
    let text = NSMutableAttributedString(
      string: "Hello brave new world",
      attributes: [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.label])
    text.addAttribute(
      .foregroundColor, value: UIColor.systemRed, range: NSRange(location: 6, length: 5))
    text.addAttribute(
      .font, value: UIFont.boldSystemFont(ofSize: 17), range: NSRange(location: 0, length: 5))
    text.addAttribute(
      .font, value: UIFont.systemFont(ofSize: 17), range: NSRange(location: 0, length: 5))
    let style = NSMutableParagraphStyle()
    style.lineSpacing = 4
    text.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: 21))
    text.addAttribute(.shadow, value: NSShadow(), range: NSRange(location: 12, length: 3))
    var range = NSRange()
    let color = text.attribute(.foregroundColor, at: 8, effectiveRange: &range) as? UIColor
    #expect(color == .systemRed && range == NSRange(location: 6, length: 5))
    // Setting the same font back merges the first run with its neighbours' font.
    _ = text.attribute(
      .font, at: 0, longestEffectiveRange: &range, in: NSRange(location: 0, length: 21))
    #expect(range == NSRange(location: 0, length: 21))
    let copy = NSAttributedString(attributedString: text)
    #expect(copy == text)
    let label = UILabel()
    label.attributedText = text
    label.font = .systemFont(ofSize: 20)
    label.textColor = .secondaryLabel
    #expect(
      label.attributedText?.attribute(.font, at: 3, effectiveRange: nil) as? UIFont
        == .systemFont(ofSize: 20))
    #expect(
      UIColor.systemRed.isEqual(UIColor.systemRed)
        && UIColor.systemRed.hash == UIColor.systemRed.hash)
    #expect((style.mutableCopy() as? NSMutableParagraphStyle)?.lineSpacing == 4)
  }
}
