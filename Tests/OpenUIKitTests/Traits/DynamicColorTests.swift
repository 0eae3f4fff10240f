import Foundation
import Testing

@testable import OpenUIKit

/// Dynamic colours: providers, the system colours' light, dark, increased-contrast and
/// elevated values, and resolution against the current traits.
@Suite struct DynamicColorTests {
  static let light = UITraitCollection(userInterfaceStyle: .light)
  static let dark = UITraitCollection(userInterfaceStyle: .dark)
  static let highLight = UITraitCollection(traitsFrom: [
    light, UITraitCollection(accessibilityContrast: .high),
  ])
  static let highDark = UITraitCollection(traitsFrom: [
    dark, UITraitCollection(accessibilityContrast: .high),
  ])
  static let elevated = UITraitCollection(traitsFrom: [
    dark, UITraitCollection(userInterfaceLevel: .elevated),
  ])

  /// 8-bit components and alpha of a colour resolved in `traits`.
  func bytes(_ color: UIColor, _ traits: UITraitCollection) -> [Int] {
    let c = color.resolvedColor(with: traits).extendedSRGBComponents
    return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) } + [
      Int((c.alpha * 100).rounded())
    ]
  }

  @Test func systemColoursHaveApplesValues() {
    typealias Row = (UIColor, [Int], [Int], [Int], [Int])
    var rows: [Row] = []
    let white = [255, 255, 255, 100]
    let black = [0, 0, 0, 100]
    rows.append((.systemBackground, white, black, white, black))
    rows.append(
      (
        .secondarySystemBackground, [242, 242, 247, 100], [28, 28, 30, 100], [235, 235, 240, 100],
        [36, 36, 38, 100]
      ))
    rows.append((.label, black, white, black, white))
    rows.append(
      (
        .secondaryLabel, [60, 60, 67, 60], [235, 235, 245, 60], [60, 60, 67, 68],
        [235, 235, 245, 68]
      ))
    rows.append(
      (.separator, [60, 60, 67, 29], [84, 84, 88, 60], [60, 60, 67, 37], [84, 84, 88, 68]))
    rows.append(
      (
        .systemBlue, [0, 122, 255, 100], [10, 132, 255, 100], [0, 64, 221, 100],
        [64, 156, 255, 100]
      ))
    rows.append(
      (
        .systemRed, [255, 59, 48, 100], [255, 69, 58, 100], [215, 0, 21, 100], [255, 105, 97, 100]
      ))
    rows.append(
      (
        .systemGray6, [242, 242, 247, 100], [28, 28, 30, 100], [235, 235, 240, 100],
        [36, 36, 38, 100]
      ))
    rows.append(
      (
        .systemFill, [120, 120, 128, 20], [120, 120, 128, 36], [120, 120, 128, 28],
        [120, 120, 128, 44]
      ))
    rows.append(
      (.link, [0, 122, 255, 100], [9, 132, 255, 100], [0, 122, 255, 100], [9, 132, 255, 100]))
    rows.append(
      (
        .systemTeal, [48, 176, 199, 100], [64, 200, 224, 100], [0, 130, 153, 100],
        [64, 200, 224, 100]
      ))
    for (color, l, d, hl, hd) in rows {
      #expect(bytes(color, Self.light) == l, "\(l)")
      #expect(bytes(color, Self.dark) == d, "\(d)")
      #expect(bytes(color, Self.highLight) == hl, "\(hl)")
      #expect(bytes(color, Self.highDark) == hd, "\(hd)")
    }
    // The unspecified appearance resolves as light.
    #expect(bytes(.systemBackground, UITraitCollection()) == [255, 255, 255, 100])
  }

  @Test func elevatedBackgroundsAreLighterInTheDark() {
    #expect(bytes(.systemBackground, Self.elevated) == [28, 28, 30, 100])
    #expect(bytes(.secondarySystemBackground, Self.elevated) == [44, 44, 46, 100])
    #expect(bytes(.tertiarySystemGroupedBackground, Self.elevated) == [58, 58, 60, 100])
    let elevatedHigh = UITraitCollection(traitsFrom: [
      Self.elevated, UITraitCollection(accessibilityContrast: .high),
    ])
    #expect(bytes(.systemBackground, elevatedHigh) == [36, 36, 38, 100])
    // Colours without elevated values keep their dark ones.
    #expect(bytes(.label, Self.elevated) == [255, 255, 255, 100])
    // The light appearance has no elevated values.
    let lightElevated = UITraitCollection(traitsFrom: [
      Self.light, UITraitCollection(userInterfaceLevel: .elevated),
    ])
    #expect(bytes(.systemBackground, lightElevated) == [255, 255, 255, 100])
  }

  @Test @MainActor func providersResolveAgainstTheCurrentTraits() {
    let brand = UIColor { traits in
      traits.userInterfaceStyle == .dark ? .systemYellow : .systemIndigo
    }
    #expect(bytes(brand, Self.dark) == [255, 214, 10, 100])
    #expect(bytes(brand, Self.light) == [88, 86, 214, 100])
    Self.dark.performAsCurrent {
      #expect(brand.cgColor.description == "UIExtendedSRGBColorSpace 1 0.839216 0.0392157 1")
      #expect(UIColor.label.description == "UIExtendedGrayColorSpace 1 1")
      #expect(UIColor.label != UIColor.black)
      #expect(UIColor.label == UIColor.white)
      #expect(brand.withAlphaComponent(0.5).extendedSRGBComponents.alpha == 0.5)
      #expect(brand.withAlphaComponent(0.5).extendedSRGBComponents.red == 1)
    }
    #expect(UIColor.label.description == "UIExtendedGrayColorSpace 0 1")
    #expect(brand == brand)
    #expect(UIColor.label == UIColor.label)
    // Under the light current traits the label colour compares equal to black; two system
    // colours compare by name.
    #expect(UIColor.label == UIColor.black)
    #expect(UIColor.label != UIColor.systemBackground)
    #expect(
      UIColor.systemBlue.withAlphaComponent(0.5) == UIColor.systemBlue.withAlphaComponent(0.5))
    #expect(
      brand.resolvedColor(with: Self.dark) == UIColor.systemYellow.resolvedColor(with: Self.dark))
    // A fixed colour resolves to itself.
    #expect(UIColor.red.resolvedColor(with: Self.dark) === UIColor.red)
  }
}
