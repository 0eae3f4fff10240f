import Foundation
import Testing

@testable import OpenUIKit

/// Stacks inside stacks, and stacks whose layout leaves nothing ambiguous.
@MainActor
@Suite struct StackViewNestingTests: StackViewSuite {
  @Test func verticalStackOfHorizontalRows() {
    let root = makeRoot()
    let row1 = UIStackView(arrangedSubviews: [IntrinsicView(40, 20), IntrinsicView(60, 30)])
    row1.spacing = 8
    row1.alignment = .center
    let row2 = UIStackView(arrangedSubviews: [IntrinsicView(100, 10)])
    let column = UIStackView(arrangedSubviews: [row1, row2])
    column.axis = .vertical
    column.spacing = 12
    column.alignment = .leading
    column.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(column)
    NSLayoutConstraint.activate([
      column.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
      column.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
    ])
    root.layoutIfNeeded()
    // row1: 40 + 8 + 60 = 108 × 30; row2: 100 × 10; the column is as wide as row1.
    expectFrame(column.frame, 20, 30, 108, 52)
    expectFrame(row1.frame, 0, 0, 108, 30)
    expectFrame(row2.frame, 0, 42, 100, 10)
    expectFrame(row1.arrangedSubviews[0].frame, 0, 5, 40, 20)
    expectFrame(row1.arrangedSubviews[1].frame, 48, 0, 60, 30)
    expectFrame(row2.arrangedSubviews[0].frame, 0, 0, 100, 10)
    for view in [column, row1, row2] + row1.arrangedSubviews + row2.arrangedSubviews {
      #expect(!view.hasAmbiguousLayout)
    }
  }

  @Test func everyConfigurationIsUnambiguousForTheViews() {
    for distribution in UIStackView.Distribution.allCases {
      for alignment in [UIStackView.Alignment.fill, .leading, .center, .trailing, .lastBaseline] {
        let (root, stack, views) = makeStack(
          distribution: distribution, alignment: alignment, width: 230, height: 50)
        views[1].setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        root.layoutIfNeeded()
        for view in [stack] + views {
          #expect(!view.hasAmbiguousLayout, "\(distribution) \(alignment)")
        }
      }
    }
  }
}
