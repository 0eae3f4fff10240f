/// A constraint's number in the order of creation, in six bytes: 48 bits, which no process
/// exhausts (a constraint a nanosecond would take nine years), where an `Int` took eight
/// and made ``NSLayoutConstraint`` a size class larger.
struct ConstraintSerial: Comparable, Sendable {
  private let low: UInt32
  private let high: UInt16

  /// The serial with the given value (below 2⁴⁸).
  init(_ value: UInt64) {
    low = UInt32(truncatingIfNeeded: value)
    high = UInt16(truncatingIfNeeded: value >> 32)
  }

  /// The number.
  var value: UInt64 { UInt64(high) << 32 | UInt64(low) }

  static func < (a: ConstraintSerial, b: ConstraintSerial) -> Bool {
    a.value < b.value
  }

  nonisolated(unsafe) private static var counter: UInt64 = 0

  /// The next serial (the first is 1).
  @MainActor static func next() -> ConstraintSerial {
    counter += 1
    return ConstraintSerial(counter)
  }
}
