import Foundation

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
