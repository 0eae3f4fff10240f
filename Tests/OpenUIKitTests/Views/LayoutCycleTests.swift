import Foundation
import OpenUIKit
import Testing

/// The layout cycle (reference §4.1–4.3): update constraints bottom-up, layout top-down,
/// frames written in superview coordinates when a pass runs.
@MainActor
@Suite struct LayoutCycleTests: LayoutBehaviorSuite {
  /// A badge whose corner radius is half its solved height (sample C4).
  final class Badge: UIView {
    var content = CGSize(width: 28, height: 20)
    var boundsSeen: [CGSize] = []

    override init(frame: CGRect) {
      super.init(frame: frame)
      translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize { content }

    override func layoutSubviews() {
      super.layoutSubviews()
      boundsSeen.append(bounds.size)
      layer.cornerRadius = bounds.height / 2
    }
  }

  /// A view whose width constraint is brought up to date in `updateConstraints()`.
  final class UpdatingView: UIView {
    var wantedWidth: CGFloat = 50
    var widthConstraint: NSLayoutConstraint?
    var updates = 0

    override func updateConstraints() {
      updates += 1
      if widthConstraint == nil {
        let c = widthAnchor.constraint(equalToConstant: wantedWidth)
        c.isActive = true
        widthConstraint = c
      } else {
        widthConstraint?.constant = wantedWidth
      }
      super.updateConstraints()
    }
  }

  @Test func framesChangeOnlyWhenAPassRuns() {
    let root = makeRoot()
    let box = addAutoLayoutView(to: root)
    let constraints = pin(box, in: root, 10, 10, 50, 50)
    NSLayoutConstraint.activate(constraints)
    expectFrame(box.frame, 0, 0, 0, 0)
    root.layoutIfNeeded()
    expectFrame(box.frame, 10, 10, 50, 50)
    constraints[2].constant = 70
    constraints[1].isActive = false
    box.topAnchor.constraint(equalTo: root.topAnchor, constant: 33).isActive = true
    expectFrame(box.frame, 10, 10, 50, 50)
    root.layoutIfNeeded()
    expectFrame(box.frame, 10, 33, 70, 50)
  }

