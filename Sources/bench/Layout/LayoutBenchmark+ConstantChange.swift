import Foundation
import OpenUIKit

extension LayoutBenchmark {
  /// constant-change: on a screen of `cells` cards, `changes` times toggle one cell's header
  /// gap (12 ↔ 20, cycling through the cells) and call `layoutIfNeeded()` on the root view;
  /// each change is timed on its own. The cell grows or shrinks by 8 points and every cell
  /// below it moves.
  ///
  /// Reported: `total_ms` (the sum), `ns_per_op` (the median change), `p90_us`, `max_us`.
  /// After each change (untimed) the changed cell's and the last cell's frames are compared
  /// with the expected ones (`relayout_ok`); `changes` is a multiple of 2 × `cells`, so the
  /// final frames must equal the first layout's (`matches_build`, `frames_ok`).
  mutating func runConstantChange(cells: Int, changes: Int) {
    let start = diagnostics.count
    let list = CardList()
    for _ in 0..<cells { list.appendCell() }
    list.finish()
    let root = list.controller.view!
    root.layoutIfNeeded()
    let build = FrameCheck.checksum(list.content)
    var expanded = [Bool](repeating: false, count: cells)
    var times: [Double] = []
    times.reserveCapacity(changes)
    var wrong = 0
    var probeSum: Int64 = 0
    for t in 0..<changes {
      let k = t % cells
      expanded[k].toggle()
      let gap = list.cells[k].headerGap
      let value = expanded[k] ? CardGeometry.expandedHeaderGap : CardGeometry.headerGap
      let stopwatch = Stopwatch()
      LayoutBenchmark.change(gap, to: value, layingOut: root)
      times.append(stopwatch.elapsedMilliseconds)
      if !relaidOut(list, expanded: expanded, changed: k) { wrong += 1 }
      let last = list.cells[cells - 1].container.frame
      probeSum += Int64(llround(last.minY)) + Int64(llround(last.height))
    }
    let checksum = FrameCheck.checksum(list.content)
    var failures = FrameCheck.mismatches(in: list)
    if wrong > 0 { failures.append("\(wrong) changes gave wrong frames") }
    if checksum != build {
      failures.append("checksum \(checksum) after the changes, \(build) before")
    }
    let views = list.viewCount
    var line = LayoutResultLine(
      workload: "constant-change", n: changes, constraints: list.constraintCount,
      vars: 4 * views, ops: changes, totalMs: times.reduce(0, +), nsPerOp: median(times) * 1e6,
      checksum: checksum)
    line.extra = [
      "op=constant+layoutIfNeeded", "cells=\(cells)", "views=\(views)",
      "mean_us=\(fixed(times.reduce(0, +) * 1e3 / Double(max(changes, 1)), 2))",
      "p90_us=\(fixed(percentile(times, 0.9) * 1e3, 2))",
      "max_us=\(fixed((times.max() ?? 0) * 1e3, 2))",
      "min_us=\(fixed((times.min() ?? 0) * 1e3, 2))",
      "probe_sum=\(probeSum)", "relayout_ok=\(wrong == 0 ? 1 : 0)",
      "matches_build=\(checksum == build ? 1 : 0)", "frames_ok=\(failures.isEmpty ? 1 : 0)",
    ]
    let (field, failure) = diagnosticsField(since: start)
    line.extra.append(field)
    if let failure { failures.append(failure) }
    line.failures = failures
    emit(line)
  }

  /// The timed operation: sets the constant and lays out. Never inlined, so that profilers
  /// can attribute (and callgrind can `--toggle-collect`) exactly the measured work.
  @inline(never)
  static func change(_ constraint: NSLayoutConstraint, to value: CGFloat, layingOut root: UIView) {
    constraint.constant = value
    root.layoutIfNeeded()
  }

  /// Whether the changed cell and the last cell have the frames the current gaps give.
  private func relaidOut(_ list: CardList, expanded: [Bool], changed k: Int) -> Bool {
    let growth = CardGeometry.expandedHeaderGap - CardGeometry.headerGap
    func expected(_ index: Int) -> CGRect {
      let above = expanded[..<index].reduce(0) { $0 + ($1 ? 1 : 0) }
      var frame = CardGeometry.cellFrame(index, expandedAbove: above)
      if expanded[index] { frame.size.height += growth }
      return frame
    }
    var failures: [String] = []
    FrameCheck.check("cell[\(k)]", list.cells[k].container, expected(k), into: &failures)
    let last = list.cells.count - 1
    FrameCheck.check("cell[\(last)]", list.cells[last].container, expected(last), into: &failures)
    let separatorY = 60 + (expanded[k] ? CardGeometry.expandedHeaderGap : CardGeometry.headerGap)
    let separator = list.cells[k].views.headerSeparator.frame
    if abs(separator.minY - separatorY) > FrameCheck.tolerance {
      failures.append("cell[\(k)].headerSeparator y \(separator.minY) ≠ \(separatorY)")
    }
    return failures.isEmpty
  }
}
