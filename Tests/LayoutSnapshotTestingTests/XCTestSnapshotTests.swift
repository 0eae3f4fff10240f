import Foundation
import LayoutSnapshotTesting
import XCTest

/// The assertions work from XCTest too: a failure goes to XCTest when no Swift Testing test is
/// running.
final class XCTestSnapshotTests: XCTestCase {
  func testGreeting() {
    assertSnapshot(of: "Hello from XCTest", as: .lines)
  }

  func testAFailureIsAMessage() {
    let directory = NSTemporaryDirectory() + "xctest-snapshots-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let message = verifySnapshot(
      of: "x", as: .lines, record: .never, snapshotDirectory: directory)
    XCTAssertEqual(
      message?.hasPrefix("No reference was found on disk. New snapshot was not recorded"), true)
  }
}
