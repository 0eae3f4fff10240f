import Foundation

/// System symbol images.
extension UIImage {
  /// The SF Symbol `name` at the default configuration (17 pt, regular, medium), or nil for
  /// a name that is not in Apple's catalogue. Symbols OpenUIKit draws keep their drawing;
  /// every other real name is a neutral placeholder (see ``SystemSymbols``).
  public convenience init?(systemName name: String) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// The SF Symbol `name` sized by a configuration (see ``UIImage/SymbolConfiguration``).
  public convenience init?(
    systemName name: String, withConfiguration configuration: UIImageConfiguration?
  ) {
    guard let image = UIImage.symbolImage(name, configuration: configuration) else { return nil }
    self.init(storage: image.storage)
  }

  /// The SF Symbol `name` for a trait collection (the traits do not change its size).
  public convenience init?(
    systemName name: String, compatibleWith traitCollection: UITraitCollection?
  ) {
    self.init(
      systemName: name,
      withConfiguration: traitCollection.map { UIImageConfiguration(traitCollection: $0) })
  }

  static func symbolImage(_ name: String, configuration: UIImageConfiguration?) -> UIImage? {
    guard let symbol = SystemSymbols.symbol(named: name) else { return nil }
    let base = UIImage(
      storage: Storage(
        size: symbol.size, scale: 3, symbolName: name, shape: symbol.shape,
        baselineOffsetFromBottom: 0, baseSymbolSize: symbol.size))
    guard let configuration else { return base.configured(nil) }
    return base.withConfiguration(configuration)
  }

  /// This symbol at a configuration (nil: the default): the size scales by the
  /// configuration's factor, rounded to the pixel grid of scale 3 (1/3 pt), as symbol
  /// images are (the table's sizes are multiples of 1/3 pt).
  func configured(_ configuration: SymbolConfiguration?) -> UIImage {
    let base = storage.baseSymbolSize ?? size
    let factor = configuration?.sizeFactor ?? 1
    func snap(_ v: CGFloat) -> CGFloat { factor == 1 ? v : (v * factor * 3).rounded() / 3 }
    let newSize = CGSize(width: snap(base.width), height: snap(base.height))
    return modified {
      $0.size = newSize
      $0.symbolConfiguration = configuration
      // The baseline sits about a fifth of the glyph above its bottom (chosen; UIKit's
      // symbols' baselines depend on the glyph).
      if $0.baselineOffsetFromBottom != nil {
        $0.baselineOffsetFromBottom = (newSize.height * 0.2 * 3).rounded() / 3
      }
    }
  }
}
