extension Array {
  /// Gives back the capacity beyond the count with `room` beyond it (arrays grow by
  /// doubling), when that is at least ``trimmingThreshold`` bytes.
  mutating func trimCapacity(_ room: CompactionRoom = .none) {
    let target = room.capacity(for: count)
    guard (capacity - target) * MemoryLayout<Element>.stride >= trimmingThreshold else { return }
    var copy: [Element] = []
    copy.reserveCapacity(target)
    copy.append(contentsOf: self)
    self = copy
  }
}
