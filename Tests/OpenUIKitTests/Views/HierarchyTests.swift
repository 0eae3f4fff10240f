import Foundation
import OpenUIKit
import Testing

/// The view hierarchy: ordering, ancestry, tags, removal with its constraints (reference
/// §1.5.7), coordinate conversion.
@MainActor
@Suite struct HierarchyTests: LayoutBehaviorSuite {
  func ids(_ views: [UIView]) -> [ObjectIdentifier] { views.map(ObjectIdentifier.init) }

  @Test func addSubviewAppendsAndMovesBetweenParents() {
    let a = UIView()
    let b = UIView()
    let child = UIView()
    let other = UIView()
    a.addSubview(child)
    a.addSubview(other)
    #expect(child.superview === a)
    #expect(ids(a.subviews) == ids([child, other]))
    b.addSubview(child)
    #expect(child.superview === b)
    #expect(ids(a.subviews) == ids([other]))
    #expect(ids(b.subviews) == ids([child]))
    a.addSubview(other)  // re-adding moves it to the front (it already is)
    #expect(ids(a.subviews) == ids([other]))
  }

  @Test func insertSubviewAtAboveAndBelow() {
    let parent = UIView()
    let (a, b, c, d, e) = (UIView(), UIView(), UIView(), UIView(), UIView())
    parent.addSubview(a)
    parent.addSubview(b)
    parent.insertSubview(c, at: 0)
    #expect(ids(parent.subviews) == ids([c, a, b]))
    parent.insertSubview(d, aboveSubview: c)
    #expect(ids(parent.subviews) == ids([c, d, a, b]))
    parent.insertSubview(e, belowSubview: b)
    #expect(ids(parent.subviews) == ids([c, d, a, e, b]))
    parent.insertSubview(b, at: 1)  // moving an existing subview
    #expect(ids(parent.subviews) == ids([c, b, d, a, e]))
    #expect(b.superview === parent)
  }

  @Test func bringToFrontAndSendToBack() {
    let parent = UIView()
    let (a, b, c) = (UIView(), UIView(), UIView())
    [a, b, c].forEach(parent.addSubview)
    parent.bringSubviewToFront(a)
    #expect(ids(parent.subviews) == ids([b, c, a]))
    parent.sendSubviewToBack(c)
    #expect(ids(parent.subviews) == ids([c, b, a]))
    parent.bringSubviewToFront(UIView())  // not a subview: nothing happens
    #expect(ids(parent.subviews) == ids([c, b, a]))
  }

  @Test func removeFromSuperview() {
    let parent = UIView()
    let (a, b) = (UIView(), UIView())
    parent.addSubview(a)
    parent.addSubview(b)
    a.removeFromSuperview()
    #expect(a.superview == nil)
    #expect(ids(parent.subviews) == ids([b]))
    a.removeFromSuperview()  // harmless without a superview
    #expect(a.superview == nil)
  }

  @Test func isDescendantOf() {
    let root = UIView()
    let child = UIView()
    let grandchild = UIView()
    let sibling = UIView()
    root.addSubview(child)
    child.addSubview(grandchild)
    root.addSubview(sibling)
    #expect(grandchild.isDescendant(of: grandchild))
    #expect(grandchild.isDescendant(of: child))
    #expect(grandchild.isDescendant(of: root))
    #expect(!grandchild.isDescendant(of: sibling))
    #expect(!root.isDescendant(of: child))
  }

  @Test func viewWithTagSearchesTheSubtreeDepthFirst() {
    let root = UIView()
    let a = UIView()
    let a1 = UIView()
    let b = UIView()
    root.tag = 1
    a1.tag = 7
    b.tag = 7
    root.addSubview(a)
    a.addSubview(a1)
    root.addSubview(b)
    #expect(root.viewWithTag(1) === root)
    #expect(root.viewWithTag(7) === a1)
    #expect(b.viewWithTag(7) === b)
    #expect(root.viewWithTag(42) == nil)
    #expect(a.viewWithTag(1) == nil)
  }

  @Test func windowIsTheRootWindow() {
    let (window, root) = makePhoneWindow()
    let child = UIView()
    #expect(child.window == nil)
    root.addSubview(child)
    #expect(child.window === window)
    #expect(window.window === window)
    child.removeFromSuperview()
    #expect(child.window == nil)
  }

