import Foundation
import OpenUIKit

/// How a view becomes a snapshot file, and how two snapshots are compared (in the manner of
/// swift-snapshot-testing's strategies).
public struct Snapshotting: Sendable {
  /// The reference file's extension.
  public let pathExtension: String
  /// Makes the snapshot bytes of a view.
  public let snapshot: @MainActor @Sendable (UIView) -> [UInt8]
  /// Nil when `reference` and `actual` match, else a readable description of the difference
  /// and, optionally, bytes that show it (a difference image).
  public let compare: @Sendable (_ reference: [UInt8], _ actual: [UInt8]) -> (String, [UInt8]?)?

  /// The text rendering (``TextRenderer``); differences are shown as a line diff.
  public static let text = Snapshotting(
    pathExtension: "txt",
    snapshot: { Array(TextRenderer.render($0).utf8) },
    compare: { reference, actual in
      reference == actual ? nil : (lineDiff(reference, actual), nil)
    })

  /// The SVG rendering (``SVGRenderer``); differences are shown as a line diff.
  public static let svg = Snapshotting(
    pathExtension: "svg",
    snapshot: { Array(SVGRenderer.render($0).utf8) },
    compare: { reference, actual in
      reference == actual ? nil : (lineDiff(reference, actual), nil)
    })

  /// The PNG rendering at `scale` (``RasterRenderer``). Pixels match when every channel is
  /// within `tolerance` (0…1) of the reference; the difference image marks the others in red.
  public static func png(scale: CGFloat = 1, tolerance: Double = 0) -> Snapshotting {
    Snapshotting(
      pathExtension: "png",
      snapshot: { PNGEncoder.encode(RasterRenderer.render($0, scale: scale)) },
      compare: { reference, actual in
        imageDifference(reference, actual, tolerance: tolerance)
      })
  }

  /// A line-by-line diff: `-` for reference lines, `+` for new ones, two lines of context.
  static func lineDiff(_ reference: [UInt8], _ actual: [UInt8]) -> String {
    let old = String(decoding: reference, as: UTF8.self).components(separatedBy: "\n")
    let new = String(decoding: actual, as: UTF8.self).components(separatedBy: "\n")
    // Longest common subsequence table (snapshots are small).
    let n = old.count
    let m = new.count
    var table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        table[i][j] =
          old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var lines: [String] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, old[i] == new[j] {
        lines.append("  " + old[i])
        i += 1
        j += 1
      } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
        lines.append("- " + old[i])
        i += 1
      } else {
        lines.append("+ " + new[j])
        j += 1
      }
    }
    // Keep changed lines with two lines of context.
    var keep = [Bool](repeating: false, count: lines.count)
    for (k, line) in lines.enumerated() where !line.hasPrefix("  ") {
      for c in max(0, k - 2)...min(lines.count - 1, k + 2) { keep[c] = true }
    }
    var out: [String] = []
    var skipped = false
    for (k, line) in lines.enumerated() {
      if keep[k] {
        out.append(line)
        skipped = false
      } else if !skipped {
        out.append("  …")
        skipped = true
      }
    }
    return out.joined(separator: "\n")
  }

  static func imageDifference(_ reference: [UInt8], _ actual: [UInt8], tolerance: Double)
    -> (String, [UInt8]?)?
  {
    guard let a = PNGDecoder.decode(reference), let b = PNGDecoder.decode(actual) else {
      return reference == actual ? nil : ("the reference is not a PNG OpenUIKit can read", nil)
    }
    guard a.width == b.width, a.height == b.height else {
      return (
        "size \(b.width) × \(b.height) px differs from the reference's \(a.width) × \(a.height) px",
        nil
      )
    }
    var diff = Canvas(width: a.width, height: a.height)
    var differing = 0
    let limit = Int((tolerance * 255).rounded())
    for k in 0..<(a.width * a.height) {
      var worst = 0
      for c in 0..<4 { worst = max(worst, abs(Int(a.rgba[k * 4 + c]) - Int(b.rgba[k * 4 + c]))) }
      if worst > limit {
        differing += 1
        diff.pixels[k * 4] = 1
        diff.pixels[k * 4 + 3] = 1
      } else {
        let grey = Float(b.rgba[k * 4]) / 255 * 0.3
        diff.pixels[k * 4] = grey
        diff.pixels[k * 4 + 1] = grey
        diff.pixels[k * 4 + 2] = grey
        diff.pixels[k * 4 + 3] = 1
      }
    }
    guard differing > 0 else { return nil }
    return (
      "\(differing) of \(a.width * a.height) pixels differ by more than the tolerance",
      PNGEncoder.encode(diff)
    )
  }
}
