import Foundation

/// Writes a ``Canvas`` as a PNG file (8-bit RGBA, no interlacing), compressed with the
/// package's own deflate: no compression library needed, byte-for-byte deterministic.
public enum PNGEncoder {
  /// The PNG bytes of `canvas` (unpremultiplied, transparent where nothing was drawn).
  public static func encode(_ canvas: Canvas) -> [UInt8] {
    let rowBytes = canvas.width * 4
    let count = (rowBytes + 1) * canvas.height
    // Rows sharing a slot are converted once, then copied.
    var converted = [Int](repeating: -1, count: canvas.slotUses.count)
    // The Adler-32 of the rows, a row at a time: each slot's byte sum and weighted sum once.
    var sums = [(sum: Int, weighted: Int)](repeating: (0, 0), count: canvas.slotUses.count)
    var a = 1
    var b = 0
    let length = rowBytes + 1
    let raw = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
      canvas.storage.withUnsafeBufferPointer { slots in
        guard let to = out.baseAddress, let from = slots.baseAddress else {
          out.initialize(repeating: 0)  // no pixels: filter bytes only
          return
        }
        var run = Canvas.ConversionRun()
        for y in 0..<canvas.height {
          var o = y * (rowBytes + 1)
          to[o] = 0  // filter: none
          o += 1
          let slot = canvas.rowSlots[y]
          defer {
            // After a row (its filter byte 0 first): a grows by its sum, b by length × a plus
            // the sum of each byte times the number of bytes from it to the row's end.
            b = (b + length * a + sums[slot].weighted) % 65_521
            a = (a + sums[slot].sum) % 65_521
          }
          if converted[slot] >= 0 {
            (to + o).update(from: to + converted[slot], count: rowBytes)
            continue
          }
          converted[slot] = o
          Canvas.convert(from + slot * canvas.width, count: canvas.width, into: to + o, run: &run)
          sums[slot] = rowSums(to + converted[slot], count: rowBytes)
        }
      }
      initialized = count
    }
    // A row in the same slot as the row above repeats it: so do all bytes from its start to
    // the end of the last of the rows that follow it so.
    var ends = [Int](repeating: 0, count: canvas.height + 1)
    var end = count
    for y in stride(from: canvas.height - 1, through: 0, by: -1) {
      let repeatsAbove = y > 0 && canvas.rowSlots[y] == canvas.rowSlots[y - 1]
      if !repeatsAbove { end = y * (rowBytes + 1) }
      ends[y] = end
    }
    ends[canvas.height] = count
    return encode(
      width: canvas.width, height: canvas.height, filteredRows: raw,
      adler: canvas.width > 0 ? UInt32(b << 16 | a) : nil,
      repeats: Deflate.KnownRepeats(distance: rowBytes + 1, block: rowBytes + 1, ends: ends))
  }

  /// The byte sum of a row's pixel bytes (after its filter byte 0) modulo 65521, and each
  /// byte times the number of bytes from it to the row's end (counting itself).
  static func rowSums(_ p: UnsafePointer<UInt8>, count: Int) -> (sum: Int, weighted: Int) {
    var sum = 0
    var weighted = 0
    let raw = UnsafeRawPointer(p)
    var i = 0
    while i < count {
      // Chunks small enough that neither sum overflows before the modulo.
      let end = min(i + 4_096, count)
      var s = 0
      var w = 0
      while i + 8 <= end {
        let (eight, positional) = sums(ofEightBytesAt: raw, i)
        s += eight
        w += (count - i) * eight - positional
        i += 8
      }
      while i < end {
        let v = Int(p[i])
        s += v
        w += v * (count - i)
        i += 1
      }
      sum = (sum + s) % 65_521
      weighted = (weighted + w % 65_521) % 65_521
    }
    return (sum, weighted)
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
  static func encode(
    width: Int, height: Int, filteredRows raw: [UInt8], adler: UInt32? = nil,
    repeats: Deflate.KnownRepeats? = nil
  ) -> [UInt8] {
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var header: [UInt8] = []
    header += bigEndian(UInt32(width))
    header += bigEndian(UInt32(height))
    header += [8, 6, 0, 0, 0]  // depth 8, RGBA, deflate, adaptive filtering, no interlace
    chunk("IHDR", header, into: &png)
    // Matches are tried one pixel back and one row up first.
    chunk(
      "IDAT", zlib(raw, distances: [width * 4 + 1, 4], adler: adler, repeats: repeats),
      into: &png)
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
  /// `adler` is the data's Adler-32 when the caller has it.
  static func zlib(
    _ data: [UInt8], distances: [Int] = [], adler: UInt32? = nil,
    repeats: Deflate.KnownRepeats? = nil
  ) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    out += Deflate.compress(data, distances: distances, repeats: repeats)
    out += bigEndian(adler ?? adler32(data))
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

  /// The sum of the eight bytes at `offset` and their sum weighted 0 … 7 by position, in
  /// 16-bit lanes (twice the pair sums weighted 0 … 3, plus the odd bytes).
  @inline(__always)
  static func sums(ofEightBytesAt raw: UnsafeRawPointer, _ offset: Int) -> (Int, Int) {
    let v = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    let even = v & 0x00FF_00FF_00FF_00FF
    let odd = (v >> 8) & 0x00FF_00FF_00FF_00FF
    let pairs = even &+ odd
    let sum = Int(truncatingIfNeeded: (pairs &* 0x0001_0001_0001_0001) >> 48)
    let byPair = Int(truncatingIfNeeded: (pairs &* 0x0000_0001_0002_0003) >> 48)
    let odds = Int(truncatingIfNeeded: (odd &* 0x0001_0001_0001_0001) >> 48)
    return (sum, 2 * byPair + odds)
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
        // Eight bytes at a time: a grows by their sum, b by 8a plus their sum weighted 8, 7,
        // …, 1 (8 × the sum less the sum weighted by position).
        while i + 8 <= end {
          let (eight, positional) = sums(ofEightBytesAt: raw, i)
          let sum = UInt32(truncatingIfNeeded: eight)
          let weighted = UInt32(truncatingIfNeeded: 8 * eight - positional)
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
