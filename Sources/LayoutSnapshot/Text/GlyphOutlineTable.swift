import Foundation

/// A glyph's outline in font units (y up): closed contours of lines, quadratic and cubic
/// Bézier segments.
struct GlyphOutline: Sendable {
  /// A path verb.
  enum Verb: UInt8, Sendable {
    /// Starts a contour at the next point.
    case move
    /// A line to the next point.
    case line
    /// A quadratic curve through the next two points (control, end).
    case quad
    /// A cubic curve through the next three points (two controls, end).
    case cubic
  }

  /// The verbs, contour by contour (each contour starts with ``Verb/move`` and is closed).
  var verbs: [Verb] = []
  /// The points, x and y interleaved, in font units.
  var points: [Int32] = []

  /// Whether the glyph draws nothing (a space).
  var isEmpty: Bool { verbs.isEmpty }
}

/// The glyph outlines of ``GeneratedGlyphOutlines``: the glyphs of Inter Display (nine weights)
/// and Nanum Gothic (Regular and Bold) that OpenUIKit's built-in text measurer covers, decoded
/// once at first use; each glyph's outline is decoded when first drawn.
final class GlyphOutlineTable: @unchecked Sendable {
  /// One font's glyph records.
  struct Font {
    let unitsPerEm: Int
    /// Where each glyph's record starts in ``GlyphOutlineTable/bytes`` and its length.
    let records: [(offset: Int, length: Int)]
    /// Glyph + 1 for each scalar of the font's ranges, in range order (0: not in the font).
    let map: [Int32]
  }

  /// One covered block of scalars.
  struct Range {
    let first: UInt32
    let count: UInt32
    /// 0: Inter Display's, 1: Nanum Gothic's.
    let kind: Int
    /// The index of ``first`` in its kind's font maps.
    let mapOffset: Int
  }

  /// The inflated blob.
  let bytes: [UInt8]
  let fonts: [Font]
  let ranges: [Range]
  /// Per weight (UIFont.Weight order, ultraLight … black), the font of each kind.
  let weightFonts: [(latin: Int, hangul: Int)]

  private let lock = NSLock()
  private var cache: [Int: GlyphOutline] = [:]

  /// The table decoded from the generated blob (empty if the blob were damaged).
  static let shared = GlyphOutlineTable(
    base64: GeneratedGlyphOutlines.blob, inflatedSize: GeneratedGlyphOutlines.inflatedSize)

  init(base64: String, inflatedSize: Int) {
    let packed = Data(base64Encoded: base64, options: .ignoreUnknownCharacters) ?? Data()
    let bytes = Deflate.decompress([UInt8](packed), expectedSize: inflatedSize) ?? []
    var reader = ByteReader(bytes: bytes)
    var fonts: [Font] = []
    var ranges: [Range] = []
    var weightFonts: [(Int, Int)] = []
    if bytes.count > 4, bytes[0..<4].elementsEqual("OUGO".utf8) {
      reader.position = 4
      _ = reader.unsigned()
      var recordLists: [(Int, [(Int, Int)])] = []
      for _ in 0..<reader.unsigned() {
        let upm = reader.unsigned()
        let count = reader.unsigned()
        var records: [(Int, Int)] = []
        records.reserveCapacity(count)
        for _ in 0..<count {
          let length = reader.unsigned()
          records.append((reader.position, length))
          reader.position += length
        }
        recordLists.append((upm, records))
      }
      var offsets = [0, 0]
      for _ in 0..<reader.unsigned() {
        let first = UInt32(reader.unsigned())
        let count = UInt32(reader.unsigned())
        let kind = min(reader.unsigned(), 1)
        ranges.append(Range(first: first, count: count, kind: kind, mapOffset: offsets[kind]))
        offsets[kind] += Int(count)
      }
      for _ in 0..<reader.unsigned() {
        weightFonts.append((reader.unsigned(), reader.unsigned()))
      }
      for (upm, records) in recordLists {
        let count = reader.unsigned()
        var map = [Int32](repeating: 0, count: count)
        for i in 0..<count { map[i] = Int32(truncatingIfNeeded: reader.unsigned()) }
        fonts.append(Font(unitsPerEm: upm, records: records, map: map))
      }
      if reader.failed { (fonts, ranges, weightFonts) = ([], [], []) }
    }
    self.bytes = bytes
    self.fonts = fonts
    self.ranges = ranges
    self.weightFonts = weightFonts.map { (latin: $0.0, hangul: $0.1) }
  }

