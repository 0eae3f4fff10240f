import Foundation
import OpenUIKit
import Testing

/// The layout-direction trait decides leading and trailing where no semantic content
/// attribute does: overridden on the window (a right-to-left app, as `LayoutAudit` and
/// previews set it), on a controller, or on a view, and flipping back when the override goes.
@MainActor
@Suite struct LayoutDirectionTraitTests {
  /// A window on the iPhone 15 Pro with a 100-pt box pinned 20 pt from its leading edge.
  func windowWithLeadingBox() -> (UIWindow, UIView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(box)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      box.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 40),
    ])
    window.layoutIfNeeded()
    return (window, box)
  }

  @Test func theWindowsOverrideFlipsLeadingAndBack() {
    let (window, box) = windowWithLeadingBox()
    #expect(box.frame == CGRect(x: 20, y: 100, width: 100, height: 40))
    window.traitOverrides.layoutDirection = .rightToLeft
    #expect(window.traitCollection.layoutDirection == .rightToLeft)
    #expect(box.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    window.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 273, y: 100, width: 100, height: 40))
    window.traitOverrides.remove(UITraitLayoutDirection.self)
    #expect(box.effectiveUserInterfaceLayoutDirection == .leftToRight)
    window.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 20, y: 100, width: 100, height: 40))
  }

  @Test func aSemanticContentAttributeBelowTheOverrideWins() {
    let (window, box) = windowWithLeadingBox()
    let inner = UIView()
    inner.translatesAutoresizingMaskIntoConstraints = false
    box.addSubview(inner)
    NSLayoutConstraint.activate([
      inner.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
      inner.topAnchor.constraint(equalTo: box.topAnchor),
      inner.widthAnchor.constraint(equalToConstant: 30),
      inner.heightAnchor.constraint(equalToConstant: 30),
    ])
    box.semanticContentAttribute = .playback
    window.traitOverrides.layoutDirection = .rightToLeft
    window.layoutIfNeeded()
    // The box follows the window (its constraints are the window's); the inner view's
    // constraints are held by the playback box, which stays left to right.
    #expect(box.frame == CGRect(x: 273, y: 100, width: 100, height: 40))
    #expect(inner.frame == CGRect(x: 10, y: 0, width: 30, height: 30))
    #expect(inner.effectiveUserInterfaceLayoutDirection == .leftToRight)
    box.semanticContentAttribute = .unspecified
    window.layoutIfNeeded()
    #expect(inner.frame == CGRect(x: 60, y: 0, width: 30, height: 30))
  }

  @Test func aControllersOverrideFlipsItsView() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let controller = UIViewController()
    let label = UILabel()
    label.text = "Title"
    label.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 16),
      label.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 80),
      label.widthAnchor.constraint(equalToConstant: 120),
    ])
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(label.frame.minX == 16)
    controller.traitOverrides.layoutDirection = .rightToLeft
    #expect(controller.view.traitCollection.layoutDirection == .rightToLeft)
    window.layoutIfNeeded()
    #expect(label.frame.minX == 257)
    #expect(window.effectiveUserInterfaceLayoutDirection == .leftToRight)
  }
}
