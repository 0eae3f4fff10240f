import Foundation
import OpenUIKit
import Testing

@testable import LayoutSnapshot

/// The SVG and text renderings of small trees, exactly.
@MainActor
@Suite struct RenderingTests {
  func card() -> UIView {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    card.accessibilityIdentifier = "card"
    card.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.5)
    card.layer.cornerRadius = 8
    card.clipsToBounds = true
    let icon = UIImageView(image: UIImage(systemName: "star.fill"))
    icon.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
    card.addSubview(icon)
    let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
    hidden.isHidden = true
    card.addSubview(hidden)
    return card
  }

  @Test func textRendering() {
    #expect(
      TextRenderer.render(card())
        == """
        card (0 0; 100 50) bg #007aff@0.5 radius 8 clips
          UIImageView#2 (10 10; 20 20) shape(1 filled) #007aff

        """)
  }

  @Test func svgRendering() {
    let svg = SVGRenderer.render(card())
    let lines = svg.components(separatedBy: "\n")
    #expect(
      lines[0]
        == "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"50\" viewBox=\"0 0 100 50\">"
    )
    #expect(lines[1] == "  <g id=\"card\" transform=\"matrix(1 0 0 1 0 0)\">")
    #expect(
      lines[2]
        == "    <rect x=\"0\" y=\"0\" width=\"100\" height=\"50\" rx=\"8\" fill=\"#007aff\" fill-opacity=\"0.5\"/>"
    )
    #expect(
      lines[3]
        == "    <clipPath id=\"clip-card\"><rect x=\"0\" y=\"0\" width=\"100\" height=\"50\" rx=\"8\"/></clipPath>"
    )
    #expect(lines[5] == "      <g id=\"UIImageView#2\" transform=\"matrix(1 0 0 1 10 10)\">")
    #expect(lines[6].hasPrefix("        <path d=\"M10 0.6 L12.351 7.364 L"))
    #expect(lines[6].hasSuffix(" Z\" fill=\"#007aff\"/>"))
    #expect(svg.hasSuffix("</svg>\n"))
    #expect(!svg.contains("UIView#3"))
  }

  @Test func transformsAndScrollOffsets() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let turned = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    turned.transform = CGAffineTransform(scaleX: 2, y: 2)
    root.addSubview(turned)
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 50, width: 100, height: 50))
    scroll.contentOffset = CGPoint(x: 0, y: 30)
    root.addSubview(scroll)
    let node = RenderTree.capture(root)
    #expect(node?.children[0].transform.a == 2)
    #expect(node?.children[0].transform.tx == -10)
    #expect(node?.children[1].transform.ty == 20)
    #expect(TextRenderer.render(root).contains("UIScrollView#3 (0 50; 100 50) offset (0 30) clips"))
  }

  @Test func labelsCarryTheirMeasuredLines() {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 50))
    label.text = "Salom, dunyo! Привет"
    label.numberOfLines = 0
    label.textColor = .systemRed
    label.font = .boldSystemFont(ofSize: 17)
    guard case .text(let text)? = RenderTree.capture(label).map(\.content) else {
      Issue.record("no text")
      return
    }
    #expect(text.lines.map(\.text) == label.textLines(forBounds: label.bounds).map(\.line.text))
    #expect(text.lines.count == 2)
    #expect(text.weight == 700)
    #expect(text.color.hex == "#ff3b30")
    let svg = SVGRenderer.render(label)
    #expect(
      svg.contains(
        "font-family=\"'Inter Display', 'Nanum Gothic', sans-serif\" font-size=\"17\" font-weight=\"700\""
      ))
    #expect(svg.contains(">\(text.lines[0].text)</text>"))
    #expect(
      TextRenderer.render(label).contains(
        "text \"\(text.lines[0].text)\" / \"\(text.lines[1].text)\""))
  }
}
