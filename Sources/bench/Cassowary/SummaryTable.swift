/// The human-readable table printed to stderr after a run.
enum SummaryTable {
  /// The table for the results, one row per RESULT line, plus the failed workloads.
  static func render(_ results: [ResultLine], failures: [String]) -> String {
    let header = ["workload", "N", "ops", "total ms", "per op", "checksum", "checksum2", "check"]
    var rows = [header]
    for result in results {
      rows.append([
        result.workload, "\(result.n)", "\(result.ops)", fixed(result.totalMs, 3),
        perOp(result.nsPerOp), "\(result.checksum.checksum)", "\(result.checksum.checksum2)",
        verdictText(result.verdict),
      ])
    }
    var widths = [Int](repeating: 0, count: header.count)
    for row in rows {
      for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
    }
    var text = ""
    for (index, row) in rows.enumerated() {
      var cells: [String] = []
      for (column, cell) in row.enumerated() {
        // text columns left-aligned, numbers right-aligned
        let left = column == 0 || column == row.count - 1
        cells.append(left ? cell.leftAligned(widths[column]) : cell.rightAligned(widths[column]))
      }
      var joined = cells.joined(separator: "  ")
      while joined.last == " " { joined.removeLast() }
      text += joined + "\n"
      if index == 0 {
        text += widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n"
      }
    }
    for failure in failures { text += "FAILED \(failure)\n" }
    return text
  }

  /// A per-operation time with a readable unit.
  static func perOp(_ nanoseconds: Double) -> String {
    if nanoseconds >= 1e6 { return fixed(nanoseconds / 1e6, 2) + " ms" }
    if nanoseconds >= 1e3 { return fixed(nanoseconds / 1e3, 2) + " µs" }
    return fixed(nanoseconds, 1) + " ns"
  }

  /// `ok`, `-` (not checked) or `MISMATCH: …`.
  static func verdictText(_ verdict: Verdict) -> String {
    switch verdict {
    case .unchecked: return "-"
    case .ok: return "ok"
    case .failed(let reason): return "MISMATCH: \(reason)"
    }
  }
}
