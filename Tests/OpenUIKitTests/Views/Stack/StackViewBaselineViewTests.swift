import Foundation
import Testing

@testable import OpenUIKit

/// The arranged view whose baseline is the stack's (uikit-semantics §3.6.3).
@MainActor
@Suite struct StackViewBaselineViewTests: StackViewSuite {
  @Test func horizontalStackVendsItsTallestVisibleView() {
    let (root, stack, v) = makeStack(alignment: .leading)
    #expect(stack.baselineArrangedView(forFirstBaseline: true) === v[1])
    #expect(stack.baselineArrangedView(forFirstBaseline: false) === v[1])
    v[1].isHidden = true
    root.layoutIfNeeded()
    #expect(stack.baselineArrangedView(forFirstBaseline: true) === v[0])
  }

  @Test func verticalStackVendsItsFirstAndLastVisibleViews() {
    let (_, stack, v) = makeStack(axis: .vertical)
    #expect(stack.baselineArrangedView(forFirstBaseline: true) === v[0])
    #expect(stack.baselineArrangedView(forFirstBaseline: false) === v[2])
    v[0].isHidden = true
    v[2].isHidden = true
    #expect(stack.baselineArrangedView(forFirstBaseline: true) === v[1])
    #expect(stack.baselineArrangedView(forFirstBaseline: false) === v[1])
    v[1].isHidden = true
    #expect(stack.baselineArrangedView(forFirstBaseline: true) === stack)
  }
}

