import Foundation
import Testing

@testable import OpenUIKit

/// A bar whose container keeps its size when the traits change (a navigation controller in a
/// fixed-size box, rotated) still takes the new height.
@MainActor
@Suite struct BarTraitChangeTests {
  @Test func aNavigationBarInAFixedBoxFollowsTheSizeClass() {
    let window = UIWindow(screen: .iPhone15Pro)
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let navigation = UINavigationController(rootViewController: UIViewController())
    root.addChild(navigation)
    navigation.view.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(navigation.view)
    NSLayoutConstraint.activate([
      navigation.view.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 100),
      navigation.view.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 100),
      navigation.view.widthAnchor.constraint(equalToConstant: 300),
      navigation.view.heightAnchor.constraint(equalToConstant: 300),
    ])
    navigation.didMove(toParent: root)
    window.layoutIfNeeded()
    #expect(navigation.view.frame == CGRect(x: 100, y: 100, width: 300, height: 300))
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 300, height: 44))
    window.rotate(to: .landscapeRight, animated: false)
    window.layoutIfNeeded()
    #expect(navigation.view.frame == CGRect(x: 100, y: 100, width: 300, height: 300))
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 300, height: 32))
    window.rotate(to: .portrait, animated: false)
    window.layoutIfNeeded()
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 300, height: 44))
  }
}
