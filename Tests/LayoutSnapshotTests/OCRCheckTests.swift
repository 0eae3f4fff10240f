import Foundation
import OpenUIKit
import Showcase
import Testing

@testable import LayoutSnapshot

extension Tag {
  /// Tests that read rendered text back with an OCR engine (Tesseract), which `.ci/run`
  /// installs.
  @Tag static var ocr: Self
}

/// Where Tesseract is: `OPENUIKIT_TESSERACT`, or `tesseract` on the PATH.
enum Tesseract {
  static let path: String? = {
    let environment = ProcessInfo.processInfo.environment
    if let explicit = environment["OPENUIKIT_TESSERACT"],
      FileManager.default.isExecutableFile(atPath: explicit)
    {
      return explicit
    }
    for directory in (environment["PATH"] ?? "/usr/bin").split(separator: ":") {
      let candidate = "\(directory)/tesseract"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }()

  /// The text Tesseract reads in a PNG, with runs of white space made single spaces.
  static func read(png: [UInt8]) throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "ocr-check-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let image = dir.appendingPathComponent("screen.png")
    try Data(png).write(to: image)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path!)
    process.arguments = [image.path, dir.appendingPathComponent("out").path, "-l", "eng"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    let text = try String(contentsOf: dir.appendingPathComponent("out.txt"), encoding: .utf8)
    return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}

/// What a person checks: the text of rendered PNGs (scale 2) reads back as the screen says.
@MainActor
@Suite(
  .tags(.ocr),
  .enabled(
    if: Tesseract.path != nil,
    "tesseract is not installed (.ci/run installs Debian's tesseract-ocr and tesseract-ocr-eng)"))
struct OCRCheckTests {
  static let sentences = [
    "Snapshots are easy to review.",
    "Every letter is drawn from its font.",
    "The quick brown fox jumps over the lazy dog.",
  ]

  @Test func theProfileEditorsCardTitleReadsBack() throws {
    let sample = try #require(ShowcaseSample.selected(["C10"]).first)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.rootViewController = sample.make()
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let png = PNGEncoder.encode(RasterRenderer.render(window, scale: 2))
    let text = try Tesseract.read(png: png)
    #expect(text.contains("Foydalanuvchi darajasi"), "read: \(text)")
  }

  @Test func aLabelsThreeSentencesReadBack() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 360, height: 160))
    root.backgroundColor = .white
    let label = UILabel(frame: root.bounds.insetBy(dx: 16, dy: 16))
    label.numberOfLines = 0
    label.font = .systemFont(ofSize: 17)
    label.text = Self.sentences.joined(separator: " ")
    root.addSubview(label)
    root.layoutIfNeeded()
    let png = PNGEncoder.encode(RasterRenderer.render(root, scale: 2))
    let text = try Tesseract.read(png: png)
    for sentence in Self.sentences {
      #expect(text.contains(sentence), "read: \(text)")
    }
  }
}
