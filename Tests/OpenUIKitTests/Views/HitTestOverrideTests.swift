import Foundation
import OpenUIKit
import Testing

/// Overridden `point(inside:with:)` and `hitTest(_:with:)` decide where simulated touches
/// land, as in UIKit.
@MainActor
@Suite struct HitTestOverrideTests: LayoutBehaviorSuite {
  /// A button whose touch area extends 20 pt beyond its frame on every side.
  final class RoomyButton: UIButton {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
  }

  /// A container that lets touches on its own background through.
  final class PassThroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      let hit = super.hitTest(point, with: event)
      return hit === self ? nil : hit
    }
  }

  @Test func anEnlargedButtonTakesTapsOutsideItsFrame() {
    let root = makeRoot(width: 300, height: 300)
    let button = RoomyButton(type: .system)
    button.frame = CGRect(x: 100, y: 100, width: 44, height: 44)
    root.addSubview(button)
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    #expect(root.simulateTap(at: CGPoint(x: 85, y: 90)) === button)
    #expect(taps == 1)
    #expect(root.simulateTap(at: CGPoint(x: 75, y: 90)) === root)
    #expect(taps == 1)
    #expect(button.point(inside: CGPoint(x: -19, y: 0), with: nil))
  }

  @Test func aPassThroughContainerSendsTouchesToWhatIsBehindIt() {
    let root = makeRoot(width: 300, height: 300)
    let back = UIButton(type: .system)
    back.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    root.addSubview(back)
    let overlay = PassThroughView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let front = UIButton(type: .system)
    front.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
    overlay.addSubview(front)
    root.addSubview(overlay)
    var log: [String] = []
    back.addAction(UIAction { _ in log.append("back") }, for: .touchUpInside)
    front.addAction(UIAction { _ in log.append("front") }, for: .touchUpInside)
    root.simulateTap(at: CGPoint(x: 200, y: 200))
    root.simulateTap(at: CGPoint(x: 20, y: 20))
    #expect(log == ["back", "front"])
  }

  @Test func aShrunkViewLetsItsSubviewsBeMissed() {
    final class TopHalfView: UIView {
      override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        point.y < bounds.midY && super.point(inside: point, with: event)
      }
    }
    let root = makeRoot(width: 300, height: 300)
    let half = TopHalfView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    half.addSubview(child)
    root.addSubview(half)
    #expect(root.hitTest(CGPoint(x: 50, y: 25), with: nil) === child)
    #expect(root.hitTest(CGPoint(x: 50, y: 75), with: nil) === root)
  }
}
