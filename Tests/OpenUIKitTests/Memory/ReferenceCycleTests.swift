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
}
