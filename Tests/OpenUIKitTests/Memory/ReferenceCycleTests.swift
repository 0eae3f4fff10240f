import Cassowary
import Foundation
import Testing

@testable import OpenUIKit

/// Reference cycles that LeakSanitizer found (issue 10): each test keeps weak references to
/// the objects involved and expects them gone once the scope that made them ends.
@MainActor
@Suite struct ReferenceCycleTests: LayoutBehaviorSuite {
  /// A view that is the root of its own hierarchy owns its layout engine, so the engine never
  /// keeps the root in its queues: a parentless view that was fitted and then moved, or whose
  /// intrinsic size changed, without a layout pass after it, is freed with its engine.
  @Test func aFittedParentlessViewIsFreedWithItsEngine() {
    weak var weakView: UIView?
    weak var weakLabel: UILabel?
    weak var weakEngine: LayoutEngine?
    do {
      let view = UIView()
      let size = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
      #expect(size == .zero)
      view.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
      weakEngine = view.engineIfPresent
      weakView = view
      let label = UILabel()
      label.text = "Two runs"
      _ = label.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
      label.text = "Three runs now"
      label.frame = CGRect(x: 0, y: 0, width: 200, height: 20)
      weakLabel = label
    }
    #expect(weakView == nil)
    #expect(weakLabel == nil)
    #expect(weakEngine == nil)
  }

  /// A root whose frame and intrinsic size changed still refreshes its safe area and reads its
  /// new intrinsic size in the next pass (it is queued by a flag, not in the lists).
  @Test func aQueuedRootIsStillLaidOut() {
    let label = UILabel()
    label.text = "Short"
    let first = label.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    label.text = "A much longer text"
    let second = label.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(second.width > first.width)
    #expect(abs(second.width - label.intrinsicContentSize.width) < 0.001)
    #expect(label.engineIfPresent?.rootIntrinsicDirty == false)
    label.frame = CGRect(x: 0, y: 0, width: 50, height: 20)
    #expect(label.engineIfPresent?.rootMoved == true)
    label.layoutIfNeeded()
    #expect(label.engineIfPresent?.rootMoved == false)
    #expect(label.engineIfPresent?.movedViews.isEmpty == true)
  }

  /// A finished `UIView.animate` lets go of its group and of the timer of its end: the timer's
  /// closure held the group and the group held the timer.
  @Test func finishedAnimationFreesItsGroupAndTimer() {
    withVirtualAnimation { environment, _ in
      weak var weakBox: UIView?
      weak var weakGroup: AnimationGroup?
      weak var weakTimer: RunLoopTimer?
      var log: [String] = []
      do {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animate(
          withDuration: 0.5, animations: { box.alpha = 0.5 },
          completion: { log.append("finished \($0)") })
        let group = box.animationTracks.first?.group as? TimedAnimationGroup
        #expect(group != nil)
        #expect(group?.timer != nil)
        weakBox = box
        weakGroup = group
        weakTimer = group?.timer
        environment.runLoop.run(until: 1)
        #expect(box.layer.animationKeys() == nil)
      }
      #expect(log == ["finished true"])
      #expect(weakBox == nil)
      #expect(weakGroup == nil)
      #expect(weakTimer == nil)
    }
  }

  /// An animation removed before its end (`removeAllAnimations()`) lets go of its group and
  /// of the invalidated timer.
  @Test func removedAnimationFreesItsGroupAndTimer() {
    withVirtualAnimation { environment, _ in
      weak var weakBox: UIView?
      weak var weakGroup: AnimationGroup?
      weak var weakTimer: RunLoopTimer?
      var log: [String] = []
      do {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animate(
          withDuration: 1, animations: { box.center.x = 10 },
          completion: { log.append("finished \($0)") })
        let group = box.animationTracks.first?.group as? TimedAnimationGroup
        weakBox = box
        weakGroup = group
        weakTimer = group?.timer
        environment.runLoop.run(until: 0.25)
        box.layer.removeAllAnimations()
        #expect(weakTimer?.isValid == false)
        environment.runLoop.run(until: 0.5)
      }
      #expect(log == ["finished false"])
      #expect(weakBox == nil)
      #expect(weakGroup == nil)
      #expect(weakTimer == nil)
    }
  }

