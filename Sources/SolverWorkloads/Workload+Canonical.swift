extension ConstraintSpec {
  /// The canonical text of the constraint, without the newline, exactly as `canonLine` in
  /// bench.cpp: `"<op> <strength> <constant>"` then `" <var>:<coef>"` per term, in order.
  ///
  /// Example: `E R -7 8:1 4:-1 6:-1`.
  public var canonicalLine: String {
    var s = "\(relation.rawValue) \(strength.rawValue) \(constant)"
    for term in terms { s += " \(term.variable):\(term.coefficient)" }
    return s
  }
}

extension Workload {
  /// FNV-1a-64 (offset 0xcbf29ce484222325, prime 0x100000001b3) over the bytes of every
  /// ``ConstraintSpec/canonicalLine`` followed by `"\n"`, in insertion order. Equal hashes mean
  /// the C++ harness and this package built the same system.
  public var specHash: UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for spec in constraints {
      for byte in spec.canonicalLine.utf8 {
        hash ^= UInt64(byte)
        hash &*= 0x100_0000_01b3
      }
      hash ^= UInt64(UInt8(ascii: "\n"))
      hash &*= 0x100_0000_01b3
    }
    return hash
  }

  /// ``specHash`` as 16 lower-case hex digits, as printed by `%016" PRIx64`.
  public var specHashHex: String { Workload.hex16(specHash) }

  /// A 64-bit value as 16 lower-case, zero-padded hex digits.
  public static func hex16(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// All canonical lines, each followed by `"\n"`: the text `bench --dump` prints.
  public func dump() -> String {
    var text = ""
    for spec in constraints {
      text += spec.canonicalLine
      text += "\n"
    }
    return text
  }
}
