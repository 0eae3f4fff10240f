import Foundation

/// Glyph coverage found once and reused: an outline drawn again with the same edges relative
/// to its first pixel (the same glyphs, size and sub-pixel offset) has the same coverage.
extension GlyphFiller {
  /// The rows `scan` finds for edges moved so that their bounds start at pixel (0, 0).
  final class ScannedRows: Sendable {
    /// Four integers per row with coverage: its y from the top of the bounds, the first and
    /// end x (from the left of the bounds) of its values, and where they start in `values`.
    let rows: [Int]
    /// The rows' coverage values, `end − first` per row.
    let values: [Float]

    /// The rows `scan` finds for `edges` over `w` × `h` pixels from (0, 0).
    init(scanning edges: [Edge], width w: Int, height h: Int) {
      var rows: [Int] = []
      var values: [Float] = []
      scan(edges, in: Bounds(x0: 0, y0: 0, x1: w, y1: h)) { y, row, lo, end in
        rows.append(contentsOf: [y, lo, end, values.count])
        values.append(contentsOf: UnsafeBufferPointer(start: row + lo, count: end - lo))
      }
      self.rows = rows
      self.values = values
    }
  }

  /// Edges moved so that their bounds start at pixel (0, 0), and the size of those bounds:
  /// the scan's arithmetic is in integers and depends only on where edges are relative to
  /// the bounds, so edges equal here have the same coverage rows.
  struct ScanKey: Hashable {
    let edges: [Edge]
    let width: Int
    let height: Int
    /// A hash of the edges, worked out once.
    let digest: UInt64

    init(_ edges: [Edge], in b: Bounds) {
      let dx = b.x0 * one
      let dy = b.y0 * one
      var digest: UInt64 = 0xCBF2_9CE4_8422_2325
      self.edges = edges.map { e in
        let moved = Edge(x0: e.x0 - dx, y0: e.y0 - dy, x1: e.x1 - dx, y1: e.y1 - dy, dir: e.dir)
        digest = Self.mix(digest, moved.x0)
        digest = Self.mix(digest, moved.y0)
        digest = Self.mix(digest, moved.x1)
        digest = Self.mix(digest, moved.y1)
        digest = Self.mix(digest, moved.dir)
        return moved
      }
      width = b.x1 - b.x0
      height = b.y1 - b.y0
      self.digest = digest
    }

    /// One FNV-1a step over a whole integer.
    @inline(__always)
    static func mix(_ digest: UInt64, _ v: Int) -> UInt64 {
      (digest ^ UInt64(bitPattern: Int64(v))) &* 0x100_0000_01B3
    }

    static func == (a: ScanKey, b: ScanKey) -> Bool {
      guard a.digest == b.digest, a.width == b.width, a.height == b.height,
        a.edges.count == b.edges.count
      else { return false }
      // Edges are five integers each, without padding: equal bytes are equal edges.
      return a.edges.withUnsafeBytes { x in
        b.edges.withUnsafeBytes { y in
          guard let p = x.baseAddress, let q = y.baseAddress else { return true }
          return memcmp(p, q, x.count) == 0
        }
      }
    }

    func hash(into hasher: inout Hasher) { hasher.combine(digest) }
  }

  /// The coverage rows of `edges` over `b`, from the cache when the same edges (relative to
  /// `b`) were scanned before.
  static func scannedRows(_ edges: [Edge], in b: Bounds) -> ScannedRows {
    let key = ScanKey(edges, in: b)
    if let hit = ScanCache.shared.rows(for: key) { return hit }
    let rows = ScannedRows(scanning: key.edges, width: key.width, height: key.height)
    ScanCache.shared.keep(rows, for: key)
    return rows
  }
}

/// The coverage rows of the outlines scanned last, up to a total number of values (all are
/// dropped when a new one does not fit): an entry is exactly what scanning its key gives, so
/// what is drawn does not depend on what is kept.
final class ScanCache: @unchecked Sendable {
  /// The cache glyph filling uses.
  static let shared = ScanCache()

  /// The most coverage values kept (16 MB).
  static let capacity = 1 << 22

  private let lock = NSLock()
  private var entries: [GlyphFiller.ScanKey: GlyphFiller.ScannedRows] = [:]
  private var kept = 0
  /// Outlines placed before (dropped with the entries).
  private var placements: [GlyphFiller.PlacementKey: GlyphFiller.Placement] = [:]

  /// The most placements kept.
  static let placementCapacity = 512

  /// The placement kept for `key`, if any.
  func placement(for key: GlyphFiller.PlacementKey) -> GlyphFiller.Placement? {
    lock.withLock { placements[key] }
  }

  /// Keeps `placement` for `key` unless its rows take more than a quarter of the room (all
  /// placements are dropped when there are too many).
  func keep(_ placement: GlyphFiller.Placement, for key: GlyphFiller.PlacementKey) {
    guard placement.rows.values.count + placement.rows.rows.count <= Self.capacity / 4 else {
      return
    }
    lock.withLock {
      if placements.count >= Self.placementCapacity { placements.removeAll() }
      placements[key] = placement
    }
  }

  /// The rows kept for `key`, if any.
  func rows(for key: GlyphFiller.ScanKey) -> GlyphFiller.ScannedRows? {
    lock.withLock { entries[key] }
  }

  /// Keeps `rows` for `key` unless they take more than a quarter of the room.
  func keep(_ rows: GlyphFiller.ScannedRows, for key: GlyphFiller.ScanKey) {
    let size = rows.values.count + rows.rows.count
    guard size <= Self.capacity / 4 else { return }
    lock.withLock {
      if kept + size > Self.capacity {
        entries.removeAll()
        placements.removeAll()
        kept = 0
      }
      let old = entries.updateValue(rows, forKey: key)
      kept += size - (old.map { $0.values.count + $0.rows.count } ?? 0)
    }
  }
}
