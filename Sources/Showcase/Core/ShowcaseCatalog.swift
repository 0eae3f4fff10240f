import Foundation

/// Every sample the showcase runs, in the seed catalogue's order.
extension ShowcaseSample {
  /// All samples: the tutorials' (A1 … K2, with the component gallery), the standard
  /// controls gallery (S1), the home feed (S2), then the app screens (P1 … P3).
  public static var all: [ShowcaseSample] {
    [
      a1, a2, a3, a4, a5, a6, a7, a8, a9,
      c1, c2, c3, c4, c5, c6, c7, c8, c9, c10,
      e1, e2, e3, e4, e5, e6, e7,
      k1, k2,
      s1, s2,
    ] + appScreens
  }

  /// The samples whose ids are in `ids` (all of them when `ids` is empty), in catalogue order.
  public static func selected(_ ids: [String]) -> [ShowcaseSample] {
    let wanted = Set(ids.map { $0.uppercased() })
    return all.filter { wanted.isEmpty || wanted.contains($0.id.uppercased()) }
  }
}
