import Foundation

extension Diffing where Value == String {
  /// Text stored as UTF-8 and compared line by line; a failure shows a unified diff
  /// (`−` for the reference's lines, `+` for the new ones, with context).
  public static var lines: Diffing {
    Diffing(
      toData: { Data($0.utf8) },
      fromData: { String(decoding: $0, as: UTF8.self) },
      diff: { old, new in
        guard old != new else { return nil }
        let hunks = LineDiff.unified(old, new)
        let attachment = XCTAttachment(
          data: Data(hunks.utf8), uniformTypeIdentifier: "public.patch-file")
        return (hunks, [attachment])
      })
  }
}

extension Snapshotting where Value == String, Format == String {
  /// A string snapshotted as it is, in a `.txt` file.
  public static var lines: Snapshotting {
    SimplySnapshotting(pathExtension: "txt", diffing: .lines)
  }
}

extension Snapshotting where Format == String {
  /// Any value as `dump(_:)` prints it, in a `.txt` file.
  public static var dump: Snapshotting {
    SimplySnapshotting<String>.lines.pullback { value in
      var text = ""
      Swift.dump(value, to: &text)
      return text
    }
  }

  /// Any value as `String(describing:)` prints it, in a `.txt` file.
  public static var description: Snapshotting {
    SimplySnapshotting<String>.lines.pullback { String(describing: $0) }
  }
}

/// A line diff for failure messages.
enum LineDiff {
  /// `@@ −a,b +c,d @@` hunks of the changed lines with up to three lines of context.
  static func unified(_ old: String, _ new: String) -> String {
    let a = old.components(separatedBy: "\n")
    let b = new.components(separatedBy: "\n")
    let n = a.count
    let m = b.count
    var table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    // (kind, old line number, new line number, text): kind " ", "−", "+".
    var ops: [(Character, Int, Int, String)] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, a[i] == b[j] {
        ops.append((" ", i, j, a[i]))
        i += 1
        j += 1
      } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
        ops.append(("\u{2212}", i, j, a[i]))
        i += 1
      } else {
        ops.append(("+", i, j, b[j]))
        j += 1
      }
    }
    let context = 3
    var out: [String] = []
    var k = 0
    while k < ops.count {
      guard ops[k].0 != " " else {
        k += 1
        continue
      }
      let start = max(0, k - context)
      var end = k
      var lastChange = k
      while end < ops.count, end - lastChange <= 2 * context {
        if ops[end].0 != " " { lastChange = end }
        end += 1
      }
      end = min(ops.count, lastChange + context + 1)
      let slice = ops[start..<end]
      let oldCount = slice.filter { $0.0 != "+" }.count
      let newCount = slice.filter { $0.0 != "\u{2212}" }.count
      out.append("@@ \u{2212}\(ops[start].1 + 1),\(oldCount) +\(ops[start].2 + 1),\(newCount) @@")
      for op in slice { out.append("\(op.0)\(op.3)") }
      k = end
    }
    return out.joined(separator: "\n")
  }
}
