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
    .target(name: "SolverWorkloads", dependencies: ["Cassowary"]),
    .executableTarget(name: "bench", dependencies: ["Cassowary", "SolverWorkloads"]),
    .testTarget(
      name: "CassowaryTests", dependencies: ["Cassowary", "SolverWorkloads"],
      exclude: ["Differential/kiwi_reference.py"]),
    .testTarget(name: "SolverWorkloadsTests", dependencies: ["SolverWorkloads"]),
  ],
  swiftLanguageModes: [.v6]
)
