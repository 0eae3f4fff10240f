import Foundation

/// The advance widths and pair kerning of ``GeneratedFontMetrics``, decoded once at first use.
/// A class, so that measuring text retains one object rather than each of its arrays.
///
/// Advances are in font units (``unitsPerEm`` per em); a character outside the covered ranges
/// measures as the fallback advance (the width of `?`), and a covered character the font
/// lacks does too.
final class FontMetricsTable: Sendable {
  /// One covered block of Unicode scalars.
  struct Range: Sendable {
    let first: UInt32
    let count: UInt32
    /// Whether one advance serves the whole range (Hangul syllables).
    let uniform: Bool
    /// The dense index of ``first`` among all covered characters.
    let baseIndex: Int
    /// Where the range's advances start in a weight's advance array.
    let advanceOffset: Int
  }

  /// Font units per em of the table.
  let unitsPerEm: Double
  /// The covered ranges, sorted by first scalar.
  let ranges: [Range]
  /// Per weight (UIFont.Weight order, ultraLight … black), the advances in range order.
  let advances: [[UInt16]]
  /// For each dense index, its row in the kerning matrices, or −1 when it is never kerned.
  let kerningSlot: [Int32]
  /// The number of characters that take part in kerning (the matrices' side).
  let kerningSide: Int
  /// Per weight, the kerning adjustment in font units of `left × kerningSide + right`
  /// (kerning slots).
  let kerning: [[Int16]]
  /// The dense index of each scalar below ``directLimit`` (−1: not covered).
  let directIndex: [Int32]
  /// The advance slot of each scalar below ``directLimit``.
  let directAdvance: [Int32]
  /// Scalars below this are looked up directly, the rest by binary search.
  static let directLimit: UInt32 = 0x2200
  /// Per weight, the advance used for characters the table does not cover.
  let fallbackAdvance: [UInt16]

  /// The marker of an uncovered character inside a covered range.
  static let missing: UInt16 = 0xFFFF

  /// The table decoded from the generated blob (an empty table if the blob were damaged).
  static let shared: FontMetricsTable = FontMetricsTable(base64: GeneratedFontMetrics.blob)

  convenience init(base64: String) {
    let data = Data(base64Encoded: base64, options: .ignoreUnknownCharacters) ?? Data()
    var words = [UInt16](repeating: 0, count: data.count / 2)
    data.withUnsafeBytes { raw in
      for i in 0..<words.count {
        let lo = UInt16(raw[2 * i])
        let hi = UInt16(raw[2 * i + 1])
        words[i] = lo | (hi << 8)
      }
    }
    var reader = WordReader(words: words)
    guard reader.next() == 0x4F55 else {
      self.init(empty: ())
      return
    }
    let upm = Double(reader.next())
    let weightCount = Int(reader.next())
    let rangeCount = Int(reader.next())
    var ranges: [Range] = []
    var baseIndex = 0
    var advanceOffset = 0
    for _ in 0..<rangeCount {
      let first = UInt32(reader.next())
      let count = UInt32(reader.next())
      let uniform = reader.next() == 1
      ranges.append(
        Range(
          first: first, count: count, uniform: uniform, baseIndex: baseIndex,
          advanceOffset: advanceOffset))
      baseIndex += Int(count)
      advanceOffset += uniform ? 1 : Int(count)
    }
    var advances: [[UInt16]] = []
    for _ in 0..<weightCount {
      advances.append((0..<advanceOffset).map { _ in reader.next() })
    }
    var pairLists: [[(UInt32, UInt32, Int16)]] = []
    for _ in 0..<weightCount {
      let high = Int(reader.next())
      let count = high << 16 | Int(reader.next())
      var pairs: [(UInt32, UInt32, Int16)] = []
      pairs.reserveCapacity(count)
      for _ in 0..<count {
        let left = UInt32(reader.next())
        let right = UInt32(reader.next())
        let value = Int16(Int(reader.next()) - 0x8000)
        pairs.append((left, right, value))
      }
      pairLists.append(pairs)
    }
    var kerningSlot = [Int32](repeating: -1, count: baseIndex)
    var side = 0
    for pairs in pairLists {
      for (left, right, _) in pairs {
        for i in [Int(left), Int(right)] where i < baseIndex && kerningSlot[i] < 0 {
          kerningSlot[i] = Int32(side)
          side += 1
        }
      }
    }
    var kerning: [[Int16]] = []
    for pairs in pairLists {
      var matrix = [Int16](repeating: 0, count: side * side)
      for (left, right, value) in pairs where Int(left) < baseIndex && Int(right) < baseIndex {
        let row = Int(kerningSlot[Int(left)])
        let column = Int(kerningSlot[Int(right)])
        matrix[row * side + column] = value
      }
      kerning.append(matrix)
    }
    var directIndex = [Int32](repeating: -1, count: Int(FontMetricsTable.directLimit))
    var directAdvance = [Int32](repeating: -1, count: Int(FontMetricsTable.directLimit))
    for r in ranges where r.first < FontMetricsTable.directLimit {
      let last = min(r.first + r.count, FontMetricsTable.directLimit)
      for scalar in r.first..<last {
        let offset = Int(scalar - r.first)
        directIndex[Int(scalar)] = Int32(r.baseIndex + offset)
        directAdvance[Int(scalar)] = Int32(r.advanceOffset + (r.uniform ? 0 : offset))
      }
    }
    // The question mark (U+003F, index 0x1F in the first range) stands in for the rest.
    self.init(
      unitsPerEm: upm, ranges: ranges, advances: advances, kerningSlot: kerningSlot,
      kerningSide: side, kerning: kerning, directIndex: directIndex,
      directAdvance: directAdvance,
      fallbackAdvance: advances.map { $0.count > 0x1F ? $0[0x1F] : 0 })
  }

