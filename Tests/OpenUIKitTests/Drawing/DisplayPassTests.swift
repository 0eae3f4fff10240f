import Foundation
import Testing

@testable import OpenUIKit

/// A view that records each `draw(_:)` call and fills the rect it is given in red.
final class DrawingCountingView: UIView {
  var rects: [CGRect] = []
  var hadContext: [Bool] = []

  override func draw(_ rect: CGRect) {
    rects.append(rect)
    hadContext.append(UIGraphicsGetCurrentContext() != nil)
    UIColor.red.setFill()
    UIRectFill(rect)
  }
}

/// A subclass that does not override `draw(_:)`.
final class DrawingPlainView: UIView {}

/// An override that calls `super` first, then draws.
final class DrawingSuperFirstView: UIView {
  var calls = 0

  override func draw(_ rect: CGRect) {
    super.draw(rect)
    calls += 1
    UIColor.blue.setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
  }
}

/// The display pass: when `draw(_:)` runs, with which rect, and what it records.
@MainActor
@Suite struct DisplayPassTests {
  static let redRect: [CGPath.Element] = [
    .moveTo(CGPoint(x: 0, y: 0)), .lineTo(CGPoint(x: 100, y: 0)),
    .lineTo(CGPoint(x: 100, y: 50)), .lineTo(CGPoint(x: 0, y: 50)), .closeSubpath,
  ]
  static let red = DisplayList.Color(red: 1, green: 0, blue: 0, alpha: 1)

  @Test func drawRunsOnceAfterTheFirstLayoutWithTheBounds() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let view = DrawingCountingView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    window.addSubview(view)
    #expect(view.rects.isEmpty)
    window.layoutIfNeeded()
    #expect(view.rects == [CGRect(x: 0, y: 0, width: 100, height: 50)])
    #expect(view.hadContext == [true])
    #expect(UIGraphicsGetCurrentContext() == nil)
    window.layoutIfNeeded()
    #expect(view.rects.count == 1)
    #expect(
      view.layer.drawnContent
        == DisplayList(
          bounds: CGRect(x: 0, y: 0, width: 100, height: 50),
          operations: [.fill(path: Self.redRect, color: Self.red, rule: .winding, clip: [])]))
  }

  @Test func setNeedsDisplayRedrawsOnceInTheNextPass() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let view = DrawingCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    window.addSubview(view)
    window.layoutIfNeeded()
    view.setNeedsDisplay()
    view.setNeedsDisplay()
    #expect(view.layer.needsDisplay())
    #expect(view.rects.count == 1)
    window.layoutIfNeeded()
    #expect(view.rects.count == 2)
    #expect(view.rects[1] == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(view.layer.drawnContent?.operations.count == 1)
    #expect(!view.layer.needsDisplay())
  }

  @Test func setNeedsDisplayInARectRedrawsThatRectAndKeepsTheRest() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let view = DrawingCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    window.addSubview(view)
    window.layoutIfNeeded()
    view.setNeedsDisplay(CGRect(x: 10, y: 10, width: 20, height: 5))
    view.setNeedsDisplay(CGRect(x: 40, y: 10, width: 10, height: 5))
    window.layoutIfNeeded()
    let dirty = CGRect(x: 10, y: 10, width: 40, height: 5)
    #expect(view.rects.last == dirty)
    let dirtyPath = CGMutablePath()
    dirtyPath.addRect(dirty)
    let clip = DisplayList.Clip(path: dirtyPath.elements, rule: .winding)
    #expect(
      view.layer.drawnContent?.operations == [
        .fill(path: Self.redRect, color: Self.red, rule: .winding, clip: []),
        .clear(path: dirtyPath.elements, clip: []),
        .fill(path: dirtyPath.elements, color: Self.red, rule: .winding, clip: [clip]),
      ])
  }

  @Test func aViewWithoutASizeOrAWindowDoesNotDraw() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let empty = DrawingCountingView()
    window.addSubview(empty)
    window.layoutIfNeeded()
    #expect(empty.rects.isEmpty)
    empty.frame = CGRect(x: 0, y: 0, width: 30, height: 40)
    window.layoutIfNeeded()
    #expect(empty.rects == [CGRect(x: 0, y: 0, width: 30, height: 40)])

    let outside = DrawingCountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    container.addSubview(outside)
    container.layoutIfNeeded()
    #expect(outside.rects.isEmpty)
    window.addSubview(container)
    window.layoutIfNeeded()
    #expect(outside.rects == [CGRect(x: 0, y: 0, width: 10, height: 10)])
  }

  @Test func autoLayoutSizesAViewBeforeItDraws() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let view = DrawingCountingView()
    view.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(view)
    NSLayoutConstraint.activate([
      view.widthAnchor.constraint(equalToConstant: 64),
      view.heightAnchor.constraint(equalToConstant: 24),
      view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
      view.topAnchor.constraint(equalTo: window.topAnchor, constant: 8),
    ])
    window.layoutIfNeeded()
    #expect(view.rects == [CGRect(x: 0, y: 0, width: 64, height: 24)])
  }

  @Test func classesWithoutDrawAreNotDrawn() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let plain = DrawingPlainView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    window.addSubview(plain)
    window.layoutIfNeeded()
    #expect(DrawingClasses.draws[ObjectIdentifier(DrawingPlainView.self)] == false)
    #expect(plain.layer.drawnContent == nil)
    plain.setNeedsDisplay()
    #expect(!plain.layer.needsDisplay())

    let superFirst = DrawingSuperFirstView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    window.addSubview(superFirst)
    window.layoutIfNeeded()
    superFirst.setNeedsDisplay()
    window.layoutIfNeeded()
    #expect(superFirst.calls == 2)
    #expect(DrawingClasses.draws[ObjectIdentifier(DrawingSuperFirstView.self)] == true)
  }

  @Test func redrawContentModeRedrawsOnResize() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let stretched = DrawingCountingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let redrawn = DrawingCountingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    redrawn.contentMode = .redraw
    window.addSubview(stretched)
    window.addSubview(redrawn)
    window.layoutIfNeeded()
    stretched.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
    redrawn.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
    window.layoutIfNeeded()
    #expect(stretched.rects == [CGRect(x: 0, y: 0, width: 20, height: 20)])
    #expect(
      redrawn.rects == [
        CGRect(x: 0, y: 0, width: 20, height: 20), CGRect(x: 0, y: 0, width: 40, height: 10),
      ])
    // Moving without resizing redraws nothing.
    redrawn.center = CGPoint(x: 100, y: 100)
    window.layoutIfNeeded()
    #expect(redrawn.rects.count == 2)
  }
}
