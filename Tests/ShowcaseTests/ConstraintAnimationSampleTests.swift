import Foundation
import Showcase
import Testing

/// The constraint-property animation samples of tutorial 004, run through their showcase
/// scripts.
@MainActor
@Suite struct ConstraintAnimationSampleTests {
  /// K1: the centred button (an 18 pt title: 34 high) shrinks from 300 to 100 in 0.5 s.
  @Test func k1ButtonShrinks() {
    let sample = runSample("K1")
    #expect(sample.steps.map(\.name) == ["initial layout", "tap: shrink"])
    expectFrame("button", in: sample, step: "initial layout", 46.5, 409, 300, 34)
    expectFrame("button", in: sample, step: "tap: shrink", 146.5, 409, 100, 34)
    #expect(sample.steps.map(\.time) == [0, 0.5])
    #expect(viewState("button", in: sample, step: "tap: shrink")?.text == "Button")
  }

  /// K2: the table follows its rows (44 pt each) until the label reaches the buttons, which stay
  /// at the safe-area bottom, each 196.5 wide.
  @Test func k2TableGrowsScrollsAndShrinks() {
    let sample = runSample("K2")
    #expect(
      sample.steps.map(\.name) == [
        "three rows", "tap insert", "insert to 20 rows", "remove 6 rows",
      ])
    for step in sample.steps.map(\.name) {
      expectFrame("insertButton", in: sample, step: step, 0, 784, 196.5, 34)
      expectFrame("removeButton", in: sample, step: step, 196.5, 784, 196.5, 34)
    }
    #expect(viewState("insertButton", in: sample, step: "three rows")?.text == "추가")
    #expect(viewState("removeButton", in: sample, step: "three rows")?.text == "삭제")
    // The height constraint starts at 0 and is updated on the first insert or delete.
    expectFrame("tableView", in: sample, step: "three rows", 0, 59, 393, 0)
    expectFrame("bottomLabel", in: sample, step: "three rows", 0, 59, 393, 80)
    expectFrame("tableView", in: sample, step: "tap insert", 0, 59, 393, 176)
    expectFrame("bottomLabel", in: sample, step: "tap insert", 0, 235, 393, 80)
    // 20 rows (880 pt) do not fit: the table stops where the label meets the buttons.
    expectFrame("tableView", in: sample, step: "insert to 20 rows", 0, 59, 393, 645)
    expectFrame("bottomLabel", in: sample, step: "insert to 20 rows", 0, 704, 393, 80)
    // 14 rows: 616 pt.
    expectFrame("tableView", in: sample, step: "remove 6 rows", 0, 59, 393, 616)
    expectFrame("bottomLabel", in: sample, step: "remove 6 rows", 0, 675, 393, 80)
    #expect(sample.steps.allSatisfy { $0.log.isEmpty })
  }

  /// K2 scrolls to the new row once the table is full: after 20 inserts the last row is at the
  /// bottom (880 − 645 = 235).
  @Test func k2ScrollsToTheNewRow() throws {
    let k2 = try #require(ShowcaseSample.all.first { $0.id == "K2" })
    let filled = ShowcaseSample(id: "K2", title: k2.title, make: k2.make) {
      k2.steps[0]
      k2.steps[1]
      k2.steps[2]
    }
    let run = ShowcaseRunner().run(filled)
    let controller = try #require(run.session.controller(as: TableViewController.self))
    #expect(controller.dataSource == Array(0..<20))
    #expect(abs(controller.tableView.contentOffset.y - 235) < 0.001)
    #expect(controller.tableView.contentSize.height == 880)
  }
}
