import Foundation
import Testing

@testable import OpenUIKit

/// What a context records: each painting operation with the graphics state resolved.
@MainActor
@Suite struct DisplayListTests {
  static let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)

  func rectPath(_ r: CGRect) -> [CGPath.Element] {
    let path = CGMutablePath()
    path.addRect(r)
    return path.elements
  }

  @Test func fillsRecordTheirColourAndPath() {
    let context = CGContext(bounds: Self.bounds)
    context.setFillColor(UIColor.blue.cgColor)
    context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
    context.setFillColor(red: 0.5, green: 0.25, blue: 0, alpha: 1)
    context.fillEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
    let ops = context.displayList.operations
    #expect(ops.count == 2)
    #expect(
      ops.first
        == .fill(
          path: rectPath(CGRect(x: 10, y: 10, width: 20, height: 20)),
          color: DisplayList.Color(red: 0, green: 0, blue: 1, alpha: 1), rule: .winding,
          clip: []))
    guard case .fill(let ellipse, let color, _, _) = ops[1] else {
      Issue.record("not a fill")
      return
    }
    #expect(ellipse.count == 6)
    #expect(color == DisplayList.Color(red: 0.5, green: 0.25, blue: 0, alpha: 1))
  }

  @Test func theTransformAppliesToPointsAndLineWidths() {
    let context = CGContext(bounds: Self.bounds)
    context.translateBy(x: 5, y: 5)
    context.scaleBy(x: 2, y: 2)
    context.setStrokeColor(red: 0, green: 1, blue: 0, alpha: 0.5)
    context.setLineWidth(3)
    context.setLineCap(.round)
    context.setLineJoin(.bevel)
    context.setLineDash(phase: 1, lengths: [4, 2])
    context.move(to: .zero)
    context.addLine(to: CGPoint(x: 10, y: 0))
    #expect(context.currentPointOfPath == CGPoint(x: 10, y: 0))
    context.strokePath()
    #expect(context.isPathEmpty)
    #expect(
      context.displayList.operations == [
        .stroke(
          path: [.moveTo(CGPoint(x: 5, y: 5)), .lineTo(CGPoint(x: 25, y: 5))],
          color: DisplayList.Color(red: 0, green: 1, blue: 0, alpha: 0.5),
          style: DisplayList.Stroke(
            lineWidth: 6, lineCap: .round, lineJoin: .bevel, miterLimit: 10,
            dashLengths: [8, 4], dashPhase: 2), clip: [])
      ])
  }

  @Test func stateIsSavedAndRestored() {
    let context = CGContext(bounds: Self.bounds)
    context.setFillColor(UIColor.red)
    context.saveGState()
    context.setFillColor(UIColor.green)
    context.setAlpha(0.5)
    context.clip(to: CGRect(x: 0, y: 0, width: 50, height: 50))
    context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
    context.restoreGState()
    context.restoreGState()
    context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    let clip = DisplayList.Clip(
      path: rectPath(CGRect(x: 0, y: 0, width: 50, height: 50)), rule: .winding)
    #expect(
      context.displayList.operations == [
        .fill(
          path: rectPath(CGRect(x: 0, y: 0, width: 100, height: 100)),
          color: DisplayList.Color(red: 0, green: 1, blue: 0, alpha: 0.5), rule: .winding,
          clip: [clip]),
        .fill(
          path: rectPath(CGRect(x: 0, y: 0, width: 1, height: 1)),
          color: DisplayList.Color(red: 1, green: 0, blue: 0, alpha: 1), rule: .winding,
          clip: []),
      ])
    #expect(context.boundingBoxOfClipPath == Self.bounds)
  }

  @Test func drawPathFillsThenStrokes() {
    let context = CGContext(bounds: Self.bounds)
    context.addRect(CGRect(x: 1, y: 1, width: 2, height: 2))
    context.drawPath(using: .eoFillStroke)
    let ops = context.displayList.operations
    #expect(ops.count == 2)
    guard case .fill(_, _, let rule, _) = ops[0], case .stroke(let path, _, let style, _) = ops[1]
    else {
      Issue.record("expected a fill and a stroke")
      return
    }
    #expect(rule == .evenOdd)
    #expect(path == rectPath(CGRect(x: 1, y: 1, width: 2, height: 2)))
    #expect(style.lineWidth == 1)
    context.clear(CGRect(x: 0, y: 0, width: 5, height: 5))
    #expect(
      context.displayList.operations.last
        == .clear(path: rectPath(CGRect(x: 0, y: 0, width: 5, height: 5)), clip: []))
  }

  @Test func gradientsRecordTheirStopsAndSpace() throws {
    let context = CGContext(bounds: Self.bounds)
    let colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    let gradient = try #require(
      CGGradient(
        colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray,
        locations: [0, 1]))
    context.translateBy(x: 0, y: 10)
    context.drawLinearGradient(
      gradient, start: .zero, end: CGPoint(x: 0, y: 50), options: [.drawsAfterEndLocation])
    #expect(
      context.displayList.operations == [
        .gradient(
          DisplayList.Gradient(
            kind: .linear(start: .zero, end: CGPoint(x: 0, y: 50)),
            stops: [
              DisplayList.GradientStop(
                location: 0, color: DisplayList.Color(red: 1, green: 0, blue: 0, alpha: 1)),
              DisplayList.GradientStop(
                location: 1, color: DisplayList.Color(red: 0, green: 0, blue: 1, alpha: 1)),
            ], transform: CGAffineTransform(translationX: 0, y: 10), extendsBefore: false,
            extendsAfter: true), alpha: 1, clip: [])
      ])
    #expect(gradient.stops.count == 2)
    #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil)
    let middle = try #require(
      DisplayList.Gradient(
        kind: .linear(start: .zero, end: .zero), stops: gradient.stops, transform: .identity,
        extendsBefore: false, extendsAfter: false
      ).color(at: 0.25))
    #expect(middle == DisplayList.Color(red: 0.75, green: 0, blue: 0.25, alpha: 1))
  }

  @Test func bezierPathsPaintWithTheirOwnStyle() {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10))
    let image = renderer.image { _ in
      UIColor.red.set()
      let path = UIBezierPath(rect: CGRect(x: 1, y: 1, width: 4, height: 4))
      path.lineWidth = 2
      path.lineJoinStyle = .round
      path.fill()
      path.stroke()
      path.fill(with: .normal, alpha: 0.5)
    }
    let ops = image.drawing?.operations ?? []
    #expect(ops.count == 3)
    guard ops.count == 3, case .stroke(_, let color, let style, _) = ops[1],
      case .fill(_, let faded, _, _) = ops[2]
    else {
      Issue.record("expected fill, stroke, fill")
      return
    }
    #expect(color == DisplayList.Color(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(style == DisplayList.Stroke(lineWidth: 2, lineJoin: .round))
    #expect(faded == DisplayList.Color(red: 1, green: 0, blue: 0, alpha: 0.5))
    #expect(UIGraphicsGetCurrentContext() == nil)
  }

  @Test func colorsAreTheirOwnCoreGraphicsColors() {
    let layer = CALayer()
    let color = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    layer.borderColor = UIColor.red.cgColor
    #expect(layer.borderColor == .red)
    #expect(color.components == [0.2, 0.4, 0.6, 1])
    #expect(UIColor(cgColor: color) == color)
    #expect(color.copy(alpha: 0.5)?.alpha == 0.5)
  }
}
