import Foundation

/// The configuration an image is drawn with, as UIKit's `UIImageConfiguration`: the base of
/// ``UIImage/SymbolConfiguration``. Immutable and `Sendable`.
open class UIImageConfiguration: NSObject, @unchecked Sendable {
  /// The traits the configuration was made for, if any.
  public let traitCollection: UITraitCollection?

  init(traitCollection: UITraitCollection?) {
    self.traitCollection = traitCollection
    super.init()
  }

  /// A configuration with no trait collection.
  public override convenience init() { self.init(traitCollection: nil) }
}

extension UIImage {
  /// UIKit's name for ``UIImageConfiguration`` inside `UIImage`.
  public typealias Configuration = UIImageConfiguration

  /// The weight of a symbol, with UIKit's raw values.
  public enum SymbolWeight: Int, Sendable {
    /// Not specified: the font's or regular.
    case unspecified = 0
    /// Ultra light.
    case ultraLight = 1
    /// Thin.
    case thin = 2
    /// Light.
    case light = 3
    /// Regular (the default).
    case regular = 4
    /// Medium.
    case medium = 5
    /// Semibold.
    case semibold = 6
    /// Bold.
    case bold = 7
    /// Heavy.
    case heavy = 8
    /// Black.
    case black = 9

    /// The font weight of the same name (`.unspecified` is regular).
    public func fontWeight() -> UIFont.Weight {
      rawValue >= 1 ? UIFont.Weight.named[rawValue - 1] : .regular
    }
  }

  /// The scale of a symbol relative to its point size, with UIKit's raw values.
  public enum SymbolScale: Int, Sendable {
    /// The context's default (medium).
    case `default` = -1
    /// Not specified.
    case unspecified = 0
    /// Small.
    case small = 1
    /// Medium (the default).
    case medium = 2
    /// Large.
    case large = 3
  }
}
