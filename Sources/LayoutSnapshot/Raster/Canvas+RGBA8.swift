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
    // The run in locals while the row is written (stores through `out` cannot change them).
    var last = run.last
    var bytes = run.bytes
    var to = UnsafeMutableRawPointer(out)
    for x in 0..<count {
      let p = row[x]
      let bits = unsafeBitCast(p, to: SIMD4<UInt32>.self)
      if bits != last {
        let (r, g, b, a) = rgba8(p.x, p.y, p.z, p.w)
        bytes = UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
        last = bits
      }
      to.storeBytes(of: bytes.littleEndian, as: UInt32.self)
      to += 4
    }
    run.last = last
    run.bytes = bytes
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
    var scratch = [UInt8](repeating: 0, count: rowBytes)
    var run = ConversionRun()
    return rgba.withUnsafeBufferPointer { reference in
      storage.withUnsafeBufferPointer { slots in
        scratch.withUnsafeMutableBufferPointer { converted in
          guard let ref = reference.baseAddress, let from = slots.baseAddress,
            let row = converted.baseAddress
          else { return false }
          for y in 0..<height {
            let slot = rowSlots[y]
            let earlier = matched[slot]
            if earlier >= 0 {
              if firstEqualRow[y] != firstEqualRow[earlier] { return false }
              continue
            }
            Canvas.convert(from + slot * width, count: width, into: row, run: &run)
            if memcmp(ref + y * rowBytes, row, rowBytes) != 0 { return false }
            matched[slot] = y
          }
          return true
        }
      }
    }
  }
}
