import Foundation
import OpenUIKit
import Testing

@testable import LayoutSnapshot

/// A view backed by a gradient layer, as apps write gradient backgrounds.
final class GradientBackdropView: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }

  var gradientLayer: CAGradientLayer {
    // swift-format-ignore: NeverForceUnwrap
    layer as! CAGradientLayer
  }
}

/// A view backed by a shape layer: a triangle badge.
final class TriangleView: UIView {
  override class var layerClass: AnyClass { CAShapeLayer.self }

  override func layoutSubviews() {
    super.layoutSubviews()
    guard let shape = layer as? CAShapeLayer else { return }
    let path = UIBezierPath()
    path.move(to: CGPoint(x: bounds.midX, y: 0))
    path.addLine(to: CGPoint(x: bounds.maxX, y: bounds.maxY))
    path.addLine(to: CGPoint(x: 0, y: bounds.maxY))
    path.close()
    shape.path = path.cgPath
    shape.fillColor = UIColor.green.cgColor
  }
}

/// A subclass of a subclass keeps its ancestor's layer class.
final class TallGradientView: UIView {
  override class var layerClass: AnyClass { TallGradientLayer.self }
}

/// An app's own gradient layer subclass (OpenUIKit backs the view with its nearest known
/// ancestor, `CAGradientLayer`).
final class TallGradientLayer: CAGradientLayer {}

@MainActor
@Suite struct LayerClassRenderingTests {
  @Test func layerClassBacksTheViewWithThatLayer() {
    #expect(type(of: UIView().layer) == CALayer.self)
    #expect(GradientBackdropView().layer is CAGradientLayer)
    #expect(TriangleView(frame: .zero).layer is CAShapeLayer)
    #expect(type(of: TallGradientView().layer) == CAGradientLayer.self)
    #expect(ObjectIdentifier(UIView.layerClass) == ObjectIdentifier(CALayer.self))
    #expect(
      ObjectIdentifier(GradientBackdropView.layerClass) == ObjectIdentifier(CAGradientLayer.self))
  }

  @Test func aGradientBackedViewDrawsItsGradient() {
    let view = GradientBackdropView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
    view.gradientLayer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 10, height: 100))
    let canvas = RasterRenderer.render(view)
    let top = canvas.rgba8(x: 5, y: 0)
    let middle = canvas.rgba8(x: 5, y: 50)
    #expect([top.0, top.1, top.2, top.3] == [254, 0, 1, 255])
    #expect([middle.0, middle.1, middle.2, middle.3] == [126, 0, 129, 255])
    let svg = SVGRenderer.render(view)
    #expect(svg.contains("<linearGradient id=\"g-GradientBackdropView"))
    #expect(svg.contains("stop-color=\"#ff0000\""))
  }

  @Test func aShapeBackedViewDrawsItsPathAfterLayout() {
    let view = TriangleView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    view.layoutIfNeeded()
    let canvas = RasterRenderer.render(view)
    let inside = canvas.rgba8(x: 10, y: 15)
    let corner = canvas.rgba8(x: 1, y: 1)
    #expect([inside.0, inside.1, inside.2, inside.3] == [0, 255, 0, 255])
    #expect(corner.3 == 0)
  }
}
