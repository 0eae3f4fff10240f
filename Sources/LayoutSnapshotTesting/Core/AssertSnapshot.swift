import Foundation
import Testing

#if canImport(XCTest)
  import XCTest
#endif

/// Asserts that a value's snapshot matches its reference file, recording one (and failing)
/// when there is none, as swift-snapshot-testing's `assertSnapshot` does. The failure is
/// recorded in Swift Testing when a test of it is running, else in XCTest.
///
/// References live beside the test file in `__Snapshots__/<TestFile>/<testName>.<n>.<ext>`
/// (`<n>` counts the test's snapshots from 1; `named:` replaces it). Whether a reference is
/// written: `record:` if given, else the innermost `withSnapshotTesting(record:diffTool:operation:)`
/// or `.snapshots` trait, else `SNAPSHOT_TESTING_RECORD`, else ``SnapshotTestingConfiguration/Record/never``
/// under `CI=true` and ``SnapshotTestingConfiguration/Record/missing`` otherwise.
public func assertSnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value, Format>,
  named name: String? = nil,
  record recording: SnapshotTestingConfiguration.Record? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let failure = verifySnapshot(
    of: try value(), as: snapshotting, named: name, record: recording, timeout: timeout,
    fileID: fileID, file: filePath, testName: testName, line: line, column: column)
  guard let message = failure else { return }
  recordSnapshotIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts a value against several strategies, each named by its key (its reference is
/// `<testName>.<key>.<ext>`).
public func assertSnapshots<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as strategies: [String: Snapshotting<Value, Format>],
  record recording: SnapshotTestingConfiguration.Record? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  for (name, strategy) in strategies.sorted(by: { $0.key < $1.key }) {
    assertSnapshot(
      of: try value(), as: strategy, named: name, record: recording, timeout: timeout,
      fileID: fileID, file: filePath, testName: testName, line: line, column: column)
  }
}

/// Asserts a value against several strategies, numbered in order.
public func assertSnapshots<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as strategies: [Snapshotting<Value, Format>],
  record recording: SnapshotTestingConfiguration.Record? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  for strategy in strategies {
    assertSnapshot(
      of: try value(), as: strategy, record: recording, timeout: timeout, fileID: fileID,
      file: filePath, testName: testName, line: line, column: column)
  }
}

/// Compares a value's snapshot with its reference and returns the failure message, or nil
/// when it matches (for writing assertion helpers). `snapshotDirectory` replaces
/// `__Snapshots__/<TestFile>`.
public func verifySnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value, Format>,
  named name: String? = nil,
  record recording: SnapshotTestingConfiguration.Record? = nil,
  snapshotDirectory: String? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) -> String? {
  let record = recording ?? SnapshotTestingConfiguration.current?.record ?? .environment
  let diffTool = SnapshotTestingConfiguration.current?.diffTool ?? .default
  let fileURL = URL(fileURLWithPath: "\(filePath)", isDirectory: false)
  let fileName = fileURL.deletingPathExtension().lastPathComponent
  let directory =
    snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
    ?? fileURL.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    .appendingPathComponent(fileName)
  let test = sanitizePathComponent(testName)
  let identifier =
    name.map(sanitizePathComponent)
    ?? String(SnapshotCounter.next(for: directory.appendingPathComponent(test).path))
  var reference = directory.appendingPathComponent("\(test).\(identifier)")
  if let ext = snapshotting.pathExtension { reference.appendPathExtension(ext) }

  let taken: Format
  do {
    var result: Format?
    snapshotting.snapshot(try value()).run { result = $0 }
    guard let result else {
      return "Exceeded timeout of \(timeout) seconds waiting for snapshot. "
        + "(OpenUIKit takes snapshots synchronously: the strategy never delivered one.)"
    }
    taken = result
  } catch {
    return "Couldn't snapshot value: \(error)"
  }
  let store = SnapshotStore(directory: directory, reference: reference)
  // The snapshot's bytes, made only when they are written (as swift-snapshot-testing does).
  var madeData: Data?
  func data() -> Data {
    if let madeData { return madeData }
    let made = snapshotting.diffing.toData(taken)
    madeData = made
    return made
  }

  guard let existing = store.referenceData() else {
    if record == .never {
      return "No reference was found on disk. New snapshot was not recorded because recording is "
        + "disabled.\n\nReference: \(reference.path)"
    }
    if let error = store.write(data()) { return error }
    let intro =
      record == .all
      ? "Record mode is on. Automatically recorded snapshot: …"
      : "No reference was found on disk. Automatically recorded snapshot: …"
    let ending =
      record == .all
      ? "Turn record mode off and re-run \"\(testName)\" to assert against the newly-recorded snapshot"
      : "Re-run \"\(testName)\" to assert against the newly-recorded snapshot."
    return "\(intro)\n\nopen \"\(reference.absoluteString)\"\n\n\(ending)"
  }
  if record == .all {
    if let error = store.write(data()) { return error }
    return "Record mode is on. Automatically recorded snapshot: …\n\nopen \""
      + "\(reference.absoluteString)\"\n\nTurn record mode off and re-run \"\(testName)\" to "
      + "assert against the newly-recorded snapshot"
  }
  let old = snapshotting.diffing.fromData(existing)
  guard let (difference, attachments) = snapshotting.diffing.diff(old, taken) else { return nil }
  let failed = store.writeFailure(data(), fileName: fileName, attachments: attachments)
  var message = "Snapshot \"\(test).\(identifier)\" does not match reference."
  if record == .failed {
    if let error = store.write(data()) { return error }
    message += " A new snapshot was automatically recorded."
  }
  message += "\n\n" + diffTool(currentFilePath: reference.path, failedFilePath: failed.path)
  for attachment in failed.attachments { message += "\n\(attachment)" }
  message += "\n\n" + difference.trimmingCharacters(in: .whitespacesAndNewlines)
  return message
}

/// `testName()` → `testName`, `foo(bar:)` → `foo-bar`: every run of characters other than
/// letters, digits and `_` becomes `-`, and a leading or trailing `-` is dropped.
func sanitizePathComponent(_ string: String) -> String {
  var out = ""
  var pendingDash = false
  for scalar in string.unicodeScalars {
    let isWord =
      CharacterSet.alphanumerics.contains(scalar) || scalar == "_"
    if isWord {
      if pendingDash, !out.isEmpty { out.append("-") }
      pendingDash = false
      out.unicodeScalars.append(scalar)
    } else {
      pendingDash = true
    }
  }
  return out
}

/// Records a failed snapshot in the test framework that is running.
func recordSnapshotIssue(
  _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  #if canImport(XCTest)
    if Test.current == nil {
      XCTFail(message, file: filePath, line: line)
      return
    }
  #endif
  Issue.record(
    Comment(rawValue: message),
    sourceLocation: SourceLocation(
      fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
}
