import Foundation
import OpenUIKit
import Testing

/// Layout margins and the system layout guides: `layoutMarginsGuide`, `safeAreaLayoutGuide`
/// and `readableContentGuide` (reference §1.3, §4.6–4.8).
@MainActor
@Suite struct LayoutMarginsAndGuidesTests: LayoutBehaviorSuite {
  @Test func defaultMarginsAreEightPoints() {
    let view = UIView()
    #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(
      view.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
    #expect(view.insetsLayoutMarginsFromSafeArea)
  }

  @Test func marginAttributesInsetByTheMargins() {
    let root = makeRoot(width: 300, height: 200)
    let child = addAutoLayoutView(to: root)
    func margin(_ a: NSLayoutConstraint.Attribute, _ b: NSLayoutConstraint.Attribute)
      -> NSLayoutConstraint
    {
      NSLayoutConstraint(
        item: child, attribute: a, relatedBy: .equal, toItem: root, attribute: b, multiplier: 1,
        constant: 0)
    }
    NSLayoutConstraint.activate([
      margin(.leading, .leadingMargin), margin(.trailing, .trailingMargin),
      margin(.top, .topMargin), margin(.bottom, .bottomMargin),
    ])
    root.layoutIfNeeded()
    expectFrame(child.frame, 8, 8, 284, 184)
    expectFrame(root.layoutMarginsGuide.layoutFrame, 8, 8, 284, 184)
  }

  @Test func marginChangesAreAnnounced() {
    final class Probe: UIView {
      var marginChanges = 0
      var safeAreaChanges = 0
      override func layoutMarginsDidChange() { marginChanges += 1 }
      override func safeAreaInsetsDidChange() { safeAreaChanges += 1 }
    }
    let (window, root) = makePhoneWindow()
    let probe = Probe()
    probe.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(probe)
    NSLayoutConstraint.activate(pin(probe, in: root, 0, 0, 100, 100))
    window.layoutIfNeeded()
    #expect(probe.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
    #expect(probe.safeAreaChanges >= 1)
    let before = probe.marginChanges
    probe.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(probe.marginChanges == before + 1)
  }

  @Test func leftRightMarginAndCenterWithinMargins() {
    let root = makeRoot(width: 300, height: 200)
    root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    let child = addAutoLayoutView(to: root)
    let dot = addAutoLayoutView(to: root)
    func constraint(
      _ view: UIView, _ a: NSLayoutConstraint.Attribute, _ b: NSLayoutConstraint.Attribute
    ) -> NSLayoutConstraint {
      NSLayoutConstraint(
        item: view, attribute: a, relatedBy: .equal, toItem: root, attribute: b, multiplier: 1,
        constant: 0)
    }
    NSLayoutConstraint.activate([
      constraint(child, .left, .leftMargin), constraint(child, .right, .rightMargin),
      constraint(child, .top, .topMargin), constraint(child, .bottom, .bottomMargin),
      constraint(dot, .centerX, .centerXWithinMargins),
      constraint(dot, .centerY, .centerYWithinMargins),
      dot.widthAnchor.constraint(equalToConstant: 10),
      dot.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    expectFrame(child.frame, 20, 10, 240, 160)
    expectFrame(dot.frame, 135, 85, 10, 10)
  }

  @Test func marginsGuideFollowsCustomAndChangedMargins() {
    let root = makeRoot(width: 300, height: 200)
    root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    let guide = root.layoutMarginsGuide
    #expect(guide.owningView === root)
    #expect(guide.identifier == "UIViewLayoutMarginsGuide")
    let child = addAutoLayoutView(to: root)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      child.topAnchor.constraint(equalTo: guide.topAnchor),
      child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    root.layoutIfNeeded()
    expectFrame(guide.layoutFrame, 20, 10, 240, 160)
    expectFrame(child.frame, 20, 10, 240, 160)
    root.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(root.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    root.layoutIfNeeded()
    expectFrame(child.frame, 2, 1, 294, 196)
  }

  @Test func marginsOfTheItemItselfAreUsed() {
    let root = makeRoot(width: 300, height: 200)
    let card = addAutoLayoutView(to: root)
    card.layoutMargins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    let content = addAutoLayoutView(to: card)
    NSLayoutConstraint.activate(pin(card, in: root, 10, 10, 200, 100))
    NSLayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
      content.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
      content.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    expectFrame(content.frame, 16, 16, 168, 20)
  }

  @Test func safeAreaOfARootViewControllerView() {
    let (window, root) = makePhoneWindow()
    #expect(window.safeAreaInsets == .zero)
    #expect(root.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let guide = root.safeAreaLayoutGuide
    #expect(guide.owningView === root)
    let content = addAutoLayoutView(to: root)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: guide.topAnchor),
      content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
    ])
    window.layoutIfNeeded()
    expectFrame(guide.layoutFrame, 0, 59, 393, 759)
    expectFrame(content.frame, 16, 59, 361, 759)
  }

