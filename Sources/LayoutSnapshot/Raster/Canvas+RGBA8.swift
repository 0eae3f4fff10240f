import Foundation

/// A canvas's pixels as the 8-bit RGBA bytes a PNG holds, and comparing them with such bytes
/// without encoding a PNG.
extension Canvas {
  /// The last pixel converted and its bytes: runs of equal pixels (equal bit patterns) are
  /// converted once.
  struct ConversionRun {
    var last = SIMD4<UInt32>(repeating: .max)
    var bytes: UInt32 = 0
  }

  /// Writes `count` premultiplied pixels as unpremultiplied 8-bit RGBA bytes.
  @inline(__always)
  static func convert(
    _ row: UnsafePointer<SIMD4<Float>>, count: Int, into out: UnsafeMutablePointer<UInt8>,
    run: inout ConversionRun
  ) {
    let to = UnsafeMutableRawPointer(out)
    _ = eachPacked(row, count: count, run: &run) { x, bytes in
      to.storeBytes(of: bytes.littleEndian, toByteOffset: 4 * x, as: UInt32.self)
      return true
    }
  }

  /// Hands `body` the `packed` bytes of each of `count` premultiplied pixels (a run of equal
  /// pixels is converted once) until it returns false; returns whether it never did.
  @inline(__always)
  static func eachPacked(
    _ row: UnsafePointer<SIMD4<Float>>, count: Int, run: inout ConversionRun,
    _ body: (_ x: Int, _ bytes: UInt32) -> Bool
  ) -> Bool {
    // The run in locals while the row is gone through (stores `body` makes cannot change it).
    var last = run.last
    var bytes = run.bytes
    var whole = true
    for x in 0..<count {
      let p = row[x]
      let bits = unsafeBitCast(p, to: SIMD4<UInt32>.self)
      if bits != last {
        bytes = packed(p)
        last = bits
      }
      if !body(x, bytes) {
        whole = false
        break
      }
    }
    run.last = last
    run.bytes = bytes
    return whole
  }

  /// `rgba8` of a pixel as four bytes (red lowest), worked out on all four components at
  /// once with the same arithmetic: a component divided by alpha (alpha by 1, exactly), × 255,
  /// then rounded half away from zero and clamped as `byte` does.
  @inline(__always)
  static func packed(_ p: SIMD4<Float>) -> UInt32 {
    let a = p.w
    guard a > 0 else { return 0 }
    let y = p / SIMD4(a, a, a, 1) * 255
    // Adding and taking away 2²³ rounds to the nearest integer, ties to even (exact, as
    // 0 < y < 255 where it is used); a tie rounded down is taken up (away from zero).
    let magic = SIMD4<Float>(repeating: 8_388_608)
    let nearest = (y + magic) - magic
    var v = nearest.replacing(with: nearest + 1, where: y - nearest .== 0.5)
    v.replace(with: 255, where: .!(y .< 255))
    v.replace(with: 0, where: .!(y .> 0))
    v.replace(with: 255, where: y .!= y)
    // 2²³ + v (an integer 0...255) holds v in its low mantissa bits.
    let b = unsafeBitCast(v + magic, to: SIMD4<UInt32>.self) & 0xFF
    return b.x | b.y << 8 | b.z << 16 | b.w << 24
  }

  /// Whether `count` premultiplied pixels convert to the 8-bit RGBA bytes at `reference`
  /// (compared as they are converted, stopping at the first difference).
  @inline(__always)
  static func matches(
    _ row: UnsafePointer<SIMD4<Float>>, count: Int, reference: UnsafeRawPointer,
    run: inout ConversionRun
  ) -> Bool {
    eachPacked(row, count: count, run: &run) { x, bytes in
      reference.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self) == bytes.littleEndian
    }
  }

  /// Whether `rgba` (unpremultiplied 8-bit RGBA, row by row) is exactly what ``PNGEncoder``
  /// writes for this canvas's pixels. `firstEqualRow[y]` is the first row of `rgba` whose
  /// bytes are row `y`'s: a row whose slot was matched before is then compared with one
  /// lookup, and each slot is converted once.
  public func hasPixels(_ rgba: [UInt8], firstEqualRow: [Int]) -> Bool {
    let rowBytes = width * 4
    guard rgba.count == rowBytes * height, firstEqualRow.count == height else { return false }
    guard rowBytes > 0, height > 0 else { return true }
    // For each slot, the row whose bytes matched it (-1: none yet).
    var matched = [Int](repeating: -1, count: slotUses.count)
    var run = ConversionRun()
    return rgba.withUnsafeBytes { reference in
      storage.withUnsafeBufferPointer { slots in
        guard let ref = reference.baseAddress, let from = slots.baseAddress else { return false }
        for y in 0..<height {
          let slot = rowSlots[y]
          let earlier = matched[slot]
          if earlier >= 0 {
            if firstEqualRow[y] != firstEqualRow[earlier] { return false }
            continue
          }
          guard
            Canvas.matches(
              from + slot * width, count: width, reference: ref + y * rowBytes, run: &run)
          else { return false }
          matched[slot] = y
        }
        return true
      }
    }
  }
}
