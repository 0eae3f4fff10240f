import Foundation
import LayoutAudit
import LayoutSnapshot
import OpenUIKit
import Testing

extension Tag {
  /// Tests that need a real browser (headless Chromium), which `.ci/run` installs.
  @Tag static var browser: Self
}

/// Where headless Chromium is: `OPENUIKIT_CHROMIUM`, or `chromium` / `chromium-browser` on
/// the PATH.
enum AuditChromium {
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

  /// Screenshots the page at `url` in a `width` × `height` window at 1×; the PNG bytes.
  static func screenshot(_ url: URL, width: Int, height: Int) throws -> [UInt8] {
    let shot = url.deletingLastPathComponent().appendingPathComponent("shot.png")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path!)
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
      "--force-device-scale-factor=1", "--window-size=\(width),\(height)",
      "--virtual-time-budget=2000", "--screenshot=\(shot.path)", url.absoluteString,
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return [UInt8](try Data(contentsOf: shot))
  }
}

/// `audit.html` in headless Chromium: the thumbnails load and each finding's outline is
/// drawn where the finding is.
@MainActor
@Suite(
  .tags(.browser),
  .enabled(
    if: AuditChromium.path != nil,
    "headless Chromium is not installed (.ci/run installs Debian's chromium)"))
struct AuditBrowserCheckTests {
  /// The bounding box of the pixels of exactly `rgb`, or nil when there are none.
  func box(of rgb: [UInt8], in image: (width: Int, height: Int, rgba: [UInt8])) -> CGRect? {
    var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
    for y in 0..<image.height {
      for x in 0..<image.width {
        let i = (y * image.width + x) * 4
        guard Array(image.rgba[i..<i + 3]) == rgb else { continue }
        (minX, minY) = (min(minX, x), min(minY, y))
        (maxX, maxY) = (max(maxX, x), max(maxY, y))
      }
    }
    guard maxX >= 0 else { return nil }
    return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }

  /// One configuration of the planted offscreen screen: the outline of the 100 × 44 badge
  /// (cut to the window) is a red box of 43 × 44 pt at half scale, 22 × 22 px, lying at the
  /// right edge of the thumbnail, whose teal badge shows inside it.
  @Test func auditSheetShowsTheOutlines() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "audit-browser-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    var sheet = AuditContactSheet(directory: folder, scale: 0.5)
    let report = try sheet.add(
      id: "T1", title: "Offscreen badge", configurations: [AuditConfiguration()],
      PlantedScreens.offscreen)
    #expect(report.findings.map(\.kind) == [.offscreen])
    try sheet.write()
    let html = try String(contentsOf: folder.appendingPathComponent("audit.html"), encoding: .utf8)
    #expect(
      html.contains(
        "<div class=\"outline\" title=\"offscreen\" style=\"left:175px;top:40px;width:22px;"
          + "height:22px\"><span>1</span></div>"))
    let shot = try #require(
      PNGDecoder.decode(
        try AuditChromium.screenshot(
          folder.appendingPathComponent("audit.html"), width: 800, height: 900)))
    let red = try #require(box(of: [255, 0, 0], in: shot))
    #expect(red.width == 22 && red.height == 22, "\(red)")
    // The thumbnail loaded: the badge's teal is drawn inside the outline.
    let teal = try #require(
      box(of: [48, 176, 199], in: shot), "no teal pixel: the thumbnail did not load")
    #expect(red.insetBy(dx: -1, dy: -1).intersects(teal), "\(red) \(teal)")
  }

  /// A sheet without findings draws no outline.
  @Test func cleanSheetHasNoOutline() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "audit-browser-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    var sheet = AuditContactSheet(directory: folder, scale: 0.5)
    try sheet.add(id: "T2", title: "Form", configurations: [AuditConfiguration()]) { FormScreen() }
    try sheet.write()
    let shot = try #require(
      PNGDecoder.decode(
        try AuditChromium.screenshot(
          folder.appendingPathComponent("audit.html"), width: 800, height: 900)))
    #expect(box(of: [255, 0, 0], in: shot) == nil)
  }
}