  @Test func additionalSafeAreaInsetsChangesAfterLayout() {
    let log = EventLog()
    let controller = RecordingViewController(log: log)
    let (window, root) = makePhoneWindow(controller)
    let content = addAutoLayoutView(to: root)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    window.layoutIfNeeded()
    log.events.removeAll()
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0)
    window.layoutIfNeeded()
    #expect(root.safeAreaInsets == UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0))
    expectFrame(content.frame, 0, 100, 393, 752)
    #expect(log.events.contains("vc.viewSafeAreaInsetsDidChange"))
  }

  @Test func screenWindowsAddTheScreensSafeArea() {
    let window = UIWindow(screen: .iPhone15Pro)
    #expect(window.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let controller = UIViewController()
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
    expectFrame(controller.view.safeAreaLayoutGuide.layoutFrame, 0, 103, 393, 715)
  }

  /// A plain subview's safe area is the overlap of its frame with its superview's (reference
  /// §4.6.3: 20 pt below a 59 pt inset leaves 39).
  @Test func subviewSafeAreaIsTheOverlap() {
    let (window, root) = makePhoneWindow()
    let inset = addAutoLayoutView(to: root)
    let flush = addAutoLayoutView(to: root)
    NSLayoutConstraint.activate(pin(inset, in: root, 0, 20, 393, 100))
    NSLayoutConstraint.activate(pin(flush, in: root, 0, 0, 393, 852))
    window.layoutIfNeeded()
    #expect(inset.safeAreaInsets == UIEdgeInsets(top: 39, left: 0, bottom: 0, right: 0))
    #expect(flush.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let inner = addAutoLayoutView(to: inset)
    NSLayoutConstraint.activate([
      inner.topAnchor.constraint(equalTo: inset.safeAreaLayoutGuide.topAnchor),
      inner.leadingAnchor.constraint(equalTo: inset.leadingAnchor),
      inner.widthAnchor.constraint(equalToConstant: 10),
      inner.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    expectFrame(inner.frame, 0, 39, 10, 10)
  }

  @Test func marginsIgnoreTheSafeAreaWhenAsked() {
    let (window, root) = makePhoneWindow()
    let full = addAutoLayoutView(to: root)
    full.insetsLayoutMarginsFromSafeArea = false
    NSLayoutConstraint.activate(pin(full, in: root, 0, 0, 393, 852))
    let content = addAutoLayoutView(to: full)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: full.layoutMarginsGuide.topAnchor),
      content.leadingAnchor.constraint(equalTo: full.layoutMarginsGuide.leadingAnchor),
      content.widthAnchor.constraint(equalToConstant: 10),
      content.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(full.safeAreaInsets.top == 59)
    expectFrame(content.frame, 8, 8, 10, 10)
  }

  /// On an iPhone-width view the readable content guide is the margins guide (reference
  /// §4.8.1).
  @Test func readableContentGuideEqualsTheMarginsOnAPhone() {
    let root = makeRoot(width: 393, height: 300)
    let text = addAutoLayoutView(to: root)
    let guide = root.readableContentGuide
    #expect(guide.owningView === root)
    NSLayoutConstraint.activate([
      text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      text.topAnchor.constraint(equalTo: guide.topAnchor),
      text.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    root.layoutIfNeeded()
    expectFrame(guide.layoutFrame, 8, 8, 377, 284)
    #expect(guide.layoutFrame == root.layoutMarginsGuide.layoutFrame)
    expectFrame(text.frame, 8, 8, 377, 284)
  }

  @Test func systemGuidesAreCreatedOnce() {
    let view = UIView()
    #expect(view.layoutMarginsGuide === view.layoutMarginsGuide)
    #expect(view.safeAreaLayoutGuide === view.safeAreaLayoutGuide)
    #expect(view.readableContentGuide === view.readableContentGuide)
    #expect(view.safeAreaLayoutGuide !== view.layoutMarginsGuide)
  }
}
