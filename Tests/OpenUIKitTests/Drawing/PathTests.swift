import Foundation
import Testing

@testable import OpenUIKit

/// Paths: their elements, bounding boxes, hit tests and UIKit's arc direction.
@MainActor
@Suite struct PathTests {
  func near(_ a: CGPoint, _ b: CGPoint) -> Bool {
    abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
  }

  func near(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9
      && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
  }

  @Test func aRectangleIsAMoveThreeLinesAndAClose() {
    let path = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
    #expect(
      path.elements == [
        .moveTo(CGPoint(x: 1, y: 2)), .lineTo(CGPoint(x: 4, y: 2)), .lineTo(CGPoint(x: 4, y: 6)),
        .lineTo(CGPoint(x: 1, y: 6)), .closeSubpath,
      ])
    #expect(path.boundingBox == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(path.contains(CGPoint(x: 2, y: 3)))
    #expect(!path.contains(CGPoint(x: 5, y: 5)))
    var shift = CGAffineTransform(translationX: 10, y: 0)
    #expect(path.copy(using: &shift)?.boundingBox == CGRect(x: 11, y: 2, width: 3, height: 4))
  }

  @Test func emptyPaths() {
    let path = CGMutablePath()
    #expect(path.isEmpty)
    #expect(path.boundingBox.isNull)
    #expect(path.currentPoint == .zero)
    #expect(UIBezierPath().isEmpty)
  }

  @Test func ovalsFillTheirEllipseOnly() {
    let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(oval.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(near(oval.cgPath.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 50)))
    #expect(oval.contains(CGPoint(x: 50, y: 25)))
    #expect(oval.contains(CGPoint(x: 99, y: 25)))
    #expect(!oval.contains(CGPoint(x: 3, y: 3)))
    // Four curves from the right-hand point, clockwise on screen: the first ends at the bottom.
    guard case .curveTo(let end, _, _) = oval.cgPath.elements[1] else {
      Issue.record("not a curve")
      return
    }
    #expect(end == CGPoint(x: 50, y: 50))
    #expect(oval.cgPath.elements.first == .moveTo(CGPoint(x: 100, y: 25)))
  }

  @Test func uiKitArcsTurnClockwiseOnScreen() {
    let quarter = UIBezierPath(
      arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2,
      clockwise: true)
    #expect(near(quarter.currentPoint, CGPoint(x: 50, y: 60)))
    #expect(near(quarter.cgPath.boundingBoxOfPath, CGRect(x: 50, y: 50, width: 10, height: 10)))
    #expect(quarter.cgPath.elements.count == 2)
    let threeQuarters = UIBezierPath(
      arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2,
      clockwise: false)
    #expect(near(threeQuarters.currentPoint, CGPoint(x: 50, y: 60)))
    #expect(
      near(threeQuarters.cgPath.boundingBoxOfPath, CGRect(x: 40, y: 40, width: 20, height: 20)))
    #expect(threeQuarters.cgPath.elements.count == 4)
    // Core Graphics' flag is the other way round (y-up).
    let cg = CGMutablePath()
    cg.addArc(
      center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2,
      clockwise: true)
    #expect(cg.elements.count == 4)
    let circle = UIBezierPath(
      arcCenter: .zero, radius: 5, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    #expect(near(circle.cgPath.boundingBoxOfPath, CGRect(x: -5, y: -5, width: 10, height: 10)))
    #expect(circle.cgPath.elements.count == 5)
  }

  @Test func roundedRectanglesCutTheirCorners() {
    let path = CGPath(
      roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerWidth: 10,
      cornerHeight: 10, transform: nil)
    #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 40))
    #expect(!path.contains(CGPoint(x: 1, y: 1)))
    #expect(path.contains(CGPoint(x: 5, y: 5)))
    #expect(path.contains(CGPoint(x: 50, y: 1)))
    let top = UIBezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40),
      byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 10, height: 10))
    #expect(!top.contains(CGPoint(x: 1, y: 1)))
    #expect(top.contains(CGPoint(x: 1, y: 39)))
  }

  @Test func evenOddLeavesTheHole() {
    let ring = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30))
    ring.append(UIBezierPath(rect: CGRect(x: 10, y: 10, width: 10, height: 10)))
    #expect(ring.contains(CGPoint(x: 15, y: 15)))
    ring.usesEvenOddFillRule = true
    #expect(!ring.contains(CGPoint(x: 15, y: 15)))
    #expect(ring.contains(CGPoint(x: 5, y: 15)))
  }

  @Test func tangentArcsRoundACorner() {
    let path = CGMutablePath()
    path.move(to: .zero)
    path.addArc(
      tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
    guard case .lineTo(let corner) = path.elements[1] else {
      Issue.record("not a line")
      return
    }
    #expect(near(corner, CGPoint(x: 5, y: 0)))
    #expect(near(path.currentPoint, CGPoint(x: 10, y: 5)))
  }

  @Test func transformsAndReversal() {
    let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20))
    path.apply(CGAffineTransform(translationX: 5, y: 5))
    #expect(path.bounds == CGRect(x: 5, y: 5, width: 10, height: 20))
    let reversed = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20)).reversing()
    #expect(
      reversed.cgPath.elements == [
        .moveTo(CGPoint(x: 0, y: 20)), .lineTo(CGPoint(x: 10, y: 20)),
        .lineTo(CGPoint(x: 10, y: 0)), .lineTo(CGPoint(x: 0, y: 0)), .closeSubpath,
      ])
    let line = UIBezierPath()
    line.move(to: CGPoint(x: 1, y: 1))
    line.addQuadCurve(to: CGPoint(x: 9, y: 1), controlPoint: CGPoint(x: 5, y: 9))
    // The control point counts in `bounds`, not in the curve's own box.
    #expect(line.bounds == CGRect(x: 1, y: 1, width: 8, height: 8))
    #expect(near(line.cgPath.boundingBoxOfPath, CGRect(x: 1, y: 1, width: 8, height: 4)))
    #expect(line.currentPoint == CGPoint(x: 9, y: 1))
  }
}