  /// An animation still running when its environment goes away (a test's virtual clock that
  /// is never run to the end) does not keep its views: the view held the group through its
  /// tracks and the group held the view. The environment ends it without calling the
  /// completion; a repeating animation, which has no timer at all, is freed the same way.
  @Test func unfinishedAnimationsEndWithTheirEnvironment() {
    weak var weakLabel: UILabel?
    weak var weakSpinner: UIView?
    weak var weakGroup: AnimationGroup?
    weak var weakEnvironment: AnimationEnvironment?
    var log: [String] = []
    do {
      let environment = AnimationEnvironment(clock: VirtualClock(), maximumFramesPerSecond: 120)
      weakEnvironment = environment
      AnimationEnvironment.withEnvironment(environment) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = UILabel()
        label.text = "Pending"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8).isActive = true
        root.layoutIfNeeded()
        UIView.animate(
          withDuration: 0.2, animations: { label.alpha = 0.5 },
          completion: { log.append("label \($0)") })
        let spinner = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        UIView.animate(
          withDuration: 1, delay: 0, options: [.repeat, .autoreverse],
          animations: { spinner.alpha = 0 }, completion: { log.append("spinner \($0)") })
        environment.runLoop.run(until: 0.1)
        #expect(abs((label.layer.presentation()?.opacity ?? 0) - 0.75) < 0.001)
        weakLabel = label
        weakSpinner = spinner
        weakGroup = label.animationTracks.first?.group
      }
    }
    #expect(weakEnvironment == nil)
    #expect(weakGroup == nil)
    #expect(weakLabel == nil)
    #expect(weakSpinner == nil)
    #expect(log.isEmpty)
  }

  /// Constraints made from `anchorWithOffset(to:)` dimensions do not keep their views alive:
  /// their spans held the views strongly, a cycle view → engine → constraint → view.
  @Test func offsetDimensionConstraintsDoNotKeepTheirViews() {
    weak var weakRoot: UIView?
    weak var weakMiddle: UIView?
    weak var weakGap: NSLayoutConstraint?
    do {
      let root = makeRoot()
      let left = addAutoLayoutView(to: root)
      let middle = addAutoLayoutView(to: root)
      let gap = left.trailingAnchor.anchorWithOffset(to: middle.leadingAnchor)
        .constraint(equalToConstant: 20)
      NSLayoutConstraint.activate(pin(left, in: root, 0, 0, 50, 10))
      NSLayoutConstraint.activate([
        gap,
        middle.widthAnchor.constraint(equalToConstant: 100),
        middle.topAnchor.constraint(equalTo: root.topAnchor),
        middle.heightAnchor.constraint(equalToConstant: 10),
      ])
      root.layoutIfNeeded()
      expectFrame(middle.frame, 70, 0, 100, 10)
      #expect(gap.isActive)
      weakRoot = root
      weakMiddle = middle
      weakGap = gap
    }
    #expect(weakRoot == nil)
    #expect(weakMiddle == nil)
    #expect(weakGap == nil)
  }

  /// A solver constraint keeps the layout constraint it stands for (`context`) while it is in
  /// the solver, and the layout constraint keeps it (`solverConstraint`): deactivating lets
  /// go, and so does the engine going away with constraints still in its solver.
  @Test func solverConstraintsLetGoOfTheirLayoutConstraints() throws {
    weak var weakRoot: UIView?
    weak var weakKept: NSLayoutConstraint?
    weak var weakKeptForm: Cassowary.Constraint?
    weak var weakDropped: NSLayoutConstraint?
    weak var weakDroppedForm: Cassowary.Constraint?
    do {
      let root = makeRoot()
      let box = addAutoLayoutView(to: root)
      let kept = box.widthAnchor.constraint(equalToConstant: 120)
      let dropped = box.heightAnchor.constraint(equalToConstant: 40)
      NSLayoutConstraint.activate([kept, dropped])
      root.layoutIfNeeded()
      let keptForm = try #require(kept.solverConstraint as Cassowary.Constraint?)
      let droppedForm = try #require(dropped.solverConstraint as Cassowary.Constraint?)
      #expect(LayoutEngine.layoutConstraint(of: keptForm) === kept)
      #expect(LayoutEngine.layoutConstraint(of: droppedForm) === dropped)
      dropped.isActive = false
      #expect(droppedForm.context == nil)
      weakRoot = root
      weakKept = kept
      weakKeptForm = keptForm
      weakDropped = dropped
      weakDroppedForm = droppedForm
    }
    #expect(weakRoot == nil)
    #expect(weakKept == nil)
    #expect(weakKeptForm == nil)
    #expect(weakDropped == nil)
    #expect(weakDroppedForm == nil)
  }
}
