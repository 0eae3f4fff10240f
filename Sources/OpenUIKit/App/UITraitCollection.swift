import Foundation

/// The traits `UIImage(named:in:compatibleWith:)` and `UIColor(named:in:compatibleWith:)`
/// choose by: display scale and interface style. A minimal, immutable `UITraitCollection`
/// (not bound to the main actor, as UIKit's is thread-safe); unspecified traits are 0 and
/// `.unspecified`, as in UIKit.
open class UITraitCollection: NSObject, @unchecked Sendable {
  /// Pixels per point, or 0 when unspecified.
  public let displayScale: CGFloat
  /// Light or dark, or `.unspecified`.
  public let userInterfaceStyle: UIUserInterfaceStyle

  init(displayScale: CGFloat, userInterfaceStyle: UIUserInterfaceStyle) {
    self.displayScale = displayScale
    self.userInterfaceStyle = userInterfaceStyle
    super.init()
  }

  /// A collection with no trait specified.
  public override convenience init() {
    self.init(displayScale: 0, userInterfaceStyle: .unspecified)
  }

  /// A collection that specifies only the display scale.
  public convenience init(displayScale scale: CGFloat) {
    self.init(displayScale: scale, userInterfaceStyle: .unspecified)
  }

  /// A collection that specifies only the interface style.
  public convenience init(userInterfaceStyle style: UIUserInterfaceStyle) {
    self.init(displayScale: 0, userInterfaceStyle: style)
  }

  /// The traits of all the collections, later ones overriding earlier ones where specified.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    var scale: CGFloat = 0
    var style = UIUserInterfaceStyle.unspecified
    for t in traitCollections {
      if t.displayScale != 0 { scale = t.displayScale }
      if t.userInterfaceStyle != .unspecified { style = t.userInterfaceStyle }
    }
    self.init(displayScale: scale, userInterfaceStyle: style)
  }

  /// Collections are equal when their traits are.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return displayScale == other.displayScale && userInterfaceStyle == other.userInterfaceStyle
  }

  /// A hash of the traits.
  open override var hash: Int { Int(displayScale * 16) &* 31 &+ userInterfaceStyle.rawValue }

  /// `<UITraitCollection: 0x…; DisplayScale = 3, UserInterfaceStyle = Light>`-like, with the
  /// specified traits only and a fixed pseudo-address.
  open override var description: String {
    var parts: [String] = []
    if displayScale != 0 {
      parts.append("DisplayScale = \(String(format: "%g", Double(displayScale)))")
    }
    if userInterfaceStyle != .unspecified {
      parts.append("UserInterfaceStyle = " + (userInterfaceStyle == .dark ? "Dark" : "Light"))
    }
    return "<UITraitCollection: 0x600000a00000; " + parts.joined(separator: ", ") + ">"
  }
}

/// Light or dark appearance, with UIKit's raw values.
public enum UIUserInterfaceStyle: Int, Sendable {
  /// Not specified.
  case unspecified = 0
  /// The light appearance.
  case light = 1
  /// The dark appearance.
  case dark = 2
}
