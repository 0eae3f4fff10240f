import Foundation
import OpenUIKit
import Testing

/// `systemLayoutSizeFitting` with multi-line labels that have no `preferredMaxLayoutWidth`:
/// the labels wrap at the width the fitting gives them (UIKit's second pass), so a self-sizing
/// cell's height counts every line.
@MainActor
@Suite struct FittingWrappedLabelTests: LayoutBehaviorSuite {
  static let text =
    "The quick brown fox jumps over the lazy dog while the cat watches from the fence"

  /// A content view with a multi-line label inset by 16 on every side.
  func makeCell() -> (content: UIView, label: UILabel) {
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let label = UILabel()
    label.text = Self.text
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    content.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
      label.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
      label.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -16),
    ])
    return (content, label)
  }

  func fit(_ content: UIView, width: CGFloat) -> CGSize {
    content.systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
  }

  @Test func heightCountsEveryWrappedLine() {
    let (content, label) = makeCell()
    // At 375 the label is 343 wide: two lines of 20.333 (17 pt, rounded to @3x pixels).
    let wrapped = label.sizeThatFits(CGSize(width: 343, height: 0))
    expectValue(wrapped.height, 40.667)
    expectValue(fit(content, width: 375).width, 375)
    expectValue(fit(content, width: 375).height, 72.667)
    // Narrower: more lines; wider: one line. The same view follows each width.
    let narrow = label.sizeThatFits(CGSize(width: 168, height: 0)).height
    #expect(narrow > wrapped.height)
    expectValue(fit(content, width: 200).height, narrow + 32)
    expectValue(fit(content, width: 900).height, 52.333)
    expectValue(fit(content, width: 375).height, 72.667)
  }

  @Test func preferredMaxLayoutWidthStillWins() {
    let (content, label) = makeCell()
    label.preferredMaxLayoutWidth = 600
    let oneLine = label.sizeThatFits(CGSize(width: 600, height: 0)).height
    expectValue(fit(content, width: 375).height, oneLine + 32)
  }

  @Test func singleLineLabelsAreUntouched() {
    let (content, label) = makeCell()
    label.numberOfLines = 1
    let oneLine = label.intrinsicContentSize.height
    expectValue(fit(content, width: 375).height, oneLine + 32)
    expectValue(oneLine, 20.333)
  }
}
