import Foundation
import OpenUIKit
import Showcase
import SnapKit
import TestSupport
import Testing

/// Sample K2 (table + bottom label), the showcase's ``TableViewController``: the tutorial's code
/// with its documented changes (`@objc` dropped from the action methods, and
/// `addTarget(self, action: #selector(m), for:)` written
/// `addTarget(self, action: TableViewController.m, for:)`).
@MainActor
@Suite struct TableSampleK2Tests {
  /// Custom buttons: the 18 pt title's line height (21.48) plus 12, rounded up: 34 tall.
  @Test func threeRowsThenTwentyRows() {
    let environment = AnimationEnvironment(clock: VirtualClock(), maximumFramesPerSecond: 120)
    AnimationEnvironment.withEnvironment(environment) {
      let controller = TableViewController()
      let window = makeSampleWindow(controller)
      defer { withExtendedLifetime(window) {} }
      expectFrame(controller.insertButton, 0, 784, 196.5, 34)
      expectFrame(controller.removeButton, 196.5, 784, 196.5, 34)
      expectFrame(controller.tableView, 0, 59, 393, 0)
      expectFrame(controller.bottomLabel, 0, 59, 393, 80)
      #expect(controller.tableView.contentSize.height == 132)
      controller.insertButton.simulateTap()
      #expect(controller.dataSource == [0, 1, 2, 3])
      expectFrame(controller.tableView, 0, 59, 393, 176)
      expectFrame(controller.bottomLabel, 0, 235, 393, 80)
      environment.runLoop.run(for: 0.35)
      #expect(controller.tableView.visibleCells.map(\.tag) == [0, 1, 2, 3])
      for _ in 0..<16 { controller.insertButton.simulateTap() }
      environment.runLoop.run(for: 0.35)
      // 20 rows (880 pt) do not fit: the table stops at the label above the buttons.
      expectFrame(controller.tableView, 0, 59, 393, 645)
      expectFrame(controller.bottomLabel, 0, 704, 393, 80)
      expectFrame(controller.insertButton, 0, 784, 196.5, 34)
      #expect(abs(controller.tableView.contentOffset.y - 235) < 0.001)
      window.layoutIfNeeded()
      #expect(controller.tableView.indexPathsForVisibleRows?.last?.row == 19)
      controller.removeButton.simulateTap()
      #expect(controller.tableView.contentSize.height == 836)
    }
  }
}
