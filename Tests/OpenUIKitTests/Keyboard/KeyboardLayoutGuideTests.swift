import Foundation
import Testing

@testable import OpenUIKit

/// `keyboardLayoutGuide` at rest and with the keyboard shown, its defaults and its tracking
/// constraints.
@MainActor
@Suite struct KeyboardLayoutGuideTests {
  @Test func theGuideRestsOnTheSafeAreaBottomOfAniPhone15Pro() {
    withVirtualAnimation { _, _ in
      let window = makeKeyboardWindow(.iPhone15Pro)
      let view = window.rootViewController!.view!
      let guide = view.keyboardLayoutGuide
      #expect(view.keyboardLayoutGuide === guide)
      #expect(guide.owningView === view)
      #expect(guide.identifier == "UIViewKeyboardLayoutGuide")
      #expect(guide.followsUndockedKeyboard == false)
      #expect(guide.usesBottomSafeArea == true)
      #expect(guide.keyboardDismissPadding == 0)
      #expect(view.layoutGuides.contains { $0 === guide })
      // Unused by constraints, the guide's frame follows from the view.
      #expect(guide.layoutFrame == CGRect(x: 0, y: 818, width: 393, height: 34))
      let box = UIView()
      box.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(box)
      NSLayoutConstraint.activate([
        box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        box.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        box.heightAnchor.constraint(equalToConstant: 20),
        box.bottomAnchor.constraint(equalTo: guide.topAnchor),
      ])
      window.layoutIfNeeded()
      #expect(guide.layoutFrame == CGRect(x: 0, y: 818, width: 393, height: 34))
      #expect(box.frame == CGRect(x: 0, y: 798, width: 393, height: 20))
      #expect(window.simulatedKeyboardFrame == nil)
    }
  }

  @Test func theGuideOfAniPhoneSEHasNoHeightAtRest() {
    withVirtualAnimation { _, _ in
      let window = makeKeyboardWindow(.iPhoneSE)
      let view = window.rootViewController!.view!
      window.layoutIfNeeded()
      #expect(view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 667, width: 375, height: 0))
    }
  }

  @Test func withoutTheSafeAreaTheGuideRestsOnTheViewBottom() {
    withVirtualAnimation { _, _ in
      let window = makeKeyboardWindow(.iPhone15Pro)
      let view = window.rootViewController!.view!
      let guide = view.keyboardLayoutGuide
      guide.usesBottomSafeArea = false
      #expect(guide.layoutFrame == CGRect(x: 0, y: 852, width: 393, height: 0))
      window.simulateKeyboard(animated: false)
      #expect(guide.layoutFrame == CGRect(x: 0, y: 516, width: 393, height: 336))
    }
  }

  /// A subview's guide is in its own coordinates: the keyboard's top converted, and never
  /// above the view's top.
  @Test func aSubviewGuideConvertsAndClampsTheKeyboardTop() {
    withVirtualAnimation { _, _ in
      let window = makeKeyboardWindow(.iPhone15Pro)
      let view = window.rootViewController!.view!
      let panel = UIView(frame: CGRect(x: 20, y: 400, width: 300, height: 300))
      view.addSubview(panel)
      let low = UIView(frame: CGRect(x: 0, y: 600, width: 393, height: 100))
      view.addSubview(low)
      window.layoutIfNeeded()
      // At rest: the panel has no bottom safe area (it ends at 700, above 818).
      #expect(panel.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 300, width: 300, height: 0))
      window.simulateKeyboard(animated: false)
      #expect(
        panel.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 116, width: 300, height: 184))
      #expect(low.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 393, height: 100))
      window.simulateKeyboardDismissal(animated: false)
      #expect(panel.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 300, width: 300, height: 0))
    }
  }

  /// Edge constraints apply only while the guide follows undocked keyboards; the docked
  /// keyboard is near the bottom and away from the other edges.
  @Test func trackingConstraintsFollowTheDockedKeyboard() {
    withVirtualAnimation { _, _ in
      let window = makeKeyboardWindow(.iPhone15Pro)
      let view = window.rootViewController!.view!
      let box = UIView()
      box.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(box)
      let guide = view.keyboardLayoutGuide
      let near = box.heightAnchor.constraint(equalToConstant: 10)
      let awayTop = box.widthAnchor.constraint(equalToConstant: 20)
      let awayBottom = box.widthAnchor.constraint(equalToConstant: 30)
      guide.setConstraints([near], activeWhenNearEdge: .bottom)
      guide.setConstraints([awayTop], activeWhenAwayFrom: .top)
      guide.setConstraints([awayBottom], activeWhenAwayFrom: .bottom)
      #expect(guide.constraintsActiveWhenNear(.bottom) == [near])
      #expect(guide.constraintsActiveWhenAwayFrom(.top) == [awayTop])
      #expect(!near.isActive && !awayTop.isActive && !awayBottom.isActive)
      guide.followsUndockedKeyboard = true
      #expect(near.isActive && awayTop.isActive && !awayBottom.isActive)
      guide.removeAllTrackedConstraints()
      #expect(!near.isActive && !awayTop.isActive)
      #expect(guide.constraintsActiveWhenNear(.bottom).isEmpty)
    }
  }

  @Test func theGuidePrintsAsUIKitsKeyboardGuide() {
    withVirtualAnimation { _, _ in
      let window = makeKeyboardWindow(.iPhone15Pro)
      let view = window.rootViewController!.view!
      let box = UIView()
      box.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(box)
      let c = box.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)
      c.isActive = true
      window.layoutIfNeeded()
      #expect(c.description.contains("UIKeyboardLayoutGuide:0x"))
      #expect(c.description.contains("'UIViewKeyboardLayoutGuide'.top"))
      #expect(view.keyboardLayoutGuide.description.hasPrefix("<UIKeyboardLayoutGuide: 0x"))
      #expect(
        view.keyboardLayoutGuide.description.hasSuffix(
          " - UIViewKeyboardLayoutGuide, layoutFrame = {{0, 818}, {393, 34}}>"))
    }
  }
}
