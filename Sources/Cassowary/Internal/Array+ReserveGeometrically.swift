extension Array {
  /// Grows the capacity to at least `minimum`, and then to at least twice the current one
  /// (`reserveCapacity(_:)` alone sizes exactly, so that repeated small reservations would
  /// copy the array each time).
  mutating func reserveGeometrically(_ minimum: Int) {
    guard minimum > capacity else { return }
    reserveCapacity(Swift.max(minimum, 2 * capacity))
  }
}
