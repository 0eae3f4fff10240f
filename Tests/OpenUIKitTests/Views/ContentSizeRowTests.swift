import Cassowary
import Foundation
import Testing

@testable import OpenUIKit

/// With optional hugging and compression resistance, an axis's two content-size constraints
/// are one solver row (`size == intrinsic`, the excess weighed by hugging and the shortfall
/// by compression resistance), as UIKit's one `NSContentSizeLayoutConstraint` per axis is.
@MainActor
@Suite struct ContentSizeRowTests: LayoutBehaviorSuite {
  /// `view` at the top left of `root`, sized by its content, after a layout pass.
  func place(_ view: UIView, in root: UIView) {
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    view.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
    view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
    root.layoutIfNeeded()
  }

  /// A label at the root's top left.
  func makeLabel(_ text: String) -> (UIView, UILabel) {
    let root = makeRoot()
    let label = UILabel()
    label.text = text
    place(label, in: root)
    return (root, label)
  }

  func contentSize(_ label: UILabel) -> [NSLayoutConstraint] {
    label.constraintsAffectingLayout(for: .horizontal).filter {
      if case .contentSize = $0.kind { return true }
      return false
    }
  }

  @Test func bothSidesShareOneRow() throws {
    let (root, label) = makeLabel("Hello")
    let pair = contentSize(label)
    try #require(pair.count == 2)
    let (hug, floor) = (pair[0], pair[1])
    #expect(hug.relation == .lessThanOrEqual && hug.priority == .defaultLow)
    #expect(floor.relation == .greaterThanOrEqual && floor.priority == .defaultHigh)
    #expect(hug.uikitDescription.contains(" Hug:250"))
    #expect(floor.uikitDescription.contains(" CompressionResistance:750"))
    let row = try #require(hug.solverConstraint)
    #expect(row.strength == Strength(250) && row.strengthBelow == Strength(750))
    #expect(floor.solverConstraint == nil && floor.isActive)

    // New text moves the row's constant in place.
    let before = label.frame.width
    label.text = "Hello, world"
    root.layoutIfNeeded()
    #expect(hug.solverConstraint === row)
    #expect(hug.constant == label.intrinsicContentSize.width)
    #expect(floor.constant == hug.constant)
    #expect(abs(label.frame.width - label.intrinsicContentSize.width) < 0.001)
    #expect(label.frame.width > before)
  }

  /// Each side keeps its own priority: an optional width of 500 stretches the label (above
  /// hugging's 250) and does not compress it (below compression resistance's 750).
  @Test func eachSideWeighsItsOwnPriority() {
    let (root, label) = makeLabel("Hello")
    let intrinsic = label.intrinsicContentSize.width
    let width = label.widthAnchor.constraint(equalToConstant: intrinsic + 40)
    width.priority = UILayoutPriority(500)
    width.isActive = true
    root.layoutIfNeeded()
    #expect(abs(label.frame.width - (intrinsic + 40)) < 0.001)
    width.constant = intrinsic - 10
    root.layoutIfNeeded()
    #expect(abs(label.frame.width - intrinsic) < 0.001)
    width.priority = UILayoutPriority(800)
    root.layoutIfNeeded()
    #expect(abs(label.frame.width - (intrinsic - 10)) < 0.001)
  }

  /// A required side makes the two constraints of their own, and an optional one a single
  /// row again.
  @Test func aRequiredSideSplitsTheRow() throws {
    let (root, label) = makeLabel("Hello")
    let intrinsic = label.intrinsicContentSize.width
    label.setContentCompressionResistancePriority(.required, for: .horizontal)
    root.layoutIfNeeded()
    var pair = contentSize(label)
    try #require(pair.count == 2)
    #expect(pair.allSatisfy { $0.solverConstraint?.strengthBelow == nil })
    #expect(pair.allSatisfy { $0.solverConstraint != nil })
    let narrow = label.widthAnchor.constraint(equalToConstant: intrinsic - 10)
    narrow.priority = UILayoutPriority(999)
    narrow.isActive = true
    root.layoutIfNeeded()
    #expect(abs(label.frame.width - intrinsic) < 0.001)

    label.setContentCompressionResistancePriority(UILayoutPriority(990), for: .horizontal)
    root.layoutIfNeeded()
    pair = contentSize(label)
    try #require(pair.count == 2)
    #expect(pair[0].solverConstraint?.strengthBelow == Strength(990))
    #expect(pair[1].solverConstraint == nil)
    #expect(abs(label.frame.width - (intrinsic - 10)) < 0.001)
  }

