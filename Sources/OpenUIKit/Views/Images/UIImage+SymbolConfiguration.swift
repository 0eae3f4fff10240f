import Foundation

extension UIImage {
  /// How a symbol image is sized: a point size (or a text style or font), a weight and a
  /// scale, as UIKit's `UIImage.SymbolConfiguration`. Unspecified parts come from the
  /// configuration applied beneath (``applying(_:)``), and in the end from the default:
  /// 17 pt, regular, medium.
  ///
  /// Sizes: a symbol's size at the default configuration is OpenUIKit's table (see
  /// ``SystemSymbols``); other point sizes scale it in proportion (pointSize ÷ 17), and the
  /// small and large scales multiply it by 0.78 and 1.29. Apple documents no numbers: these
  /// are chosen, from the ratios of SF Symbols' small / medium / large glyph heights at one
  /// point size (about 14 : 18 : 23). Weight does not change the size here (real glyphs
  /// widen slightly with weight). The class is `public`, not `open` as in UIKit: it is not
  /// meant to be subclassed.
  public class SymbolConfiguration: UIImageConfiguration, @unchecked Sendable {
    /// The point size, or nil when unspecified.
    let pointSize: CGFloat?
    /// The weight (`.unspecified` when not given).
    let weight: SymbolWeight
    /// The scale (`.unspecified` when not given).
    let scale: SymbolScale
    /// The text style whose size and weight are used, if any.
    let textStyle: UIFont.TextStyle?

    /// The scale factor of each scale (chosen: see the type's documentation).
    static func factor(_ scale: SymbolScale) -> CGFloat {
      switch scale {
      case .small: return 0.78
      case .large: return 1.29
      default: return 1
      }
    }

    required init(
      pointSize: CGFloat?, weight: SymbolWeight, scale: SymbolScale,
      textStyle: UIFont.TextStyle?, traitCollection: UITraitCollection?
    ) {
      self.pointSize = pointSize.map { $0.isFinite ? max($0, 0) : 0 }
      self.weight = weight
      self.scale = scale
      self.textStyle = textStyle
      super.init(traitCollection: traitCollection)
    }

    /// A configuration with a point size.
    public convenience init(pointSize: CGFloat) {
      self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified)
    }

    /// A configuration with a point size and weight.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
      self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
    }

    /// A configuration with a point size, weight and scale.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.init(
        pointSize: pointSize, weight: weight, scale: scale, textStyle: nil, traitCollection: nil)
    }

    /// A configuration sized like a text style (body: 17 pt regular).
    public convenience init(textStyle: UIFont.TextStyle) {
      self.init(textStyle: textStyle, scale: .unspecified)
    }

    /// A configuration sized like a text style, at a scale.
    public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
      self.init(
        pointSize: nil, weight: .unspecified, scale: scale, textStyle: textStyle,
        traitCollection: nil)
    }

    /// A configuration with a weight only.
    public convenience init(weight: SymbolWeight) {
      self.init(
        pointSize: nil, weight: weight, scale: .unspecified, textStyle: nil, traitCollection: nil)
    }

    /// A configuration with a scale only.
    public convenience init(scale: SymbolScale) {
      self.init(
        pointSize: nil, weight: .unspecified, scale: scale, textStyle: nil, traitCollection: nil)
    }

    /// A configuration with a font's size and weight.
    public convenience init(font: UIFont) {
      self.init(font: font, scale: .unspecified)
    }

    /// A configuration with a font's size and weight, at a scale.
    public convenience init(font: UIFont, scale: SymbolScale) {
      let index = font.weight.tableIndex + 1
      self.init(
        pointSize: font.pointSize, weight: SymbolWeight(rawValue: index) ?? .regular, scale: scale,
        textStyle: nil, traitCollection: nil)
    }

    /// The configuration that specifies nothing.
    public class var unspecified: SymbolConfiguration {
      SymbolConfiguration(
        pointSize: nil, weight: .unspecified, scale: .unspecified, textStyle: nil,
        traitCollection: nil)
    }

    /// This configuration with the specified parts of `otherConfiguration` laid over it: a
    /// point size or text style in the other replaces both of this one's.
    public func applying(_ otherConfiguration: UIImageConfiguration?) -> Self {
      guard let other = otherConfiguration as? SymbolConfiguration else {
        return Self(
          pointSize: pointSize, weight: weight, scale: scale, textStyle: textStyle,
          traitCollection: otherConfiguration?.traitCollection ?? traitCollection)
      }
      let sizeFromOther = other.pointSize != nil || other.textStyle != nil
      return Self(
        pointSize: sizeFromOther ? other.pointSize : pointSize,
        weight: other.weight != .unspecified ? other.weight : weight,
        scale: other.scale != .unspecified ? other.scale : scale,
        textStyle: sizeFromOther ? other.textStyle : textStyle,
        traitCollection: other.traitCollection ?? traitCollection)
    }

    /// A copy without point size, text style and weight (scale and traits stay).
    public func configurationWithoutPointSizeAndWeight() -> Self {
      Self(
        pointSize: nil, weight: .unspecified, scale: scale, textStyle: nil,
        traitCollection: traitCollection)
    }

    /// A copy without scale.
    public func configurationWithoutScale() -> Self {
      Self(
        pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: textStyle,
        traitCollection: traitCollection)
    }

    /// A copy without weight.
    public func configurationWithoutWeight() -> Self {
      Self(
        pointSize: pointSize, weight: .unspecified, scale: scale, textStyle: textStyle,
        traitCollection: traitCollection)
    }

    /// A copy without text style.
    public func configurationWithoutTextStyle() -> Self {
      Self(
        pointSize: pointSize, weight: weight, scale: scale, textStyle: nil,
        traitCollection: traitCollection)
    }

    /// The point size in effect: the given one, the text style's, or 17.
    var effectivePointSize: CGFloat {
      pointSize ?? textStyle?.defaultSizeAndWeight.0 ?? 17
    }

    /// The weight in effect: the given one, the text style's, or regular.
    var effectiveWeight: SymbolWeight {
      if weight != .unspecified { return weight }
      if let textStyle {
        return SymbolWeight(rawValue: textStyle.defaultSizeAndWeight.1.tableIndex + 1) ?? .regular
      }
      return .regular
    }

    /// How much larger than at the default configuration a symbol is drawn.
    var sizeFactor: CGFloat { effectivePointSize / 17 * SymbolConfiguration.factor(scale) }

    /// Configurations are equal when every part is.
    public override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? SymbolConfiguration else { return false }
      return pointSize == other.pointSize && weight == other.weight && scale == other.scale
        && textStyle == other.textStyle
    }

    /// A hash of the parts.
    public override var hash: Int {
      Int((pointSize ?? -1) * 64) &* 31 &+ weight.rawValue &* 7 &+ scale.rawValue
    }

    /// `<UIImageSymbolConfiguration: 0x…; pointSize = 20, weight = bold, scale = large>`-like,
    /// with the specified parts only.
    public override var description: String {
      var parts: [String] = []
      if let textStyle { parts.append("textStyle = \(textStyle.rawValue)") }
      if let pointSize { parts.append("pointSize = \(String(format: "%g", Double(pointSize)))") }
      if weight != .unspecified { parts.append("weight = \(weight)") }
      if scale != .unspecified { parts.append("scale = \(scale)") }
      return "<UIImageSymbolConfiguration: 0x600000c00000; " + parts.joined(separator: ", ") + ">"
    }
  }
}
