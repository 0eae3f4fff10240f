import Foundation
import OpenUIKit
import Testing

@testable import LayoutSnapshot

/// A page control's dots are circular views, drawn by the renderers as any view.
@MainActor
@Suite struct PageControlRenderingTests {
  @Test func dotsAreDrawnAsCircles() {
    let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 64, height: 26))
    control.accessibilityIdentifier = "pages"
    control.numberOfPages = 3
    control.currentPage = 1
    control.pageIndicatorTintColor = .gray
    control.currentPageIndicatorTintColor = .black
    control.layoutIfNeeded()
    #expect(
      TextRenderer.render(control)
        == """
        pages (0 0; 64 26)
          UIView#2 (12 9; 8 8) bg #808080 radius 4
          UIView#3 (28 9; 8 8) bg #000000 radius 4
          UIView#4 (44 9; 8 8) bg #808080 radius 4

        """)
    let svg = SVGRenderer.render(control)
    #expect(
      svg.contains("<rect x=\"0\" y=\"0\" width=\"8\" height=\"8\" rx=\"4\" fill=\"#000000\"/>"))
    #expect(svg.components(separatedBy: "rx=\"4\"").count == 4)
    // The prominent style adds a capsule behind the dots.
    control.backgroundStyle = .prominent
    #expect(TextRenderer.render(control).contains("UIView#2 (0 0; 64 26) bg #000000@0.2 radius 13"))
  }
}
