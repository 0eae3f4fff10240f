/// The human-readable table printed to stderr after a run, with the targets of issue 3.
enum LayoutSummaryTable {
  /// The growth exponent from 100 to 1000 cells must not exceed this.
  static let growthTarget = 1.1
  /// The median constant change + relayout must not exceed this many microseconds.
  static let changeTargetMicroseconds = 50.0
  /// Live heap bytes per view, its constraints included, must not exceed this (issue 22).
  static let bytesPerViewTarget = 2048.0
  /// The growth exponent from 100 to 10,000 independent cells must not exceed this (issue 22).
  static let scalingGrowthTarget = 1.05

  /// The table for the results, one row per RESULT line, then the targets.
  static func render(_ results: [LayoutResultLine]) -> String {
    let header = ["workload", "N", "ops", "total ms", "per op", "growth", "checksum", "check"]
    var rows = [header]
    for result in results {
      rows.append([
        result.workload, "\(result.n)", "\(result.ops)", fixed(result.totalMs, 3),
        TextTable.perOp(result.nsPerOp), result.growthExponent.map { fixed($0, 3) } ?? "",
        "\(result.checksum)",
        result.failures.isEmpty ? "ok" : "FAILED: " + result.failures.joined(separator: "; "),
      ])
    }
    var text = TextTable.render(rows)
    text += targets(results)
    return text
  }

  /// One line per target of issue 3 that the results measure: the value, the target, met
  /// or missed.
  static func targets(_ results: [LayoutResultLine]) -> String {
    var text = ""
    if let growth = results.first(where: { $0.workload == "layout-cells" && $0.n == 1000 })?
      .growthExponent
    {
      let met = growth <= growthTarget
      text += "target: growth exponent 100 -> 1000 cells \(fixed(growth, 3)) "
      text += "(<= \(fixed(growthTarget, 1))): \(met ? "met" : "MISSED")\n"
    }
    if let line = results.last(where: { $0.workload == "layout-scaling" }),
      let growth = line.growthExponent
    {
      let met = growth <= scalingGrowthTarget
      text += "target: growth exponent 100 -> \(line.n) independent cells \(fixed(growth, 3)) "
      text += "(<= \(fixed(scalingGrowthTarget, 2))): \(met ? "met" : "MISSED")"
      if let cold = line.coldGrowthExponent {
        text += "; first repetitions only: \(fixed(cold, 3))"
      }
      text += "\n"
    }
    for line in results where line.workload == "layout-scaling" {
      guard let perView = line.bytesPerView, let perConstraint = line.bytesPerConstraint else {
        text += "memory: layout-scaling N=\(line.n): not measured (the C allocator reports "
        text += "no statistics here)\n"
        continue
      }
      text += "memory: layout-scaling N=\(line.n): \(fixed(perView, 1)) bytes/view, "
      text += "\(fixed(perConstraint, 1)) bytes/constraint"
      text += " (<= \(fixed(bytesPerViewTarget, 0)) bytes/view: "
      text += "\(perView <= bytesPerViewTarget ? "met" : "MISSED"))\n"
      if let parts = line.memoryBreakdown {
        text += "  of which views \(fixed(parts.views, 1)), "
        text += "constraints \(fixed(parts.constraints, 1)), "
        text += "engine \(fixed(parts.engine, 1)) (solver tables \(fixed(parts.solverTables, 1)): "
        text += "\(fixed(parts.symbols, 2)) symbols, \(fixed(parts.rows, 2)) rows, "
        text += "\(fixed(parts.cells, 2)) cells per view)\n"
      }
    }
    if let change = results.first(where: { $0.workload == "constant-change" }) {
      let us = change.nsPerOp / 1e3
      let met = us <= changeTargetMicroseconds
      text += "target: median constant change + relayout \(fixed(us, 2)) us "
      text += "(<= \(fixed(changeTargetMicroseconds, 0)) us): \(met ? "met" : "MISSED")\n"
    }
    return text
  }
}
