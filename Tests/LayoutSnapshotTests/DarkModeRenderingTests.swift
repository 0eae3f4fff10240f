import Foundation
import OpenUIKit
import Testing

@testable import LayoutSnapshot

/// Renderers draw dynamic colours resolved with each view's traits: a dark screen renders
/// dark, and a light island inside it stays light.
@MainActor
@Suite struct DarkModeRenderingTests {
  func screen() -> (UIWindow, UIView, UIView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
    window.overrideUserInterfaceStyle = .dark
    let root = UIView(frame: window.bounds)
    root.backgroundColor = .systemBackground
    root.accessibilityIdentifier = "root"
    window.addSubview(root)
    let card = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    card.backgroundColor = .secondarySystemBackground
    card.layer.borderWidth = 1
    card.layer.borderColor = .separator
    card.accessibilityIdentifier = "card"
    root.addSubview(card)
    let island = UIView(frame: CGRect(x: 40, y: 10, width: 10, height: 10))
    island.overrideUserInterfaceStyle = .light
    island.backgroundColor = .systemBackground
    island.accessibilityIdentifier = "island"
    root.addSubview(island)
    window.layoutIfNeeded()
    return (window, root, card)
  }

  @Test func textAndSVGRenderTheDarkValues() {
    let (_, root, _) = screen()
    #expect(
      TextRenderer.render(root)
        == """
        root (0 0; 60 40) bg #000000
          card (10 10; 20 20) bg #1c1c1e border 1 #545458
          island (40 10; 10 10) bg #ffffff

        """)
    let svg = SVGRenderer.render(root)
    #expect(svg.contains("fill=\"#000000\""))
    #expect(svg.contains("fill=\"#1c1c1e\""))
    #expect(svg.contains("fill=\"#ffffff\""))
    root.overrideUserInterfaceStyle = .light
    #expect(
      TextRenderer.render(root).hasPrefix(
        "root (0 0; 60 40) bg #ffffff\n  card (10 10; 20 20) bg #f2f2f7"))
  }

  @Test func pngPixelsAreDark() {
    let (_, root, _) = screen()
    let canvas = RasterRenderer.render(root, scale: 1)
    #expect(canvas.rgba8(x: 2, y: 2) == (0, 0, 0, 255))
    #expect(canvas.rgba8(x: 20, y: 20) == (28, 28, 30, 255))
    #expect(canvas.rgba8(x: 45, y: 15) == (255, 255, 255, 255))
  }

  @Test func labelsDrawTheDarkLabelColour() {
    let (_, root, _) = screen()
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
    label.text = "Hi"
    root.addSubview(label)
    guard case .text(let text)? = RenderTree.capture(label)?.content else {
      Issue.record("no text")
      return
    }
    #expect(text.color == RenderColor(red: 1, green: 1, blue: 1, alpha: 1))
  }
}
