import Foundation

/// A blur of the content behind the view.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
  /// The blur's look (UIKit's raw values: the header's enumeration order).
  public enum Style: Int, Sendable {
    /// Lighter than the content behind it.
    case extraLight = 0
    /// Light.
    case light = 1
    /// Dark.
    case dark = 2
    /// Extra dark (tvOS).
    case extraDark = 3
    /// Follows the user interface style (light here).
    case regular = 4
    /// A more opaque regular blur.
    case prominent = 5
    /// The thinnest adaptable material.
    case systemUltraThinMaterial = 6
    /// A thin adaptable material.
    case systemThinMaterial = 7
    /// The adaptable system material of normal thickness.
    case systemMaterial = 8
    /// A thick adaptable material.
    case systemThickMaterial = 9
    /// Bars' adaptable material.
    case systemChromeMaterial = 10
    /// The ultra-thin material, always light.
    case systemUltraThinMaterialLight = 11
    /// The thin material, always light.
    case systemThinMaterialLight = 12
    /// The material, always light.
    case systemMaterialLight = 13
    /// The thick material, always light.
    case systemThickMaterialLight = 14
    /// The chrome material, always light.
    case systemChromeMaterialLight = 15
    /// The ultra-thin material, always dark.
    case systemUltraThinMaterialDark = 16
    /// The thin material, always dark.
    case systemThinMaterialDark = 17
    /// The material, always dark.
    case systemMaterialDark = 18
    /// The thick material, always dark.
    case systemThickMaterialDark = 19
    /// The chrome material, always dark.
    case systemChromeMaterialDark = 20
  }

  /// The blur's look.
  public let style: Style

  /// Creates a blur of `style`.
  public init(style: Style) {
    self.style = style
    super.init()
  }

  /// The translucent colour renderers fill a blur of this style with (chosen: OpenUIKit does
  /// not blur). Light styles are white, dark styles near-black, at an alpha that grows with
  /// the material's thickness: ultra-thin 0.3, thin 0.5, regular 0.7, thick 0.85, chrome
  /// 0.75, extra-light 0.8, prominent 0.85 (an OpenUIKit extension).
  public var fillColor: UIColor {
    let white: CGFloat
    switch style {
    case .dark, .extraDark, .systemUltraThinMaterialDark, .systemThinMaterialDark,
      .systemMaterialDark, .systemThickMaterialDark, .systemChromeMaterialDark:
      white = 0.11
    default:
      white = 0.97
    }
    let alpha: CGFloat
    switch style {
    case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark:
      alpha = 0.3
    case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark, .light:
      alpha = 0.5
    case .systemThickMaterial, .systemThickMaterialLight, .systemThickMaterialDark, .prominent,
      .extraDark:
      alpha = 0.85
    case .systemChromeMaterial, .systemChromeMaterialLight, .systemChromeMaterialDark:
      alpha = 0.75
    case .extraLight:
      alpha = 0.8
    case .regular, .dark, .systemMaterial, .systemMaterialLight, .systemMaterialDark:
      alpha = 0.7
    }
    return UIColor(white: white, alpha: alpha)
  }
}
