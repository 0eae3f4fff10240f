import Foundation
import Testing

@testable import OpenUIKit

/// A custom trait (iOS 17's `UITraitDefinition`).
private struct ContainedInSettingsTrait: UITraitDefinition {
  static let defaultValue = false
}

/// Trait collections: values, merging, mutation, description, and the traits of each device
/// preset in both orientations (Apple's size-class table).
@MainActor
@Suite struct TraitCollectionTests {
  @Test func emptyAndSingleTraitCollections() {
    let empty = UITraitCollection()
    #expect(empty.horizontalSizeClass == .unspecified)
    #expect(empty.userInterfaceIdiom == .unspecified)
    #expect(empty.displayScale == 0)
    #expect(empty.layoutDirection == .unspecified)
    #expect(empty.preferredContentSizeCategory == .unspecified)
    #expect(empty.accessibilityContrast == .unspecified)
    #expect(empty.legibilityWeight == .unspecified)
    #expect(empty.userInterfaceLevel == .unspecified)
    #expect(empty.description == "<UITraitCollection: 0x600000a00000; >")
    let compact = UITraitCollection(horizontalSizeClass: .compact)
    #expect(compact.horizontalSizeClass == .compact)
    #expect(compact.verticalSizeClass == .unspecified)
    #expect(UITraitCollection(displayScale: 3) == UITraitCollection(displayScale: 3))
    #expect(UITraitCollection(displayScale: 3) != UITraitCollection(displayScale: 2))
    #expect(
      UITraitCollection(userInterfaceStyle: .dark).hash
        == UITraitCollection(userInterfaceStyle: .dark).hash)
  }

  @Test func mergingMutatingAndContaining() {
    let merged = UITraitCollection(traitsFrom: [
      UITraitCollection(userInterfaceStyle: .light), UITraitCollection(displayScale: 2),
      UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(),
    ])
    #expect(merged.userInterfaceStyle == .dark)
    #expect(merged.displayScale == 2)
    #expect(merged.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
    #expect(!merged.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
    let built = UITraitCollection { traits in
      traits.horizontalSizeClass = .regular
      traits.preferredContentSizeCategory = .accessibilityLarge
      traits[ContainedInSettingsTrait.self] = true
    }
    #expect(built.horizontalSizeClass == .regular)
    #expect(built.preferredContentSizeCategory == .accessibilityLarge)
    #expect(built[ContainedInSettingsTrait.self])
    #expect(!UITraitCollection()[ContainedInSettingsTrait.self])
    let changed = built.modifyingTraits { $0.horizontalSizeClass = .unspecified }
    #expect(changed.horizontalSizeClass == .unspecified)
    #expect(changed.preferredContentSizeCategory == .accessibilityLarge)
    let text: String = [
      "<UITraitCollection: 0x600000a00000; PreferredContentSizeCategory = ",
      "UICTContentSizeCategoryAccessibilityL, ContainedInSettingsTrait = true>",
    ].joined()
    #expect(changed.description == text)
    #expect(
      UITraitCollection(userInterfaceStyle: .dark).hasDifferentColorAppearance(
        comparedTo: UITraitCollection(userInterfaceStyle: .light)))
    #expect(
      !UITraitCollection(userInterfaceStyle: .dark).hasDifferentColorAppearance(
        comparedTo: merged))
  }

  /// Size classes per preset (HIG "Adaptivity and Layout"): phones compact × regular in
  /// portrait, compact × compact in landscape, the Max regular × compact; iPads regular ×
  /// regular.
  @Test func presetTraitsInBothOrientations() {
    typealias Row = (UIScreen, UIUserInterfaceIdiom, CGFloat, [UIUserInterfaceSizeClass])
    let rows: [Row] = [
      (.iPhone15Pro, .phone, 3, [.compact, .regular, .compact, .compact]),
      (.iPhone15, .phone, 3, [.compact, .regular, .compact, .compact]),
      (.iPhone15ProMax, .phone, 3, [.compact, .regular, .regular, .compact]),
      (.iPhoneSE, .phone, 2, [.compact, .regular, .compact, .compact]),
      (.iPad, .pad, 2, [.regular, .regular, .regular, .regular]),
      (.iPad10, .pad, 2, [.regular, .regular, .regular, .regular]),
      (.iPadPro11, .pad, 2, [.regular, .regular, .regular, .regular]),
      (.iPadPro13, .pad, 2, [.regular, .regular, .regular, .regular]),
    ]
    for (screen, idiom, scale, classes) in rows {
      let portrait = screen.traitCollection(for: .portrait, windowSize: screen.bounds.size)
      let landscape = screen.traitCollection(
        for: .landscapeLeft, windowSize: screen.size(for: .landscapeLeft))
      #expect(portrait.userInterfaceIdiom == idiom, "\(screen.name)")
      #expect(portrait.displayScale == scale)
      #expect(
        [
          portrait.horizontalSizeClass, portrait.verticalSizeClass,
          landscape.horizontalSizeClass, landscape.verticalSizeClass,
        ] == classes, "\(screen.name)")
      #expect(portrait.preferredContentSizeCategory == .large)
      #expect(portrait.userInterfaceStyle == .light)
      #expect(portrait.layoutDirection == .leftToRight)
      #expect(portrait.accessibilityContrast == .normal)
      #expect(portrait.legibilityWeight == .regular)
      #expect(portrait.userInterfaceLevel == .base)
    }
    let expected: String = [
      "<UITraitCollection: 0x600000a00000; UserInterfaceIdiom = Phone, DisplayScale = 3, ",
      "HorizontalSizeClass = Compact, VerticalSizeClass = Regular, UserInterfaceStyle = Light, ",
      "UserInterfaceLevel = Base, LayoutDirection = LTR, PreferredContentSizeCategory = ",
      "UICTContentSizeCategoryL, AccessibilityContrast = Normal, LegibilityWeight = Regular>",
    ].joined()
    #expect(UIScreen.iPhone15Pro.traitCollection.description == expected)
  }

  /// iPad split widths (swift-snapshot-testing's table): compact below 678 pt.
  @Test func iPadSplitWidthsAreCompact() {
    let screen = UIScreen.iPadPro13
    for (width, expected) in [
      (375.0, UIUserInterfaceSizeClass.compact), (639, .compact), (678, .regular), (981, .regular),
    ] {
      let traits = screen.traitCollection(
        for: .landscapeLeft, windowSize: CGSize(width: width, height: 1032))
      #expect(traits.horizontalSizeClass == expected, "\(width)")
      #expect(traits.verticalSizeClass == .regular)
    }
  }

  @Test func presetMetrics() {
    let notch = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    let sides = UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
    let pad = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
    let se = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    typealias Row = (UIScreen, CGSize, UIEdgeInsets, UIEdgeInsets, Int)
    var rows: [Row] = []
    rows.append((.iPhone15Pro, CGSize(width: 393, height: 852), notch, sides, 120))
    rows.append((.iPhone15, CGSize(width: 393, height: 852), notch, sides, 60))
    rows.append((.iPhone15ProMax, CGSize(width: 430, height: 932), notch, sides, 120))
    rows.append((.iPhoneSE, CGSize(width: 375, height: 667), se, .zero, 60))
    rows.append((.iPad10, CGSize(width: 820, height: 1180), pad, pad, 60))
    rows.append((.iPadPro11, CGSize(width: 834, height: 1210), pad, pad, 120))
    rows.append((.iPadPro13, CGSize(width: 1032, height: 1376), pad, pad, 120))
    for (screen, size, portrait, landscape, fps) in rows {
      #expect(screen.bounds.size == size, "\(screen.name)")
      #expect(screen.size(for: .landscapeRight) == CGSize(width: size.height, height: size.width))
      #expect(screen.safeAreaInsets(for: .portrait) == portrait, "\(screen.name)")
      #expect(screen.safeAreaInsets(for: .landscapeRight) == landscape, "\(screen.name)")
      #expect(screen.maximumFramesPerSecond == fps)
    }
    #expect(
      UIScreen.presets.map(\.name) == [
        "iphone15pro", "iphone15", "iphone15promax", "iphonese", "ipad", "ipad10", "ipadpro11",
        "ipadpro13",
      ])
  }
}