  private init(
    unitsPerEm: Double, ranges: [Range], advances: [[UInt16]], kerningSlot: [Int32],
    kerningSide: Int, kerning: [[Int16]], directIndex: [Int32], directAdvance: [Int32],
    fallbackAdvance: [UInt16]
  ) {
    self.unitsPerEm = unitsPerEm
    self.ranges = ranges
    self.advances = advances
    self.kerningSlot = kerningSlot
    self.kerningSide = kerningSide
    self.kerning = kerning
    self.directIndex = directIndex
    self.directAdvance = directAdvance
    self.fallbackAdvance = fallbackAdvance
  }

  private convenience init(empty: Void) {
    self.init(
      unitsPerEm: 1000, ranges: [], advances: [], kerningSlot: [], kerningSide: 0, kerning: [],
      directIndex: [], directAdvance: [], fallbackAdvance: [])
  }

  /// The dense index and advance slot of a scalar, or nil when no range covers it.
  func slot(of scalar: UInt32) -> (index: Int, advance: Int)? {
    if scalar < FontMetricsTable.directLimit, Int(scalar) < directIndex.count {
      let index = directIndex[Int(scalar)]
      return index < 0 ? nil : (Int(index), Int(directAdvance[Int(scalar)]))
    }
    var low = 0
    var high = ranges.count - 1
    while low <= high {
      let mid = (low + high) / 2
      let r = ranges[mid]
      if scalar < r.first {
        high = mid - 1
      } else if scalar >= r.first + r.count {
        low = mid + 1
      } else {
        let offset = Int(scalar - r.first)
        return (r.baseIndex + offset, r.advanceOffset + (r.uniform ? 0 : offset))
      }
    }
    return nil
  }
}

/// Reads UInt16 words in order; past the end it reads zeros (a damaged table decodes empty).
private struct WordReader {
  let words: [UInt16]
  var position = 0

  mutating func next() -> UInt16 {
    guard position < words.count else { return 0 }
    defer { position += 1 }
    return words[position]
  }
}

extension FontMetricsTable {
  /// The kerning in font units between the characters of dense indices `left` and `right`
  /// (either may be −1: no kerning).
  func kern(_ left: Int, _ right: Int, weight: Int) -> Int {
    guard left >= 0, right >= 0, left < kerningSlot.count, right < kerningSlot.count else {
      return 0
    }
    let row = kerningSlot[left]
    let column = kerningSlot[right]
    guard row >= 0, column >= 0 else { return 0 }
    return Int(kerning[weight][Int(row) * kerningSide + Int(column)])
  }

  /// ``kern(_:_:weight:)`` with the weight's kerning matrix looked up by the caller.
  @inline(__always) func kern(_ left: Int, _ right: Int, row matrix: [Int16]) -> Int {
    guard left >= 0, right >= 0, left < kerningSlot.count, right < kerningSlot.count else {
      return 0
    }
    let row = kerningSlot[left]
    let column = kerningSlot[right]
    guard row >= 0, column >= 0 else { return 0 }
    return Int(matrix[Int(row) * kerningSide + Int(column)])
  }
}
