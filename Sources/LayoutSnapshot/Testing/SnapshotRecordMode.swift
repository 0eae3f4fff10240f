import Foundation

/// When snapshot assertions write reference files.
public enum SnapshotRecordMode: String, Sendable {
  /// Always write, and fail so the new references get looked at.
  case all
  /// Write references that do not exist yet (and fail); compare the others. The default.
  case missing
  /// Compare, and overwrite references that do not match (still failing).
  case failed
  /// Only compare; a missing reference fails. The mode under CI.
  case never

  /// The mode from `SNAPSHOT_TESTING_RECORD` (`all`, `missing`, `failed`, `never`); with `CI`
  /// set to `true` and no explicit mode, ``never``; otherwise ``missing``.
  public static var current: SnapshotRecordMode {
    let environment = ProcessInfo.processInfo.environment
    if let text = environment["SNAPSHOT_TESTING_RECORD"],
      let mode = SnapshotRecordMode(rawValue: text)
    {
      return mode
    }
    return environment["CI"] == "true" ? .never : .missing
  }
}
