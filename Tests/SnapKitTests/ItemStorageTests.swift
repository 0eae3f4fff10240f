import Foundation
import OpenUIKit
import SnapKit
import Testing

/// What SnapKit remembers about a view (its tracked constraints, its debug label) lives and
/// dies with the view, as upstream's associated objects do.
@MainActor
@Suite struct ItemStorageTests {
  @Test func trackedConstraintsGoAwayWithTheirView() {
    weak var weakView: UIView?
    weak var weakTracked: Constraint?
    do {
      let superview = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let view = UIView()
      superview.addSubview(view)
      var made: Constraint?
      view.snp.makeConstraints { make in
        made = make.edges.equalToSuperview().inset(10).constraint
      }
      superview.layoutIfNeeded()
      #expect(view.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
      weakTracked = made
      made = nil
      weakView = view
      // Still tracked: `updateConstraints` finds it.
      view.snp.updateConstraints { make in make.edges.equalToSuperview().inset(20) }
      superview.layoutIfNeeded()
      #expect(view.frame == CGRect(x: 20, y: 20, width: 160, height: 60))
      #expect(weakTracked != nil)
    }
    // The view's tracked set was the last holder of the constraint.
    #expect(weakView == nil)
    #expect(weakTracked == nil)
  }

  @Test func aNewViewAtADeadViewsAddressStartsEmpty() {
    var address: ObjectIdentifier?
    do {
      let superview = UIView()
      let view = UIView()
      superview.addSubview(view)
      view.snp.makeConstraints { make in make.width.equalTo(10) }
      view.snp.setLabel("old")
      address = ObjectIdentifier(view)
    }
    // Whatever address the allocator hands out next, a fresh view has no record.
    for _ in 0..<8 {
      let view = UIView()
      #expect(view.snp.label() == nil, "reused address: \(ObjectIdentifier(view) == address)")
    }
  }

  @Test func theDebugLabelStaysWithItsView() {
    let view = UIView()
    #expect(view.snp.label() == nil)
    view.snp.setLabel("avatar")
    #expect(view.snp.label() == "avatar")
    let guide = UILayoutGuide()
    guide.snp.setLabel("spacer")
    #expect(guide.snp.label() == "spacer")
    #expect(view.snp.label() == "avatar")
  }
}