/// Constraints on a stack view's own baseline anchors follow its baseline view
/// (`forFirstBaselineLayout` / `forLastBaselineLayout`), and move when that view changes.
@MainActor
@Suite struct StackViewBaselineAnchorTests: StackViewSuite {
  /// A 20 × 20 view at x 300 whose bottom (a plain view's baseline) is tied to `anchor`.
  func marker(in root: UIView, on anchor: NSLayoutYAxisAnchor) -> UIView {
    let marker = UIView()
    marker.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(marker)
    NSLayoutConstraint.activate([
      marker.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 300),
      marker.widthAnchor.constraint(equalToConstant: 20),
      marker.heightAnchor.constraint(equalToConstant: 20),
      marker.lastBaselineAnchor.constraint(equalTo: anchor),
    ])
    root.layoutIfNeeded()
    return marker
  }

  @Test func plainViewsAreTheirOwnBaselineViews() {
    let view = UIView()
    #expect(view.forFirstBaselineLayout === view)
    #expect(view.forLastBaselineLayout === view)
  }

  @Test func verticalStackFirstBaselineIsItsFirstVisibleView() {
    // a 0–40, b 50–110, c 120–140: the first baseline is a's bottom (40), not the stack's.
    let (root, stack, v) = makeStack(axis: .vertical, alignment: .leading)
    #expect(stack.forFirstBaselineLayout === v[0])
    #expect(stack.forLastBaselineLayout === v[2])
    let first = marker(in: root, on: stack.firstBaselineAnchor)
    let last = marker(in: root, on: stack.lastBaselineAnchor)
    expectFrame(first.frame, 300, 20, 20, 20)
    expectFrame(last.frame, 300, 120, 20, 20)
    // Hiding a moves the first baseline to b's bottom (b now 0–60).
    v[0].isHidden = true
    root.layoutIfNeeded()
    expectFrames([v[1], v[2]], [(0, 0, 30, 60), (0, 70, 10, 20)])
    expectFrame(first.frame, 300, 40, 20, 20)
    expectFrame(last.frame, 300, 70, 20, 20)
    // Showing it again moves the marker back.
    v[0].isHidden = false
    root.layoutIfNeeded()
    expectFrame(first.frame, 300, 20, 20, 20)
  }

  @Test func horizontalStackBaselineIsItsTallestView() {
    // Top-aligned a 40 × 20, b 60 × 30, c 20 × 10: b is the tallest, its bottom at 30.
    let (root, stack, v) = makeStack(alignment: .top)
    #expect(stack.forFirstBaselineLayout === v[1])
    let first = marker(in: root, on: stack.firstBaselineAnchor)
    expectFrame(first.frame, 300, 10, 20, 20)
    // Growing c above b makes c the baseline view once the stack is rebuilt (hiding b).
    v[1].isHidden = true
    root.layoutIfNeeded()
    #expect(stack.forFirstBaselineLayout === v[0])
    expectFrame(first.frame, 300, 0, 20, 20)
  }

  @Test func nestedStacksHandDownTheirBaselineViews() {
    // An outer vertical stack whose first item is a top-aligned horizontal stack of a, b, c:
    // the outer stack's first baseline is b's (the inner stack's tallest) bottom, 30.
    let root = makeRoot()
    let views = abcSizes(.horizontal).map { IntrinsicView($0.0, $0.1) }
    let inner = UIStackView(arrangedSubviews: views)
    inner.alignment = .top
    inner.spacing = 10
    let tail = IntrinsicView(50, 50)
    let outer = UIStackView(arrangedSubviews: [inner, tail])
    outer.axis = .vertical
    outer.alignment = .leading
    outer.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(outer)
    NSLayoutConstraint.activate([
      outer.leftAnchor.constraint(equalTo: root.leftAnchor),
      outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
    ])
    root.layoutIfNeeded()
    #expect(outer.forFirstBaselineLayout === inner)
    #expect(LayoutEngine.baselineView(of: outer, first: true) === views[1])
    let first = marker(in: root, on: outer.firstBaselineAnchor)
    expectFrame(first.frame, 300, 110, 20, 20)
    let last = marker(in: root, on: outer.lastBaselineAnchor)
    expectFrame(last.frame, 300, 160, 20, 20)
  }

  @Test func labelInAVerticalStackSharesItsBaseline() {
    // A label beside the stack, aligned to the stack's first baseline, sits where the
    // stack's first label sits (same font, one line): 8 pt below the stack's top.
    let root = makeRoot()
    let top = UILabel()
    top.text = "Title"
    let bottom = UILabel()
    bottom.text = "Subtitle"
    let stack = UIStackView(arrangedSubviews: [top, bottom])
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    let side = UILabel()
    side.text = "Side"
    side.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    root.addSubview(side)
    NSLayoutConstraint.activate([
      stack.leftAnchor.constraint(equalTo: root.leftAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
      side.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 200),
      side.firstBaselineAnchor.constraint(equalTo: stack.firstBaselineAnchor),
    ])
    root.layoutIfNeeded()
    #expect(abs(side.frame.minY - 8) < 0.001)
    #expect(abs(side.frame.height - top.frame.height) < 0.001)
  }

  /// The y of a label's first baseline in its superview's coordinates.
  func firstBaseline(_ label: UILabel) -> CGFloat {
    let layout = label.firstBaselineLayout
    return label.frame.minY + label.frame.height * layout.heightFactor + layout.constant
  }

  @Test func aLabelsNewFontMovesWhatIsAlignedToTheStacksBaseline() {
    // The stack's first label gets a larger font: its baseline moves down, and the label
    // aligned to the stack's first baseline follows.
    let root = makeRoot()
    let top = UILabel()
    top.text = "Title"
    let stack = UIStackView(arrangedSubviews: [top])
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    let side = UILabel()
    side.text = "Side"
    side.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    root.addSubview(side)
    NSLayoutConstraint.activate([
      stack.leftAnchor.constraint(equalTo: root.leftAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
      side.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 200),
      side.firstBaselineAnchor.constraint(equalTo: stack.firstBaselineAnchor),
    ])
    root.layoutIfNeeded()
    let before = firstBaseline(side)
    #expect(abs(before - (8 + firstBaseline(top))) < 0.001)
    top.font = .systemFont(ofSize: 34)
    root.layoutIfNeeded()
    let after = firstBaseline(side)
    #expect(after > before + 10)
    #expect(abs(after - (8 + firstBaseline(top))) < 0.001)
  }
}