  /// Removing a view deactivates the constraints between its subtree and the rest; those
  /// inside the subtree stay active and work again when it is added elsewhere.
  @Test func removingAViewDeactivatesOnlyConstraintsLeavingItsSubtree() {
    let (window, root) = makePhoneWindow()
    let card = addAutoLayoutView(to: root)
    let title = addAutoLayoutView(to: card)
    let below = addAutoLayoutView(to: root)
    let cardPins = pin(card, in: root, 10, 100, 200, 80)
    let inside = [
      title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
      title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
      title.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
      title.heightAnchor.constraint(equalToConstant: 20),
    ]
    let crossing = [
      below.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
      below.leadingAnchor.constraint(equalTo: card.leadingAnchor),
    ]
    let belowOwn = [
      below.widthAnchor.constraint(equalToConstant: 50),
      below.heightAnchor.constraint(equalToConstant: 50),
    ]
    NSLayoutConstraint.activate(cardPins + inside + crossing + belowOwn)
    window.layoutIfNeeded()
    expectFrame(title.frame, 8, 8, 100, 20)
    expectFrame(below.frame, 10, 132, 50, 50)
    card.removeFromSuperview()
    #expect(
      cardPins.filter { $0.firstAttribute == .width || $0.firstAttribute == .height }
        .allSatisfy { $0.isActive })  // installed on the card itself
    #expect(
      cardPins.filter { $0.firstAttribute == .left || $0.firstAttribute == .top }
        .allSatisfy { !$0.isActive })
    #expect(inside.allSatisfy { $0.isActive })
    #expect(crossing.allSatisfy { !$0.isActive })
    #expect(belowOwn.allSatisfy { $0.isActive })
    #expect(root.constraints.allSatisfy { c in !(crossing + cardPins).contains { $0 === c } })
    let host = addAutoLayoutView(to: root)
    NSLayoutConstraint.activate(pin(host, in: root, 0, 300, 393, 200))
    host.addSubview(card)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 20),
      card.topAnchor.constraint(equalTo: host.topAnchor, constant: 30),
    ])
    window.layoutIfNeeded()
    expectFrame(card.frame, 20, 30, 200, 80)
    expectFrame(title.frame, 8, 8, 100, 20)
  }

  @Test func constraintsToAGuideOfARemovedViewAreDeactivated() {
    let (window, root) = makePhoneWindow()
    let card = addAutoLayoutView(to: root)
    let outside = addAutoLayoutView(to: root)
    NSLayoutConstraint.activate(pin(card, in: root, 0, 0, 100, 100))
    let toGuide = outside.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor)
    NSLayoutConstraint.activate([toGuide] + pin(outside, in: root, 0, 200, 10, 10).dropFirst())
    window.layoutIfNeeded()
    expectFrame(outside.frame, 8, 200, 10, 10)
    card.removeFromSuperview()
    #expect(!toGuide.isActive)
  }

  /// A laid-out subtree moves to another window with its inner constraints.
  @Test func aSubtreeMovesBetweenWindows() {
    let (firstWindow, firstRoot) = makePhoneWindow()
    let (secondWindow, secondRoot) = makePhoneWindow()
    let card = addAutoLayoutView(to: firstRoot)
    let title = addAutoLayoutView(to: card)
    let position = pin(card, in: firstRoot, 10, 100, 200, 80)
    NSLayoutConstraint.activate(position + pin(title, in: card, 8, 8, 50, 20))
    firstWindow.layoutIfNeeded()
    secondRoot.addSubview(card)
    #expect(
      position.allSatisfy {
        $0.firstAttribute == .width || $0.firstAttribute == .height ? $0.isActive : !$0.isActive
      })
    NSLayoutConstraint.activate([
      card.trailingAnchor.constraint(equalTo: secondRoot.trailingAnchor),
      card.bottomAnchor.constraint(equalTo: secondRoot.bottomAnchor),
    ])
    secondWindow.layoutIfNeeded()
    firstWindow.layoutIfNeeded()
    expectFrame(card.frame, 193, 772, 200, 80)
    expectFrame(title.frame, 8, 8, 50, 20)
    #expect(card.window === secondWindow)
    #expect(firstRoot.subviews.isEmpty)
  }

  /// A tree laid out on its own (its own engine) joins a window.
  @Test func aDetachedLaidOutTreeJoinsAWindow() {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
    let title = addAutoLayoutView(to: card)
    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
      title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
      title.centerYAnchor.constraint(equalTo: card.centerYAnchor),
      title.heightAnchor.constraint(equalToConstant: 20),
    ])
    card.layoutIfNeeded()
    expectFrame(title.frame, 8, 30, 184, 20)
    let (window, root) = makePhoneWindow()
    card.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(card)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      card.heightAnchor.constraint(equalToConstant: 100),
    ])
    let diagnostics = LayoutDiagnostics.capture { window.layoutIfNeeded() }
    #expect(diagnostics.isEmpty)
    expectFrame(card.frame, 0, 59, 393, 100)
    expectFrame(title.frame, 8, 40, 377, 20)
  }

  @Test func pointConversionBetweenNestedViews() {
    let root = makeRoot(width: 400, height: 400)
    let a = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
    let b = UIView(frame: CGRect(x: 5, y: 7, width: 50, height: 50))
    let c = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
    root.addSubview(a)
    a.addSubview(b)
    root.addSubview(c)
    #expect(b.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 16, y: 29))
    #expect(b.convert(CGPoint(x: 1, y: 2), to: a) == CGPoint(x: 6, y: 9))
    #expect(b.convert(CGPoint(x: 1, y: 2), to: c) == CGPoint(x: -84, y: -71))
    #expect(root.convert(CGPoint(x: 16, y: 29), to: b) == CGPoint(x: 1, y: 2))
    #expect(b.convert(CGPoint(x: 16, y: 29), from: root) == CGPoint(x: 1, y: 2))
    #expect(c.convert(CGPoint(x: 1, y: 2), from: b) == CGPoint(x: -84, y: -71))
    #expect(b.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 16, y: 29))
    #expect(b.convert(CGPoint(x: 16, y: 29), from: nil) == CGPoint(x: 1, y: 2))
  }

  @Test func rectConversionAndBoundsOrigin() {
    let root = makeRoot(width: 400, height: 400)
    let scroller = UIView(frame: CGRect(x: 0, y: 50, width: 400, height: 300))
    scroller.bounds.origin = CGPoint(x: 0, y: 120)  // scrolled down by 120
    let row = UIView(frame: CGRect(x: 10, y: 200, width: 380, height: 44))
    root.addSubview(scroller)
    scroller.addSubview(row)
    #expect(row.convert(row.bounds, to: root) == CGRect(x: 10, y: 130, width: 380, height: 44))
    #expect(
      root.convert(CGRect(x: 10, y: 130, width: 380, height: 44), to: row)
        == CGRect(x: 0, y: 0, width: 380, height: 44))
    #expect(
      scroller.convert(CGRect(x: 0, y: 0, width: 1, height: 1), from: row)
        == CGRect(x: 10, y: 200, width: 1, height: 1))
    #expect(scroller.convert(CGPoint.zero, to: root) == CGPoint(x: 0, y: -70))
  }

  /// Conversions go through each view's transform (about its centre), as frames do.
  @Test func conversionAppliesTransforms() {
    let root = makeRoot(width: 400, height: 400)
    let scaled = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    root.addSubview(scaled)
    scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(scaled.frame == CGRect(x: 50, y: 50, width: 200, height: 200))
    #expect(scaled.convert(CGPoint(x: 10, y: 0), to: root) == CGPoint(x: 70, y: 50))
    #expect(
      scaled.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: root)
        == CGRect(x: 50, y: 50, width: 20, height: 20))
    #expect(root.convert(CGPoint(x: 70, y: 50), to: scaled) == CGPoint(x: 10, y: 0))

  }

  @Test func conversionUsesSolvedFrames() {
    let (window, root) = makePhoneWindow()
    let card = addAutoLayoutView(to: root)
    let dot = addAutoLayoutView(to: card)
    NSLayoutConstraint.activate(pin(card, in: root, 20, 100, 200, 100))
    NSLayoutConstraint.activate(pin(dot, in: card, 30, 40, 10, 10))
    window.layoutIfNeeded()
    #expect(dot.convert(CGPoint.zero, to: nil) == CGPoint(x: 50, y: 140))
    #expect(window.convert(CGPoint(x: 50, y: 140), to: dot) == .zero)
  }

  @Test func moveCallbacks() {
    final class Probe: UIView {
      var superviewMoves = 0
      var windowMoves = 0
      override func didMoveToSuperview() { superviewMoves += 1 }
      override func didMoveToWindow() { windowMoves += 1 }
    }
    let (window, root) = makePhoneWindow()
    let probe = Probe()
    let holder = UIView()
    holder.addSubview(probe)
    #expect(probe.superviewMoves == 1)
    #expect(probe.windowMoves == 0)
    root.addSubview(holder)
    #expect(probe.windowMoves == 1)
    #expect(probe.window === window)
    probe.removeFromSuperview()
    #expect(probe.superviewMoves == 2)
    #expect(probe.window == nil)
    #expect(probe.windowMoves == 2)

  }
}
