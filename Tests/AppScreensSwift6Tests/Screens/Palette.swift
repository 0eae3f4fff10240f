import OpenUIKit

/// An app's style constants, as Swift 6 apps write them: static stored properties of
/// UIKit's value-like classes, which compile only because `UIColor`, `UIFont` and `UIImage`
/// are `Sendable` and not bound to the main actor (as in UIKit).
enum Palette {
  static let brand = UIColor(red: 0.20, green: 0.40, blue: 0.90, alpha: 1)
  static let ink = #colorLiteral(red: 0.1, green: 0.1, blue: 0.12, alpha: 1)
  static let track = UIColor.systemGray5
  static let background = UIColor.white
  static let titleFont = UIFont.systemFont(ofSize: 22, weight: .bold)
  static let amountFont = UIFont.monospacedDigitSystemFont(ofSize: 34, weight: .semibold)
  static let nameFont = UIFont.systemFont(ofSize: 17, weight: .medium)
  static let placeholderAvatar = UIImage(systemName: "person.crop.circle.fill")
}
