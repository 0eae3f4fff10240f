import Foundation
import LayoutSnapshot
import OpenUIKit

/// Writes the showcase's output folder: `index.html` (the gallery), one folder per sample with
/// an SVG and a PNG of every step and the sample's animation player, and `report.json`.
@MainActor
public struct ShowcaseGallery {
  /// The output folder.
  public let directory: URL
  /// The scale of the PNG pictures (pixels per point).
  public var pngScale: CGFloat = 1

  /// Creates a gallery writer for a folder (created if needed).
  public init(directory: URL) {
    self.directory = directory
  }

  /// The file name of step `index`'s pictures, without extension: `01-initial-layout`.
  public static func stepFileName(_ index: Int, _ name: String) -> String {
    let slug = name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
    let collapsed = String(slug).split(separator: "-").joined(separator: "-")
    let number = index + 1 < 10 ? "0\(index + 1)" : "\(index + 1)"
    return "\(number)-\(collapsed)"
  }

  /// Saves step `index`'s pictures (SVG of the model tree and PNG) into the sample's folder.
  public func saveStep(_ index: Int, of sample: ShowcaseSample, session: ShowcaseSession) throws {
    let folder = try sampleFolder(sample.id)
    let base = Self.stepFileName(index, sample.steps[index].name)
    let svg = SVGRenderer.render(session.window)
    try svg.write(
      to: folder.appendingPathComponent(base + ".svg"), atomically: true, encoding: .utf8)
    let canvas = RasterRenderer.render(session.window, scale: pngScale)
    try Data(PNGEncoder.encode(canvas)).write(to: folder.appendingPathComponent(base + ".png"))
  }

  /// Saves a sample's animation player (`player.html`).
  public func savePlayer(_ run: ShowcaseRun, title: String) throws {
    let folder = try sampleFolder(run.report.id)
    let html = run.session.recorder.html(title: title)
    try html.write(
      to: folder.appendingPathComponent("player.html"), atomically: true, encoding: .utf8)
  }

  /// Writes `report.json` and `index.html`.
  public func saveIndex(report: ShowcaseReport) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try report.json().write(to: directory.appendingPathComponent("report.json"))
    try Self.indexHTML(report).write(
      to: directory.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
  }

  private func sampleFolder(_ id: String) throws -> URL {
    let folder = directory.appendingPathComponent(id)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// The gallery page: per sample its steps' pictures with their names and times, the log of
  /// each step that reported diagnostics, and the sample's player.
  public static func indexHTML(_ report: ShowcaseReport) -> String {
    let device = report.device
    let thumbWidth = Int((device.width / 3).rounded())
    let thumbHeight = Int((device.height / 3).rounded())
    var body = ""
    for sample in report.samples {
      body += "<section id=\"\(xmlEscaped(sample.id))\"><h2>\(xmlEscaped(sample.id)) — "
      body += "\(xmlEscaped(sample.title))</h2>\n<div class=\"steps\">\n"
      for (index, step) in sample.steps.enumerated() {
        let file = "\(sample.id)/\(stepFileName(index, step.name)).svg"
        body += "<figure><img src=\"\(xmlEscaped(file))\" alt=\"\(xmlEscaped(step.name))\" "
        body += "width=\"\(thumbWidth)\" height=\"\(thumbHeight)\">"
        body += "<figcaption>\(xmlEscaped(step.name))<br>t = \(formatted(step.time)) s"
        body += "</figcaption></figure>\n"
      }
      body += "</div>\n"
      let logs = sample.steps.filter { !$0.log.isEmpty }
      for step in logs {
        body += "<details open><summary>Log of “\(xmlEscaped(step.name))”</summary><pre>"
        body += xmlEscaped(step.log.joined(separator: "\n\n")) + "</pre></details>\n"
      }
      body += "<details class=\"player\"><summary>Animation player "
      body += "(<a href=\"\(xmlEscaped(sample.id))/player.html\">open</a>)</summary>"
      body += "<iframe src=\"\(xmlEscaped(sample.id))/player.html\" loading=\"lazy\" "
      body += "title=\"\(xmlEscaped(sample.id)) player\"></iframe></details>\n</section>\n"
    }
    let playerHeight = Int(device.height) + 160
    return """
      <!DOCTYPE html>
      <html><head><meta charset="utf-8"><title>OpenUIKit showcase</title>
      <style>
      body{font:14px -apple-system,sans-serif;margin:16px;background:#f2f2f7}
      main{display:grid;gap:16px;grid-template-columns:repeat(auto-fill,minmax(440px,1fr))}
      section{background:#fff;border-radius:12px;padding:12px;min-width:0}
      h2{margin:4px 0 8px;font-size:17px}
      .steps{display:flex;flex-wrap:wrap;gap:10px}
      figure{margin:0;text-align:center}
      figure img{border:1px solid #ccc;background:#fff}
      figcaption{font-size:11px;color:#555;max-width:\(thumbWidth)px}
      details{margin-top:8px}
      pre{font:10px monospace;white-space:pre-wrap;background:#f8f8f8;padding:6px;\
      max-height:220px;overflow:auto}
      iframe{width:\(Int(device.width) + 20)px;height:\(playerHeight)px;border:1px solid #ccc}
      </style></head><body>
      <h1>OpenUIKit showcase</h1>
      <p>\(report.samples.count) samples on \(xmlEscaped(device.name)) \
      (\(formatted(device.width)) × \(formatted(device.height)) pt, @\(formatted(device.scale))x). \
      Each picture is a step's screen once its animations have finished; each sample's player \
      plays every frame. Data: <a href="report.json">report.json</a>.</p>
      <main>
      \(body)</main></body></html>

      """
  }

  static func formatted(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.3f", value)
  }
}
