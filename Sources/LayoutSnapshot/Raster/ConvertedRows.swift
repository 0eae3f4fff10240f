import Foundation

/// Canvas rows (their premultiplied pixels, bit for bit) known to convert to rows of one set
/// of 8-bit RGBA bytes: a canvas row equal to one of them converts to the same bytes, so
/// comparing it again needs no conversion. Use one set only with the bytes it was filled
/// against.
public final class ConvertedRows: @unchecked Sendable {
  /// The most pixels kept (16 MB).
  static let capacity = 1 << 20

  private let lock = NSLock()
  /// By row of the bytes: a canvas row that converts to that row's bytes.
  private var rows: [Int: [SIMD4<Float>]] = [:]
  private var kept = 0

  /// An empty set.
  public init() {}

  /// The rows known so far.
  func known() -> [Int: [SIMD4<Float>]] {
    lock.withLock { rows }
  }

  /// Notes rows found to convert to the bytes' rows (kept while there is room).
  func note(_ found: [Int: [SIMD4<Float>]]) {
    guard !found.isEmpty else { return }
    lock.withLock {
      for (y, row) in found where rows[y] == nil && kept + row.count <= Self.capacity {
        rows[y] = row
        kept += row.count
      }
    }
  }

  /// Whether `count` pixels at `row` are bit for bit the pixels of `known`.
  @inline(__always)
  static func same(
    _ known: [SIMD4<Float>], _ row: UnsafePointer<SIMD4<Float>>, count: Int
  ) -> Bool {
    guard known.count == count else { return false }
    return known.withUnsafeBytes { k in
      guard let p = k.baseAddress else { return true }
      return memcmp(p, row, k.count) == 0
    }
  }
}
