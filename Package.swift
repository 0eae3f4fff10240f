// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "OpenUIKit",
  products: [
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .library(name: "OpenUIKit", targets: ["OpenUIKit"]),
    .library(name: "SnapKit", targets: ["SnapKit"]),
    .library(name: "LayoutSnapshot", targets: ["LayoutSnapshot"]),
    .library(name: "Showcase", targets: ["Showcase"]),
    .executable(name: "showcase", targets: ["ShowcaseCommand"]),
    .executable(name: "bench", targets: ["bench"]),
  ],
  targets: [
    .target(name: "Cassowary"),
    .target(name: "OpenUIKit", dependencies: ["Cassowary"]),
    .target(name: "SnapKit", dependencies: ["OpenUIKit"]),
    .target(name: "LayoutSnapshot", dependencies: ["OpenUIKit"]),
    .target(name: "SolverWorkloads", dependencies: ["Cassowary"]),
    .target(name: "Showcase", dependencies: ["OpenUIKit", "SnapKit", "LayoutSnapshot"]),
    .executableTarget(name: "ShowcaseCommand", dependencies: ["Showcase", "OpenUIKit"]),
    .executableTarget(
      name: "bench", dependencies: ["Cassowary", "SolverWorkloads", "OpenUIKit", "SnapKit"]),
    .testTarget(
      name: "CassowaryTests", dependencies: ["Cassowary", "SolverWorkloads"],
      exclude: ["Differential/kiwi_reference.py"]),
    .testTarget(name: "SolverWorkloadsTests", dependencies: ["SolverWorkloads"]),
    .testTarget(name: "OpenUIKitTests", dependencies: ["OpenUIKit"]),
    .testTarget(name: "SnapKitTests", dependencies: ["SnapKit", "OpenUIKit", "Showcase"]),
    .testTarget(
      name: "LayoutSnapshotTests", dependencies: ["LayoutSnapshot", "OpenUIKit", "SnapKit"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "ShowcaseTests", dependencies: ["Showcase", "LayoutSnapshot", "OpenUIKit", "SnapKit"]),
  ],
  swiftLanguageModes: [.v6]
)
