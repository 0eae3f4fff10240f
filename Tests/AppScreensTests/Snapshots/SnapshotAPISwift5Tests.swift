import Foundation
import LayoutSnapshotTesting
import OpenUIKit
import Testing

@testable import AppScreens

/// swift-snapshot-testing's API as a Swift 5 language-mode test file writes it: a controller
/// on a device preset, a view, a string; `verifySnapshot` into a folder of its own.
@MainActor
@Suite struct SnapshotAPISwift5Tests {
  @Test func aSwift5TestFileUsesTheAPIUnchanged() throws {
    let folder = NSTemporaryDirectory() + "swift5-snapshots-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let recorded = verifySnapshot(
      of: SettingsViewController(), as: .image(on: .iPhone8), named: "settings", record: .all,
      snapshotDirectory: folder)
    #expect(recorded?.hasPrefix("Record mode is on.") == true)
    #expect(
      verifySnapshot(
        of: SettingsViewController(), as: .image(on: .iPhone8), named: "settings",
        record: .never, snapshotDirectory: folder) == nil)
    let bytes = [UInt8](
      try #require(
        FileManager.default.contents(
          atPath: folder + "/aSwift5TestFileUsesTheAPIUnchanged.settings.png")))
    // iPhone 8 at 2x: 750 × 1334 px in the PNG header.
    #expect(bytes[16...19].reduce(0) { $0 << 8 | Int($1) } == 750)
    #expect(bytes[20...23].reduce(0) { $0 << 8 | Int($1) } == 1334)
    #expect(
      verifySnapshot(of: "Settings", as: .lines, record: .never, snapshotDirectory: folder)?
        .hasPrefix("No reference was found on disk.") == true)
  }
}
