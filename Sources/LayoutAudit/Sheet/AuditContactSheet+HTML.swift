import Foundation
import OpenUIKit

extension AuditContactSheet {
  /// The page: per sample its findings count and one figure per configuration, the thumbnail
  /// with each finding's frame outlined in ``outlineColor`` and numbered, the numbered
  /// findings under it.
  public func html() -> String {
    var body = ""
    let total = samples.reduce(0) { $0 + $1.report.findings.count }
    for sample in samples {
      let report = sample.report
      body += "<section id=\"\(escaped(sample.id))\"><h2>\(escaped(sample.id)) — "
      body += "\(escaped(sample.title))</h2>\n<p class=\"count\">\(report.findings.count) "
      body += "finding\(report.findings.count == 1 ? "" : "s") in \(report.configurations.count) "
      body += "configurations</p>\n<div class=\"sheet\">\n"
      for (index, configuration) in report.configurations.enumerated() {
        guard index < sample.thumbnails.count else { break }
        let thumbnail = sample.thumbnails[index]
        let findings = report.findings.filter { $0.configuration == configuration }
        let width = Int((thumbnail.size.width * scale).rounded(.up))
        let height = Int((thumbnail.size.height * scale).rounded(.up))
        body += "<figure\(findings.isEmpty ? "" : " class=\"flagged\"") "
        body += "style=\"width:\(max(width + 2, 140))px\">"
        body += "<div class=\"pic\" style=\"width:\(width)px;height:\(height)px\">"
        body += "<img src=\"\(escaped(thumbnail.path))\" width=\"\(width)\" height=\"\(height)\" "
        body += "alt=\"\(escaped(configuration.description))\">"
        for (n, finding) in findings.enumerated() {
          body += outline(finding, number: n + 1, in: thumbnail.size)
        }
        body += "</div><figcaption>\(escaped(configuration.description))"
        if !findings.isEmpty {
          body += "<ol>"
          for finding in findings {
            body += "<li><b>\(finding.kind.rawValue)</b> <code>\(escaped(finding.viewPath))</code>"
            if let id = finding.viewIdentifier { body += " '\(escaped(id))'" }
            body += ": \(escaped(finding.message))"
            if let suggestion = finding.suggestion { body += " <i>Fix: \(escaped(suggestion))</i>" }
            body += "</li>"
          }
          body += "</ol>"
        }
        body += "</figcaption></figure>\n"
      }
      body += "</div></section>\n"
    }
    return """
      <!DOCTYPE html>
      <html><head><meta charset="utf-8"><title>OpenUIKit layout audit</title>
      <style>
      body{font:13px -apple-system,sans-serif;margin:16px;background:#f2f2f7;color:#1c1c1e}
      section{background:#fff;border-radius:12px;padding:12px;margin-bottom:16px}
      h2{margin:4px 0;font-size:17px}
      .count{margin:0 0 8px;color:#555}
      .sheet{display:flex;flex-wrap:wrap;gap:10px;align-items:flex-start}
      figure{margin:0}
      .pic{position:relative;border:1px solid #ccc;background:#fff}
      .pic img{display:block}
      .outline{position:absolute;box-sizing:border-box;border:2px solid \(Self.outlineColor);\
      min-width:4px;min-height:4px}
      .outline span{position:absolute;top:-2px;left:-2px;background:\(Self.outlineColor);\
      color:#fff;font:bold 9px sans-serif;padding:0 2px}
      figcaption{font-size:11px;color:#333;margin-top:4px}
      figcaption ol{margin:4px 0 0;padding-left:16px}
      figcaption li{margin-bottom:3px;overflow-wrap:anywhere}
      code{font-size:10px}
      </style></head><body>
      <h1>OpenUIKit layout audit</h1>
      <p>\(samples.count) samples, \(total) findings. Each thumbnail is one configuration; each \
      finding's frame is outlined in red and numbered as in the list under it. \
      Data: <a href="audit.json">audit.json</a>.</p>
      \(body)</body></html>

      """
  }

  /// A finding's outline on a thumbnail of a window of `size` points (clamped to the
  /// picture, so that offscreen views show at its edge).
  func outline(_ finding: AuditFinding, number: Int, in size: CGSize) -> String {
    let bounds = CGRect(origin: .zero, size: size)
    var frame = finding.frame.standardized
    if !frame.intersects(bounds) || frame.isNull {
      frame = CGRect(
        x: min(max(frame.minX, 0), size.width - 1), y: min(max(frame.minY, 0), size.height - 1),
        width: 1, height: 1)
    } else {
      frame = frame.intersection(bounds)
    }
    func px(_ value: CGFloat) -> String { String(Int((value * scale).rounded())) }
    return
      "<div class=\"outline\" title=\"\(finding.kind.rawValue)\" style=\"left:\(px(frame.minX))px;"
      + "top:\(px(frame.minY))px;width:\(px(frame.width))px;height:\(px(frame.height))px\">"
      + "<span>\(number)</span></div>"
  }

  func escaped(_ text: String) -> String {
    var out = ""
    for c in text {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(c)
      }
    }
    return out
  }
}
