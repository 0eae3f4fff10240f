import Foundation
import OpenUIKit
import Testing

@testable import LayoutSnapshot

/// A badge that draws its count with `NSString.draw(at:withAttributes:)`, as chart and
/// badge views do.
final class CountBadgeView: UIView {
  var count = "42"

  override func draw(_ rect: CGRect) {
    UIColor.white.setFill()
    UIRectFill(bounds)
    let font = UIFont.systemFont(ofSize: 20, weight: .bold)
    (count as NSString).draw(
      at: CGPoint(x: 10, y: 5), withAttributes: [.font: font, .foregroundColor: UIColor.red])
  }
}

/// A caption drawn centred and wrapped in a rectangle with `draw(in:withAttributes:)`.
final class CaptionView: UIView {
  override func draw(_ rect: CGRect) {
    let style = NSMutableParagraphStyle()
    style.alignment = .center
    "Tap to retry".draw(
      in: CGRect(x: 0, y: 10, width: 200, height: 40),
      withAttributes: [.font: UIFont.systemFont(ofSize: 17), .paragraphStyle: style])
  }
}

@MainActor
@Suite struct StringDrawingRenderingTests {
  /// SF Pro's ascender at `size` (1950 / 2048 em).
  func ascender(_ size: CGFloat) -> CGFloat { size * 1950 / 2048 }

  @Test func drawAtPutsTheFirstLinesTopAtThePoint() throws {
    let view = CountBadgeView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
    let svg = SVGRenderer.render(view)  // Rendering runs the display pass.
    let list = try #require(view.layer.drawnContent)
    guard case .text(let drawing, let transform, let alpha, let clips) = list.operations[1] else {
      Issue.record("expected a text operation, got \(list.operations)")
      return
    }
    #expect(transform.isIdentity && alpha == 1 && clips.isEmpty)
    #expect(drawing.box.origin == CGPoint(x: 10, y: 5))
    let runs = RenderTree.runs(of: drawing)
    try #require(runs.count == 1 && runs[0].count == 1)
    let run = runs[0][0]
    let width = ("42" as NSString).size(withAttributes: [
      .font: UIFont.systemFont(ofSize: 20, weight: .bold)
    ]).width
    #expect(run.text == "42")
    #expect(run.origin.x == 10)
    #expect(abs(run.origin.y - (5 + ascender(20))) < 0.001)
    #expect(abs(run.width - width) < 0.001)
    #expect(run.weight == 700 && run.pointSize == 20)
    #expect(run.color == RenderColor(UIColor.red))
    #expect(svg.contains("<g class=\"text\">"))
    #expect(svg.contains(">42</tspan>"))
    #expect(svg.contains("y=\"\(svgNumber(5 + ascender(20)))\""))
    // The PNG draws the digits' red glyphs between x = 10 and 10 + width, from the line's top
    // to its baseline; nothing left of x = 10.
    let canvas = RasterRenderer.render(view)
    let baseline = Int(5 + ascender(20))
    var solid = 0
    for y in 5...baseline {
      for x in 10...Int(10 + width) where canvas.rgba8(x: x, y: y) == (255, 0, 0, 255) {
        solid += 1
      }
      for x in 0..<10 {
        let pixel = canvas.rgba8(x: x, y: y)
        #expect([pixel.0, pixel.1, pixel.2] == [255, 255, 255], "pixel (\(x), \(y))")
      }
    }
    #expect(solid > 20)
  }

  @Test func drawInCentresEachLineInTheRectAndClipsToIt() throws {
    let view = CaptionView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    _ = SVGRenderer.render(view)
    let list = try #require(view.layer.drawnContent)
    guard case .text(let drawing, _, _, let clips) = list.operations[0] else {
      Issue.record("expected a text operation, got \(list.operations)")
      return
    }
    #expect(clips.count == 1)
    let runs = RenderTree.runs(of: drawing)
    try #require(runs.count == 1)
    let width = "Tap to retry".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
    #expect(abs(runs[0][0].origin.x - (200 - width) / 2) < 0.001)
    #expect(abs(runs[0][0].origin.y - (10 + ascender(17))) < 0.001)
    #expect(runs[0][0].color == RenderColor(UIColor.black))
  }

  @Test func textWrapsAtTheRectsWidthAsBoundingRectMeasuresIt() throws {
    let text = "Drawn strings wrap exactly where boundingRect says they do"
    let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 15)]
    let bounding = text.boundingRect(
      with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude),
      options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 200))
    let image = renderer.image { _ in
      text.draw(
        with: CGRect(x: 0, y: 0, width: 120, height: 200), options: .usesLineFragmentOrigin,
        attributes: attributes, context: nil)
    }
    let list = try #require(image.drawing)
    guard case .text(let drawing, _, _, _) = list.operations[0] else {
      Issue.record("expected a text operation")
      return
    }
    #expect(abs(drawing.layout.height - bounding.height) < 0.001)
    #expect(drawing.layout.lines.count == Int((bounding.height / (15 * 2444 / 2048)).rounded()))
    #expect(drawing.layout.lines.count >= 3)
  }

  @Test func nothingIsDrawnWithoutACurrentContext() {
    #expect(UIGraphicsGetCurrentContext() == nil)
    ("orphan" as NSString).draw(at: .zero, withAttributes: nil)
    NSAttributedString(string: "orphan").draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(UIGraphicsGetCurrentContext() == nil)
  }
}
