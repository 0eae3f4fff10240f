/// The nearest-rank percentile of the samples (`fraction` in 0…1): the smallest sample with
/// at least `fraction` of the samples at or below it. Returns 0 for no samples.
func percentile(_ samples: [Double], _ fraction: Double) -> Double {
  guard !samples.isEmpty else { return 0 }
  let sorted = samples.sorted()
  let rank = Int((fraction * Double(sorted.count)).rounded(.up))
  return sorted[min(max(rank, 1), sorted.count) - 1]
}
