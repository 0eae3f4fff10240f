import Foundation
import Testing

@testable import OpenUIKit

/// UILabel: defaults, intrinsic size, the two-pass multi-line height and baselines.
@MainActor
@Suite struct UILabelTests: LayoutBehaviorSuite {
  @Test func defaultsMatchUIKit() {
    let label = UILabel()
    #expect(label.font == UIFont.systemFont(ofSize: 17))
    #expect(label.numberOfLines == 1)
    #expect(label.lineBreakMode == .byTruncatingTail)
    #expect(label.textAlignment == .natural)
    #expect(label.preferredMaxLayoutWidth == 0)
    #expect(label.text == nil)
    #expect(!label.isUserInteractionEnabled)
    #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(label.contentHuggingPriority(for: .vertical) == .defaultLow)
    #expect(label.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
    #expect(label.intrinsicContentSize == .zero)
    label.font = nil
    #expect(label.font == UIFont.systemFont(ofSize: 17))
    #expect(NSLineBreakMode.byTruncatingMiddle.rawValue == 5)
    #expect(NSTextAlignment.natural.rawValue == 4)
  }

  @Test func singleLineIntrinsicSizeIsRoundedUpToPixels() {
    let label = UILabel()
    label.text = "Hello, World!"
    expectFrame(CGRect(origin: .zero, size: label.intrinsicContentSize), 0, 0, 90.333, 20.333)
    label.font = .boldSystemFont(ofSize: 16)
    // 89.680 → 90 (3 × 89.680 = 269.04 → 270 px); 19.09375 → 19.333.
    expectFrame(CGRect(origin: .zero, size: label.intrinsicContentSize), 0, 0, 90, 19.333)
  }

  @Test func multiLineUsesPreferredMaxLayoutWidth() {
    let label = UILabel()
    label.text = TextLayoutTests.accordionText
    label.numberOfLines = 0
    label.preferredMaxLayoutWidth = 200
    // Five lines: 5 × 20.2871 = 101.4355 → 101.667 (305 px / 3).
    expectFrame(CGRect(origin: .zero, size: label.intrinsicContentSize), 0, 0, 197, 101.667)
    label.numberOfLines = 2
    expectFrame(CGRect(origin: .zero, size: label.intrinsicContentSize), 0, 0, 197, 40.667)
  }

  @Test func sizeThatFitsWrapsAtTheGivenWidth() {
    let label = UILabel()
    label.text = TextLayoutTests.accordionText
    label.numberOfLines = 0
    let size = label.sizeThatFits(CGSize(width: 321, height: 0))
    expectFrame(CGRect(origin: .zero, size: size), 0, 0, 299.667, 61)
    label.numberOfLines = 1
    let single = label.sizeThatFits(CGSize(width: 100, height: 0))
    #expect(single.width > 100)
    expectValue(single.height, 20.333)
  }

  @Test func multiLineLabelGetsItsWrappedHeightAfterLayout() {
    let root = makeRoot(width: 240, height: 400)
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.numberOfLines = 0
    label.text = TextLayoutTests.accordionText
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
    ])
    root.layoutIfNeeded()
    expectFrame(label.frame, 20, 10, 200, 101.667)
    expectValue(label.intrinsicContentSize.height, 101.667)
    label.text = "Qisqa matn"
    root.layoutIfNeeded()
    expectFrame(label.frame, 20, 10, 200, 20.333)
  }

  @Test func aLabelCappedByLessThanOrEqualWrapsAndHugsItsLongestLine() {
    let root = makeRoot(width: 393, height: 400)
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.numberOfLines = 0
    label.text = TextLayoutTests.accordionText
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -20),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    // First pass: one line, capped at 353; second pass: wrapped at 353, then the label hugs
    // its longest line, which wraps the same way.
    expectFrame(label.frame, 20, 0, 326.667, 61)
    #expect(label.textLines(forBounds: label.bounds).count == 3)
  }

  @Test func settingTextInvalidatesTheIntrinsicSize() {
    let root = makeRoot()
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.text = "Wolf"
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    expectFrame(label.frame, 0, 0, 32.333, 20.333)
    label.text = "Привет, мир!"
    root.layoutIfNeeded()
    expectFrame(label.frame, 0, 0, 96, 20.333)
    label.font = .systemFont(ofSize: 34)
    root.layoutIfNeeded()
    expectFrame(label.frame, 0, 0, 191.667, 40.667)
  }

  @Test func baselinesOfASingleAndATwoLineLabel() {
    let root = makeRoot()
    let a = UILabel()
    let b = UILabel()
    for (label, text) in [(a, "Wolf"), (b, "Birinchi\nИккинчи")] {
      label.translatesAutoresizingMaskIntoConstraints = false
      label.text = text
      root.addSubview(label)
    }
    b.numberOfLines = 0
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
      b.firstBaselineAnchor.constraint(equalTo: a.firstBaselineAnchor),
    ])
    root.layoutIfNeeded()
    // a's baseline: 100 + 20.333 / 2 - 20.333 / 2 + 16.1865 = 116.1865.
    expectFrame(b.frame, 40.333, 100, 64.333, 40.667)
    let lines = b.textLines(forBounds: b.bounds)
    #expect(lines.map(\.line.text) == ["Birinchi", "Иккинчи"])
    // The pixel-rounded block fills the label: the second baseline is one line below the first.
    expectValue(lines[1].baseline, 20.287109375 + 16.1865234375)
  }

  @Test func textLinesAreAlignedAndCentredVertically() {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    label.text = "Wolf"
    label.textAlignment = .center
    let line = label.textLines(forBounds: label.bounds)[0]
    expectFrame(line.frame, 83.880, 19.833, 32.240, 20.287)
    label.textAlignment = .right
    expectValue(label.textLines(forBounds: label.bounds)[0].frame.minX, 167.760)
    label.semanticContentAttribute = .forceRightToLeft
    label.textAlignment = .natural
    expectValue(label.textLines(forBounds: label.bounds)[0].frame.minX, 167.760)
    let rect = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1)
    expectFrame(rect, 0, 0, 32.333, 20.333)
  }

  @Test func aShortLabelShowsTheLinesThatFitAndTruncates() {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 150, height: 45))
    label.text = TextLayoutTests.accordionText
    label.numberOfLines = 0
    let lines = label.textLines(forBounds: label.bounds)
    #expect(lines.map(\.line.text) == ["SnapKit orqali", "qilingan ushbu ani…"])
  }
}
