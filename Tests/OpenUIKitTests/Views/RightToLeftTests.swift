import Foundation
import OpenUIKit
import Testing

/// Leading and trailing under right-to-left layout (reference §1.3, §1.6, §2.2). The Auto
/// Layout Guide's "Interpreting Values" table: leading/trailing values "increase as you move
/// towards the trailing edge … For a right-to-left layout direction, the values increase as
/// you move left" — the whole axis is mirrored, constants included.
@MainActor
@Suite struct RightToLeftTests: LayoutBehaviorSuite {
  @Test func layoutDirectionFollowsTheSemanticContentAttribute() {
    let root = makeRoot()
    let child = UIView()
    root.addSubview(child)
    #expect(root.semanticContentAttribute == .unspecified)
    #expect(root.effectiveUserInterfaceLayoutDirection == .leftToRight)
    root.semanticContentAttribute = .forceRightToLeft
    #expect(root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    child.semanticContentAttribute = .forceLeftToRight
    #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
    #expect(UISemanticContentAttribute.forceRightToLeft.rawValue == 4)
  }

  @Test func leadingAndTrailingFlipWithoutConstants() {
    let root = makeRoot(width: 300, height: 100)
    root.semanticContentAttribute = .forceRightToLeft
    let first = addAutoLayoutView(to: root)
    let second = addAutoLayoutView(to: root)
    NSLayoutConstraint.activate([
      first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      first.widthAnchor.constraint(equalToConstant: 100),
      second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
      second.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      first.topAnchor.constraint(equalTo: root.topAnchor),
      first.heightAnchor.constraint(equalToConstant: 10),
      second.topAnchor.constraint(equalTo: root.topAnchor),
      second.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    expectFrame(first.frame, 200, 0, 100, 10)
    expectFrame(second.frame, 0, 0, 200, 10)
  }

  @Test func flippingAfterLayoutMirrorsTheFrames() {
    let root = makeRoot(width: 300, height: 100)
    let box = addAutoLayoutView(to: root)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    expectFrame(box.frame, 0, 0, 100, 10)
    root.semanticContentAttribute = .forceRightToLeft
    root.layoutIfNeeded()
    expectFrame(box.frame, 200, 0, 100, 10)
    root.semanticContentAttribute = .forceLeftToRight
    root.layoutIfNeeded()
    expectFrame(box.frame, 0, 0, 100, 10)
  }

  @Test func leftAndRightNeverFlip() {
    let root = makeRoot(width: 300, height: 100)
    root.semanticContentAttribute = .forceRightToLeft
    let box = addAutoLayoutView(to: root)
    NSLayoutConstraint.activate(pin(box, in: root, 20, 0, 100, 10))
    root.layoutIfNeeded()
    expectFrame(box.frame, 20, 0, 100, 10)
  }

  /// A 20 pt inset from the leading edge is 20 pt from the right edge in RTL.
  @Test func constantsAreMirrored() {
    let root = makeRoot(width: 300, height: 100)
    root.semanticContentAttribute = .forceRightToLeft
    let box = addAutoLayoutView(to: root)
    let tail = addAutoLayoutView(to: root)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -180),
      tail.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 10),
      tail.widthAnchor.constraint(equalToConstant: 50),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
      tail.topAnchor.constraint(equalTo: root.topAnchor),
      tail.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    expectFrame(box.frame, 180, 0, 100, 10)
    expectFrame(tail.frame, 120, 0, 50, 10)

  }

