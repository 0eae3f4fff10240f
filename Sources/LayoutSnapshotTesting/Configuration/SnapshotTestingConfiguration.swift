import Foundation

/// How snapshot assertions behave: when they record, and how a failure names the two files
/// (swift-snapshot-testing's `SnapshotTestingConfiguration`). Set it for a block with
/// `withSnapshotTesting(record:diffTool:operation:)` or for a suite or test with
/// the `.snapshots(record:diffTool:)` trait; a field left nil inherits the outer value.
public struct SnapshotTestingConfiguration: Sendable {
  /// When references are written; nil inherits.
  public var record: Record?
  /// How failure messages point at the reference and the new snapshot; nil inherits.
  public var diffTool: DiffTool?

  /// A configuration.
  public init(record: Record? = nil, diffTool: DiffTool? = nil) {
    self.record = record
    self.diffTool = diffTool
  }

  /// The configuration in force (the innermost `withSnapshotTesting` or trait), nil outside.
  @TaskLocal public static var current: SnapshotTestingConfiguration?

  /// When assertions write reference files.
  public struct Record: Equatable, Sendable, RawRepresentable, ExpressibleByBooleanLiteral {
    /// `all`, `failed`, `missing` or `never`.
    public let rawValue: String

    /// A mode from its name; nil for any other name.
    public init?(rawValue: String) {
      guard ["all", "failed", "missing", "never"].contains(rawValue) else { return nil }
      self.rawValue = rawValue
    }

    /// `true` is ``all``, `false` is ``missing`` (the deprecated Boolean form).
    public init(booleanLiteral value: Bool) {
      self = value ? .all : .missing
    }

    private init(_ name: String) { rawValue = name }

    /// Every assertion writes its reference and fails, so the new references are looked at.
    public static let all = Record("all")
    /// Compares; where a reference is missing or does not match, writes the new snapshot as
    /// the reference (and fails).
    public static let failed = Record("failed")
    /// Writes references that do not exist yet (and fails); compares the others. The default.
    public static let missing = Record("missing")
    /// Never writes: a missing reference fails.
    public static let never = Record("never")

    /// The mode from `SNAPSHOT_TESTING_RECORD` (`all`, `failed`, `missing`, `never`); else
    /// ``never`` when `CI` is `true` (OpenUIKit's choice, so CI never records); else
    /// ``missing``.
    public static var environment: Record {
      let variables = ProcessInfo.processInfo.environment
      if let name = variables["SNAPSHOT_TESTING_RECORD"], let mode = Record(rawValue: name) {
        return mode
      }
      return variables["CI"] == "true" ? .never : .missing
    }
  }

  /// How a failure message points at the reference and the failed snapshot.
  public struct DiffTool: Sendable, ExpressibleByStringLiteral {
    /// Makes the text from the reference's and the failed snapshot's paths.
    public var command: @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String

    /// A diff tool from a function of the two paths.
    public init(
      _ command: @escaping @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String
    ) {
      self.command = command
    }

    /// A command prefix: `"ksdiff"` gives `ksdiff "<reference>" "<failed>"`.
    public init(stringLiteral value: String) {
      self.init { "\(value) \"\($0)\" \"\($1)\"" }
    }

    /// The two paths after `@−` and `@+`, as file URLs.
    public static let `default` = DiffTool {
      "@\u{2212}\n\"\(URL(fileURLWithPath: $0).absoluteString)\"\n@+\n\"\(URL(fileURLWithPath: $1).absoluteString)\""
    }

    /// Kaleidoscope's command line.
    public static let ksdiff: DiffTool = "ksdiff"

    /// The text for two files.
    public func callAsFunction(currentFilePath: String, failedFilePath: String) -> String {
      command(currentFilePath, failedFilePath)
    }
  }
}

/// Runs `operation` with snapshot assertions configured: `record` and `diffTool` replace the
/// outer configuration's where they are given.
public func withSnapshotTesting<R>(
  record: SnapshotTestingConfiguration.Record? = nil,
  diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
  operation: () throws -> R
) rethrows -> R {
  let outer = SnapshotTestingConfiguration.current
  let merged = SnapshotTestingConfiguration(
    record: record ?? outer?.record, diffTool: diffTool ?? outer?.diffTool)
  return try SnapshotTestingConfiguration.$current.withValue(merged, operation: operation)
}

/// Runs an asynchronous `operation` with snapshot assertions configured: `record` and
/// `diffTool` replace the outer configuration's where they are given.
public func withSnapshotTesting<R>(
  record: SnapshotTestingConfiguration.Record? = nil,
  diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
  operation: () async throws -> R
) async rethrows -> R {
  let outer = SnapshotTestingConfiguration.current
  let merged = SnapshotTestingConfiguration(
    record: record ?? outer?.record, diffTool: diffTool ?? outer?.diffTool)
  return try await SnapshotTestingConfiguration.$current.withValue(merged, operation: operation)
}
