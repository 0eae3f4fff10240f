/// The human-readable table printed to stderr after a run.
enum SummaryTable {
  /// The table for the results, one row per RESULT line, plus the failed workloads.
  static func render(_ results: [ResultLine], failures: [String]) -> String {
    let header = ["workload", "N", "ops", "total ms", "per op", "checksum", "checksum2", "check"]
    var rows = [header]
    for result in results {
      rows.append([
        result.workload, "\(result.n)", "\(result.ops)", fixed(result.totalMs, 3),
        TextTable.perOp(result.nsPerOp), "\(result.checksum.checksum)",
        "\(result.checksum.checksum2)",
        verdictText(result.verdict),
      ])
    }
    var text = TextTable.render(rows)
    for failure in failures { text += "FAILED \(failure)\n" }
    return text
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
