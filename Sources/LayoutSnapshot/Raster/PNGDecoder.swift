import Foundation

/// Reads the PNGs ``PNGEncoder`` writes (8-bit RGBA, stored or fixed-code deflate blocks,
/// filter 0), for comparing snapshots.
public enum PNGDecoder {
  /// Width, height and unpremultiplied RGBA bytes, or nil for any other kind of PNG.
  public static func decode(_ bytes: [UInt8]) -> (width: Int, height: Int, rgba: [UInt8])? {
    guard bytes.count > 8, Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    else { return nil }
    var offset = 8
    var width = 0
    var height = 0
    var idat: [UInt8] = []
    func u32(_ at: Int) -> Int {
      Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
    }
    while offset + 8 <= bytes.count {
      let length = u32(offset)
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      let start = offset + 8
      guard start + length + 4 <= bytes.count else { return nil }
      if type == "IHDR" {
        width = u32(start)
        height = u32(start + 4)
        guard bytes[start + 8] == 8, bytes[start + 9] == 6 else { return nil }
      } else if type == "IDAT" {
        idat += bytes[start..<start + length]
      }
      offset = start + length + 4
    }
    // zlib: a 2-byte header, then deflate.
    guard idat.count > 6, let raw = Deflate.decompress(Array(idat[2...])) else { return nil }
    let stride = width * 4 + 1
    guard raw.count == stride * height else { return nil }
    var rgba: [UInt8] = []
    rgba.reserveCapacity(width * height * 4)
    for y in 0..<height {
      guard raw[y * stride] == 0 else { return nil }
      rgba += raw[(y * stride + 1)..<(y * stride + stride)]
    }
    return (width, height, rgba)
  }
}