  /// An image view that loses its image (no intrinsic size) loses its content-size row; a
  /// new image brings one back.
  @Test func noIntrinsicSizeRemovesTheRow() throws {
    let root = makeRoot()
    let image = UIImageView(image: UIImage(size: CGSize(width: 30, height: 20)))
    place(image, in: root)
    func rows() -> [Cassowary.Constraint] {
      image.constraintsAffectingLayout(for: .horizontal).compactMap {
        if case .contentSize = $0.kind { return $0.solverConstraint }
        return nil
      }
    }
    #expect(rows().count == 1)
    #expect(image.frame == CGRect(x: 0, y: 0, width: 30, height: 20))
    image.image = nil
    root.layoutIfNeeded()
    #expect(rows().isEmpty)
    image.image = UIImage(size: CGSize(width: 44, height: 10))
    root.layoutIfNeeded()
    #expect(rows().count == 1)
    #expect(image.frame == CGRect(x: 0, y: 0, width: 44, height: 10))
  }

  /// The compression-resistance constraint that a row stands for is made when something asks
  /// for it (`constraintsAffectingLayout`), once, with the row's resistance; until then its
  /// slot is empty. It follows the row's constant, and a new resistance makes a new one.
  @Test func theCompressionConstraintIsMadeWhenAskedFor() throws {
    let root = makeRoot()
    let label = UILabel()
    label.text = "Hello"
    label.setContentCompressionResistancePriority(UILayoutPriority(600), for: .horizontal)
    place(label, in: root)
    let slots = label.layoutState.contentSizeConstraints
    #expect(slots[0] != nil && slots[1] == nil && slots[2] != nil)
    #expect(slots[3] == nil)
    let pair = contentSize(label)
    try #require(pair.count == 2)
    let floor = pair[1]
    #expect(label.layoutState.contentSizeConstraints[1]?.constraint === floor)
    #expect(floor.relation == .greaterThanOrEqual && floor.priority.rawValue == 600)
    #expect(floor.firstAttribute == .width && floor.constant == pair[0].constant)
    #expect(floor.uikitDescription.contains(" CompressionResistance:600"))
    #expect(contentSize(label)[1] === floor)
    // The row's constant moves; the compression constraint follows.
    label.text = "Hello, world"
    root.layoutIfNeeded()
    #expect(floor.constant == label.intrinsicContentSize.width)
    // A new resistance rebuilds the row; its compression constraint is made anew.
    label.setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
    #expect(label.layoutState.contentSizeConstraints[1] == nil && !floor.isActive)
    let rebuilt = contentSize(label)
    try #require(rebuilt.count == 2)
    #expect(rebuilt[1] !== floor && rebuilt[1].priority.rawValue == 700)
  }

  /// Until something asks, an axis's row stands alone in the solver: no layout constraint is
  /// made for it. Asking (`constraintsAffectingLayout`) makes the hugging constraint around
  /// the same row, once; the row's constant moved in place before is the constraint's.
  @Test func theHuggingConstraintIsMadeWhenAskedFor() throws {
    let (root, label) = makeLabel("Hello")
    label.text = "Hello, world"
    root.layoutIfNeeded()
    let width = label.intrinsicContentSize.width
    let slots = label.layoutState.contentSizeConstraints
    let row = try #require(slots[0]?.row)
    let vertical = try #require(slots[2]?.row)
    #expect(slots[0]?.constraint == nil && slots[2]?.constraint == nil)
    #expect(row.context === label.itemReference)
    #expect(row.expression.constant == -Double(width))
    #expect(row.strength == Strength(250) && row.strengthBelow == Strength(750))
    #expect(abs(label.frame.width - width) < 0.001)

    let pair = contentSize(label)
    try #require(pair.count == 2)
    let hug = pair[0]
    #expect(hug.solverConstraint === row && row.context === hug)
    #expect(hug.firstItem === label && hug.firstAttribute == .width)
    #expect(hug.relation == .lessThanOrEqual && hug.priority == .defaultLow)
    #expect(hug.constant == width && pair[1].constant == width)
    #expect(label.layoutState.contentSizeConstraints[0]?.constraint === hug)
    #expect(contentSize(label)[0] === hug)
    // The vertical row is still bare; the label's height is its intrinsic height.
    #expect(label.layoutState.contentSizeConstraints[2]?.constraint == nil)
    #expect(abs(label.frame.height - label.intrinsicContentSize.height) < 0.001)

    // Removing the label takes both rows out of the solver; they let go of what they stood for.
    let engine = try #require(root.engineIfPresent)
    label.removeFromSuperview()
    #expect(label.layoutState.contentSizeConstraints.isEmpty)
    #expect(row.context == nil && vertical.context == nil && hug.solverConstraint == nil)
    #expect(!engine.solver.hasConstraint(row) && !engine.solver.hasConstraint(vertical))
  }
}
