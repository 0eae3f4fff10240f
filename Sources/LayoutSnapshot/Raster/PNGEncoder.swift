import Foundation

/// Writes a ``Canvas`` as a PNG file (8-bit RGBA, no interlacing), compressed with the
/// package's own deflate: no compression library needed, byte-for-byte deterministic.
public enum PNGEncoder {
  /// The PNG bytes of `canvas` (unpremultiplied, transparent where nothing was drawn).
  public static func encode(_ canvas: Canvas) -> [UInt8] {
    let rowBytes = canvas.width * 4
    var raw = [UInt8](repeating: 0, count: (rowBytes + 1) * canvas.height)
    raw.withUnsafeMutableBytes { out in
      canvas.pixels.withUnsafeBytes { px in
        // Runs of equal pixels (equal bit patterns) are converted once.
        var last: (UInt64, UInt64) = (.max, .max)
        var bytes: UInt32 = 0
        for y in 0..<canvas.height {
          var o = y * (rowBytes + 1)
          out[o] = 0  // filter: none
          o += 1
          var i = y * rowBytes * 4
          for _ in 0..<canvas.width {
            let bits = (
              px.loadUnaligned(fromByteOffset: i, as: UInt64.self),
              px.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)
            )
            if bits != last {
              let f = px.baseAddress!.advanced(by: i).assumingMemoryBound(to: Float.self)
              let (r, g, b, a) = Canvas.rgba8(f[0], f[1], f[2], f[3])
              bytes = UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
              last = bits
            }
            out.storeBytes(of: bytes.littleEndian, toByteOffset: o, as: UInt32.self)
            o += 4
            i += 16
          }
        }
      }
    }
    return encode(width: canvas.width, height: canvas.height, filteredRows: raw)
  }

  /// The PNG bytes of unpremultiplied 8-bit RGBA pixels, row by row (`width × height × 4`
  /// bytes; missing bytes are transparent black).
  public static func encode(width: Int, height: Int, rgba: [UInt8]) -> [UInt8] {
    let width = max(width, 0)
    let height = max(height, 0)
    let rowBytes = width * 4
    var raw = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
    for y in 0..<height {
      let start = y * rowBytes
      let available = max(0, min(rowBytes, rgba.count - start))
      if available > 0 {
        raw.replaceSubrange(
          (y * (rowBytes + 1) + 1)..<(y * (rowBytes + 1) + 1 + available),
          with: rgba[start..<(start + available)])
      }
    }
    return encode(width: width, height: height, filteredRows: raw)
  }

  /// The PNG of rows that each start with their filter byte.
  static func encode(width: Int, height: Int, filteredRows raw: [UInt8]) -> [UInt8] {
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var header: [UInt8] = []
    header += bigEndian(UInt32(width))
    header += bigEndian(UInt32(height))
    header += [8, 6, 0, 0, 0]  // depth 8, RGBA, deflate, adaptive filtering, no interlace
    chunk("IHDR", header, into: &png)
    // Matches are tried one pixel back and one row up first.
    chunk("IDAT", zlib(raw, distances: [width * 4 + 1, 4]), into: &png)
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
  static func zlib(_ data: [UInt8], distances: [Int] = []) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    out += Deflate.compress(data, distances: distances)
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
    crcTable.withUnsafeBufferPointer { table in
      for b in bytes { c = table[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
    }
    return c ^ 0xFFFF_FFFF
  }

  /// Adler-32, as zlib streams end with.
  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    bytes.withUnsafeBufferPointer { p in
      guard let base = p.baseAddress else { return }
      let raw = UnsafeRawPointer(base)
      var i = 0
      // 5552 bytes is the most that cannot overflow 32 bits before the modulo (zlib's NMAX).
      while i < p.count {
        let end = min(i + 5_552, p.count)
        // Eight bytes at a time, in 16-bit lanes: a grows by their sum, b by 8a plus their
        // sum weighted 8, 7, …, 1.
        while i + 8 <= end {
          let v = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
          let even = v & 0x00FF_00FF_00FF_00FF
          let odd = (v >> 8) & 0x00FF_00FF_00FF_00FF
          let pairs = even &+ odd
          let sum = UInt32(truncatingIfNeeded: (pairs &* 0x0001_0001_0001_0001) >> 48)
          let weighted = UInt32(
            truncatingIfNeeded: (pairs &* 0x0007_0005_0003_0001) >> 48
              &+ (even &* 0x0001_0001_0001_0001) >> 48)
          b &+= 8 &* a &+ weighted
          a &+= sum
          i += 8
        }
        while i < end {
          a &+= UInt32(p[i])
          b &+= a
          i += 1
        }
        a %= 65_521
        b %= 65_521
      }
    }
    return (b << 16) | a
  }
}
