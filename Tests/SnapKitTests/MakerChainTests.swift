import Foundation
import OpenUIKit
import SnapKit
import Testing

/// The objects a maker's attribute accessors return: each chain is its own, whether the
/// statement that began it is over (the maker may hand the same object to the next chain) or
/// the chain is still held while others are made.
@MainActor
@Suite struct MakerChainTests {
  let superview = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
  let view = UIView()

  init() {
    superview.addSubview(view)
  }

  @Test func chainsMadeOneAfterAnotherStayApart() {
    let prepared = view.snp.prepareConstraints { make in
      make.top.equalToSuperview().offset(5)
      make.left.equalToSuperview().offset(7)
      make.width.equalTo(30)
      make.height.equalTo(20)
    }
    #expect(
      prepared.map { $0.layoutConstraints.map(\.firstAttribute) }
        == [[.top], [.left], [.width], [.height]])
    #expect(prepared.map { $0.layoutConstraints[0].constant } == [5, 7, 30, 20])
    view.snp.makeConstraints { make in
      make.top.equalToSuperview().offset(5)
      make.left.equalToSuperview().offset(7)
      make.width.equalTo(30)
      make.height.equalTo(20)
    }
    superview.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 7, y: 5, width: 30, height: 20))
  }

  @Test func aChainHeldWhileOthersAreMadeKeepsItsAttributes() {
    var held: [ConstraintMakerExtendable] = []
    view.snp.makeConstraints { make in
      held.append(make.top)
      held.append(make.left)
      make.width.height.equalTo(10)
      held[1].equalToSuperview().offset(3)
      held[0].equalToSuperview().offset(4)
    }
    superview.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 3, y: 4, width: 10, height: 10))
    #expect(held[0] !== held[1])
  }

  @Test func extendingAChainAfterLaterChainsAddsToThatChainOnly() {
    let prepared = view.snp.prepareConstraints { make in
      let chain = make.top
      make.width.equalTo(12)
      chain.bottom.equalToSuperview().inset(40)
    }
    // In the maker's order: the held chain began first.
    #expect(
      prepared.map { $0.layoutConstraints.map(\.firstAttribute) } == [[.top, .bottom], [.width]])
    prepared.forEach { $0.activate() }
    superview.layoutIfNeeded()
    #expect(view.frame.minY == 40 && view.frame.height == 20 && view.frame.width == 12)
  }
}
