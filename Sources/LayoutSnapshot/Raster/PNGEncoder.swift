import Foundation

/// Writes a ``Canvas`` as a PNG file (8-bit RGBA, no interlacing), compressed with the
/// package's own deflate: no compression library needed, byte-for-byte deterministic.
public enum PNGEncoder {
  /// The PNG bytes of `canvas` (unpremultiplied, transparent where nothing was drawn).
  public static func encode(_ canvas: Canvas) -> [UInt8] {
    var rgba: [UInt8] = []
    rgba.reserveCapacity(canvas.width * canvas.height * 4)
    for y in 0..<canvas.height {
      for x in 0..<canvas.width {
        let (r, g, b, a) = canvas.rgba8(x: x, y: y)
        rgba += [r, g, b, a]
      }
    }
    return encode(width: canvas.width, height: canvas.height, rgba: rgba)
  }

  /// The PNG bytes of unpremultiplied 8-bit RGBA pixels, row by row (`width × height × 4`
  /// bytes; missing bytes are transparent black).
  public static func encode(width: Int, height: Int, rgba: [UInt8]) -> [UInt8] {
    let width = max(width, 0)
    let height = max(height, 0)
    var raw: [UInt8] = []
    raw.reserveCapacity((width * 4 + 1) * height)
    for y in 0..<height {
      raw.append(0)  // filter: none
      let start = y * width * 4
      for k in start..<(start + width * 4) { raw.append(k < rgba.count ? rgba[k] : 0) }
    }
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var header: [UInt8] = []
    header += bigEndian(UInt32(width))
    header += bigEndian(UInt32(height))
    header += [8, 6, 0, 0, 0]  // depth 8, RGBA, deflate, adaptive filtering, no interlace
    chunk("IHDR", header, into: &png)
    chunk("IDAT", zlib(raw), into: &png)
    chunk("IEND", [], into: &png)
    return png
  }

  static func bigEndian(_ v: UInt32) -> [UInt8] {
    [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
  }

  static func chunk(_ type: String, _ data: [UInt8], into png: inout [UInt8]) {
    png += bigEndian(UInt32(data.count))
    let typeBytes = Array(type.utf8)
    png += typeBytes
    png += data
    png += bigEndian(crc32(typeBytes + data))
  }

  /// A zlib stream: header, one deflate block, Adler-32.
  static func zlib(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    out += Deflate.compress(data)
    out += bigEndian(adler32(data))
    return out
  }

  static let crcTable: [UInt32] = (0..<256).map { n -> UInt32 in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }

  /// CRC-32 (ISO 3309), as PNG chunks use.
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for b in bytes { c = crcTable[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
    return c ^ 0xFFFF_FFFF
  }

  /// Adler-32, as zlib streams end with.
  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return (b << 16) | a
  }
}
