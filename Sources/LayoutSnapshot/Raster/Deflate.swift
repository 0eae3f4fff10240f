import Foundation

/// A small deflate (RFC 1951) codec. The compressor writes one block with the fixed Huffman
/// codes after a greedy LZ77 pass that tries, at each position, a few fixed distances (for a
/// PNG: one pixel back and one row up) and then the last positions that began with the same
/// three bytes (a hash chain of small depth); the inflater reads stored, fixed and dynamic
/// blocks. Deterministic: the same input always gives the same bytes, on every machine (only
/// integer arithmetic, no dependence on the platform's byte order).
enum Deflate {
  static let lengthBase: [Int] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  static let lengthExtra: [Int] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  static let distanceBase: [Int] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  static let distanceExtra: [Int] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
  ]

  /// The window deflate allows matches to reach back into.
  static let window = 32_768
  /// How many earlier positions with the same three bytes are tried (after the fixed ones).
  static let chainDepth = 4

  /// `code`'s lowest `bits` bits in reverse order (Huffman codes are packed from their most
  /// significant bit).
  static func reversed(_ code: Int, bits: Int) -> Int {
    var result = 0
    for i in 0..<bits where code & (1 << i) != 0 { result |= 1 << (bits - 1 - i) }
    return result
  }

  /// The fixed literal/length code of each symbol 0...287, bit-reversed, with its length.
  static let fixedLiteralCodes: [(code: UInt32, bits: UInt32)] = (0..<288).map { value in
    switch value {
    case 0...143: (UInt32(reversed(0x30 + value, bits: 8)), 8)
    case 144...255: (UInt32(reversed(0x190 + value - 144, bits: 9)), 9)
    case 256...279: (UInt32(reversed(value - 256, bits: 7)), 7)
    default: (UInt32(reversed(0xC0 + value - 280, bits: 8)), 8)
    }
  }

  /// For each match length 0...258 (3 and up used): its length symbol's code followed by the
  /// extra bits, and the total bit count.
  static let fixedLengthCodes: [(code: UInt32, bits: UInt32)] = (0...258).map { length in
    guard length >= 3 else { return (0, 0) }
    var li = lengthBase.count - 1
    while lengthBase[li] > length { li -= 1 }
    let symbol = fixedLiteralCodes[257 + li]
    let extra = UInt32(length - lengthBase[li]) << symbol.bits
    return (symbol.code | extra, symbol.bits + UInt32(lengthExtra[li]))
  }

  /// The distance symbol (0...29) of a distance 1...32768.
  static func distanceSymbol(_ distance: Int) -> Int {
    if distance <= 4 { return distance - 1 }
    let v = distance - 1
    let high = Int.bitWidth - 1 - v.leadingZeroBitCount
    return 2 * high + ((v >> (high - 1)) & 1)
  }

  /// Bits written least significant first, as deflate packs them.
  struct BitWriter {
    var bytes: [UInt8] = []
    var current: UInt64 = 0
    var count: UInt64 = 0

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// Appends the low `bits` bits of `value` (at most 32).
    @inline(__always)
    mutating func write(_ value: UInt32, bits: UInt32) {
      current |= UInt64(value) << count
      count += UInt64(bits)
      if count >= 32 {
        bytes.append(UInt8(truncatingIfNeeded: current))
        bytes.append(UInt8(truncatingIfNeeded: current >> 8))
        bytes.append(UInt8(truncatingIfNeeded: current >> 16))
        bytes.append(UInt8(truncatingIfNeeded: current >> 24))
        current >>= 32
        count -= 32
      }
    }

    mutating func flush() {
      while count > 0 {
        bytes.append(UInt8(truncatingIfNeeded: current))
        current >>= 8
        count = count >= 8 ? count - 8 : 0
      }
      current = 0
    }
  }

  /// For each distance symbol 0...29: its fixed code and bit count with its extra bits.
  static let fixedDistanceSymbols: [(code: UInt32, bits: UInt32)] = (0..<30).map { d in
    (UInt32(fixedDistanceCodes[d]), 5 + UInt32(distanceExtra[d]))
  }

  /// The fixed 5-bit distance codes, bit-reversed.
  static let fixedDistanceCodes: [Int] = (0..<32).map { reversed($0, bits: 5) }

  /// Where a compressor's input is known to repeat itself `distance` bytes back: for each
  /// block of `block` bytes, the offset up to which the bytes from the block's start do.
  struct KnownRepeats {
    let distance: Int
    let block: Int
    let ends: [Int]
  }

  /// How many bytes from `a` and `b` agree, up to `limit` (eight at a time).
  @inline(__always)
  static func matchLength(_ p: UnsafeRawPointer, _ a: Int, _ b: Int, limit: Int) -> Int {
    var k = 0
    while k + 8 <= limit {
      let x =
        UInt64(littleEndian: p.loadUnaligned(fromByteOffset: a + k, as: UInt64.self))
        ^ UInt64(littleEndian: p.loadUnaligned(fromByteOffset: b + k, as: UInt64.self))
      if x != 0 { return k + x.trailingZeroBitCount >> 3 }
      k += 8
    }
    let bytes = p.assumingMemoryBound(to: UInt8.self)
    while k < limit, bytes[a + k] == bytes[b + k] { k += 1 }
    return k
  }

  /// One fixed-Huffman block holding all of `data`; `distances` are tried first at every
  /// position (each at most 32,768).
  ///
  /// `repeats`, when given, says where bytes are known to equal those `distance` back: from
  /// offset `block × k`, the bytes up to `ends[k]` (a PNG's rows that repeat the row above);
  /// those are not compared again. The output is the same as without it.
  static func compress(
    _ data: [UInt8], distances: [Int] = [], repeats: KnownRepeats? = nil
  ) -> [UInt8] {
    var out = BitWriter(capacity: data.count / 16 + 64)
    out.write(0b011, bits: 3)  // final block, fixed Huffman codes
    let n = data.count
    let hints = distances.filter { $0 > 0 && $0 <= window }
    let hashBits = 15
    var head = [Int32](repeating: -1, count: 1 << hashBits)
    var previous = [Int32](repeating: -1, count: window)
    // The tables, looked up once (not through their lazy globals at every symbol).
    let literalCodes = fixedLiteralCodes
    let lengthCodes = fixedLengthCodes
    let distanceCodes = fixedDistanceSymbols
    let distanceBases = distanceBase
    data.withUnsafeBytes { raw in
      guard let p = raw.baseAddress else { return }
      let bytes = raw.bindMemory(to: UInt8.self)
      var i = 0
      while i < n {
        var bestLength = 0
        var bestDistance = 0
        let limit = min(258, n - i)
        if limit >= 3 {
          for d in hints where d <= i {
            var known = 0
            if let repeats, d == repeats.distance {
              known = max(0, min(limit, repeats.ends[i / repeats.block] - i))
            }
            let length =
              known == limit
              ? limit : known + matchLength(p, i - d + known, i + known, limit: limit - known)
            if length > bestLength {
              bestLength = length
              bestDistance = d
              if length == limit { break }
            }
          }
          let key =
            UInt32(bytes[i]) | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2]) << 16
          let h = Int((key &* 2_654_435_761) >> UInt32(32 - hashBits))
          if bestLength < limit {
            var candidate = Int(head[h])
            var tries = chainDepth
            while candidate >= 0, i - candidate <= window, tries > 0 {
              let length = matchLength(p, candidate, i, limit: limit)
              if length > bestLength {
                bestLength = length
                bestDistance = i - candidate
                if length == limit { break }
              }
              candidate = Int(previous[candidate & (window - 1)])
              tries -= 1
            }
          }
          previous[i & (window - 1)] = head[h]
          head[h] = Int32(i)
        }
        if bestLength >= 3 {
          let l = lengthCodes[bestLength]
          out.write(l.code, bits: l.bits)
          let d = distanceSymbol(bestDistance)
          let code = distanceCodes[d]
          out.write(code.code | UInt32(bestDistance - distanceBases[d]) << 5, bits: code.bits)
          i += bestLength
        } else {
          let c = literalCodes[Int(bytes[i])]
          out.write(c.code, bits: c.bits)
          i += 1
        }
      }
    }
    let end = fixedLiteralCodes[256]
    out.write(end.code, bits: end.bits)
    out.flush()
    return out.bytes
  }
}
