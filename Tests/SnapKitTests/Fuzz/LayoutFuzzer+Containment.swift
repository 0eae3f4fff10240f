import Foundation
import OpenUIKit

@testable import OpenUIKit

/// The containment steps: child controllers are added (their views pinned by constraints or
/// placed by frames, sometimes with a grandchild), removed, and given bar and additional
/// insets, under the existing invariants, plus: every child whose view is in the window has
/// appeared, every removed one has disappeared, and each child's safe area is what its
/// position, its container's bars and its additional insets make it.
extension LayoutFuzzer {
  func containmentOperation() {
    switch random.below(4) {
    case 0, 1: addChildController()
    case 2: removeChildController()
    default:
      guard let child = childControllers.last else { return }
      let insets = random.pick([
        UIEdgeInsets.zero, UIEdgeInsets(top: 44, left: 0, bottom: 49, right: 0),
        UIEdgeInsets(top: 96, left: 0, bottom: 0, right: 0),
      ])
      if random.chance(500) {
        child.containerSafeAreaInsets = insets
      } else {
        child.additionalSafeAreaInsets = insets
      }
    }
  }

  /// A child controller of the root (or of the last child), at most four.
  func addChildController() {
    guard childControllers.count < 4 else { return }
    let parent =
      childControllers.isEmpty || random.chance(700) ? controller : childControllers.last!
    let child = UIViewController()
    parent.addChild(child)
    let childView = child.view!
    if random.chance(500) {
      childView.frame = CGRect(
        x: 0, y: CGFloat(random.below(400)), width: 393, height: CGFloat(40 + random.below(400)))
      parent.view.addSubview(childView)
    } else {
      childView.translatesAutoresizingMaskIntoConstraints = false
      parent.view.addSubview(childView)
      let pins = [
        childView.leadingAnchor.constraint(equalTo: parent.view.leadingAnchor),
        childView.trailingAnchor.constraint(equalTo: parent.view.trailingAnchor),
        childView.topAnchor.constraint(
          equalTo: parent.view.topAnchor, constant: CGFloat(random.below(300))),
        childView.heightAnchor.constraint(equalToConstant: CGFloat(50 + random.below(300))),
      ]
      NSLayoutConstraint.activate(pins)
      constraints.append(contentsOf: pins)
    }
    child.didMove(toParent: parent)
    childControllers.append(child)
  }

  /// Removes the last child (and so its own children's views with its view).
  func removeChildController() {
    guard let child = childControllers.popLast() else { return }
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    removedChildControllers.append(child)
    if removedChildControllers.count > 4 { removedChildControllers.removeFirst() }
  }

  /// After a layout: the appearance states and the safe areas of the children.
  func checkChildControllers() {
    for child in childControllers {
      let inWindow = child.view.window != nil
      if inWindow, child.appearanceState != .appeared {
        violations.append("step \(stepIndex): child in the window is \(child.appearanceState)")
      }
      guard let superview = child.view.superview else { continue }
      let base = child.view.safeAreaOverlap(with: superview)
      let bars = child.containerSafeAreaInsets
      let extra = child.additionalSafeAreaInsets
      let expected = UIEdgeInsets(
        top: base.top + bars.top + extra.top, left: base.left + bars.left + extra.left,
        bottom: base.bottom + bars.bottom + extra.bottom,
        right: base.right + bars.right + extra.right)
      let actual = child.view.safeAreaInsets
      let off = [
        actual.top - expected.top, actual.left - expected.left,
        actual.bottom - expected.bottom, actual.right - expected.right,
      ]
      if !off.allSatisfy({ abs($0) < 0.001 }) {
        violations.append(
          "step \(stepIndex): child safe area \(actual), expected \(expected); frame "
            + "\(child.view.frame) in \(superview.bounds) with \(superview.safeAreaInsets)")
      }
      for value in [actual.top, actual.bottom] {
        digest = (digest ^ (value * 1000).rounded().bitPattern) &* 0x100_0000_01B3
      }
    }
    for child in removedChildControllers where child.appearanceState != .disappeared {
      violations.append("step \(stepIndex): removed child is \(child.appearanceState)")
    }
  }
}
