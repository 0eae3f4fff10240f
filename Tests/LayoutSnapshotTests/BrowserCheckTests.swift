import Foundation
import OpenUIKit
import TestSupport
import Testing

@testable import LayoutSnapshot

extension Tag {
  /// Tests that need a real browser (headless Chromium), which `.ci/run` installs.
  @Tag static var browser: Self
}

/// Where headless Chromium is: `OPENUIKIT_CHROMIUM`, or `chromium` / `chromium-browser` on
/// the PATH.
enum Chromium {
  static let path: String? = {
    let environment = ProcessInfo.processInfo.environment
    if let explicit = environment["OPENUIKIT_CHROMIUM"],
      FileManager.default.isExecutableFile(atPath: explicit)
    {
      return explicit
    }
    for directory in (environment["PATH"] ?? "/usr/bin").split(separator: ":") {
      for name in ["chromium", "chromium-browser"] {
        let candidate = "\(directory)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      }
    }
    return nil
  }()

  /// Screenshots `html` at `size` points and `scale`; the PNG bytes. `fragment` is appended
  /// to the page's URL (`#t=0.175` seeks a timeline).
  static func screenshot(html: String, size: CGSize, scale: Int, fragment: String = "") throws
    -> [UInt8]
  {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "browser-check-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let page = dir.appendingPathComponent("page.html")
    let shot = dir.appendingPathComponent("shot.png")
    try html.write(to: page, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path!)
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
      "--force-device-scale-factor=\(scale)",
      "--window-size=\(Int(size.width)),\(Int(size.height))",
      "--virtual-time-budget=2000", "--screenshot=\(shot.path)", page.absoluteString + fragment,
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return [UInt8](try Data(contentsOf: shot))
  }
}

/// Our PNG of a screen against headless Chromium's rendering of our SVG of the same screen.
///
/// Tolerance: the two rasterizers anti-alias edges and blur shadows differently (ours: four
/// sub-scanlines and three box blurs), so single pixels may differ; the pictures must agree on
/// average within 2/255 per channel, and no more than 3 % of the pixels may differ by more than
/// 48/255 in any channel.
@MainActor
@Suite(
  .tags(.browser),
  .enabled(
    if: Chromium.path != nil,
    "headless Chromium is not installed (.ci/run installs Debian's chromium)"))
struct BrowserCheckTests {
  @Test func cardMatchesChromium() throws {
    let view = SnapshotCard.make()
    let size = view.bounds.size
    let svg = SVGRenderer.render(view)
    let html =
      "<!DOCTYPE html><html><head><style>html,body{margin:0;padding:0;background:#fff}"
      + "svg{display:block}</style></head><body>\(svg)</body></html>"
    let theirs = try #require(
      PNGDecoder.decode(try Chromium.screenshot(html: html, size: size, scale: 2)))
    let canvas = RasterRenderer.render(view, scale: 2)
    #expect(theirs.width == canvas.width && theirs.height == canvas.height)
    guard theirs.width == canvas.width, theirs.height == canvas.height else { return }
    var total = 0
    var far = 0
    for y in 0..<canvas.height {
      for x in 0..<canvas.width {
        // Ours over white, as the page's background.
        let i = (y * canvas.width + x) * 4
        let a = canvas.pixels[i + 3]
        var worst = 0
        for c in 0..<3 {
          let ours = Int(((canvas.pixels[i + c] + (1 - a)) * 255).rounded())
          let diff = abs(ours - Int(theirs.rgba[i + c]))
          total += diff
          worst = max(worst, diff)
        }
        if worst > 48 { far += 1 }
      }
    }
    let pixels = canvas.width * canvas.height
    let mean = Double(total) / Double(pixels * 3)
    let farShare = Double(far) / Double(pixels)
    #expect(mean <= 2, "mean channel difference \(mean)")
    #expect(farShare <= 0.03, "share of far pixels \(farShare)")
  }

  /// The pixel at (x, y) of a decoded screenshot.
  func pixel(_ image: (width: Int, height: Int, rgba: [UInt8]), _ x: Int, _ y: Int) -> [UInt8] {
    let i = (y * image.width + x) * 4
    return Array(image.rgba[i..<i + 3])
  }

  /// Screenshots of a timeline's HTML player at each of `times` (seconds), at 1× in a phone
  /// window.
  func shots(_ recorder: TimelineRecorder, title: String, at times: [String]) throws
    -> [(width: Int, height: Int, rgba: [UInt8])]
  {
    let html = recorder.html(title: title)
    let size = CGSize(width: 393, height: 852)
    return try times.map { t in
      try #require(
        PNGDecoder.decode(
          try Chromium.screenshot(html: html, size: size, scale: 1, fragment: "#t=" + t)))
    }
  }

  /// A1's timeline in Chromium: at t = 0 the box covers (196, 130); at 0.175 s it has moved
  /// down to 184 pt and the point shows the white background.
  @Test func a1TimelinePlaysInChromium() throws {
    let (recorder, window) = TimelineTests.recordA1()
    defer { withExtendedLifetime(window) {} }
    let images = try shots(recorder, title: "A1", at: ["0", "0.175"])
    let (start, middle) = (images[0], images[1])
    #expect(pixel(start, 196, 130) == [0, 122, 255])
    #expect(pixel(middle, 196, 130) == [255, 255, 255])
    #expect(pixel(middle, 196, 250) == [0, 122, 255])
  }

  /// A9's timeline: half way through the drag (0.05 s) the drawer's top edge is at 652.
  @Test func a9TimelinePlaysInChromium() throws {
    let (recorder, window) = TimelineTests.recordA9()
    defer { withExtendedLifetime(window) {} }
    let images = try shots(recorder, title: "A9", at: ["0", "0.05"])
    let (start, middle) = (images[0], images[1])
    #expect(pixel(start, 200, 700) == [255, 255, 255])
    #expect(pixel(middle, 200, 700) == [88, 86, 214])
  }
}
