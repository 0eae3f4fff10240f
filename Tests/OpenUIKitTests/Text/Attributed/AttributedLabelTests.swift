import Foundation
import Testing

@testable import OpenUIKit

/// `UILabel.attributedText`: its sync with the label's properties and its sizes; string
/// sizing equal to a label's.
@MainActor
@Suite struct AttributedLabelTests {
  let bold = UIFont.boldSystemFont(ofSize: 17)

  func twoRuns() -> NSAttributedString {
    let s = NSMutableAttributedString(string: "Hello ", attributes: [.font: bold])
    s.append(
      NSAttributedString(
        string: "World",
        attributes: [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.red]))
    return s
  }

  @Test func settingAttributedTextSetsTextAndLeadingStyle() {
    let label = UILabel()
    let style = NSMutableParagraphStyle()
    style.alignment = .center
    let s = NSMutableAttributedString(string: "Hi", attributes: [.paragraphStyle: style])
    s.addAttributes(
      [.font: bold, .foregroundColor: UIColor.blue], range: NSRange(location: 0, length: 2))
    label.attributedText = s
    #expect(label.text == "Hi")
    #expect(label.font == bold)
    #expect(label.textColor == .blue)
    #expect(label.textAlignment == .center)
    #expect(label.attributedText == s)
  }

