import Foundation
import Testing

@testable import OpenUIKit

/// Colours, as app code declares them in Swift 6 mode: off the main actor.
enum Palette {
  static let brand = UIColor(red: 1, green: 0.4, blue: 0, alpha: 1)
  static let literal = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
}

/// UIColor's object model: equality, hashing, description, components.
@Suite struct ColorModelTests {
  @Test func staticColoursCompileAndCompareByComponents() {
    #expect(Palette.brand == UIColor(red: 1, green: 0.4, blue: 0, alpha: 1))
    #expect(Palette.brand.isEqual(UIColor(red: 1, green: 0.4, blue: 0, alpha: 1)))
    #expect(Palette.brand.hash == UIColor(red: 1, green: 0.4, blue: 0, alpha: 1).hash)
    #expect(Palette.brand != UIColor(red: 1, green: 0.4, blue: 0.001, alpha: 1))
    #expect(!Palette.brand.isEqual("orange"))
    #expect(UIColor.red === UIColor.red)
    #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .blue]).count == 2)
  }

  @Test func colourLiteralsMakeExtendedSRGBColours() {
    let literal: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0.25, alpha: 0.75)
    #expect(literal.description == "UIExtendedSRGBColorSpace 1 0.5 0.25 0.75")
    #expect(
      Palette.literal
        == UIColor(
          red: CGFloat(Float(0.2)), green: CGFloat(Float(0.4)), blue: CGFloat(Float(0.6)), alpha: 1)
    )
  }

  @Test func descriptionsNameTheColourSpace() {
    #expect(UIColor.red.description == "UIExtendedSRGBColorSpace 1 0 0 1")
    #expect(UIColor.black.description == "UIExtendedGrayColorSpace 0 1")
    #expect(UIColor(white: 0.5, alpha: 0.25).description == "UIExtendedGrayColorSpace 0.5 0.25")
    #expect(UIColor.clear.description == "UIExtendedGrayColorSpace 0 0")
    #expect(
      UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1).description
        == "UIDisplayP3ColorSpace 1 0 0 1")
    #expect(UIColor.systemBlue.description == "UIExtendedSRGBColorSpace 0 0.478431 1 1")
  }

  @Test func componentsReadBack() {
    var r: CGFloat = -1
    var g: CGFloat = -1
    var b: CGFloat = -1
    var a: CGFloat = -1
    #expect(UIColor.orange.getRed(&r, green: &g, blue: &b, alpha: &a))
    #expect([r, g, b, a] == [1, 0.5, 0, 1])
    var w: CGFloat = -1
    #expect(UIColor(white: 0.25, alpha: 0.5).getWhite(&w, alpha: &a))
    #expect(w == 0.25 && a == 0.5)
    w = -1
    #expect(!UIColor.red.getWhite(&w, alpha: &a))
    #expect(w == -1)
    var h: CGFloat = -1
    var s: CGFloat = -1
    #expect(
      UIColor(red: 0, green: 1, blue: 1, alpha: 1).getHue(
        &h, saturation: &s, brightness: &b, alpha: &a))
    #expect(abs(h - 0.5) < 1e-12 && s == 1 && b == 1 && a == 1)
    let hsb = UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1)
    #expect(hsb == UIColor(red: 0, green: 1, blue: 1, alpha: 1))
    #expect(
      UIColor(red: 2, green: -0.5, blue: 0, alpha: 3).extendedSRGBComponents == (2, -0.5, 0, 1))
  }

  @Test func displayP3ConvertsToExtendedSRGB() {
    var r: CGFloat = 0
    var g: CGFloat = 0
    var b: CGFloat = 0
    UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1).getRed(
      &r, green: &g, blue: &b, alpha: nil)
    #expect(abs(r - 1.093066) < 1e-6)
    #expect(abs(g + 0.226742) < 1e-6)
    #expect(abs(b + 0.150135) < 1e-6)
  }

  @Test func withAlphaKeepsTheSpace() {
    #expect(UIColor.black.withAlphaComponent(0.3).description == "UIExtendedGrayColorSpace 0 0.3")
    #expect(UIColor.red.withAlphaComponent(0.5) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    #expect(UIColor.red.cgColor === UIColor.red)
  }

  @Test func colourClassPropertiesCanBeUsedFromAnyThread() async {
    let description = await Task.detached { UIColor.systemGreen.description }.value
    #expect(description == "UIExtendedSRGBColorSpace 0.203922 0.780392 0.34902 1")
  }
}
