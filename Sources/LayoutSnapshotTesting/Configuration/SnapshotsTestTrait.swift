import Foundation
import Testing

/// The Swift Testing trait that configures snapshot assertions for a suite or a test
/// (recursively) and gives each test its own snapshot counter: `@Suite(.snapshots(record:
/// .failed))`.
public struct _SnapshotsTestTrait: SuiteTrait, TestTrait, TestScoping {
  /// The configuration the trait applies.
  public let configuration: SnapshotTestingConfiguration

  /// The trait applies to every test in a suite.
  public var isRecursive: Bool { true }

  /// Runs the test with the configuration and a fresh counter.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await withSnapshotTesting(
      record: configuration.record, diffTool: configuration.diffTool
    ) {
      try await SnapshotCounter.$scoped.withValue(SnapshotCounter()) {
        try await function()
      }
    }
  }
}

extension Trait where Self == _SnapshotsTestTrait {
  /// Snapshot assertions with the configuration in force, a fresh counter per test.
  public static var snapshots: Self { snapshots() }

  /// Snapshot assertions recording as `record` says and naming files with `diffTool`.
  public static func snapshots(
    record: SnapshotTestingConfiguration.Record? = nil,
    diffTool: SnapshotTestingConfiguration.DiffTool? = nil
  ) -> Self {
    _SnapshotsTestTrait(
      configuration: SnapshotTestingConfiguration(record: record, diffTool: diffTool))
  }

  /// Snapshot assertions with a configuration.
  public static func snapshots(_ configuration: SnapshotTestingConfiguration) -> Self {
    _SnapshotsTestTrait(configuration: configuration)
  }
}
