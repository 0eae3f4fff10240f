import OpenUIKit
import SnapKit
import TestSupport
import Testing

/// The opt-in OpenUIKit extensions: `updateOrMakeConstraints`, `update(multiplier:)`, the
/// superview safe-area and margins relations, and batch activation.
@MainActor
@Suite struct ExtensionTests {
  @Test func updateOrMakeMakesWhatItCannotMatch() {
    let superview = UIView()
    let view = UIView()
    superview.addSubview(view)
    view.snp.makeConstraints { $0.top.left.equalToSuperview() }
    let (reasons, all) = snapKitErrors {
      view.snp.updateOrMakeConstraints { make in
        make.top.equalToSuperview().offset(4)
        make.width.equalTo(50)
        make.left.right.equalToSuperview().offset(6)
      }
    }
    #expect(reasons.isEmpty && all.isEmpty)
    let names: [(AnyObject, String)] = [(view, "v"), (superview, "sv")]
    #expect(
      snpConstraints(superview).map { render($0, names) } == [
        "v.left == sv.left + 6.0", "v.top == sv.top + 4.0", "v.right == sv.right + 6.0",
      ])
    #expect(snpConstraints(view).map { render($0, names) } == ["v.width == 50.0"])
    // All of them are tracked: remove takes them away.
    view.snp.removeConstraints()
    #expect(snpConstraints(superview).isEmpty && snpConstraints(view).isEmpty)
    // Without tracked constraints it makes.
    view.snp.updateOrMakeConstraints { $0.height.equalTo(3) }
    #expect(snpConstraints(view).count == 1)
  }

  @Test func updateMultiplierReplacesThePlatformConstraints() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let view = UIView()
    window.addSubview(view)
    var width: Constraint!
    view.snp.makeConstraints { make in
      make.top.left.height.equalToSuperview()
      width =
        make.width.equalToSuperview().multipliedBy(0.5).offset(10).priority(900)
        .labeled("w").constraint
    }
    window.layoutIfNeeded()
    expectFrame(view, 0, 0, 210, 400)
    let old = width.layoutConstraints[0]
    width.update(multiplier: 0.25)
    let new = width.layoutConstraints[0]
    #expect(old !== new && !old.isActive && new.isActive)
    #expect(new.multiplier == 0.25 && new.constant == 10 && new.priority.rawValue == 900)
    #expect(new.identifier == "w" && new.firstAttribute == .width && new.secondItem === window)
    #expect(new.description.contains("@ExtensionTests.swift#"))
    // The replaced platform constraint no longer names the chain (which could go first).
    #expect(!old.description.contains("@"))
    window.layoutIfNeeded()
    expectFrame(view, 0, 0, 110, 400)
    // updateConstraints matches the new multiplier.
    let (reasons, _) = snapKitErrors {
      view.snp.updateConstraints {
        $0.width.equalToSuperview().multipliedBy(0.25).offset(20).priority(900)
      }
    }
    #expect(reasons.isEmpty)
    window.layoutIfNeeded()
    expectFrame(view, 0, 0, 120, 400)
    // An inactive constraint is replaced without activation.
    width.deactivate()
    width.update(multiplier: 1)
    #expect(!width.isActive && width.layoutConstraints[0].multiplier == 1)
    view.snp.removeConstraints()
    #expect(window.constraints.isEmpty)
  }

  @Test func superviewSafeAreaAndMargins() {
    let controller = UIViewController()
    let window = makeSampleWindow(controller)
    let root = controller.view!
    let safe = UIView()
    let margins = UIView()
    let capped = UIView()
    root.addSubview(safe)
    root.addSubview(margins)
    root.addSubview(capped)
    safe.snp.makeConstraints { $0.edges.equalToSuperviewSafeArea() }
    margins.snp.makeConstraints { $0.edges.equalToSuperviewMargins() }
    capped.snp.makeConstraints { make in
      make.top.greaterThanOrEqualToSuperviewSafeArea()
      make.bottom.lessThanOrEqualToSuperviewSafeArea()
      make.leading.greaterThanOrEqualToSuperviewMargins()
      make.trailing.lessThanOrEqualToSuperviewMargins()
      make.top.equalToSuperview().priority(.high)
      make.bottom.equalToSuperview().priority(.high)
      make.leading.trailing.equalToSuperview().priority(.high)
    }
    window.layoutIfNeeded()
    expectFrame(safe, 0, 59, 393, 759)
    expectFrame(margins, 16, 59, 361, 759)
    expectFrame(capped, 16, 59, 361, 759)
    let lonely = UIView()
    let (reasons, _) = snapKitErrors {
      lonely.snp.makeConstraints { make in
        make.top.equalToSuperviewSafeArea()
        make.top.lessThanOrEqualToSuperviewSafeArea()
        make.top.greaterThanOrEqualToSuperviewSafeArea()
        make.top.equalToSuperviewMargins()
        make.top.lessThanOrEqualToSuperviewMargins()
        make.top.greaterThanOrEqualToSuperviewMargins()
      }
    }
    #expect(
      reasons
        == [
          "equalToSuperviewSafeArea", "lessThanOrEqualToSuperviewSafeArea",
          "greaterThanOrEqualToSuperviewSafeArea", "equalToSuperviewMargins",
          "lessThanOrEqualToSuperviewMargins", "greaterThanOrEqualToSuperviewMargins",
        ].map { "Expected superview but found nil when attempting make constraint `\($0)`." })
    #expect(lonely.constraints.isEmpty)
  }

  @Test func batchActivation() {
    let superview = UIView()
    let view = UIView()
    superview.addSubview(view)
    let constraints = view.snp.prepareConstraints { make in
      make.edges.equalToSuperview()
      make.width.equalTo(10)
    }
    Constraint.activate(constraints)
    #expect(snpConstraints(superview).count == 4 && snpConstraints(view).count == 1)
    view.snp.removeConstraints()
    #expect(snpConstraints(superview).isEmpty && snpConstraints(view).isEmpty)
    Constraint.activate(constraints)
    Constraint.deactivate(constraints)
    #expect(snpConstraints(superview).isEmpty)

    let saved = ConstraintConfig.activatesInBatches
    ConstraintConfig.activatesInBatches = true
    defer { ConstraintConfig.activatesInBatches = saved }
    view.snp.makeConstraints { make in
      make.edges.equalToSuperview()
      make.width.equalTo(10)
    }
    let names: [(AnyObject, String)] = [(view, "v"), (superview, "sv")]
    #expect(
      snpConstraints(superview).map { render($0, names) } == [
        "v.left == sv.left", "v.top == sv.top", "v.right == sv.right", "v.bottom == sv.bottom",
      ])
    view.snp.remakeConstraints { $0.height.equalTo(5) }
    #expect(snpConstraints(superview).isEmpty)
    #expect(snpConstraints(view).map { render($0, names) } == ["v.height == 5.0"])
  }
}
