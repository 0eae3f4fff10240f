import SolverWorkloads
import Testing

@Suite struct SplitMix64Tests {
  @Test func seedZeroVectors() {
    var rng = SplitMix64(seed: 0)
    #expect(rng.next() == 0xe220_a839_7b1d_cdaf)
    #expect(rng.next() == 0x6e78_9e6a_a1b9_65f4)
  }

  @Test func seedHundredVectors() {
    var rng = SplitMix64(seed: 100)
    #expect(rng.next() == 2_532_601_429_470_541_124)
    #expect(rng.next() == 269_152_572_843_532_260)
    #expect(rng.next() == 4_491_231_873_834_608_077)
  }

  @Test func belowIsPlainModulo() {
    var a = SplitMix64(seed: 100)
    var b = SplitMix64(seed: 100)
    for n: UInt64 in [1, 2, 16, 181, 1000] {
      #expect(a.below(n) == Int64(b.next() % n))
    }
  }
}
