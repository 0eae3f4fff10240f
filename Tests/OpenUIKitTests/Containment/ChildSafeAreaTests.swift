import Foundation
import Testing

@testable import OpenUIKit

/// A child controller's view gets its safe area from where it sits in its parent's view,
/// plus what a container's bars cover, plus its own additional insets.
@MainActor
@Suite struct ChildSafeAreaTests {
  func host() -> (UIWindow, UIViewController) {
    let window = UIWindow(screen: .iPhone15Pro)
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    return (window, root)
  }

  @Test func aFullScreenChildGetsTheWindowsInsets() {
    let (window, root) = host()
    let child = UIViewController()
    root.addChild(child)
    child.view.frame = root.view.bounds
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    window.layoutIfNeeded()
    #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
  }

  @Test func aChildLowerDownGetsTheOverlapOnly() {
    // A full-width child at y = 20 overlaps 39 pt of the 59 pt top inset (uikit-apps §1.2).
    let (window, root) = host()
    let child = UIViewController()
    root.addChild(child)
    root.view.addSubview(child.view)
    child.view.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      child.view.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 20),
      child.view.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
      child.view.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
      child.view.heightAnchor.constraint(equalToConstant: 300),
    ])
    child.didMove(toParent: root)
    window.layoutIfNeeded()
    #expect(child.view.frame == CGRect(x: 0, y: 20, width: 393, height: 300))
    #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 39, left: 0, bottom: 0, right: 0))
  }

  @Test func containerInsetsAndAdditionalInsetsAddUp() {
    let (window, root) = host()
    let child = UIViewController()
    root.addChild(child)
    child.view.frame = root.view.bounds
    child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    child.containerSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 49, right: 0)
    child.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    let label = UILabel()
    label.text = "Under the bar"
    label.translatesAutoresizingMaskIntoConstraints = false
    child.view.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: child.view.safeAreaLayoutGuide.topAnchor),
      label.leadingAnchor.constraint(equalTo: child.view.safeAreaLayoutGuide.leadingAnchor),
    ])
    window.layoutIfNeeded()
    #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 113, left: 0, bottom: 83, right: 0))
    #expect(abs(label.frame.minY - 113) < 0.001)
    child.containerSafeAreaInsets = .zero
    window.layoutIfNeeded()
    #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 69, left: 0, bottom: 34, right: 0))
    #expect(abs(label.frame.minY - 69) < 0.001)
  }

  /// Found by the fuzzer: the parent's size changes but its insets do not (a rotation of a
  /// window without insets, whose root adds its own): the child's overlap is measured again.
  @Test func aChildFollowsItsParentsSizeWhenTheParentsInsetsStayTheSame() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let root = UIViewController()
    root.additionalSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    window.rootViewController = root
    window.makeKeyAndVisible()
    let child = UIViewController()
    root.addChild(child)
    child.view.frame = CGRect(x: 0, y: 187, width: 393, height: 413)
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    window.layoutIfNeeded()
    #expect(child.view.safeAreaInsets == .zero)
    window.rotate(to: .landscapeLeft, animated: false)
    window.layoutIfNeeded()
    #expect(root.view.bounds.size == CGSize(width: 852, height: 393))
    #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
  }

  @Test func childTraitsComeFromTheParentBeforeTheViewIsShown() {
    let parent = UIViewController()
    parent.traitOverrides.userInterfaceStyle = .dark
    let child = UIViewController()
    parent.addChild(child)
    #expect(child.traitCollection.userInterfaceStyle == .dark)
  }
}
