import Foundation

/// Numbers the unnamed snapshots of each test from 1: per test inside a `.snapshots` trait
/// (a fresh counter for each test), else in one process-wide table keyed by the reference's
/// folder and test name.
final class SnapshotCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var counts: [String: Int] = [:]

  /// The counter of the current `.snapshots` trait scope, if any.
  @TaskLocal static var scoped: SnapshotCounter?
  /// The counter outside any trait scope.
  static let shared = SnapshotCounter()

  /// The next number for `key`.
  static func next(for key: String) -> Int {
    (scoped ?? shared).increment(key)
  }

  private func increment(_ key: String) -> Int {
    lock.lock()
    defer { lock.unlock() }
    let n = (counts[key] ?? 0) + 1
    counts[key] = n
    return n
  }
}
