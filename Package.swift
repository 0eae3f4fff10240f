// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "OpenUIKit",
  products: [
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .executable(name: "bench", targets: ["bench"]),
  ],
  targets: [
    .target(name: "Cassowary"),
    .executableTarget(name: "bench", dependencies: ["Cassowary"]),
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
  ],
  swiftLanguageModes: [.v6]
)