  /// "After" is the trailing direction (reference §2.2): 8 pt to the left in RTL.
  @Test func systemSpacingAfterFollowsTheLayoutDirection() {
    let root = makeRoot(width: 300, height: 100)
    root.semanticContentAttribute = .forceRightToLeft
    let label = addAutoLayoutView(to: root)
    let button = addAutoLayoutView(to: root)
    NSLayoutConstraint.activate([
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      label.widthAnchor.constraint(equalToConstant: 100),
      button.leadingAnchor.constraint(
        equalToSystemSpacingAfter: label.trailingAnchor, multiplier: 1),
      button.widthAnchor.constraint(equalToConstant: 50),
      label.topAnchor.constraint(equalTo: root.topAnchor),
      label.heightAnchor.constraint(equalToConstant: 10),
      button.topAnchor.constraint(equalTo: root.topAnchor),
      button.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    expectFrame(label.frame, 0, 0, 100, 10)
    expectFrame(button.frame, -58, 0, 50, 10)

  }

  @Test func leadingMarginFlips() {
    let root = makeRoot(width: 300, height: 100)
    root.layoutMargins = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 30)
    root.semanticContentAttribute = .forceRightToLeft
    #expect(
      root.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10))
    let box = addAutoLayoutView(to: root)
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: box, attribute: .leading, relatedBy: .equal, toItem: root,
        attribute: .leadingMargin, multiplier: 1, constant: 0),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    expectFrame(box.frame, 170, 0, 100, 10)
    let guide = root.layoutMarginsGuide
    let tail = addAutoLayoutView(to: root)
    NSLayoutConstraint.activate([
      tail.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      tail.widthAnchor.constraint(equalToConstant: 50),
      tail.topAnchor.constraint(equalTo: root.topAnchor),
      tail.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    expectFrame(tail.frame, 10, 0, 50, 10)
  }

  @Test func directionalMarginsMapByDirection() {
    let root = makeRoot()
    root.semanticContentAttribute = .forceRightToLeft
    root.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(root.layoutMargins == UIEdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
  }

  /// The direction of the view holding the constraint decides (reference §1.6.3): a
  /// constraint between two children of an RTL container flips even if a child is LTR.
  @Test func theHoldingViewDecides() {
    let root = makeRoot(width: 300, height: 100)
    let container = addAutoLayoutView(to: root)
    container.semanticContentAttribute = .forceRightToLeft
    NSLayoutConstraint.activate(pin(container, in: root, 0, 0, 300, 100))
    let child = addAutoLayoutView(to: container)
    child.semanticContentAttribute = .forceLeftToRight
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      child.widthAnchor.constraint(equalToConstant: 40),
      child.topAnchor.constraint(equalTo: container.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    expectFrame(child.frame, 260, 0, 40, 10)
  }

  /// A subtree that joins a window in one piece, with left-to-right and right-to-left
  /// containers one after another: each container's constraints follow its own direction
  /// (the engine reads a direction once per container while a subtree joins).
  @Test func aJoiningSubtreeMirrorsEachContainerByItsOwnDirection() {
    let (window, root) = makePhoneWindow()
    let panel = UIView()
    panel.translatesAutoresizingMaskIntoConstraints = false
    var boxes: [UIView] = []
    var constraints = [
      panel.topAnchor.constraint(equalTo: root.topAnchor),
      panel.leftAnchor.constraint(equalTo: root.leftAnchor),
      panel.widthAnchor.constraint(equalToConstant: 300),
      panel.heightAnchor.constraint(equalToConstant: 200),
    ]
    for (index, attribute) in [
      UISemanticContentAttribute.unspecified, .forceRightToLeft, .forceLeftToRight,
      .forceRightToLeft,
    ].enumerated() {
      let container = addAutoLayoutView(to: panel)
      container.semanticContentAttribute = attribute
      let box = addAutoLayoutView(to: container)
      boxes.append(box)
      constraints += pin(container, in: panel, 0, CGFloat(index) * 50, 300, 50)
      constraints += [
        box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
        box.widthAnchor.constraint(equalToConstant: 40),
        box.topAnchor.constraint(equalTo: container.topAnchor),
        box.heightAnchor.constraint(equalToConstant: 20),
      ]
    }
    NSLayoutConstraint.activate(constraints.filter { $0.firstItem !== panel })
    root.addSubview(panel)
    NSLayoutConstraint.activate(constraints.filter { $0.firstItem === panel })
    window.layoutIfNeeded()
    expectFrame(boxes[0].frame, 10, 0, 40, 20)
    expectFrame(boxes[1].frame, 250, 0, 40, 20)
    expectFrame(boxes[2].frame, 10, 0, 40, 20)
    expectFrame(boxes[3].frame, 250, 0, 40, 20)
  }

  /// A view whose code, run while its subtree joins a window (its intrinsic size is read to
  /// install its content size), makes its container right-to-left: the container's
  /// constraints are expressed again in the new direction, none in the one read before.
  @Test func aDirectionChangedWhileASubtreeJoinsIsReadAgain() {
    final class FlippingView: UIView {
      weak var flips: UIView?
      override var intrinsicContentSize: CGSize {
        if let flips, flips.semanticContentAttribute != .forceRightToLeft {
          flips.semanticContentAttribute = .forceRightToLeft
        }
        return CGSize(width: 30, height: 20)
      }
    }
    let (window, root) = makePhoneWindow()
    let container = UIView()
    container.translatesAutoresizingMaskIntoConstraints = false
    let box = addAutoLayoutView(to: container)
    let flipping = FlippingView()
    flipping.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(flipping)
    flipping.flips = container
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      box.widthAnchor.constraint(equalToConstant: 40),
      box.topAnchor.constraint(equalTo: container.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 20),
      flipping.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 60),
      flipping.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    root.addSubview(container)
    NSLayoutConstraint.activate(pin(container, in: root, 0, 0, 300, 50))
    window.layoutIfNeeded()
    #expect(container.semanticContentAttribute == .forceRightToLeft)
    expectFrame(box.frame, 250, 0, 40, 20)
    expectFrame(flipping.frame, 210, 0, 30, 20)
  }
}
