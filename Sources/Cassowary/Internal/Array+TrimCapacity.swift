extension Array {
  /// Gives back the capacity beyond the count (arrays grow by doubling), when that is at
  /// least ``trimmingThreshold`` bytes.
  mutating func trimCapacity() {
    guard (capacity - count) * MemoryLayout<Element>.stride >= trimmingThreshold else { return }
    var copy: [Element] = []
    copy.reserveCapacity(count)
    copy.append(contentsOf: self)
    self = copy
  }
}
