import Foundation
import OpenUIKit
import Testing

@testable import LayoutSnapshot

/// Recording and comparing references in every record mode.
@MainActor
@Suite struct SnapshotAssertionTests {
  func scratch() -> URL {
    let dir = FileManager.default.temporaryDirectory
      .appendingPathComponent("snapshot-assertion-\(UUID().uuidString)")
    return dir
  }

  @Test func modes() throws {
    let dir = scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    let reference = dir.appendingPathComponent("test.1.txt")
    let one = Array("a\nb\nc\n".utf8)
    let two = Array("a\nB\nc\n".utf8)
    let never = compareOrRecord(
      one, reference: reference, directory: dir, strategy: .text, mode: .never)
    #expect(never?.hasPrefix("No reference at ") == true)
    let missing = compareOrRecord(
      one, reference: reference, directory: dir, strategy: .text, mode: .missing)
    #expect(missing?.hasPrefix("Recorded a new reference") == true)
    #expect(
      compareOrRecord(one, reference: reference, directory: dir, strategy: .text, mode: .never)
        == nil)
    let failure = try #require(
      compareOrRecord(two, reference: reference, directory: dir, strategy: .text, mode: .missing))
    #expect(failure.hasSuffix("  a\n- b\n+ B\n  c\n  "))
    #expect(failure.contains("New output: "))
    _ = compareOrRecord(two, reference: reference, directory: dir, strategy: .text, mode: .failed)
    #expect(
      compareOrRecord(two, reference: reference, directory: dir, strategy: .text, mode: .never)
        == nil)
    let all = compareOrRecord(
      one, reference: reference, directory: dir, strategy: .text, mode: .all)
    #expect(all?.hasPrefix("Recorded (mode all)") == true)
  }

  @Test func pngDifferencesAreCountedWithATolerance() throws {
    var a = Canvas(width: 2, height: 1)
    a.pixels = [1, 0, 0, 1, 0, 0, 0, 1]
    var b = a
    b.pixels[4] = 0.02
    let strategy = Snapshotting.png(tolerance: 0.01)
    let result = strategy.compare(PNGEncoder.encode(a), PNGEncoder.encode(b))
    #expect(result?.0 == "1 of 2 pixels differ by more than the tolerance")
    #expect(result?.1 != nil)
    #expect(
      Snapshotting.png(tolerance: 0.05).compare(PNGEncoder.encode(a), PNGEncoder.encode(b)) == nil)
  }

  @Test func testNamesBecomeFileNames() {
    #expect(sanitized("restingLayout()") == "restingLayout")
    #expect(sanitized("a b/c") == "a-b-c")
  }
}
