/// The median of the samples: the middle one, or the mean of the two middle ones for an even
/// count (as bench.cpp's `median`). Returns 0 for no samples.
func median(_ samples: [Double]) -> Double {
  guard !samples.isEmpty else { return 0 }
  let sorted = samples.sorted()
  let n = sorted.count
  return n % 2 == 1 ? sorted[n / 2] : 0.5 * (sorted[n / 2 - 1] + sorted[n / 2])
}