  @Test func layoutSubviewsSeesTheSolvedBounds() {
    let root = makeRoot()
    let badge = Badge()
    root.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
      badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
    ])
    root.layoutIfNeeded()
    #expect(badge.boundsSeen == [CGSize(width: 28, height: 20)])
    #expect(badge.layer.cornerRadius == 10)
    badge.content = CGSize(width: 40, height: 30)
    badge.invalidateIntrinsicContentSize()
    root.layoutIfNeeded()
    #expect(badge.boundsSeen.last == CGSize(width: 40, height: 30))
    #expect(badge.layer.cornerRadius == 15)
    expectFrame(badge.frame, 8, 8, 40, 30)
  }

  @Test func layoutIfNeededWithNothingPendingDoesNothing() {
    let log = EventLog()
    let root = RecordingView("root", log: log)
    root.translatesAutoresizingMaskIntoConstraints = true
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    let child = RecordingView("child", log: log)
    root.addSubview(child)
    NSLayoutConstraint.activate(pin(child, in: root, 0, 0, 20, 20))
    root.layoutIfNeeded()
    #expect(
      log.events.filter { $0.hasSuffix("layoutSubviews") } == [
        "root.layoutSubviews", "child.layoutSubviews",
      ])
    log.events.removeAll()
    root.layoutIfNeeded()
    child.layoutIfNeeded()
    #expect(log.events.isEmpty)
    child.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(log.events == ["child.layoutSubviews"])
  }

  @Test func aConstraintChangeLaysOutTheSuperviewOnly() {
    let log = EventLog()
    let root = RecordingView("root", log: log)
    root.translatesAutoresizingMaskIntoConstraints = true
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    let a = RecordingView("a", log: log)
    let b = RecordingView("b", log: log)
    root.addSubview(a)
    a.addSubview(b)
    let aPins = pin(a, in: root, 0, 0, 100, 100)
    NSLayoutConstraint.activate(aPins + pin(b, in: a, 10, 10, 20, 20))
    root.layoutIfNeeded()
    log.events.removeAll()
    aPins[0].constant = 5  // a moves, keeps its size
    root.layoutIfNeeded()
    #expect(log.events == ["root.layoutSubviews"])
    expectFrame(a.frame, 5, 0, 100, 100)
    log.events.removeAll()
    aPins[2].constant = 120  // a resizes: it lays out its own subviews too
    root.layoutIfNeeded()
    #expect(log.events == ["root.layoutSubviews", "a.layoutSubviews"])
  }

  /// `layoutIfNeeded()` on a subview also lays out dirty ancestors (CALayer semantics,
  /// reference §4.2).
  @Test func layoutIfNeededOnASubviewLaysOutDirtyAncestors() {
    let root = makeRoot()
    let a = addAutoLayoutView(to: root)
    let b = addAutoLayoutView(to: a)
    let aPins = pin(a, in: root, 0, 0, 100, 100)
    NSLayoutConstraint.activate(aPins + pin(b, in: a, 10, 10, 20, 20))
    root.layoutIfNeeded()
    aPins[1].constant = 40
    b.layoutIfNeeded()
    expectFrame(a.frame, 0, 40, 100, 100)
  }

  @Test func updateConstraintsRunsBottomUpOnFlaggedViews() {
    let log = EventLog()
    let root = RecordingView("root", log: log)
    root.translatesAutoresizingMaskIntoConstraints = true
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    let parent = RecordingView("parent", log: log)
    let child = RecordingView("child", log: log)
    let other = RecordingView("other", log: log)
    root.addSubview(parent)
    parent.addSubview(child)
    root.addSubview(other)
    NSLayoutConstraint.activate(
      pin(parent, in: root, 0, 0, 100, 100) + pin(child, in: parent, 0, 0, 10, 10)
        + pin(other, in: root, 100, 0, 10, 10))
    root.layoutIfNeeded()
    log.events.removeAll()
    #expect(!parent.needsUpdateConstraints())
    child.setNeedsUpdateConstraints()
    parent.setNeedsUpdateConstraints()
    root.setNeedsUpdateConstraints()
    #expect(parent.needsUpdateConstraints())
    root.layoutIfNeeded()
    #expect(
      log.events.filter { $0.hasSuffix("updateConstraints") } == [
        "child.updateConstraints", "parent.updateConstraints", "root.updateConstraints",
      ])
    #expect(!parent.needsUpdateConstraints() && !child.needsUpdateConstraints())
  }

  @Test func updateConstraintsIfNeededRunsThePassNow() {
    let log = EventLog()
    let root = RecordingView("root", log: log)
    root.translatesAutoresizingMaskIntoConstraints = true
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    let child = RecordingView("child", log: log)
    root.addSubview(child)
    NSLayoutConstraint.activate(pin(child, in: root, 0, 0, 10, 10))
    root.layoutIfNeeded()
    log.events.removeAll()
    child.setNeedsUpdateConstraints()
    root.updateConstraintsIfNeeded()
    #expect(log.events == ["child.updateConstraints"])
    root.updateConstraintsIfNeeded()
    #expect(log.events == ["child.updateConstraints"])
  }

  @Test func constraintsUpdatedInUpdateConstraintsApplyInTheSamePass() {
    let root = makeRoot()
    let view = UpdatingView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    view.setNeedsUpdateConstraints()
    root.layoutIfNeeded()
    expectFrame(view.frame, 0, 0, 50, 10)
    let updates = view.updates
    view.wantedWidth = 120
    view.setNeedsUpdateConstraints()
    root.layoutIfNeeded()
    #expect(view.updates == updates + 1)
    expectFrame(view.frame, 0, 0, 120, 10)
  }

  @Test func viewControllerCallbacksWrapTheRootViewsLayout() {
    let log = EventLog()
    let controller = RecordingViewController(log: log)
    #expect(!controller.isViewLoaded)
    _ = controller.view
    _ = controller.view
    #expect(controller.isViewLoaded)
    #expect(log.events == ["vc.loadView", "vc.viewDidLoad"])
    let (window, root) = makePhoneWindow(controller)
    log.events.removeAll()
    let child = addAutoLayoutView(to: root)
    NSLayoutConstraint.activate(pin(child, in: root, 0, 0, 10, 10))
    root.setNeedsUpdateConstraints()
    window.layoutIfNeeded()
    #expect(
      log.events.filter { !$0.contains("SafeArea") } == [
        "vc.updateViewConstraints", "root.updateConstraints", "vc.viewWillLayoutSubviews",
        "root.layoutSubviews", "vc.viewDidLayoutSubviews",
      ])
    log.events.removeAll()
    window.layoutIfNeeded()
    #expect(log.events.isEmpty)
  }

  /// Nested views: frames are written in each view's superview coordinates, whatever view
  /// the constraint is installed on.
  @Test func framesAreInSuperviewCoordinates() {
    let root = makeRoot()
    let outer = addAutoLayoutView(to: root)
    let inner = addAutoLayoutView(to: outer)
    NSLayoutConstraint.activate(pin(outer, in: root, 50, 60, 200, 200))
    NSLayoutConstraint.activate([
      inner.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 70),
      inner.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      inner.trailingAnchor.constraint(equalTo: root.centerXAnchor),
      inner.bottomAnchor.constraint(equalTo: outer.bottomAnchor),
    ])
    root.layoutIfNeeded()
    expectFrame(inner.frame, 20, 40, 130, 160)
  }

  /// Layout sets bounds size and centre, so a transform survives (reference §4.2, O).
  @Test func layoutKeepsTransforms() {
    let root = makeRoot()
    let view = addAutoLayoutView(to: root)
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    NSLayoutConstraint.activate(pin(view, in: root, 10, 10, 100, 50))
    root.layoutIfNeeded()
    #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2))
    #expect(view.bounds.size == CGSize(width: 100, height: 50))
    #expect(view.center == CGPoint(x: 60, y: 35))
    expectFrame(view.frame, -40, -15, 200, 100)
  }

  @Test func sizeThatFitsDefaultsToTheCurrentSize() {
    let view = UIView(frame: CGRect(x: 5, y: 5, width: 30, height: 40))
    #expect(view.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 30, height: 40))
    view.sizeToFit()
    #expect(view.frame == CGRect(x: 5, y: 5, width: 30, height: 40))
  }
}
