import Foundation

/// A small deflate (RFC 1951) codec: LZ77 with hash chains and the fixed Huffman codes, and
/// an inflater for the stored and fixed-code blocks it writes. Deterministic: the same input
/// always gives the same bytes.
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

  /// Bits written least significant first, as deflate packs them.
  struct BitWriter {
    var bytes: [UInt8] = []
    var current: UInt32 = 0
    var count = 0

    mutating func write(_ value: Int, bits: Int) {
      current |= UInt32(value) << UInt32(count)
      count += bits
      while count >= 8 {
        bytes.append(UInt8(current & 0xFF))
        current >>= 8
        count -= 8
      }
    }

    /// A Huffman code, most significant bit first.
    mutating func writeCode(_ code: Int, bits: Int) {
      var reversed = 0
      for i in 0..<bits where code & (1 << i) != 0 { reversed |= 1 << (bits - 1 - i) }
      write(reversed, bits: bits)
    }

    mutating func flush() {
      if count > 0 { bytes.append(UInt8(current & 0xFF)) }
      current = 0
      count = 0
    }
  }

  static func writeLiteral(_ value: Int, _ out: inout BitWriter) {
    switch value {
    case 0...143: out.writeCode(0x30 + value, bits: 8)
    case 144...255: out.writeCode(0x190 + value - 144, bits: 9)
    case 256...279: out.writeCode(value - 256, bits: 7)
    default: out.writeCode(0xC0 + value - 280, bits: 8)
    }
  }

  static func writeMatch(length: Int, distance: Int, _ out: inout BitWriter) {
    var li = lengthBase.count - 1
    while lengthBase[li] > length { li -= 1 }
    writeLiteral(257 + li, &out)
    if lengthExtra[li] > 0 { out.write(length - lengthBase[li], bits: lengthExtra[li]) }
    var di = distanceBase.count - 1
    while distanceBase[di] > distance { di -= 1 }
    out.writeCode(di, bits: 5)
    if distanceExtra[di] > 0 { out.write(distance - distanceBase[di], bits: distanceExtra[di]) }
  }

  /// One fixed-Huffman block holding all of `data`.
  static func compress(_ data: [UInt8]) -> [UInt8] {
    var out = BitWriter()
    out.write(1, bits: 1)  // final block
    out.write(1, bits: 2)  // fixed Huffman codes
    let n = data.count
    let hashSize = 1 << 15
    var head = [Int](repeating: -1, count: hashSize)
    var previous = [Int](repeating: -1, count: n)
    func hash(_ i: Int) -> Int {
      (Int(data[i]) << 10 ^ Int(data[i + 1]) << 5 ^ Int(data[i + 2])) & (hashSize - 1)
    }
    func insert(_ i: Int) {
      guard i + 2 < n else { return }
      let h = hash(i)
      previous[i] = head[h]
      head[h] = i
    }
    var i = 0
    while i < n {
      var bestLength = 0
      var bestDistance = 0
      if i + 2 < n {
        var candidate = head[hash(i)]
        var tries = 16
        while candidate >= 0, i - candidate <= 32_768, tries > 0 {
          var length = 0
          let limit = min(258, n - i)
          while length < limit, data[candidate + length] == data[i + length] { length += 1 }
          if length > bestLength {
            bestLength = length
            bestDistance = i - candidate
            if length == limit { break }
          }
          candidate = previous[candidate]
          tries -= 1
        }
      }
      if bestLength >= 3 {
        writeMatch(length: bestLength, distance: bestDistance, &out)
        for k in i..<(i + bestLength) { insert(k) }
        i += bestLength
      } else {
        writeLiteral(Int(data[i]), &out)
        insert(i)
        i += 1
      }
    }
    writeLiteral(256, &out)
    out.flush()
    return out.bytes
  }

  /// A canonical Huffman code, decoded bit by bit (as zlib's "puff" does).
  struct Huffman {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int] = []

    init?(lengths: [Int]) {
      for l in lengths { counts[l] += 1 }
      counts[0] = 0
      var offsets = [Int](repeating: 0, count: 16)
      for l in 1..<16 { offsets[l] = offsets[l - 1] + counts[l - 1] }
      symbols = [Int](repeating: 0, count: lengths.count)
      for (symbol, l) in lengths.enumerated() where l > 0 {
        symbols[offsets[l]] = symbol
        offsets[l] += 1
      }
    }
  }

  /// Reads deflate's bit stream.
  struct BitReader {
    let input: [UInt8]
    var position = 0

    mutating func bit() -> Int? {
      let byte = position >> 3
      guard byte < input.count else { return nil }
      let value = Int(input[byte] >> UInt8(position & 7)) & 1
      position += 1
      return value
    }

    mutating func bits(_ count: Int) -> Int? {
      var value = 0
      for k in 0..<count {
        guard let b = bit() else { return nil }
        value |= b << k
      }
      return value
    }

    mutating func decode(_ h: Huffman) -> Int? {
      var code = 0
      var first = 0
      var index = 0
      for length in 1..<16 {
        guard let b = bit() else { return nil }
        code |= b
        let count = h.counts[length]
        if code - first < count { return h.symbols[index + code - first] }
        index += count
        first += count
        first <<= 1
        code <<= 1
      }
      return nil
    }
  }

  static let fixedLiterals: Huffman = {
    var lengths = [Int](repeating: 8, count: 288)
    for k in 144..<256 { lengths[k] = 9 }
    for k in 256..<280 { lengths[k] = 7 }
    return Huffman(lengths: lengths)!
  }()
  static let fixedDistances = Huffman(lengths: [Int](repeating: 5, count: 30))!
  static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

  /// Inflates a raw deflate stream (stored, fixed and dynamic blocks); nil for damaged input.
  static func decompress(_ input: [UInt8]) -> [UInt8]? {
    var reader = BitReader(input: input)
    var out: [UInt8] = []
    while true {
      guard let final = reader.bit(), let type = reader.bits(2) else { return nil }
      switch type {
      case 0:
        reader.position = (reader.position + 7) & ~7
        let at = reader.position >> 3
        guard at + 4 <= input.count else { return nil }
        let length = Int(input[at]) | Int(input[at + 1]) << 8
        guard at + 4 + length <= input.count else { return nil }
        out += input[(at + 4)..<(at + 4 + length)]
        reader.position = (at + 4 + length) * 8
      case 1:
        guard inflateBlock(&reader, fixedLiterals, fixedDistances, into: &out) else { return nil }
      case 2:
        guard let (literals, distances) = readDynamicCodes(&reader),
          inflateBlock(&reader, literals, distances, into: &out)
        else { return nil }
      default:
        return nil
      }
      if final == 1 { return out }
    }
  }

  static func readDynamicCodes(_ reader: inout BitReader) -> (Huffman, Huffman)? {
    guard let hlit = reader.bits(5), let hdist = reader.bits(5), let hclen = reader.bits(4)
    else { return nil }
    var codeLengths = [Int](repeating: 0, count: 19)
    for k in 0..<(hclen + 4) {
      guard let l = reader.bits(3) else { return nil }
      codeLengths[codeLengthOrder[k]] = l
    }
    guard let lengthCode = Huffman(lengths: codeLengths) else { return nil }
    let total = hlit + 257 + hdist + 1
    var lengths: [Int] = []
    while lengths.count < total {
      guard let symbol = reader.decode(lengthCode) else { return nil }
      switch symbol {
      case 0..<16:
        lengths.append(symbol)
      case 16:
        guard let last = lengths.last, let r = reader.bits(2) else { return nil }
        lengths += [Int](repeating: last, count: 3 + r)
      case 17:
        guard let r = reader.bits(3) else { return nil }
        lengths += [Int](repeating: 0, count: 3 + r)
      default:
        guard let r = reader.bits(7) else { return nil }
        lengths += [Int](repeating: 0, count: 11 + r)
      }
    }
    guard lengths.count == total,
      let literals = Huffman(lengths: Array(lengths[0..<(hlit + 257)])),
      let distances = Huffman(lengths: Array(lengths[(hlit + 257)...]))
    else { return nil }
    return (literals, distances)
  }

  static func inflateBlock(
    _ reader: inout BitReader, _ literals: Huffman, _ distances: Huffman, into out: inout [UInt8]
  ) -> Bool {
    while true {
      guard let s = reader.decode(literals) else { return false }
      if s < 256 {
        out.append(UInt8(s))
      } else if s == 256 {
        return true
      } else {
        let li = s - 257
        guard li < lengthBase.count, let extra = reader.bits(lengthExtra[li]) else { return false }
        let length = lengthBase[li] + extra
        guard let di = reader.decode(distances), di < distanceBase.count,
          let dextra = reader.bits(distanceExtra[di])
        else { return false }
        let distance = distanceBase[di] + dextra
        guard distance <= out.count else { return false }
        let from = out.count - distance
        for k in 0..<length { out.append(out[from + k]) }
      }
    }
  }
}