  @Test func plainPropertiesMakeTheAttributedText() {
    let label = UILabel()
    #expect(label.attributedText == nil)
    label.text = "Plain"
    label.textAlignment = .right
    let a = label.attributedText
    #expect(a?.string == "Plain")
    #expect(
      a?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 17))
    #expect(a?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .label)
    let style = a?.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
    #expect(style?.alignment == .right)
    #expect(style?.lineBreakMode == .byTruncatingTail)
  }

  @Test func settingTextDropsTheStyles() {
    let label = UILabel()
    label.attributedText = twoRuns()
    label.text = "Hello World"
    #expect(label.attributedText?.attribute(.font, at: 6, effectiveRange: nil) as? UIFont == bold)
    #expect(
      label.intrinsicContentSize.width
        == (BuiltInTextMeasurer().width(of: "Hello World", font: bold) * 3).rounded(.up) / 3)
  }

  @Test func settingFontAppliesToTheWholeString() {
    let label = UILabel()
    label.attributedText = twoRuns()
    label.font = .systemFont(ofSize: 20)
    let a = label.attributedText
    #expect(a?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 20))
    #expect(a?.attribute(.font, at: 8, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 20))
    #expect(a?.attribute(.foregroundColor, at: 8, effectiveRange: nil) as? UIColor == .red)
    label.textColor = .green
    #expect(
      label.attributedText?.attribute(.foregroundColor, at: 8, effectiveRange: nil) as? UIColor
        == .green)
  }

  @Test func twoRunIntrinsicSizeAndBaselines() {
    let label = UILabel()
    label.attributedText = twoRuns()
    // 84.169921875 wide (bold "Hello " + regular "World"), rounded up to 1/3 pt.
    #expect(abs(label.intrinsicContentSize.width - 84.333333333333333) < 1e-9)
    #expect(abs(label.intrinsicContentSize.height - 20.333333333333332) < 1e-9)
    let fitted = label.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(fitted == label.intrinsicContentSize)
    label.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
    let lines = label.textLines(forBounds: label.bounds)
    #expect(lines.count == 1)
    #expect(lines[0].runs.count == 2)
    #expect(abs(lines[0].baseline - (20 - 20.333333333333332 / 2 + 16.1865234375)) < 1e-9)
  }

  @Test func singleStyleLabelMeasuresAsPlainLabel() {
    let text = TextLayoutTests.accordionText
    let plain = UILabel()
    plain.text = text
    plain.numberOfLines = 0
    plain.preferredMaxLayoutWidth = 200
    let styled = UILabel()
    styled.numberOfLines = 0
    styled.preferredMaxLayoutWidth = 200
    let style = NSMutableParagraphStyle()
    style.lineBreakMode = .byTruncatingTail
    styled.attributedText = NSAttributedString(
      string: text, attributes: [.font: UIFont.systemFont(ofSize: 17), .paragraphStyle: style])
    #expect(styled.intrinsicContentSize == plain.intrinsicContentSize)
    #expect(plain.intrinsicContentSize == CGSize(width: 197, height: 101.66666666666667))
    let size = CGSize(width: 150, height: 0)
    #expect(styled.sizeThatFits(size) == plain.sizeThatFits(size))
    #expect(styled.firstBaselineLayout == plain.firstBaselineLayout)
    #expect(styled.lastBaselineLayout == plain.lastBaselineLayout)
    let bounds = CGRect(x: 0, y: 0, width: 200, height: 50)
    #expect(
      styled.textLines(forBounds: bounds).map(\.frame)
        == plain.textLines(forBounds: bounds).map(\.frame))
    #expect(
      styled.textLines(forBounds: bounds).map(\.line.text)
        == plain.textLines(forBounds: bounds).map(\.line.text))
  }

  @Test func boundingRectEqualsTheLabelsMeasurement() {
    let text = TextLayoutTests.accordionText as NSString
    let font = UIFont.systemFont(ofSize: 15)
    let rect = text.boundingRect(
      with: CGSize(width: 180, height: CGFloat.greatestFiniteMagnitude),
      options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: [.font: font],
      context: nil)
    let label = UILabel()
    label.font = font
    label.numberOfLines = 0
    label.text = text as String
    let fitted = label.sizeThatFits(CGSize(width: 180, height: CGFloat.greatestFiniteMagnitude))
    #expect(rect.origin == .zero)
    #expect(fitted.width == (rect.width * 3).rounded(.up) / 3)
    #expect(fitted.height == (rect.height * 3).rounded(.up) / 3)
    #expect(abs(rect.height - 5 * font.lineHeight) < 1e-9)
    // The styled variant equals a styled label.
    let styled = twoRuns()
    let r2 = styled.boundingRect(
      with: CGSize(width: 60, height: 1000), options: .usesLineFragmentOrigin, context: nil)
    let l2 = UILabel()
    l2.numberOfLines = 0
    l2.attributedText = styled
    #expect(
      l2.sizeThatFits(CGSize(width: 60, height: 1000))
        == CGSize(width: (r2.width * 3).rounded(.up) / 3, height: (r2.height * 3).rounded(.up) / 3))
    #expect(r2.height == 2 * 20.287109375)
  }

  @Test func sizeWithAttributesIsOneUnroundedLine() {
    let size = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
    #expect(size.width == BuiltInTextMeasurer().width(of: "Hello", font: .systemFont(ofSize: 17)))
    #expect(size.height == 20.287109375)
    // Without attributes the font is 12 pt.
    #expect(("Hello" as NSString).size(withAttributes: nil).height == 14.3203125)
    #expect(twoRuns().size() == CGSize(width: 84.169921875, height: 20.287109375))
    let context = NSStringDrawingContext()
    let baselineRect = "Hello".boundingRect(
      with: CGSize(width: 10, height: 10), options: [],
      attributes: [.font: UIFont.systemFont(ofSize: 17)], context: context)
    #expect(baselineRect.minY == -16.1865234375)
    #expect(baselineRect.width == size.width)
    #expect(context.totalBounds == baselineRect)
  }

  @Test func buttonAndFieldTakeStyledTitles() {
    let button = UIButton(type: .system)
    button.setAttributedTitle(twoRuns(), for: .normal)
    #expect(button.attributedTitle(for: .normal)?.string == "Hello World")
    #expect(button.attributedTitle(for: .highlighted)?.string == "Hello World")
    #expect(button.currentAttributedTitle == twoRuns())
    #expect(abs(button.intrinsicContentSize.width - 84.333333333333333) < 1e-9)
    #expect(button.titleLabel?.attributedText == twoRuns())
    let big = UIButton(type: .system)
    big.setAttributedTitle(
      NSAttributedString(string: "Go", attributes: [.font: UIFont.systemFont(ofSize: 30)]),
      for: .normal)
    // The title's line height (35.80078125) plus 12, rounded up.
    #expect(big.intrinsicContentSize.height == 48)
    let field = UITextField()
    field.attributedText = twoRuns()
    #expect(field.text == "Hello World")
    #expect(field.font == bold)
    #expect(field.displayedAttributedText == twoRuns())
    field.text = "Plain"
    #expect(field.displayedAttributedText == nil)
    #expect(field.attributedText?.string == "Plain")
    field.text = ""
    field.attributedPlaceholder = NSAttributedString(string: "Search")
    #expect(field.placeholder == "Search")
    #expect(field.displayedAttributedText?.string == "Search")
  }
}

/// String sizing off the main actor, as UIKit allows.
@Suite struct StringSizingThreadTests {
  /// The string is measured on a thread of its own while the main actor waits for it: a
  /// main-actor test that swaps the current measurer for a while (`TextMeasurementTests`)
  /// cannot run in between and hand this one its measurer.
  @MainActor @Test func sizesOnAnyThread() {
    final class Result: @unchecked Sendable {
      var size = CGSize.zero
      var onMainThread = true
    }
    let result = Result()
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      result.size = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
      result.onMainThread = Thread.isMainThread
      done.signal()
    }
    done.wait()
    #expect(!result.onMainThread)
    #expect(result.size.height == 20.287109375)
    #expect(
      result.size.width == BuiltInTextMeasurer().width(of: "Hello", font: .systemFont(ofSize: 17)))
  }
}
