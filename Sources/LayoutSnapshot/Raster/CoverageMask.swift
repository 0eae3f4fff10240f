import Foundation

/// Coverage values (0...1) over a rectangle of pixels, stored as distinct rows that the
/// rectangle's rows point at (the rows of a rectangle's coverage are a handful of patterns).
struct CoverageMask: Sendable {
  let minX: Int
  let minY: Int
  let maxX: Int
  let maxY: Int
  /// The stored rows, `width` values each.
  var values: [Float]
  /// For each row of the rectangle, the stored row holding its values.
  var rowIndex: [Int]

  var width: Int { maxX - minX }

  /// How many rows are stored.
  var storedRows: Int { width == 0 ? 0 : values.count / width }

  /// A mask of zeros, one stored row per row (for fillers that write rows in place).
  init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
    self.minX = minX
    self.minY = minY
    self.maxX = max(maxX, minX)
    self.maxY = max(maxY, minY)
    values = [Float](repeating: 0, count: (self.maxX - minX) * (self.maxY - minY))
    rowIndex = Array(0..<(self.maxY - minY))
  }

  /// A mask over a rectangle whose rows are the given stored rows.
  init(minX: Int, minY: Int, maxX: Int, maxY: Int, values: [Float], rowIndex: [Int]) {
    self.minX = minX
    self.minY = minY
    self.maxX = max(maxX, minX)
    self.maxY = max(maxY, minY)
    self.values = values
    self.rowIndex = rowIndex
  }

  /// The coverage at a pixel (0 outside the rectangle).
  func value(x: Int, y: Int) -> Float {
    guard x >= minX, x < maxX, y >= minY, y < maxY else { return 0 }
    return values[rowIndex[y - minY] * width + x - minX]
  }

  /// The offset to add to `x` for the value at (x, y) when row `y` is inside the rectangle.
  @inline(__always)
  func row(_ y: Int) -> Int? {
    y >= minY && y < maxY ? rowIndex[y - minY] * width - minX : nil
  }

  /// Whether every value of a stored row is ≤ 0 (a row that paints nothing; NaN paints).
  func isBlank(storedRow r: Int) -> Bool {
    values.withUnsafeBufferPointer { v in
      for k in (r * width)..<(r * width + width) where !(v[k] <= 0) { return false }
      return true
    }
  }

  /// This mask times another, pixel by pixel (a nested clip), over this mask's rectangle.
  func intersected(with other: CoverageMask?) -> CoverageMask {
    guard let other else { return self }
    let w = width
    var out: [Float] = []
    var index: [Int] = []
    index.reserveCapacity(maxY - minY)
    out.reserveCapacity(values.count)
    // Rows made from the same pair of stored rows are the same: made once.
    var made: [RowChangeKey: Int] = [:]
    values.withUnsafeBufferPointer { mine in
      other.values.withUnsafeBufferPointer { theirs in
        for y in minY..<maxY {
          let own = rowIndex[y - minY]
          let otherRow = other.row(y)
          let key = RowChangeKey(
            slot: own, first: otherRow.map { _ in other.rowIndex[y - other.minY] } ?? -1,
            second: 0)
          if let done = made[key] {
            index.append(done)
            continue
          }
          let stored = w == 0 ? 0 : out.count / w
          let base = own * w - minX
          if let otherRow {
            for x in minX..<maxX {
              out.append(
                mine[base + x] * (x >= other.minX && x < other.maxX ? theirs[otherRow + x] : 0))
            }
          } else {
            for x in minX..<maxX { out.append(mine[base + x] * 0) }
          }
          made[key] = stored
          index.append(stored)
        }
      }
    }
    return CoverageMask(
      minX: minX, minY: minY, maxX: maxX, maxY: maxY, values: out, rowIndex: index)
  }
}
