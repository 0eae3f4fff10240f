import Foundation

/// The installed font families.
extension UIFont {
  /// The family names of every font `UIFont(name:size:)` accepts: iOS's families and the
  /// registered ones, sorted (UIKit's order is unspecified; OpenUIKit sorts it so output is
  /// the same in every run). The system font's hidden family is not listed, as in UIKit.
  public class var familyNames: [String] { FontRegistry.familyNames }

  /// The PostScript names of a family's fonts (`"Menlo"` → `Menlo-Regular`, `Menlo-Italic`,
  /// `Menlo-Bold`, `Menlo-BoldItalic`), or an empty array for an unknown family.
  public class func fontNames(forFamilyName familyName: String) -> [String] {
    FontRegistry.faces(inFamily: familyName).map(\.postScriptName)
  }
}
