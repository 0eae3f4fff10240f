import Foundation

/// Views whose font follows the text size (`adjustsFontForContentSizeCategory`).
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
  /// Whether the font follows the text size of the view's traits.
  var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UILabel: UIContentSizeCategoryAdjusting {
  /// `font` re-scaled for the label's traits when the label adjusts and the font is a
  /// Dynamic Type one; `font` otherwise.
  func fontForContentSizeCategory(_ font: UIFont) -> UIFont {
    guard adjustsFontForContentSizeCategory, font.scaling != nil else { return font }
    return font.adjusted(for: traitCollection) ?? font
  }

  /// Re-scales the font for the label's traits (when it adjusts and the font is a Dynamic
  /// Type one); the new font invalidates the intrinsic size.
  func adjustFontForContentSizeCategory() {
    guard adjustsFontForContentSizeCategory, storedFont.scaling != nil else { return }
    let adjusted = fontForContentSizeCategory(storedFont)
    if adjusted != storedFont { font = adjusted }
  }
}

extension UITextField: UIContentSizeCategoryAdjusting {
  /// Re-scales the font for the field's traits (when it adjusts and the font is a Dynamic
  /// Type one). Returns whether it set a new font.
  @discardableResult
  func adjustFontForContentSizeCategory() -> Bool {
    guard adjustsFontForContentSizeCategory, let current = font, current.scaling != nil,
      let adjusted = current.adjusted(for: traitCollection), adjusted != current
    else { return false }
    font = adjusted
    return true
  }
}
