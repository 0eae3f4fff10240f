import Testing

@testable import Cassowary

@Suite struct StrengthTests {
  @Test func kiwiValues() {
    #expect(Strength.required.value == 1_001_001_000)
    #expect(Strength.strong.value == 1_000_000)
    #expect(Strength.medium.value == 1000)
    #expect(Strength.weak.value == 1)
    #expect(Strength.required.isRequired)
    #expect(!Strength(1_001_000_999).isRequired)
  }

  @Test func compositeAndClipping() {
    #expect(Strength(strong: 1, medium: 2, weak: 3).value == 1_002_003)
    #expect(Strength(strong: 0, medium: 1, weak: 0, weight: 1.25).value == 1250)
    #expect(Strength(strong: 2000, medium: 0, weak: 0).value == 1_000_000_000)
    #expect(Strength(strong: 1000, medium: 1000, weak: 1000) == .required)
    #expect(Strength(5e12) == .required)
    #expect(Strength(-3).value == 0)
    #expect(Strength(.nan).value == 0)
    #expect(Strength.weak < .medium && Strength.medium < .strong && Strength.strong < .required)
    #expect(Strength.medium.description == "medium")
    #expect(Strength(250).description == "250")
  }
}
