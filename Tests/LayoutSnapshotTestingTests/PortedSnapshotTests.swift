import Foundation
import OpenUIKit
import Testing

@testable import LayoutSnapshotTesting

/// A value for the `.dump` strategy.
struct DumpedPoint {
  let x: Int
  let y: Int
}

/// A screen as an app writes it, for the strategies on controllers.
final class GreetingViewController: UIViewController {
  let label = UILabel()
  var greeting = "Hello" {
    didSet { label.text = greeting }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    label.text = greeting
    label.font = .preferredFont(forTextStyle: .title1)
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
    ])
  }
}

/// A test file as a swift-snapshot-testing user writes it, with only the imports changed:
/// strategies on views and controllers, `verifySnapshot` into a folder of its own, and the
/// record modes (recording writes the reference, the same screen passes, a changed one fails
/// with a difference image).
@MainActor
@Suite struct PortedSnapshotTests {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("ported-snapshots-\(UUID().uuidString)").path

  func badge(_ text: String) -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
    view.backgroundColor = .systemBlue
    view.layer.cornerRadius = 8
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
    label.text = text
    label.textColor = .white
    view.addSubview(label)
    return view
  }

  @Test func recordingThenMatchingThenFailing() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let first = verifySnapshot(
      of: badge("New"), as: .image, named: "badge", record: .missing,
      snapshotDirectory: directory)
    let recorded = try #require(first)
    #expect(
      recorded.hasPrefix("No reference was found on disk. Automatically recorded snapshot: …"))
    let reference = URL(fileURLWithPath: directory).appendingPathComponent(
      "recordingThenMatchingThenFailing.badge.png")
    #expect(FileManager.default.fileExists(atPath: reference.path))
    #expect(recorded.contains("open \"\(reference.absoluteString)\""))

    #expect(
      verifySnapshot(
        of: badge("New"), as: .image, named: "badge", record: .never,
        snapshotDirectory: directory) == nil)

    let failure = try #require(
      verifySnapshot(
        of: badge("Old"), as: .image, named: "badge", record: .never,
        snapshotDirectory: directory))
    #expect(
      failure.hasPrefix(
        "Snapshot \"recordingThenMatchingThenFailing.badge\" does not match reference.\n\n@\u{2212}\n\""
          + reference.absoluteString + "\"\n@+\n\""))
    #expect(failure.hasSuffix("Newly-taken snapshot does not match reference."))
    let differenceLine = try #require(
      failure.split(separator: "\n").first { $0.hasPrefix("difference: ") })
    let differencePath = String(differenceLine.dropFirst("difference: ".count))
    #expect(differencePath.hasSuffix("recordingThenMatchingThenFailing.badge.difference.png"))
    #expect(FileManager.default.fileExists(atPath: differencePath))
  }

  @Test func recordModes() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let never = try #require(
      verifySnapshot(of: "a", as: .lines, record: .never, snapshotDirectory: directory))
    #expect(
      never.hasPrefix(
        "No reference was found on disk. New snapshot was not recorded because recording is disabled."
      ))
    let all = try #require(
      verifySnapshot(of: "a", as: .lines, named: "text", record: .all, snapshotDirectory: directory)
    )
    #expect(all.hasPrefix("Record mode is on. Automatically recorded snapshot: …"))
    #expect(
      verifySnapshot(
        of: "a", as: .lines, named: "text", record: .missing, snapshotDirectory: directory)
        == nil)
    let failed = try #require(
      verifySnapshot(
        of: "b", as: .lines, named: "text", record: .failed, snapshotDirectory: directory))
    #expect(failed.contains("does not match reference. A new snapshot was automatically recorded."))
    #expect(failed.hasSuffix("@@ \u{2212}1,1 +1,1 @@\n\u{2212}a\n+b"))
    #expect(
      verifySnapshot(
        of: "b", as: .lines, named: "text", record: .never, snapshotDirectory: directory)
        == nil)
    // `record: true` is the old Boolean form of `.all`.
    let legacy = try #require(
      verifySnapshot(of: "b", as: .lines, named: "text", record: true, snapshotDirectory: directory)
    )
    #expect(legacy.hasPrefix("Record mode is on."))
  }

  @Test func theConfigurationScopesRecording() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let message = withSnapshotTesting(record: .never) {
      withSnapshotTesting(diffTool: "ksdiff") {
        verifySnapshot(of: "x", as: .lines, named: "scoped", snapshotDirectory: directory)
      }
    }
    #expect(message?.contains("recording is disabled") == true)
    withSnapshotTesting(record: .all) {
      _ = verifySnapshot(of: "x", as: .lines, named: "scoped", snapshotDirectory: directory)
    }
    let failure = withSnapshotTesting(record: .never, diffTool: "ksdiff") {
      verifySnapshot(of: "y", as: .lines, named: "scoped", snapshotDirectory: directory)
    }
    let reference = URL(fileURLWithPath: directory).appendingPathComponent(
      "theConfigurationScopesRecording.scoped.txt")
    #expect(failure?.contains("ksdiff \"\(reference.path)\" \"") == true)
  }

  @Test func unnamedSnapshotsAreNumberedFromOne() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for text in ["one", "two"] {
      _ = verifySnapshot(of: text, as: .lines, record: .all, snapshotDirectory: directory)
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    #expect(
      files == [
        "unnamedSnapshotsAreNumberedFromOne.1.txt", "unnamedSnapshotsAreNumberedFromOne.2.txt",
      ])
  }

  @Test func controllersAreDrawnAtTheDevicesScale() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    _ = verifySnapshot(
      of: GreetingViewController(), as: .image(on: .iPhone13Pro), named: "greeting", record: .all,
      snapshotDirectory: directory)
    let file = URL(fileURLWithPath: directory).appendingPathComponent(
      "controllersAreDrawnAtTheDevicesScale.greeting.png")
    let data = try #require(FileManager.default.contents(atPath: file.path))
    // The PNG header's width and height: 1170 × 2532 px.
    let bytes = [UInt8](data)
    let width = bytes[16...19].reduce(0) { $0 << 8 | Int($1) }
    let height = bytes[20...23].reduce(0) { $0 << 8 | Int($1) }
    #expect(width == 1170 && height == 2532)
    // Landscape swaps them; explicit traits win over the preset's.
    _ = verifySnapshot(
      of: GreetingViewController(),
      as: .image(on: .iPhone13Pro(.landscape), traits: UITraitCollection(displayScale: 1)),
      named: "landscape", record: .all, snapshotDirectory: directory)
    let landscape = try #require(
      FileManager.default.contents(
        atPath: URL(fileURLWithPath: directory).appendingPathComponent(
          "controllersAreDrawnAtTheDevicesScale.landscape.png"
        ).path))
    let l = [UInt8](landscape)
    #expect(l[16...19].reduce(0) { $0 << 8 | Int($1) } == 844)
    #expect(l[20...23].reduce(0) { $0 << 8 | Int($1) } == 390)
  }

  @Test func perceptualPrecisionToleratesSmallColourDifferences() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    func swatch(_ blue: CGFloat) -> UIView {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      view.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: blue, alpha: 1)
      return view
    }
    _ = verifySnapshot(
      of: swatch(0.6), as: .image(traits: .init(displayScale: 1)), named: "swatch", record: .all,
      snapshotDirectory: directory)
    // One step of blue in 255 is a ΔE of under 1: it passes at 0.98, not at 1.
    let strict = verifySnapshot(
      of: swatch(0.6 + 1.0 / 255), as: .image(traits: .init(displayScale: 1)), named: "swatch",
      record: .never, snapshotDirectory: directory)
    #expect(strict?.hasSuffix("Newly-taken snapshot does not match reference.") == true)
    #expect(
      verifySnapshot(
        of: swatch(0.6 + 1.0 / 255),
        as: .image(perceptualPrecision: 0.98, traits: .init(displayScale: 1)), named: "swatch",
        record: .never, snapshotDirectory: directory) == nil)
    let far = try #require(
      verifySnapshot(
        of: swatch(0.1), as: .image(perceptualPrecision: 0.98, traits: .init(displayScale: 1)),
        named: "swatch", record: .never, snapshotDirectory: directory))
    #expect(far.contains("Actual image precision 0.0 is less than required 1.0"))
  }

  @Test func textStrategies() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    _ = verifySnapshot(
      of: DumpedPoint(x: 1, y: 2), as: .dump, named: "point", record: .all,
      snapshotDirectory: directory)
    let dumped = try String(
      contentsOfFile: URL(fileURLWithPath: directory).appendingPathComponent(
        "textStrategies.point.txt"
      ).path,
      encoding: .utf8)
    #expect(dumped == "▿ LayoutSnapshotTestingTests.DumpedPoint\n  - x: 1\n  - y: 2\n")
    let navigation = UIViewController()
    let child = UIViewController()
    navigation.addChild(child)
    _ = verifySnapshot(
      of: navigation, as: .hierarchy, named: "tree", record: .all, snapshotDirectory: directory)
    let tree = try String(
      contentsOfFile: URL(fileURLWithPath: directory).appendingPathComponent(
        "textStrategies.tree.txt"
      ).path,
      encoding: .utf8)
    #expect(tree == "<UIViewController, view not loaded>\n   | <UIViewController, view not loaded>")
  }

  @Test func namesAreSanitisedAsTheOriginalDoes() {
    #expect(sanitizePathComponent("testMyView()") == "testMyView")
    #expect(sanitizePathComponent("foo(bar:)") == "foo-bar")
    #expect(sanitizePathComponent("a b/c_d") == "a-b-c_d")
  }
}
