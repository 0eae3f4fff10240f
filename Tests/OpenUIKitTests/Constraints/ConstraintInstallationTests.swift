import Foundation
import OpenUIKit
import Testing

/// Where an activated constraint is installed (the nearest common ancestor of its items) for
/// each kind of pair, and what activation reports about items that are not views or guides.
@MainActor
@Suite struct ConstraintInstallationTests: LayoutBehaviorSuite {
  /// The views of each pair and the view whose `constraints` must hold the constraint.
  @Test func eachPairIsInstalledOnItsNearestCommonAncestor() {
    let root = makeRoot()
    let left = addAutoLayoutView(to: root)
    let right = addAutoLayoutView(to: root)
    let leftChild = addAutoLayoutView(to: left)
    let rightChild = addAutoLayoutView(to: right)
    let pairs: [(UIView, UIView, UIView, String)] = [
      (left, left, left, "a view with itself"),
      (left, root, root, "a view with its superview"),
      (root, left, root, "a view with a subview"),
      (left, right, root, "siblings"),
      (leftChild, rightChild, root, "cousins"),
      (leftChild, root, root, "a view with its grandparent"),
    ]
    for (first, second, container, pair) in pairs {
      let c = first.widthAnchor.constraint(equalTo: second.widthAnchor, multiplier: 0.5)
      c.isActive = true
      #expect(c.isActive, "\(pair)")
      #expect(container.constraints.contains { $0 === c }, "\(pair)")
      let views: [UIView] = [root, left, right, leftChild, rightChild]
      let elsewhere = views.filter { $0 !== container }
      #expect(elsewhere.allSatisfy { view in !view.constraints.contains { $0 === c } }, "\(pair)")
      c.isActive = false
      #expect(!container.constraints.contains { $0 === c }, "\(pair)")
    }
  }

  /// The reasons activation gives for items that are not (or no longer) views or guides.
  @Test func itemsThatAreNotViewsOrGuidesAreNamed() {
    let root = makeRoot()
    let view = addAutoLayoutView(to: root)
    let other = NSObject()
    var gone: NSObject? = NSObject()
    let notAView = NSLayoutConstraint(
      item: view, attribute: .width, relatedBy: .equal, toItem: other, attribute: .width,
      multiplier: 1, constant: 0)
    let freed = NSLayoutConstraint(
      item: view, attribute: .width, relatedBy: .equal, toItem: gone, attribute: .width,
      multiplier: 1, constant: 0)
    gone = nil
    let notAViewFirst = NSLayoutConstraint(
      item: other, attribute: .width, relatedBy: .equal, toItem: view, attribute: .width,
      multiplier: 1, constant: 0)
    let diagnostics = LayoutDiagnostics.capture {
      NSLayoutConstraint.activate([notAView, freed, notAViewFirst])
    }
    var reasons: [String] = []
    for diagnostic in diagnostics {
      if case .invalidConstraint(_, let reason) = diagnostic { reasons.append(reason) }
    }
    #expect(
      reasons == [
        "the second item is not a view or guide", "the second item no longer exists",
        "the first item is missing or not a view or guide",
      ])
    #expect(!notAView.isActive && !freed.isActive && !notAViewFirst.isActive)
    withExtendedLifetime(other) {}
  }

  /// A constraint whose attributes passed at creation is still checked at activation for
  /// what can change since: a second view that was alive then and is gone now.
  @Test func aConstraintCheckedAtCreationIsCheckedAgainForItsItems() {
    let root = makeRoot()
    let view = addAutoLayoutView(to: root)
    var sibling: UIView? = UIView()
    let c = NSLayoutConstraint(
      item: view, attribute: .left, relatedBy: .equal, toItem: sibling, attribute: .right,
      multiplier: 1, constant: 8)
    sibling = nil
    let diagnostics = LayoutDiagnostics.capture { c.isActive = true }
    var reasons: [String] = []
    for diagnostic in diagnostics {
      if case .invalidConstraint(_, let reason) = diagnostic { reasons.append(reason) }
    }
    #expect(reasons == ["the second item no longer exists"])
    #expect(!c.isActive && root.constraints.isEmpty)
  }
}
