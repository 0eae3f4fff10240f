import Foundation
import OpenUIKit
import Testing

@testable import LayoutSnapshot

/// The text of a screen in our PNG against headless Chromium's rendering of our SVG, label by
/// label: the SVG draws the glyphs as paths from the same outlines, so every viewer shows the
/// text the PNG shows, even without the fonts (Debian's Chromium has no Inter; when the SVG
/// named the font, "1 Following" lost its last letter to the label's bounds).
///
/// Per label frame (at scale 2): the ink (darkness over white, summed) agrees within 3 %, and
/// the box of pixels at least a quarter inked agrees to 1 px on every side, so that no glyph
/// is missing, clipped or displaced.
@MainActor
@Suite(
  .tags(.browser),
  .enabled(
    if: Chromium.path != nil,
    "headless Chromium is not installed (.ci/run installs Debian's chromium): not run"))
struct BrowserTextCheckTests {
  /// A profile header's texts: labels sized to fit their text exactly (where a wider fallback
  /// font would be clipped), a wrapped paragraph, right-aligned and bold text.
  static func screen() -> (view: UIView, labels: [(name: String, label: UILabel)]) {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 260))
    view.backgroundColor = .white
    func label(_ text: String, _ font: UIFont, at origin: CGPoint) -> UILabel {
      let label = UILabel()
      label.text = text
      label.font = font
      label.textColor = .black
      label.sizeToFit()
      label.frame.origin = origin
      view.addSubview(label)
      return label
    }
    let title = label(
      "Foydalanuvchi darajasi", .systemFont(ofSize: 22, weight: .bold), at: CGPoint(x: 16, y: 16))
    let following = label("1 Following", .systemFont(ofSize: 15), at: CGPoint(x: 16, y: 56))
    let followers = label(
      "128 Followers", .systemFont(ofSize: 15, weight: .semibold), at: CGPoint(x: 130, y: 56))
    let body = UILabel(frame: CGRect(x: 16, y: 90, width: 288, height: 100))
    body.numberOfLines = 0
    body.font = .systemFont(ofSize: 17)
    body.textColor = .black
    body.text = "Salom! Bu yerda siz xohlagancha tekst yozishingiz mumkin. Oʻzbekcha harflar ham."
    view.addSubview(body)
    let right = UILabel(frame: CGRect(x: 16, y: 200, width: 288, height: 24))
    right.textAlignment = .right
    right.font = .systemFont(ofSize: 13, weight: .medium)
    right.textColor = .black
    right.text = "Joined March 2024"
    view.addSubview(right)
    return (
      view,
      [
        ("title", title), ("1 Following", following), ("128 Followers", followers),
        ("body", body), ("right-aligned", right),
      ]
    )
  }

  /// The ink of each pixel of an RGBA8 image over white (0 white … 1 black).
  static func ink(_ rgba: [UInt8], at i: Int) -> Double {
    1 - Double(Int(rgba[i]) + Int(rgba[i + 1]) + Int(rgba[i + 2])) / 765
  }

  /// The summed ink of a pixel rectangle and the box of its pixels at least a quarter inked.
  static func measure(_ rgba: [UInt8], width: Int, in r: (x0: Int, y0: Int, x1: Int, y1: Int))
    -> (ink: Double, box: [Int])
  {
    var total = 0.0
    var box = [Int.max, Int.max, -1, -1]
    for y in r.y0..<r.y1 {
      for x in r.x0..<r.x1 {
        let v = ink(rgba, at: (y * width + x) * 4)
        total += v
        if v >= 0.25 { box = [min(box[0], x), min(box[1], y), max(box[2], x), max(box[3], y)] }
      }
    }
    return (total, box)
  }

  @Test func labelsReadTheSameInChromium() throws {
    let (view, labels) = BrowserTextCheckTests.screen()
    let scale = 2
    let svg = SVGRenderer.render(view)
    let html =
      "<!DOCTYPE html><html><head><style>html,body{margin:0;padding:0;background:#fff}"
      + "svg{display:block}</style></head><body>\(svg)</body></html>"
    let theirs = try #require(
      PNGDecoder.decode(try Chromium.screenshot(html: html, size: view.bounds.size, scale: scale)))
    let canvas = RasterRenderer.render(view, scale: CGFloat(scale))
    try #require(theirs.width == canvas.width && theirs.height == canvas.height)
    // Ours as RGBA8 over white, as the page shows it.
    var ours = [UInt8](repeating: 255, count: canvas.width * canvas.height * 4)
    for y in 0..<canvas.height {
      for x in 0..<canvas.width {
        let (r, g, b, a) = canvas.rgba8(x: x, y: y)
        let i = (y * canvas.width + x) * 4
        let alpha = Int(a)
        ours[i] = UInt8((Int(r) * alpha + 255 * (255 - alpha)) / 255)
        ours[i + 1] = UInt8((Int(g) * alpha + 255 * (255 - alpha)) / 255)
        ours[i + 2] = UInt8((Int(b) * alpha + 255 * (255 - alpha)) / 255)
      }
    }
    for (name, label) in labels {
      let f = label.frame
      // The label's frame in pixels, one pixel wider on each side to see ink past it.
      let r = (
        x0: max(Int(f.minX) * scale - 1, 0), y0: max(Int(f.minY) * scale - 1, 0),
        x1: min(Int(f.maxX.rounded(.up)) * scale + 1, canvas.width),
        y1: min(Int(f.maxY.rounded(.up)) * scale + 1, canvas.height)
      )
      let a = BrowserTextCheckTests.measure(ours, width: canvas.width, in: r)
      let b = BrowserTextCheckTests.measure(theirs.rgba, width: theirs.width, in: r)
      let ratio = b.ink / max(a.ink, 1)
      print(
        "RESULT browser-text \(name): ink ours \(Int(a.ink)) chromium \(Int(b.ink))"
          + " (ratio \(String(format: "%.4f", ratio))), box ours \(a.box) chromium \(b.box)")
      #expect(a.ink > 50, "\(name) drew no text")
      #expect(abs(ratio - 1) <= 0.03, "\(name): ink ratio \(ratio)")
      #expect(
        zip(a.box, b.box).allSatisfy { abs($0 - $1) <= 1 },
        "\(name): ink box ours \(a.box), Chromium's \(b.box)")
    }
  }
}
