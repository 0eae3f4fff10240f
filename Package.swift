// swift-tools-version: 6.2
import PackageDescription

/// LayoutSnapshot is optimised in debug builds too: the showcase (`swift run showcase`, a debug
/// build) encodes PNGs of every sample, which unoptimised code makes about ten times slower.
/// That takes an unsafe flag, and SwiftPM refuses a versioned dependency whose targets use
/// one; a checkout at a tag (how a versioned dependency is checked out) therefore builds
/// without it, as swift-testing's manifest does.
let snapshotSettings: [SwiftSetting] =
  Context.gitInformation?.currentTag == nil
  ? [.unsafeFlags(["-O"], .when(configuration: .debug))] : []

let package = Package(
  name: "OpenUIKit",
  products: [
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .library(name: "OpenUIKit", targets: ["OpenUIKit"]),
    .library(name: "SnapKit", targets: ["SnapKit"]),
    .library(name: "LayoutSnapshot", targets: ["LayoutSnapshot"]),
    .library(name: "LayoutSnapshotTesting", targets: ["LayoutSnapshotTesting"]),
    .library(name: "LayoutAudit", targets: ["LayoutAudit"]),
    .library(name: "DesignSystem", targets: ["DesignSystem"]),
    .library(name: "Showcase", targets: ["Showcase"]),
    .library(name: "FreeTypeText", targets: ["FreeTypeText"]),
    .executable(name: "showcase", targets: ["ShowcaseCommand"]),
    .executable(name: "bench", targets: ["bench"]),
  ],
  traits: [
    .trait(
      name: "FreeType",
      description: "FreeTypeText measures text with FreeType from font files (libfreetype-dev)."),
    .trait(
      name: "HarfBuzz",
      description: "FreeTypeText can shape text with HarfBuzz (libharfbuzz-dev); implies FreeType.",
      enabledTraits: ["FreeType"]),
  ],
  targets: [
    .target(name: "Cassowary"),
    .target(
      name: "OpenUIKit", dependencies: ["Cassowary"],
      // The SIL Open Font License notice of the metrics generated from Inter and Nanum Gothic.
      exclude: ["Text/GeneratedFontMetrics-OFL.txt"]),
    .target(name: "SnapKit", dependencies: ["OpenUIKit"]),
    .target(
      name: "LayoutSnapshot", dependencies: ["OpenUIKit"],
      // The SIL Open Font License notice of the glyph outlines generated from the same fonts.
      exclude: ["Text/GeneratedGlyphOutlines-OFL.txt"],
      swiftSettings: snapshotSettings),
    // swift-snapshot-testing's API over LayoutSnapshot's renderers: the only module that
    // imports a test framework.
    .target(name: "LayoutSnapshotTesting", dependencies: ["LayoutSnapshot", "OpenUIKit"]),
    // Audits a screen across devices, text sizes, directions and appearances.
    .target(name: "LayoutAudit", dependencies: ["OpenUIKit", "LayoutSnapshot"]),
    .target(name: "SolverWorkloads", dependencies: ["Cassowary"]),
    .systemLibrary(
      name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
    .systemLibrary(
      name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
    .target(
      name: "FreeTypeText",
      dependencies: [
        "OpenUIKit", "LayoutSnapshot",
        .target(name: "CFreeType", condition: .when(traits: ["FreeType"])),
        .target(name: "CHarfBuzz", condition: .when(traits: ["HarfBuzz"])),
      ]),
    // glibc's malloc.h (mallinfo2) for the benchmarks' live heap bytes.
    .systemLibrary(name: "CMallocStatistics"),
    .target(name: "DesignSystem", dependencies: ["OpenUIKit", "SnapKit"]),
    // Screens, stand-in views, sample controllers and the feed cell shared by the test targets
    // and `bench`, so that nothing is copied or linked between them. Not a product.
    .target(name: "TestSupport", dependencies: ["OpenUIKit", "SnapKit"]),
    // Twenty app screens written as apps write them (Swift 5 language mode), laid out by
    // AppScreensTests; three of them are showcase samples.
    .target(
      name: "AppScreens", dependencies: ["OpenUIKit", "SnapKit"],
      resources: [.copy("Resources/Assets.xcassets"), .copy("Resources/badge.png")],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "Showcase",
      dependencies: [
        "OpenUIKit", "SnapKit", "LayoutSnapshot", "DesignSystem", "AppScreens", "LayoutAudit",
      ]),
    .executableTarget(
      name: "ShowcaseCommand", dependencies: ["Showcase", "OpenUIKit", "LayoutAudit"]),
    .executableTarget(
      name: "bench",
      dependencies: [
        "Cassowary", "SolverWorkloads", "OpenUIKit", "SnapKit", "TestSupport", "LayoutSnapshot",
        "LayoutSnapshotTesting", "LayoutAudit", "AppScreens",
        .target(name: "CMallocStatistics", condition: .when(platforms: [.linux])),
      ]),
    .testTarget(
      name: "CassowaryTests", dependencies: ["Cassowary", "SolverWorkloads"],
      exclude: ["Differential/kiwi_reference.py"]),
    .testTarget(name: "SolverWorkloadsTests", dependencies: ["SolverWorkloads"]),
    .testTarget(
      name: "OpenUIKitTests", dependencies: ["OpenUIKit", "Cassowary", "TestSupport"],
      resources: [
        .copy("Resources/Assets.xcassets"), .copy("Resources/Fonts"),
        .copy("Resources/icon.png"), .copy("Resources/icon@2x.png"),
        .copy("Resources/icon@3x.png"), .copy("Resources/only2x@2x.png"),
        .copy("Resources/corrupt.png"),
      ]),
    .testTarget(
      name: "SnapKitTests", dependencies: ["SnapKit", "OpenUIKit", "Showcase", "TestSupport"]),
    .testTarget(
      name: "LayoutSnapshotTests",
      dependencies: ["LayoutSnapshot", "OpenUIKit", "SnapKit", "TestSupport", "Showcase"]),
    .testTarget(
      name: "LayoutSnapshotTestingTests",
      dependencies: [
        "LayoutSnapshotTesting", "LayoutSnapshot", "OpenUIKit", "SnapKit", "TestSupport",
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "LayoutAuditTests",
      dependencies: ["LayoutAudit", "LayoutSnapshot", "OpenUIKit", "TestSupport"]),
    .testTarget(
      name: "FreeTypeTextTests", dependencies: ["FreeTypeText", "OpenUIKit", "LayoutSnapshot"]),
    .testTarget(name: "DesignSystemTests", dependencies: ["DesignSystem", "OpenUIKit", "SnapKit"]),
    // App code as iOS apps write it, in the Swift 5 language mode most apps use: it must compile
    // against OpenUIKit as it does against UIKit.
    .testTarget(
      name: "AppScreensTests",
      dependencies: [
        "AppScreens", "OpenUIKit", "SnapKit", "TestSupport", "LayoutSnapshotTesting", "LayoutAudit",
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // The same kind of app code in the Swift 6 language mode: explicit isolation, Sendable
    // models, an actor data layer, style constants and drawing off the main actor.
    .testTarget(
      name: "AppScreensSwift6Tests", dependencies: ["OpenUIKit", "SnapKit", "TestSupport"]),
    .testTarget(
      name: "ShowcaseTests",
      dependencies: ["Showcase", "LayoutSnapshot", "OpenUIKit", "SnapKit", "DesignSystem"]),
  ],
  swiftLanguageModes: [.v6]
)
