import Foundation
import Testing

@testable import OpenUIKit

/// Layers that back no view: their geometry, their place among a view's sublayers, shape and
/// gradient defaults, and basic animations on the virtual clock.
@MainActor
@Suite struct LayerTreeTests {
  @Test func freeLayersKeepTheirOwnGeometry() {
    let layer = CALayer()
    #expect(layer.frame == .zero)
    layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    #expect(layer.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
    #expect(layer.position == CGPoint(x: 25, y: 40))
    layer.anchorPoint = .zero
    layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    #expect(layer.position == CGPoint(x: 10, y: 20))
    #expect(layer.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    layer.backgroundColor = UIColor.red.cgColor
    #expect(layer.backgroundColor == .red)
  }

  @Test func aViewsLayerReportsAndSetsTheViewsGeometry() {
    let view = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    #expect(view.layer.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
    view.layer.frame = CGRect(x: 0, y: 0, width: 20, height: 30)
    #expect(view.frame == CGRect(x: 0, y: 0, width: 20, height: 30))
    view.layer.isHidden = true
    #expect(view.isHidden)
  }

  @Test func sublayersInterleaveWithSubviews() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let first = UIView()
    let second = UIView()
    parent.addSubview(first)
    let shape = CAShapeLayer()
    parent.layer.addSublayer(shape)
    parent.addSubview(second)
    #expect(
      parent.layer.sublayers?.map { ObjectIdentifier($0) } == [
        ObjectIdentifier(first.layer), ObjectIdentifier(shape), ObjectIdentifier(second.layer),
      ])
    let gradient = CAGradientLayer()
    parent.layer.insertSublayer(gradient, at: 0)
    let plain = CALayer()
    parent.layer.insertSublayer(plain, above: second.layer)
    #expect(
      parent.layer.sublayers?.map { ObjectIdentifier($0) } == [
        ObjectIdentifier(gradient), ObjectIdentifier(first.layer), ObjectIdentifier(shape),
        ObjectIdentifier(second.layer), ObjectIdentifier(plain),
      ])
    #expect(shape.superlayer === parent.layer)
    #expect(first.layer.superlayer === parent.layer)
    shape.removeFromSuperlayer()
    #expect(shape.superlayer == nil)
    #expect(parent.layer.sublayers?.count == 4)
    // A view's layer is moved with its view, not with the layer methods.
    plain.addSublayer(first.layer)
    #expect(plain.sublayers == nil)
    let child = CALayer()
    plain.addSublayer(child)
    child.addSublayer(plain)
    #expect(child.sublayers == nil)
  }

  @Test func shapeAndGradientDefaultsAreCoreAnimations() {
    let shape = CAShapeLayer()
    #expect(shape.fillColor == .black)
    #expect(shape.strokeColor == nil)
    #expect(shape.lineWidth == 1)
    #expect(shape.strokeStart == 0 && shape.strokeEnd == 1)
    #expect(shape.lineCap == .butt && shape.lineJoin == .miter && shape.fillRule == .nonZero)
    let gradient = CAGradientLayer()
    #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0))
    #expect(gradient.endPoint == CGPoint(x: 0.5, y: 1))
    #expect(gradient.type == .axial)
    #expect(gradient.resolvedGradient == nil)
    gradient.frame = CGRect(x: 0, y: 0, width: 10, height: 100)
    gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    gradient.locations = [0.25, 0.75]
    #expect(
      gradient.resolvedGradient?.kind
        == .linear(start: CGPoint(x: 5, y: 0), end: CGPoint(x: 5, y: 100)))
    #expect(gradient.resolvedGradient?.stops.map(\.location) == [0.25, 0.75])
    let layer = CALayer()
    #expect(layer.maskedCorners.rawValue == 15)
    #expect(layer.cornerCurve == .circular)
  }

  @Test func basicAnimationsMoveStrokeEndOnTheClock() {
    let clock = VirtualClock()
    let environment = AnimationEnvironment(clock: clock, maximumFramesPerSecond: 60)
    AnimationEnvironment.withEnvironment(environment) {
      let shape = CAShapeLayer()
      let animation = CABasicAnimation(keyPath: "strokeEnd")
      animation.fromValue = 0
      animation.toValue = 1
      animation.duration = 2
      shape.add(animation, forKey: "draw")
      #expect(shape.animationKeys() == ["draw"])
      clock.advance(by: 0.5)
      #expect((shape.presentation() as? CAShapeLayer)?.strokeEnd == 0.25)
      clock.advance(by: 1)
      #expect((shape.presentation() as? CAShapeLayer)?.strokeEnd == 0.75)
      clock.advance(by: 1)
      #expect((shape.presentation() as? CAShapeLayer)?.strokeEnd == 1)
      #expect(shape.animationKeys() == nil)

      let fade = CABasicAnimation(keyPath: "opacity")
      fade.toValue = 0.0
      fade.isRemovedOnCompletion = false
      fade.fillMode = .forwards
      shape.add(fade, forKey: nil)
      clock.advance(by: 0.125)
      #expect(shape.presentation()?.opacity == 0.5)
      clock.advance(by: 1)
      #expect(shape.presentation()?.opacity == 0)
      #expect(shape.opacity == 1)
    }
  }
}
