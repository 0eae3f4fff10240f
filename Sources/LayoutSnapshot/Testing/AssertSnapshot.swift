import Foundation
import OpenUIKit
import Testing

/// Counts the snapshots each test has taken, for their file names.
@MainActor
enum SnapshotCounter {
  static var counts: [String: Int] = [:]

  static func next(_ key: String) -> Int {
    let n = (counts[key] ?? 0) + 1
    counts[key] = n
    return n
  }
}

/// Compares a view's snapshot with its reference file, in the manner of
/// swift-snapshot-testing: references live in `__Snapshots__/<TestFile>/<test>.<n>.<ext>`
/// beside the test file (`<test>.<name>.<ext>` when `named` is given). What happens when a
/// reference is missing or different depends on ``SnapshotRecordMode/current`` (or `record:
/// true`, which is ``SnapshotRecordMode/all``). A failure is recorded as a test issue naming the
/// reference, the new output written under the temporary directory, and a diff.
///
/// Returns the failure message, or nil when the snapshot matched.
@MainActor
@discardableResult
public func assertSnapshot(
  of view: UIView, as strategy: Snapshotting, named name: String? = nil, record: Bool? = nil,
  filePath: StaticString = #filePath, testName: String = #function,
  sourceLocation: SourceLocation = #_sourceLocation
) -> String? {
  let mode: SnapshotRecordMode = record == true ? .all : SnapshotRecordMode.current
  let testFile = URL(fileURLWithPath: "\(filePath)")
  let directory = testFile.deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")
    .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
  let test = sanitized(testName)
  let identifier = name.map(sanitized) ?? String(SnapshotCounter.next("\(filePath)#\(testName)"))
  let reference = directory.appendingPathComponent(
    "\(test).\(identifier).\(strategy.pathExtension)")
  let actual = strategy.snapshot(view)
  let message = compareOrRecord(
    actual, reference: reference, directory: directory, strategy: strategy, mode: mode)
  if let message { Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation) }
  return message
}

/// Compares `actual` with the reference (or records it); the failure message, or nil.
func compareOrRecord(
  _ actual: [UInt8], reference: URL, directory: URL, strategy: Snapshotting,
  mode: SnapshotRecordMode
) -> String? {
  let fm = FileManager.default
  let existing = fm.contents(atPath: reference.path).map { [UInt8]($0) }
  func write() -> String? {
    do {
      try fm.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(actual).write(to: reference)
      return nil
    } catch {
      return "could not write \(reference.path): \(error)"
    }
  }
  guard let existing else {
    if mode == .never {
      return
        "No reference at \(reference.path) (recording is off: SNAPSHOT_TESTING_RECORD=never or CI=true)."
    }
    return write() ?? "Recorded a new reference at \(reference.path); run again to compare."
  }
  if mode == .all {
    return write() ?? "Recorded (mode all) \(reference.path); turn recording off to compare."
  }
  guard let (difference, picture) = strategy.compare(existing, actual) else { return nil }
  let failures = fm.temporaryDirectory.appendingPathComponent("LayoutSnapshot-failures")
    .appendingPathComponent(directory.lastPathComponent)
  try? fm.createDirectory(at: failures, withIntermediateDirectories: true)
  let output = failures.appendingPathComponent(reference.lastPathComponent)
  try? Data(actual).write(to: output)
  var message = "Snapshot does not match \(reference.path).\nNew output: \(output.path)\n"
  if let picture {
    let diffFile = output.deletingPathExtension().appendingPathExtension("diff.png")
    try? Data(picture).write(to: diffFile)
    message += "Difference image: \(diffFile.path)\n"
  }
  message += difference
  if mode == .failed { _ = write() }
  return message
}

/// A test or snapshot name usable as a file name: `testName()` → `testName`.
func sanitized(_ name: String) -> String {
  var text = name
  if let paren = text.firstIndex(of: "(") { text = String(text[..<paren]) }
  return String(text.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
}
