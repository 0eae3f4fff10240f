import Foundation
import OpenUIKit
import Testing

@testable import LayoutSnapshot

/// A view that draws a red square and a blue disc.
final class SquareAndDiscView: UIView {
  override func draw(_ rect: CGRect) {
    UIColor.red.setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
    UIColor.blue.setFill()
    UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 10, height: 10)).fill()
  }
}

/// Drawn content, shape layers, gradient layers, drawn images, masks and masked corners, in
/// PNG pixels, SVG and text.
@MainActor
@Suite struct DrawingRenderingTests {
  func pixel(_ canvas: Canvas, _ x: Int, _ y: Int) -> [UInt8] {
    let p = canvas.rgba8(x: x, y: y)
    return [p.0, p.1, p.2, p.3]
  }

  @Test func aDrawnViewInPixelsAndSVG() {
    let view = SquareAndDiscView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let canvas = RasterRenderer.render(view)
    #expect(pixel(canvas, 5, 5) == [255, 0, 0, 255])
    #expect(pixel(canvas, 15, 15) == [0, 0, 255, 255])
    #expect(pixel(canvas, 19, 10) == [0, 0, 0, 0])
    #expect(pixel(canvas, 15, 5) == [0, 0, 0, 0])
    let svg = SVGRenderer.render(view)
    #expect(svg.contains("<path d=\"M0 0 L10 0 L10 10 L0 10 Z\" fill=\"#ff0000\"/>"))
    #expect(svg.contains("<path d=\"M20 15 C20 17.761 17.761 20 15 20 "))
    #expect(TextRenderer.render(view) == "SquareAndDiscView#1 (0 0; 20 20) draws(2 ops)\n")
    // The same bytes every time.
    #expect(PNGEncoder.encode(canvas) == PNGEncoder.encode(RasterRenderer.render(view)))
  }

