import Foundation

/// Inflating raw deflate streams (stored, fixed and dynamic blocks) with table-driven
/// Huffman decoding.
extension Deflate {
  /// A canonical Huffman code as a lookup table indexed by the next `maxBits` input bits
  /// (least significant first): each entry is `symbol << 4 | length`, 0 where no code starts.
  struct Huffman {
    var table: [UInt16]
    var maxBits: Int

    /// Nil for an over-subscribed code; an incomplete code leaves its unused entries 0.
    init?(lengths: [Int]) {
      var counts = [Int](repeating: 0, count: 16)
      for l in lengths {
        guard l >= 0, l < 16 else { return nil }
        counts[l] += 1
      }
      counts[0] = 0
      maxBits = max(1, lengths.max() ?? 1)
      var next = [Int](repeating: 0, count: 16)
      var code = 0
      for l in 1..<16 {
        code = (code + counts[l - 1]) << 1
        next[l] = code
        guard counts[l] <= 1 << l, next[l] + counts[l] <= 1 << l else { return nil }
      }
      table = [UInt16](repeating: 0, count: 1 << maxBits)
      for (symbol, l) in lengths.enumerated() where l > 0 {
        let r = Deflate.reversed(next[l], bits: l)
        next[l] += 1
        let entry = UInt16(symbol << 4 | l)
        for fill in stride(from: r, to: 1 << maxBits, by: 1 << l) { table[fill] = entry }
      }
    }
  }

  /// Reads deflate's bit stream through a 64-bit buffer.
  struct BitReader {
    let input: UnsafeBufferPointer<UInt8>
    var position = 0
    var buffer: UInt64 = 0
    var count = 0
    /// Zero bits appended past the end of the input (reading into them is an error).
    var padding = 0

    init(_ input: UnsafeBufferPointer<UInt8>) { self.input = input }

    @inline(__always)
    mutating func fill(_ bits: Int) {
      while count < bits {
        if position < input.count {
          buffer |= UInt64(input[position]) << UInt64(count)
          position += 1
        } else {
          padding += 8
        }
        count += 8
      }
    }

    @inline(__always)
    mutating func consume(_ bits: Int) -> Bool {
      buffer >>= UInt64(bits)
      count -= bits
      return count >= padding
    }

    mutating func bits(_ n: Int) -> Int? {
      guard n > 0 else { return 0 }
      fill(n)
      let value = Int(buffer & ((1 << UInt64(n)) - 1))
      return consume(n) ? value : nil
    }

    @inline(__always)
    mutating func decode(_ h: Huffman) -> Int? {
      fill(h.maxBits)
      let entry = Int(h.table[Int(buffer & ((1 << UInt64(h.maxBits)) - 1))])
      let length = entry & 15
      guard length > 0, consume(length) else { return nil }
      return entry >> 4
    }

    /// Skips to the next byte boundary; the input's byte offset there.
    mutating func alignedOffset() -> Int {
      _ = consume(count % 8)
      let held = (count - padding) / 8
      buffer = 0
      count = 0
      padding = 0
      position -= held
      return position
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
  /// `expectedSize` is the room reserved for the output (more is made when it is too little).
  static func decompress(_ input: [UInt8], expectedSize: Int = 0) -> [UInt8]? {
    var capacity = max(expectedSize, input.count * 4, 64)
    while true {
      var outcome = InflateOutcome.damaged
      let out = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
        // At least 64 bytes of room: there is an address.
        guard let base = buffer.baseAddress else { return }
        var output = InflateOutput(base: base, capacity: buffer.count)
        outcome = inflate(input, into: &output)
        initialized = outcome == .done ? output.count : 0
      }
      switch outcome {
      case .done: return out
      case .damaged: return nil
      case .full: capacity *= 2
      }
    }
  }

  /// How inflating into a fixed amount of room ended.
  enum InflateOutcome {
    case done
    case damaged
    /// The output did not fit.
    case full
  }

  /// Inflated bytes written into room of a fixed size.
  struct InflateOutput {
    let base: UnsafeMutablePointer<UInt8>
    let capacity: Int
    var count = 0

    /// Whether `n` more bytes fit.
    @inline(__always)
    func fits(_ n: Int) -> Bool { n <= capacity - count }

    /// Appends the `length` bytes that begin `distance` back (1 ≤ distance ≤ count; the
    /// copy may overlap what it writes, repeating the last `distance` bytes).
    @inline(__always)
    mutating func repeatBack(distance: Int, length: Int) {
      let to = base + count
      let from = to - distance
      if distance >= length {
        to.update(from: from, count: length)
      } else {
        for k in 0..<length { to[k] = from[k] }
      }
      count += length
    }
  }

  /// Inflates `input` into `out`.
  static func inflate(_ input: [UInt8], into out: inout InflateOutput) -> InflateOutcome {
    input.withUnsafeBufferPointer { buffer in
      var reader = BitReader(buffer)
      while true {
        guard let final = reader.bits(1), let type = reader.bits(2) else { return .damaged }
        switch type {
        case 0:
          let at = reader.alignedOffset()
          guard at + 4 <= buffer.count else { return .damaged }
          let length = Int(buffer[at]) | Int(buffer[at + 1]) << 8
          guard at + 4 + length <= buffer.count else { return .damaged }
          guard out.fits(length) else { return .full }
          if let from = buffer.baseAddress, length > 0 {
            (out.base + out.count).update(from: from + at + 4, count: length)
          }
          out.count += length
          reader.position = at + 4 + length
        case 1:
          let outcome = inflateBlock(&reader, fixedLiterals, fixedDistances, into: &out)
          guard outcome == .done else { return outcome }
        case 2:
          guard let (literals, distances) = readDynamicCodes(&reader) else { return .damaged }
          let outcome = inflateBlock(&reader, literals, distances, into: &out)
          guard outcome == .done else { return outcome }
        default:
          return .damaged
        }
        if final == 1 { return .done }
      }
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
    _ reader: inout BitReader, _ literals: Huffman, _ distances: Huffman,
    into out: inout InflateOutput
  ) -> InflateOutcome {
    while true {
      guard let s = reader.decode(literals) else { return .damaged }
      if s < 256 {
        guard out.fits(1) else { return .full }
        out.base[out.count] = UInt8(truncatingIfNeeded: s)
        out.count += 1
      } else if s == 256 {
        return .done
      } else {
        let li = s - 257
        guard li < lengthBase.count, let extra = reader.bits(lengthExtra[li]) else {
          return .damaged
        }
        let length = lengthBase[li] + extra
        guard let di = reader.decode(distances), di < distanceBase.count,
          let dextra = reader.bits(distanceExtra[di])
        else { return .damaged }
        let distance = distanceBase[di] + dextra
        guard distance <= out.count else { return .damaged }
        guard out.fits(length) else { return .full }
        out.repeatBack(distance: distance, length: length)
      }
    }
  }
}
