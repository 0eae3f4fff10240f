import Foundation

/// An effect a ``UIVisualEffectView`` applies to what lies behind it.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
  /// Creates an effect.
  public override init() {
    super.init()
  }
}

/// A blur of the content behind the view.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
  /// The blur's look (UIKit's raw values).
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
    /// The adaptable system material of normal thickness.
    case systemMaterial = 1100
    /// The thinnest adaptable material.
    case systemUltraThinMaterial = 1200
    /// A thin adaptable material.
    case systemThinMaterial = 1300
    /// A thick adaptable material.
    case systemThickMaterial = 1000
    /// Bars' adaptable material.
    case systemChromeMaterial = 1400
    /// The ultra-thin material, always light.
    case systemUltraThinMaterialLight = 1201
    /// The thin material, always light.
    case systemThinMaterialLight = 1301
    /// The material, always light.
    case systemMaterialLight = 1101
    /// The thick material, always light.
    case systemThickMaterialLight = 1001
    /// The chrome material, always light.
    case systemChromeMaterialLight = 1401
    /// The ultra-thin material, always dark.
    case systemUltraThinMaterialDark = 1202
    /// The thin material, always dark.
    case systemThinMaterialDark = 1302
    /// The material, always dark.
    case systemMaterialDark = 1102
    /// The thick material, always dark.
    case systemThickMaterialDark = 1002
    /// The chrome material, always dark.
    case systemChromeMaterialDark = 1402
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

/// Vibrancy: the content of a visual effect view nested in a blur takes colour from the blur.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
  /// What the vibrancy applies to (UIKit's raw values).
  public enum Style: Int, Sendable {
    /// Primary labels.
    case label = 0
    /// Secondary labels.
    case secondaryLabel = 1
    /// Tertiary labels.
    case tertiaryLabel = 2
    /// Quaternary labels.
    case quaternaryLabel = 3
    /// Large fills.
    case fill = 4
    /// Secondary fills.
    case secondaryFill = 5
    /// Tertiary fills.
    case tertiaryFill = 6
    /// Separators.
    case separator = 7
  }

  /// The blur the vibrancy draws from.
  public let blurEffect: UIBlurEffect
  /// What the vibrancy applies to.
  public let style: Style

  /// Vibrancy for `blurEffect`, for primary labels.
  public convenience init(blurEffect: UIBlurEffect) {
    self.init(blurEffect: blurEffect, style: .label)
  }

  /// Vibrancy for `blurEffect`, for `style`.
  public init(blurEffect: UIBlurEffect, style: Style) {
    self.blurEffect = blurEffect
    self.style = style
    super.init()
  }
}

/// A view that applies a visual effect (a blur, vibrancy) to what lies behind it. Add
/// subviews to ``contentView``, which fills the view.
///
/// Renderers draw a blur as a translucent fill (``UIBlurEffect/fillColor``) under the
/// content; vibrancy draws nothing of its own.
@MainActor
open class UIVisualEffectView: UIView {
  /// The view to add subviews to; it fills the effect view.
  public let contentView = UIView()

  /// The effect (nil: none).
  open var effect: UIVisualEffect?

  /// Creates a view with `effect`.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// Creates a view without an effect; OpenUIKit reads no archives, so the coder is ignored.
  public required convenience init?(coder: NSCoder) {
    self.init(effect: nil)
  }

  /// Keeps ``contentView`` over the bounds.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }

  /// The fill renderers draw for the effect: a blur's ``UIBlurEffect/fillColor``, else nil.
  public var effectFillColor: UIColor? {
    (effect as? UIBlurEffect)?.fillColor
  }
}
