import Foundation
import OpenUIKit
import Testing

@testable import LayoutSnapshot

/// Styled labels in the renderings: SVG tspans and decorations, the text rendering's runs and
/// the raster's per-run colours.
@MainActor
@Suite struct AttributedRenderingTests {
  func twoRunLabel() -> UILabel {
    let s = NSMutableAttributedString(
      string: "Hello ", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
    s.append(
      NSAttributedString(
        string: "World",
        attributes: [
          .font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.red,
          .underlineStyle: NSUnderlineStyle.single.rawValue,
        ]))
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
    label.accessibilityIdentifier = "greeting"
    label.attributedText = s
    return label
  }

  @Test func svgDrawsEachRunAsATspanWithItsDecorations() {
    let lines = SVGRenderer.render(twoRunLabel()).split(
      separator: "\n", omittingEmptySubsequences: false)
    // Each run's glyphs are one path in its colour, before the transparent text.
    let glyphs = lines.filter { $0.contains("<path class=\"glyphs\"") }
    #expect(glyphs.count == 2)
    #expect(glyphs.first?.hasSuffix("fill=\"#000000\"/>") == true)
    #expect(glyphs.last?.hasSuffix("fill=\"#ff0000\"/>") == true)
    let svg = lines.filter { !$0.contains("<path class=\"glyphs\"") }.joined(separator: "\n")
    let expected = """
      <svg xmlns="http://www.w3.org/2000/svg" width="120" height="30" viewBox="0 0 120 30">
        <g id="greeting" transform="matrix(1 0 0 1 0 0)">
          <text opacity="0" font-family="'Inter Display', 'Nanum Gothic', sans-serif" xml:space="preserve">\
      <tspan x="0" y="21.02" font-size="17" font-weight="700" fill="#000000">Hello </tspan>\
      <tspan x="42.301" y="21.02" font-size="17" font-weight="400" fill="#ff0000">World</tspan></text>
          <rect x="42.301" y="22.72" width="41.869" height="0.85" fill="#ff0000"/>
        </g>
      </svg>

      """
    #expect(svg == expected)
  }

  @Test func textRenderingListsTheRuns() {
    #expect(
      TextRenderer.render(twoRunLabel())
        == "greeting (0 0; 120 30) text \"Hello World\" runs [\"Hello \" 17 700 #000000, "
        + "\"World\" 17 400 #ff0000 underline]\n")
  }

  @Test func plainLabelsRenderAsBefore() {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
    label.text = "Hello World"
    #expect(!SVGRenderer.render(label).contains("tspan"))
    #expect(!TextRenderer.render(label).contains("runs"))
  }

  @Test func rasterDrawsEachRunInItsColour() {
    let canvas = RasterRenderer.render(twoRunLabel(), scale: 1)
    // Inside the first run's "H" stem: black; the second run's glyphs are solid red.
    let (r1, g1, b1, a1) = canvas.rgba8(x: 10, y: 17)
    #expect([r1, g1, b1, a1] == [0, 0, 0, 255])
    var red = 0
    for y in 8..<21 {
      for x in 43..<84 where canvas.rgba8(x: x, y: y) == (255, 0, 0, 255) { red += 1 }
    }
    #expect(red > 20)
  }
}
