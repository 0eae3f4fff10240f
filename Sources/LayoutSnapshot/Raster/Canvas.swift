import Foundation

/// A premultiplied RGBA pixel buffer that anti-aliased polygons are composited into.
///
/// Rows are stored in slots that equal rows share (a screen is mostly rows painted alike):
/// a row is copied into a slot of its own before it changes, and the same change to the same
/// pixels made again in one operation reuses the first result. Every pixel goes through the
/// same arithmetic as in a plain buffer, so the pixels are the same.
public struct Canvas: Sendable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// The slots, `width` pixels each; slot 0 is the transparent row and never changes. Room
  /// is made for a slot per row at once, but only slots in use (`slotUses`) are ever written
  /// or read, so the pages of the others are not touched.
  var storage: [SIMD4<Float>]
  /// The slot of each row.
  var rowSlots: [Int]
  /// How many rows use each slot (slot 0's count is not kept).
  var slotUses: [Int]
  /// Slots no row uses, to be reused.
  var freeSlots: [Int] = []

  /// A transparent canvas.
  public init(width: Int, height: Int) {
    self.width = max(width, 0)
    self.height = max(height, 0)
    storage = Self.slots(self.width, count: self.height + 1, keeping: [])
    rowSlots = [Int](repeating: 0, count: self.height)
    slotUses = [0]
  }

  /// Room for `count` slots of `width` pixels: `kept`'s pixels first, then a transparent
  /// slot 0 when `kept` is empty; the rest is left for `copySlot` to write.
  static func slots(_ width: Int, count: Int, keeping kept: [SIMD4<Float>]) -> [SIMD4<Float>] {
    let total = width * max(count, 1)
    return [SIMD4<Float>](unsafeUninitializedCapacity: total) { buffer, initialized in
      guard let base = buffer.baseAddress else { return }
      if kept.isEmpty {
        base.initialize(repeating: .zero, count: width)
      } else {
        kept.withUnsafeBufferPointer { old in
          if let from = old.baseAddress { base.initialize(from: from, count: old.count) }
        }
      }
      // The pixels of slots not in use yet are never read before `copySlot` writes them.
      initialized = total
    }
  }

  /// Premultiplied red, green, blue, alpha per pixel, row by row, in 0...1.
  public internal(set) var pixels: [Float] {
    get {
      var flat = [Float](repeating: 0, count: width * height * 4)
      flat.withUnsafeMutableBufferPointer { out in
        storage.withUnsafeBufferPointer { rows in
          guard let to = out.baseAddress, let from = rows.baseAddress else { return }
          let raw = UnsafeMutableRawPointer(to).bindMemory(
            to: SIMD4<Float>.self, capacity: width * height)
          for y in 0..<height {
            (raw + y * width).update(from: from + rowSlots[y] * width, count: width)
          }
        }
      }
      return flat
    }
    set {
      storage = [SIMD4<Float>](repeating: .zero, count: width * (height + 1))
      rowSlots = Array(1..<(height + 1))
      slotUses = [0] + [Int](repeating: 1, count: height)
      freeSlots = []
      let count = min(newValue.count / 4, width * height)
      storage.withUnsafeMutableBufferPointer { rows in
        newValue.withUnsafeBufferPointer { flat in
          for i in 0..<count {
            rows[width + i] = SIMD4(flat[4 * i], flat[4 * i + 1], flat[4 * i + 2], flat[4 * i + 3])
          }
        }
      }
    }
  }

  /// The colour of a pixel, unpremultiplied, as 8-bit components (for tests and PNG).
  public func rgba8(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
    let p = storage[rowSlots[y] * width + x]
    return Self.rgba8(p.x, p.y, p.z, p.w)
  }

  /// A premultiplied pixel unpremultiplied into 8-bit components.
  @inline(__always)
  static func rgba8(_ r: Float, _ g: Float, _ b: Float, _ a: Float) -> (
    UInt8, UInt8, UInt8, UInt8
  ) {
    guard a > 0 else { return (0, 0, 0, 0) }
    if a == 1 { return (byte(r), byte(g), byte(b), 255) }
    return (byte(r / a), byte(g / a), byte(b / a), byte(a))
  }

  /// `v × 255` rounded half away from zero and clamped to 0...255 (NaN gives 255), as
  /// `rounded()` would, without a call into the C library.
  @inline(__always)
  static func byte(_ v: Float) -> UInt8 {
    let y = v * 255
    guard y > 0 else { return y.isNaN ? 255 : 0 }
    guard y < 255 else { return 255 }
    let t = Int(y)
    return UInt8(y - Float(t) >= 0.5 ? t + 1 : t)
  }
}

/// What one row's change depends on besides its pixels: the slot it starts from and the
/// coverage rows applied (-1: none).
struct RowChangeKey: Hashable {
  let slot: Int
  let first: Int
  let second: Int
}

extension Canvas {
  /// A new slot holding a copy of `slot`'s pixels, used by no row yet.
  mutating func copySlot(_ slot: Int) -> Int {
    let target: Int
    if let reused = freeSlots.popLast() {
      target = reused
      slotUses[target] = 0
    } else {
      target = slotUses.count
      slotUses.append(0)
      if (target + 1) * width > storage.count {
        // Not expected: rows + 1 slots are enough even with the slots an operation frees
        // only at its end (a shared slot's rows need at most one slot fewer than there are).
        storage = Self.slots(width, count: 2 * (target + 1), keeping: storage)
      }
    }
    let width = width
    storage.withUnsafeMutableBufferPointer { rows in
      guard let base = rows.baseAddress else { return }
      (base + target * width).update(from: base + slot * width, count: width)
    }
    return target
  }

  /// Row `y` stops using its slot; a slot no row uses any more is noted in `released` (freed
  /// at the end of the operation, so that no slot changes meaning during one).
  mutating func leaveSlot(ofRow y: Int, released: inout [Int]) {
    let slot = rowSlots[y]
    guard slot != 0 else { return }
    slotUses[slot] -= 1
    if slotUses[slot] == 0 { released.append(slot) }
  }

  /// Changes row `y` by `change` (given the row's pixels): in place when no other row uses its
  /// slot; otherwise in a copy, or, when `key` is given and the same change was made to the
  /// same slot before in this operation (`memo`), by sharing that result.
  @inline(__always)
  mutating func changeRow(
    _ y: Int, key: RowChangeKey?, memo: inout [RowChangeKey: Int], released: inout [Int],
    _ change: (UnsafeMutablePointer<SIMD4<Float>>) -> Void
  ) {
    var slot = rowSlots[y]
    if slot == 0 || slotUses[slot] > 1 {
      if let key, let shared = memo[key] {
        leaveSlot(ofRow: y, released: &released)
        rowSlots[y] = shared
        slotUses[shared] += 1
        return
      }
      let copy = copySlot(slot)
      leaveSlot(ofRow: y, released: &released)
      rowSlots[y] = copy
      slotUses[copy] = 1
      if let key { memo[key] = copy }
      slot = copy
    }
    let width = width
    storage.withUnsafeMutableBufferPointer { rows in
      guard let base = rows.baseAddress else { return }
      change(base + slot * width)
    }
  }

  /// Frees the slots an operation left unused.
  mutating func free(_ released: [Int]) {
    for slot in released where slotUses[slot] == 0 { freeSlots.append(slot) }
  }
}
