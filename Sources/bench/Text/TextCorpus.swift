/// The deterministic strings `bench text` measures: words from Latin (English, Uzbek Latin
/// with ʻ and ʼ), Cyrillic and Hangul pools, strung together by a fixed linear congruential
/// generator into strings of 1 to 12 words.
enum TextCorpus {
  /// Word pools, one per script mix.
  static let pools: [[String]] = [
    ["Auto", "Layout", "constraint", "engine", "priority", "hugging", "Wolf", "AVATAR"],
    ["oʻzbek", "tilida", "koʻrsatish", "maʼlumot", "Tafsilotlarni", "gʻoya", "yozishingiz"],
    ["Привет", "мир", "ограничение", "Ёлка", "ширина", "текст", "қўшимча"],
    ["안녕하세요", "레이아웃", "제약", "조건", "애니메이션", "한국어", "글자"],
    ["12:45", "—", "“quoted”", "…", "x²", "-", "50%"],
  ]

  /// `count` strings; the same on every run and machine.
  static func strings(count: Int) -> [String] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var result: [String] = []
    result.reserveCapacity(count)
    for _ in 0..<count {
      let words = 1 + next(12)
      var parts: [String] = []
      for _ in 0..<words {
        let pool = pools[next(pools.count)]
        parts.append(pool[next(pool.count)])
      }
      result.append(parts.joined(separator: " "))
    }
    return result
  }
}