  @Test func aStretchedDrawingFollowsTheContentMode() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = SquareAndDiscView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    window.addSubview(view)
    window.layoutIfNeeded()
    view.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
    window.layoutIfNeeded()
    let canvas = RasterRenderer.render(view)
    // Drawn at 20 × 20, stretched to 40 × 20: the square is 20 wide now.
    #expect(pixel(canvas, 15, 5) == [255, 0, 0, 255])
    #expect(pixel(canvas, 25, 5) == [0, 0, 0, 0])
  }

  @Test func aShapeLayerFillsAndStrokesPartOfItsPath() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    view.backgroundColor = .white
    let shape = CAShapeLayer()
    shape.path = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20)).cgPath
    shape.fillColor = UIColor.red.cgColor
    shape.strokeColor = UIColor.blue.cgColor
    shape.lineWidth = 2
    shape.strokeEnd = 0.5
    view.layer.addSublayer(shape)
    let canvas = RasterRenderer.render(view)
    #expect(pixel(canvas, 20, 20) == [255, 0, 0, 255])
    #expect(pixel(canvas, 5, 5) == [255, 255, 255, 255])
    // The first half of the outline: the top edge and the right edge.
    #expect(pixel(canvas, 20, 9) == [0, 0, 255, 255])
    #expect(pixel(canvas, 30, 20) == [0, 0, 255, 255])
    #expect(pixel(canvas, 20, 30) == [255, 255, 255, 255])
    let svg = SVGRenderer.render(view)
    #expect(svg.contains("<path d=\"M10 10 L30 10 L30 30 L10 30 Z\" fill=\"#ff0000\"/>"))
    #expect(
      svg.contains(
        "<path d=\"M10 10 L30 10 L30 30 L10 30 Z\" fill=\"none\" stroke=\"#0000ff\" "
          + "stroke-width=\"2\" stroke-miterlimit=\"10\" pathLength=\"1\" "
          + "stroke-dasharray=\"0.5 2\" stroke-dashoffset=\"0\"/>"))
    #expect(
      TextRenderer.render(view)
        == "UIView#1 (0 0; 40 40) bg #ffffff\n"
        + "  CAShapeLayer#2 (0 0; 0 0) layer shape fill #ff0000 stroke #0000ff 2 0-0.5\n")
  }

  @Test func aGradientLayerInPixelsAndSVG() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
    let gradient = CAGradientLayer()
    gradient.frame = view.bounds
    gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    view.layer.insertSublayer(gradient, at: 0)
    let canvas = RasterRenderer.render(view)
    // Pixel centres: t = 50.5 / 100 at row 50.
    #expect(pixel(canvas, 5, 50) == [126, 0, 129, 255])
    #expect(pixel(canvas, 5, 0) == [254, 0, 1, 255])
    let svg = SVGRenderer.render(view)
    #expect(
      svg.contains(
        "<linearGradient id=\"g-CAGradientLayer-2\" gradientUnits=\"userSpaceOnUse\" x1=\"5\" "
          + "y1=\"0\" x2=\"5\" y2=\"100\"><stop offset=\"0\" stop-color=\"#ff0000\"/>"
          + "<stop offset=\"1\" stop-color=\"#0000ff\"/></linearGradient>"))
    #expect(
      svg.contains(
        "<rect x=\"0\" y=\"0\" width=\"10\" height=\"100\" fill=\"url(#g-CAGradientLayer-2)\"/>"))
  }

  @Test func aRadialGradientIsBrightestAtItsCentre() {
    let gradient = CAGradientLayer()
    gradient.type = .radial
    gradient.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    gradient.colors = [UIColor.white.cgColor, UIColor.black.cgColor]
    gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 1)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    view.layer.addSublayer(gradient)
    let canvas = RasterRenderer.render(view)
    #expect(canvas.rgba8(x: 10, y: 10).0 > 230)
    #expect(canvas.rgba8(x: 0, y: 0).0 == 0)
    #expect(SVGRenderer.render(view).contains("<radialGradient id=\"g-CAGradientLayer-2\""))
  }

  @Test func aDrawnImageInAnImageView() {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
      UIColor.green.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
    }
    let imageView = UIImageView(image: image)
    let canvas = RasterRenderer.render(imageView, scale: 2)
    #expect(canvas.width == 20)
    #expect(pixel(canvas, 4, 10) == [0, 255, 0, 255])
    #expect(pixel(canvas, 15, 10) == [0, 0, 0, 0])
    #expect(
      SVGRenderer.render(imageView).contains(
        "<path d=\"M0 0 L5 0 L5 10 L0 10 Z\" fill=\"#00ff00\"/>"))
    #expect(TextRenderer.render(imageView) == "UIImageView#1 (0 0; 10 10) image drawing(1 ops)\n")
  }

  @Test func masksAndMaskedCorners() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    view.backgroundColor = .red
    let mask = CAShapeLayer()
    mask.path = UIBezierPath(ovalIn: view.bounds).cgPath
    view.layer.mask = mask
    let masked = RasterRenderer.render(view)
    #expect(pixel(masked, 0, 0) == [0, 0, 0, 0])
    #expect(pixel(masked, 10, 10) == [255, 0, 0, 255])
    #expect(SVGRenderer.render(view).contains("<clipPath id=\"mask-UIView-1\"><path d=\"M20 10 C"))

    let card = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    card.backgroundColor = .blue
    card.layer.cornerRadius = 10
    card.layer.maskedCorners = [.layerMinXMinYCorner]
    let corners = RasterRenderer.render(card)
    #expect(pixel(corners, 0, 0) == [0, 0, 0, 0])
    #expect(pixel(corners, 19, 19) == [0, 0, 255, 255])
    #expect(pixel(corners, 19, 0) == [0, 0, 255, 255])
    #expect(
      SVGRenderer.render(card).contains(
        "<path d=\"M10 0 H20 V20 H0 V10 A10 10 0 0 1 10 0 Z\" fill=\"#0000ff\"/>"))
    #expect(TextRenderer.render(card) == "UIView#1 (0 0; 20 20) bg #0000ff radius 10 corners tl\n")
  }

  @Test func sublayersDrawBetweenSubviewsInOrder() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let below = UIView(frame: view.bounds)
    below.backgroundColor = .red
    view.addSubview(below)
    let cover = CALayer()
    cover.frame = view.bounds
    cover.backgroundColor = UIColor.blue.cgColor
    view.layer.addSublayer(cover)
    #expect(pixel(RasterRenderer.render(view), 5, 5) == [0, 0, 255, 255])
    cover.zPosition = -1
    #expect(pixel(RasterRenderer.render(view), 5, 5) == [255, 0, 0, 255])
    cover.zPosition = 0
    cover.isHidden = true
    #expect(pixel(RasterRenderer.render(view), 5, 5) == [255, 0, 0, 255])
  }

  @Test func aStrokedDashedDrawing() {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 4)).image { context in
      let c = context.cgContext
      c.setStrokeColor(UIColor.black.cgColor)
      c.setLineWidth(2)
      c.setLineDash(phase: 0, lengths: [5, 5])
      c.move(to: CGPoint(x: 0, y: 2))
      c.addLine(to: CGPoint(x: 20, y: 2))
      c.strokePath()
    }
    let canvas = RasterRenderer.render(UIImageView(image: image))
    #expect(pixel(canvas, 2, 2) == [0, 0, 0, 255])
    #expect(pixel(canvas, 7, 2) == [0, 0, 0, 0])
    #expect(pixel(canvas, 12, 1) == [0, 0, 0, 255])
    #expect(pixel(canvas, 12, 3) == [0, 0, 0, 0])
  }
}
