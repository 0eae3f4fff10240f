import Foundation
import OpenUIKit

/// The colour tokens (C9): use `AppColors.background` instead of a system colour.
///
/// Changes from the tutorial: `public`; `@MainActor` (OpenUIKit's colours are main-actor
/// values, as UI types are).
@MainActor
public enum AppColors {
  /// The brand colour: systemBlue.
  public static let primary = UIColor.systemBlue
  /// The screens' background: systemGroupedBackground.
  public static let background = UIColor.systemGroupedBackground
  /// The main text colour: label.
  public static let textMain = UIColor.label
  /// The secondary text colour: secondaryLabel.
  public static let textSecondary = UIColor.secondaryLabel
}
