/// The human-readable tables the benchmarks print to stderr: aligned columns, text left and
/// numbers right, with a rule under the header row.
enum TextTable {
  /// The rows (the first is the header) as aligned columns. The columns in `leftAligned`
  /// (default: the first and the last) are left-aligned, the others right-aligned; trailing
  /// spaces are trimmed.
  static func render(_ rows: [[String]], leftAligned: Set<Int>? = nil) -> String {
    let columns = rows.first?.count ?? 0
    let left = leftAligned ?? [0, columns - 1]
    var widths = [Int](repeating: 0, count: columns)
    for row in rows {
      for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
    }
    var text = ""
    for (index, row) in rows.enumerated() {
      var cells: [String] = []
      for (column, cell) in row.enumerated() {
        let leftCell = left.contains(column)
        cells.append(
          leftCell ? cell.leftAligned(widths[column]) : cell.rightAligned(widths[column]))
      }
      var joined = cells.joined(separator: "  ")
      while joined.last == " " { joined.removeLast() }
      text += joined + "\n"
      if index == 0 {
        text += widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n"
      }
    }
    return text
  }

  /// A per-operation time with a readable unit: `1.23 ms`, `4.56 µs` or `789.0 ns`.
  static func perOp(_ nanoseconds: Double) -> String {
    if nanoseconds >= 1e6 { return fixed(nanoseconds / 1e6, 2) + " ms" }
    if nanoseconds >= 1e3 { return fixed(nanoseconds / 1e3, 2) + " µs" }
    return fixed(nanoseconds, 1) + " ns"
  }
}