  /// The font and glyph drawing `scalar` at a weight index (0 ultraLight … 8 black), or nil
  /// when no font of the table has it.
  func glyph(for scalar: Unicode.Scalar, weight: Int) -> (font: Int, glyph: Int)? {
    guard !weightFonts.isEmpty else { return nil }
    let fonts = weightFonts[min(max(weight, 0), weightFonts.count - 1)]
    let value = scalar.value
    for r in ranges where value >= r.first && value < r.first + r.count {
      let font = r.kind == 0 ? fonts.latin : fonts.hangul
      guard font < self.fonts.count else { return nil }
      let map = self.fonts[font].map
      let i = r.mapOffset + Int(value - r.first)
      guard i < map.count, map[i] > 0 else { return nil }
      return (font, Int(map[i]) - 1)
    }
    return nil
  }

  /// The units per em of a font.
  func unitsPerEm(ofFont font: Int) -> Int { fonts[font].unitsPerEm }

  /// A glyph's outline (decoded once, then cached).
  func outline(font: Int, glyph: Int) -> GlyphOutline {
    let key = font << 20 | glyph
    lock.lock()
    if let cached = cache[key] {
      lock.unlock()
      return cached
    }
    lock.unlock()
    var outline = GlyphOutline()
    append(font: font, glyph: glyph, dx: 0, dy: 0, depth: 0, into: &outline)
    lock.lock()
    cache[key] = outline
    lock.unlock()
    return outline
  }

  /// Appends a glyph's contours moved by (dx, dy); composites recurse into their components.
  private func append(
    font: Int, glyph: Int, dx: Int32, dy: Int32, depth: Int, into outline: inout GlyphOutline
  ) {
    guard font < fonts.count, glyph >= 0, glyph < fonts[font].records.count, depth < 8 else {
      return
    }
    let record = fonts[font].records[glyph]
    var reader = ByteReader(bytes: bytes, position: record.offset)
    let end = record.offset + record.length
    guard end <= bytes.count, record.length > 0 else { return }
    if reader.byte() == 1 {
      for _ in 0..<reader.unsigned() {
        let component = reader.unsigned()
        let cx = Int32(truncatingIfNeeded: reader.signed())
        let cy = Int32(truncatingIfNeeded: reader.signed())
        guard reader.position <= end else { return }
        append(
          font: font, glyph: component, dx: dx &+ cx, dy: dy &+ cy, depth: depth + 1,
          into: &outline)
      }
      return
    }
    var x: Int32 = 0
    var y: Int32 = 0
    for _ in 0..<reader.unsigned() {
      let segments = reader.unsigned()
      x &+= Int32(truncatingIfNeeded: reader.signed())
      y &+= Int32(truncatingIfNeeded: reader.signed())
      outline.verbs.append(.move)
      outline.points += [x &+ dx, y &+ dy]
      let kindsAt = reader.position
      reader.position += (segments + 3) / 4
      guard reader.position <= end else { return }
      for i in 0..<segments {
        let kind = (bytes[kindsAt + i / 4] >> (2 * UInt8(i % 4))) & 3
        let verb: GlyphOutline.Verb = kind == 0 ? .line : kind == 1 ? .quad : .cubic
        outline.verbs.append(verb)
        for _ in 0..<(kind == 0 ? 1 : kind == 1 ? 2 : 3) {
          x &+= Int32(truncatingIfNeeded: reader.signed())
          y &+= Int32(truncatingIfNeeded: reader.signed())
          outline.points += [x &+ dx, y &+ dy]
        }
        guard reader.position <= end else { return }
      }
    }
  }
}

/// Reads LEB128 varints; past the end it reads zeros and marks the read as failed.
private struct ByteReader {
  let bytes: [UInt8]
  var position = 0
  var failed = false

  mutating func byte() -> UInt8 {
    guard position < bytes.count else {
      failed = true
      return 0
    }
    defer { position += 1 }
    return bytes[position]
  }

  mutating func unsigned() -> Int {
    var value = 0
    var shift = 0
    while shift < 63 {
      let b = byte()
      value |= Int(b & 0x7F) << shift
      if b & 0x80 == 0 { return value }
      shift += 7
    }
    failed = true
    return 0
  }

  mutating func signed() -> Int {
    let v = unsigned()
    return v & 1 == 0 ? v >> 1 : -((v + 1) >> 1)
  }
}
