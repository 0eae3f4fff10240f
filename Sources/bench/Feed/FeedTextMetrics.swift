import Foundation
import OpenUIKit
import TestSupport

/// The text table shared with the Yoga peer (`Benchmarks/peers/yoga_feed.cpp`), so that both
/// sides wrap every label identically.
///
/// Rule: each label's text is measured once by OpenUIKit's measurer (`TextMeasurement.current`,
/// Inter Display advances and pair kerning); the peer receives, per label, the font's line
/// height, the label's `numberOfLines` and each Unicode scalar with its advance and its kerning
/// against the previous scalar. Both sides then break lines greedily at spaces and after
/// hyphens (the line is `Σ advance + Σ kerning after its first scalar`, trailing spaces not
/// counted), limit the lines to `numberOfLines`, and round the width and `lines × lineHeight` up
/// to whole pixels of the screen.
///
/// File format (text): a header `feedmetrics 1 <cells> <labelsPerCell> <scale> <spec_hash>`,
/// then one line per label, cell by cell in ``FeedCell/labels`` order:
/// `<lineHeight> <numberOfLines> <scalars> <scalar> <advance> <kerning> …` with the numbers in
/// `%.17g` (exact doubles).
enum FeedTextMetrics {
  /// FNV-1a (32 bits) over every label's scalars and line limit: the `spec_hash` both sides
  /// print, equal when they lay out the same texts.
  @MainActor static func specHash(_ cells: [FeedCell]) -> String {
    hash(cells.map { cell in cell.labels.map { ($0.text ?? "", $0.numberOfLines) } })
  }

  /// The hash of the texts a cell shows for each of `items` (the same as ``specHash(_:)`` of
  /// cells configured with them).
  static func specHash(items: [FeedItem]) -> String {
    hash(items.map { FeedCell.labelContents(of: $0) })
  }

  /// FNV-1a over each cell's `(text, numberOfLines)` pairs.
  private static func hash(_ cells: [[(String, Int)]]) -> String {
    var hash: UInt32 = 2_166_136_261
    func mix(_ value: UInt32) {
      hash = (hash ^ value) &* 16_777_619
    }
    for cell in cells {
      for (text, lines) in cell {
        for scalar in text.unicodeScalars { mix(scalar.value) }
        mix(0xFFFF_FFFF)
        mix(UInt32(truncatingIfNeeded: lines))
      }
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 8 - hex.count) + hex
  }

  /// The table for `cells`.
  @MainActor static func text(for cells: [FeedCell]) -> String {
    let measurer = TextMeasurement.current
    let labelsPerCell = cells.first?.labels.count ?? 0
    let scale = UIScreen.main.scale
    var out = "feedmetrics 1 \(cells.count) \(labelsPerCell) \(g(scale)) \(specHash(cells))\n"
    for cell in cells {
      for label in cell.labels {
        let font: UIFont = label.font
        let measured = measurer.advances(of: label.text ?? "", font: font)
        var line = "\(g(font.lineHeight)) \(label.numberOfLines) \(measured.count)"
        for i in 0..<measured.count {
          line += " \(measured.scalars[i].value) \(g(measured.advances[i]))"
          line += " \(g(measured.kerning[i]))"
        }
        out += line + "\n"
      }
    }
    return out
  }

  private static func g(_ value: CGFloat) -> String {
    String(format: "%.17g", Double(value))
  }
}
