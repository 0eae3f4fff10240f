import Foundation

extension UIFont {
  /// A font weight, with UIKit's raw values (regular is 0, heavier weights are positive).
  public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
    /// The raw weight value.
    public let rawValue: CGFloat
    /// Creates a weight from its raw value.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Creates a weight from its raw value.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    /// The ultra-light weight (−0.8).
    public static let ultraLight = Weight(rawValue: -0.8)
    /// The thin weight (−0.6).
    public static let thin = Weight(rawValue: -0.6)
    /// The light weight (−0.4).
    public static let light = Weight(rawValue: -0.4)
    /// The regular weight (0).
    public static let regular = Weight(rawValue: 0)
    /// The medium weight (0.23).
    public static let medium = Weight(rawValue: 0.23)
    /// The semibold weight (0.3).
    public static let semibold = Weight(rawValue: 0.3)
    /// The bold weight (0.4).
    public static let bold = Weight(rawValue: 0.4)
    /// The heavy weight (0.56).
    public static let heavy = Weight(rawValue: 0.56)
    /// The black weight (0.62).
    public static let black = Weight(rawValue: 0.62)

    /// Orders weights by their raw values.
    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The nine named weights, lightest first (the order of the metrics table).
    static let named: [Weight] = [
      .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]

    /// The suffix of the system font's PostScript-style name for each named weight.
    static let nameSuffixes = [
      "Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black",
    ]

    /// The index of the named weight nearest to this one (ties go to the lighter one).
    var tableIndex: Int {
      var best = 0
      var bestDistance = CGFloat.infinity
      for (i, w) in Weight.named.enumerated() {
        let d = abs(w.rawValue - rawValue)
        if d < bestDistance {
          best = i
          bestDistance = d
        }
      }
      return best
    }
  }
}
