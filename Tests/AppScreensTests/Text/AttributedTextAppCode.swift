import OpenUIKit
import Testing

// Styled text as apps write it: a nonisolated cell-height helper sized with `boundingRect`,
// a price label built from an `NSMutableAttributedString`, a title made from an
// `AttributedString`. They compile in the Swift 5 language mode, as against UIKit.

/// The height of a comment cell's body: the text's bounding rectangle, rounded up.
func commentHeight(_ text: String, width: CGFloat) -> CGFloat {
  let style = NSMutableParagraphStyle()
  style.lineSpacing = 2
  let rect = text.boundingRect(
    with: CGSize(width: width, height: .greatestFiniteMagnitude),
    options: [.usesLineFragmentOrigin, .usesFontLeading],
    attributes: [.font: UIFont.systemFont(ofSize: 15), .paragraphStyle: style], context: nil)
  return ceil(rect.height)
}

/// A price with the currency in a smaller font and the old price struck through.
func priceText(_ price: String, old: String) -> NSAttributedString {
  let result = NSMutableAttributedString(
    string: price, attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
  result.append(
    NSAttributedString(
      string: " " + old,
      attributes: [
        .font: UIFont.systemFont(ofSize: 13), .foregroundColor: UIColor.gray,
        .strikethroughStyle: NSUnderlineStyle.single.rawValue,
      ]))
  return result
}

@MainActor
@Suite struct AttributedTextAppCodeTests {
  @Test func cellHeightHelperMeasuresLinesAndSpacing() {
    // Two lines of 15 pt text (17.900390625 each) with 2 pt between them.
    #expect(commentHeight("Short comment\nSecond line", width: 300) == 38)
  }

  @Test func priceLabelMeasuresBothRuns() {
    let label = UILabel()
    label.attributedText = priceText("$12", old: "$20")
    #expect(label.font == UIFont.boldSystemFont(ofSize: 20))
    #expect(label.intrinsicContentSize.height == 24)  // 20 pt line height 23.8671875
    var title = AttributedString("Settings")
    title.font = .boldSystemFont(ofSize: 17)
    title.foregroundColor = .label
    let button = UIButton(type: .system)
    button.setAttributedTitle(NSAttributedString(title), for: .normal)
    #expect(button.currentTitle == "Settings")
  }
}
