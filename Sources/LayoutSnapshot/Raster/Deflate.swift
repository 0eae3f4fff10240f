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

  /// Inflates stored and fixed-Huffman blocks; nil for dynamic codes or damaged input.
  static func decompress(_ input: [UInt8]) -> [UInt8]? {
    var out: [UInt8] = []
    var bitPosition = 0
    func bit() -> Int? {
      let byte = bitPosition >> 3
      guard byte < input.count else { return nil }
      let value = Int(input[byte] >> UInt8(bitPosition & 7)) & 1
      bitPosition += 1
      return value
    }
    func bits(_ count: Int) -> Int? {
      var value = 0
      for k in 0..<count {
        guard let b = bit() else { return nil }
        value |= b << k
      }
      return value
    }
    func code(_ count: Int, start: Int) -> Int? {
      var value = start
      for _ in 0..<count {
        guard let b = bit() else { return nil }
        value = value << 1 | b
      }
      return value
    }
    func symbol() -> Int? {
      guard var c = code(7, start: 0) else { return nil }
      if c <= 23 { return 256 + c }
      guard let b8 = bit() else { return nil }
      c = c << 1 | b8
      if c >= 0x30 && c <= 0xBF { return c - 0x30 }
      if c >= 0xC0 && c <= 0xC7 { return 280 + c - 0xC0 }
      guard let b9 = bit() else { return nil }
      c = c << 1 | b9
      if c >= 0x190 && c <= 0x1FF { return 144 + c - 0x190 }
      return nil
    }
    while true {
      guard let final = bit(), let type = bits(2) else { return nil }
      if type == 0 {
        bitPosition = (bitPosition + 7) & ~7
        let at = bitPosition >> 3
        guard at + 4 <= input.count else { return nil }
        let length = Int(input[at]) | Int(input[at + 1]) << 8
        guard at + 4 + length <= input.count else { return nil }
        out += input[(at + 4)..<(at + 4 + length)]
        bitPosition = (at + 4 + length) * 8
      } else if type == 1 {
        while true {
          guard let s = symbol() else { return nil }
          if s < 256 {
            out.append(UInt8(s))
          } else if s == 256 {
            break
          } else {
            let li = s - 257
            guard li < lengthBase.count, let extra = bits(lengthExtra[li]) else { return nil }
            let length = lengthBase[li] + extra
            guard let di = code(5, start: 0), di < distanceBase.count,
              let dextra = bits(distanceExtra[di])
            else { return nil }
            let distance = distanceBase[di] + dextra
            guard distance <= out.count else { return nil }
            let from = out.count - distance
            for k in 0..<length { out.append(out[from + k]) }
          }
        }
      } else {
        return nil
      }
      if final == 1 { return out }
    }
  }
}
