import Foundation
import OpenUIKit
import Testing

/// No reference cycles: windows, views, guides and constraints are freed once the app drops
/// them (issue 3: "no reference cycle keeps views or constraints alive").
@MainActor
@Suite struct MemoryTests: LayoutBehaviorSuite {
  /// Weak references to everything a screen made.
  final class Watch {
    weak var window: UIWindow?
    weak var controller: UIViewController?
    var views: [WeakBox<UIView>] = []
    var constraints: [WeakBox<NSLayoutConstraint>] = []
    var guides: [WeakBox<UILayoutGuide>] = []

    var liveViews: Int { views.filter { $0.object != nil }.count }
    var liveConstraints: Int { constraints.filter { $0.object != nil }.count }
    var liveGuides: Int { guides.filter { $0.object != nil }.count }
  }

  final class WeakBox<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
  }

  /// Builds a laid-out screen (window, controller, views with margins, safe-area and custom
  /// guides, intrinsic sizes, active constraints, a constant change) and returns only weak
  /// references to it.
  func buildScreen() -> Watch {
    let watch = Watch()
    let (window, root) = makePhoneWindow()
    let card = addAutoLayoutView(to: root)
    let badge = IntrinsicView(28, 20)
    card.addSubview(badge)
    let manual = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    card.addSubview(manual)
    let guide = UILayoutGuide()
    card.addLayoutGuide(guide)
    let top = card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8)
    let constraints = [
      top,
      card.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
      card.heightAnchor.constraint(equalToConstant: 100),
      badge.trailingAnchor.constraint(equalTo: card.trailingAnchor),
      badge.centerYAnchor.constraint(equalTo: card.centerYAnchor),
      guide.leadingAnchor.constraint(equalTo: manual.trailingAnchor),
      guide.widthAnchor.constraint(equalToConstant: 5),
    ]
    NSLayoutConstraint.activate(constraints)
    window.layoutIfNeeded()
    top.constant = 20
    badge.size = CGSize(width: 40, height: 20)
    badge.invalidateIntrinsicContentSize()
    window.layoutIfNeeded()
    watch.window = window
    watch.controller = window.rootViewController
    watch.views = [window, root, card, badge, manual].map { WeakBox($0) }
    watch.constraints = constraints.map { WeakBox($0) }
    watch.guides = [guide, root.safeAreaLayoutGuide, root.layoutMarginsGuide].map { WeakBox($0) }
    return watch
  }

  @Test func aDroppedScreenIsFreed() {
    let watch = buildScreen()
    #expect(watch.window == nil)
    #expect(watch.controller == nil)
    #expect(watch.liveViews == 0)
    #expect(watch.liveConstraints == 0)
    #expect(watch.liveGuides == 0)
  }

  @Test func aDroppedDetachedTreeIsFreed() {
    let watch = Watch()
    do {
      let root = makeRoot()
      let child = addAutoLayoutView(to: root)
      let constraints = pin(child, in: root, 1, 2, 3, 4)
      NSLayoutConstraint.activate(constraints)
      root.layoutIfNeeded()
      watch.views = [root, child].map { WeakBox($0) }
      watch.constraints = constraints.map { WeakBox($0) }
    }
    #expect(watch.liveViews == 0)
    #expect(watch.liveConstraints == 0)
  }

  /// Removing a view frees it, its subviews and its constraints while the window lives on.
  @Test func aRemovedViewIsFreedWithItsConstraints() {
    let (window, root) = makePhoneWindow()
    let watch = Watch()
    do {
      let card = addAutoLayoutView(to: root)
      let title = IntrinsicView(100, 20)
      card.addSubview(title)
      let constraints =
        pin(card, in: root, 10, 100, 200, 80) + [
          title.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
          title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
        ]
      NSLayoutConstraint.activate(constraints)
      window.layoutIfNeeded()
      card.removeFromSuperview()
      watch.views = [card, title].map { WeakBox($0) }
      watch.constraints = constraints.map { WeakBox($0) }
    }
    window.layoutIfNeeded()
    #expect(watch.liveViews == 0)
    #expect(watch.liveConstraints == 0)
    #expect(root.subviews.isEmpty)
  }

  @Test func aDeactivatedConstraintIsFreed() {
    let (window, root) = makePhoneWindow()
    let view = addAutoLayoutView(to: root)
    NSLayoutConstraint.activate(pin(view, in: root, 0, 0, 10, 10))
    weak var dropped: NSLayoutConstraint?
    do {
      let c = view.widthAnchor.constraint(greaterThanOrEqualToConstant: 5)
      c.isActive = true
      window.layoutIfNeeded()
      c.isActive = false
      dropped = c
    }
    #expect(dropped == nil)
  }

  /// A view that invalidated its intrinsic size and left the window before the next pass.
  @Test func aRemovedViewWithAPendingIntrinsicSizeIsFreed() {
    let (window, root) = makePhoneWindow()
    weak var dropped: UIView?
    do {
      let badge = IntrinsicView(28, 20)
      root.addSubview(badge)
      NSLayoutConstraint.activate([
        badge.topAnchor.constraint(equalTo: root.topAnchor),
        badge.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      ])
      window.layoutIfNeeded()
      badge.size = CGSize(width: 40, height: 20)
      badge.invalidateIntrinsicContentSize()
      badge.removeFromSuperview()
      dropped = badge
    }
    #expect(dropped == nil)

    window.layoutIfNeeded()
    #expect(dropped == nil)
  }

  /// The conflict report of an unsatisfiable layout must not keep the constraints (or, through
  /// them, anything else) alive once the view is gone.
  @Test func constraintsOfAConflictAreFreedWithTheirView() {
    let (window, root) = makePhoneWindow()
    let watch = Watch()
    do {
      let view = addAutoLayoutView(to: root)
      let constraints =
        pin(view, in: root, 0, 0, 100, 10) + [view.widthAnchor.constraint(equalToConstant: 200)]
      _ = LayoutDiagnostics.capture {
        NSLayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
      }
      view.removeFromSuperview()
      watch.views = [WeakBox(view)]
      watch.constraints = constraints.map { WeakBox($0) }
    }
    window.layoutIfNeeded()
    #expect(watch.liveViews == 0)
    #expect(watch.liveConstraints == 0)

  }
}
