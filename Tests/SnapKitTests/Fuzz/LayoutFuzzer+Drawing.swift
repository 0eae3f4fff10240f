import Foundation
import OpenUIKit

@testable import OpenUIKit

/// Drawing steps: views that draw (with `contentMode` `.redraw` or not), `setNeedsDisplay`,
/// and shape layers added to views, resized and removed; and the drawing invariants after
/// every layout pass.
extension LayoutFuzzer {
  /// A fuzz view that draws: it records each `draw(_:)` call's rect and context.
  final class DrawingFuzzView: FuzzView {
    var draws = 0
    /// Calls made without a current context or with a rect outside the bounds.
    var badCalls: [String] = []

    override func draw(_ rect: CGRect) {
      draws += 1
      if UIGraphicsGetCurrentContext() == nil { badCalls.append("no context for \(rect)") }
      let b = bounds
      if rect.minX < b.minX - 1e-6 || rect.minY < b.minY - 1e-6 || rect.maxX > b.maxX + 1e-6
        || rect.maxY > b.maxY + 1e-6
      {
        badCalls.append("rect \(rect) outside bounds \(b)")
      }
      UIColor.systemBlue.setFill()
      UIRectFill(rect)
      UIColor.black.setStroke()
      UIBezierPath(ovalIn: b.insetBy(dx: 2, dy: 2)).stroke()
    }
  }

  func drawingOperation() {
    switch random.below(6) {
    case 0:
      guard views.count < 24 else { return }
      let view = DrawingFuzzView()
      view.contentMode = random.chance(500) ? .redraw : .scaleToFill
      view.translatesAutoresizingMaskIntoConstraints = random.chance(300)
      if view.translatesAutoresizingMaskIntoConstraints {
        view.frame = CGRect(
          x: CGFloat(random.below(300)), y: CGFloat(random.below(700)),
          width: CGFloat(random.below(80)), height: CGFloat(random.below(60)))
      }
      let parent: UIView = views.isEmpty || random.chance(300) ? root : random.pick(views)
      parent.addSubview(view)
      views.append(view)
    case 1:
      let drawing = views.compactMap { $0 as? DrawingFuzzView }
      guard !drawing.isEmpty else { return }
      let view = random.pick(drawing)
      if random.chance(500) {
        view.setNeedsDisplay()
      } else {
        view.setNeedsDisplay(
          CGRect(
            x: CGFloat(random.below(40)), y: CGFloat(random.below(40)),
            width: CGFloat(random.below(40)), height: CGFloat(random.below(40))))
      }
    case 2:
      guard !views.isEmpty, shapeLayers.count < 16 else { return }
      let host = random.pick(views)
      let shape = CAShapeLayer()
      shape.frame = host.bounds
      shape.path = UIBezierPath(roundedRect: host.bounds, cornerRadius: 6).cgPath
      shape.strokeColor = UIColor.red.cgColor
      shape.strokeEnd = CGFloat(random.below(101)) / 100
      if random.chance(500) {
        host.layer.addSublayer(shape)
      } else {
        host.layer.insertSublayer(shape, at: UInt32(random.below(4)))
      }
      shapeLayers.append((shape, host))
    case 3, 4:
      guard !shapeLayers.isEmpty else { return }
      let entry = random.pick(shapeLayers)
      let frame =
        random.chance(500)
        ? entry.host.bounds
        : CGRect(
          x: CGFloat(random.below(50)) - 25, y: CGFloat(random.below(50)) - 25,
          width: CGFloat(random.below(120)), height: CGFloat(random.below(120)))
      entry.layer.frame = frame
      entry.layer.path = UIBezierPath(ovalIn: CGRect(origin: .zero, size: frame.size)).cgPath
    default:
      guard !shapeLayers.isEmpty else { return }
      let index = random.below(shapeLayers.count)
      shapeLayers[index].layer.removeFromSuperlayer()
      shapeLayers.remove(at: index)
    }
  }

  /// After a layout pass: every drawing view in the window with a size has drawn, nothing is
  /// left pending, `.redraw` content has the current size, `draw(_:)` always had a context and
  /// a rect inside the bounds; every shape layer sits once among its host's sublayers with
  /// the frame it was given.
  func checkDrawing() {
    for case let view as DrawingFuzzView in views {
      for call in view.badCalls { violations.append("step \(stepIndex): draw: \(call)") }
      view.badCalls.removeAll()
      let size = view.bounds.size
      guard view.window != nil, size.width > 0, size.height > 0, size.width.isFinite,
        size.height.isFinite
      else { continue }
      if view.layer.needsDisplay() {
        violations.append("step \(stepIndex): display left pending on \(view.layoutDescription)")
      }
      guard let content = view.layer.drawnContent else {
        violations.append("step \(stepIndex): \(view.layoutDescription) never drew")
        continue
      }
      if view.contentMode == .redraw, content.bounds.size != size {
        violations.append(
          "step \(stepIndex): .redraw content \(content.bounds.size) for size \(size)")
      }
    }
    for entry in shapeLayers {
      let count = entry.host.layer.sublayers?.filter { $0 === entry.layer }.count ?? 0
      if count != 1 || entry.layer.superlayer !== entry.host.layer {
        violations.append("step \(stepIndex): shape layer listed \(count) times in its host")
      }
      let f = entry.layer.frame
      if !(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite) {
        violations.append("step \(stepIndex): non-finite shape layer frame \(f)")
      }
    }
  }
}
