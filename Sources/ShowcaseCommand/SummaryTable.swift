import Foundation
import Showcase

/// The table `showcase` prints at the end: one row per sample.
@MainActor
struct SummaryTable {
  private var rows: [[String]] = []
  private static let header = [
    "sample", "views", "constraints", "layout ms", "frames", "hitches", "diagnostics",
  ]

  /// Adds a sample's row.
  mutating func add(_ run: ShowcaseRun) {
    let s = run.statistics
    rows.append([
      run.report.id, "\(s.views)", "\(s.constraints)", String(format: "%.2f", s.layoutMilliseconds),
      "\(s.frameCount)", "\(s.hitches)", "\(s.diagnostics)",
    ])
  }

  /// The table, columns padded (the first left-aligned, the others right-aligned).
  var text: String {
    let all = [Self.header] + rows
    var widths = [Int](repeating: 0, count: Self.header.count)
    for row in all {
      for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) }
    }
    return all.map { row in
      row.enumerated().map { i, cell in
        let pad = String(repeating: " ", count: widths[i] - cell.count)
        return i == 0 ? cell + pad : pad + cell
      }.joined(separator: "  ")
    }.joined(separator: "\n")
  }
}
