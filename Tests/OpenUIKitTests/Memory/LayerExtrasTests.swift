import Foundation
import Testing

@testable import OpenUIKit

/// A layer's rarely set fields (styling, a free layer's geometry, a presentation snapshot)
/// live in a box made on the first write, so that an unstyled view's layer does not carry
/// them; reads without a box give Core Animation's defaults.
@MainActor
@Suite struct LayerExtrasTests {
  @Test func anUnstyledViewsLayerHasNoBoxAndCoreAnimationsDefaults() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    let layer = view.layer
    #expect(layer.extras == nil)
    #expect(layer.cornerRadius == 0)
    #expect(layer.borderWidth == 0)
    #expect(layer.borderColor == .black)
    #expect(layer.shadowColor == .black)
    #expect(layer.shadowOpacity == 0)
    #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
    #expect(layer.shadowRadius == 3)
    #expect(layer.zPosition == 0)
    #expect(layer.mask == nil)
    #expect(layer.cornerCurve == .circular)
    #expect(layer.maskedCorners.rawValue == 0b1111)
    #expect(layer.contents == nil)
    #expect(layer.name == nil)
    #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
    #expect(layer.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    // Clearing what is absent makes no box either.
    layer.mask = nil
    layer.contents = nil
    layer.name = nil
    #expect(layer.extras == nil)
  }

  @Test func drawnContentIsBoxedOnlyForLayersThatDraw() {
    final class Dot: UIView {
      override func draw(_ rect: CGRect) {
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 1, y: 2, width: 3, height: 4))
      }
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let dot = Dot(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
    window.addSubview(plain)
    window.addSubview(dot)
    window.layoutIfNeeded()
    window.layer.displayIfNeeded()
    #expect(plain.layer.drawnContentBox == nil)
    #expect(plain.layer.drawnContent == nil)
    #expect(dot.layer.drawnContentBox != nil)
    #expect(dot.layer.drawnContent?.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(dot.layer.drawnContent?.operations.isEmpty == false)
  }

  @Test func styledLayersKeepTheirValuesInTheBox() {
    let view = UIView()
    view.layer.cornerRadius = 12
    view.layer.borderWidth = 1.5
    view.layer.name = "card"
    #expect(view.layer.extras != nil)
    #expect(view.layer.cornerRadius == 12)
    #expect(view.layer.borderWidth == 1.5)
    #expect(view.layer.name == "card")
    // Another layer still reads the defaults (the shared defaults are never written).
    #expect(UIView().layer.cornerRadius == 0)
    #expect(UIView().layer.name == nil)

    let free = CALayer()
    free.frame = CGRect(x: 4, y: 6, width: 20, height: 10)
    #expect(free.extras != nil)
    #expect(free.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
    #expect(free.position == CGPoint(x: 14, y: 11))
    #expect(CALayer().bounds == .zero)
  }

  @Test func aPresentationCopyCarriesTheModelsStyling() {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 50, height: 30)
    layer.cornerRadius = 6
    layer.borderWidth = 2
    layer.shadowRadius = 9
    layer.zPosition = 3
    layer.name = "badge"
    let copy = layer.presentation()
    #expect(copy != nil)
    #expect(copy?.presentationSnapshot != nil)
    #expect(copy?.cornerRadius == 6)
    #expect(copy?.borderWidth == 2)
    #expect(copy?.shadowRadius == 9)
    #expect(copy?.zPosition == 3)
    #expect(copy?.name == "badge")
    #expect(copy?.frame == CGRect(x: 0, y: 0, width: 50, height: 30))
    // The copy has a box of its own: the model's stays as it was.
    #expect(copy?.extras !== layer.extras)
    #expect(layer.presentationSnapshot == nil)
  }
}
