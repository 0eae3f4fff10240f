import Foundation

/// Recognizes a dragging finger (continuous: began, changed…, ended) and reports how far and
/// how fast it moved.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// Fewest fingers (1 by default).
  open var minimumNumberOfTouches = 1
  /// Most fingers (unlimited by default).
  open var maximumNumberOfTouches = Int.max
  /// The translation since the gesture began (or since the last ``setTranslation(_:in:)``), in
  /// window coordinates.
  var translationInRoot = CGVector.zero
  /// The velocity in window points per second.
  var velocityInRoot = CGVector.zero

  /// The translation in `view`'s coordinate system (rotation and scale applied; no offset).
  public func translation(in view: UIView?) -> CGPoint {
    vector(translationInRoot, in: view)
  }

  /// Resets the translation, as UIKit: later translations are measured from here.
  public func setTranslation(_ translation: CGPoint, in view: UIView?) {
    let origin = view?.convert(CGPoint.zero, to: nil) ?? .zero
    let point = view?.convert(translation, to: nil) ?? translation
    translationInRoot = CGVector(dx: point.x - origin.x, dy: point.y - origin.y)
  }

  /// The velocity in points per second in `view`'s coordinate system.
  public func velocity(in view: UIView?) -> CGPoint {
    vector(velocityInRoot, in: view)
  }

  /// A window-space vector expressed in `view`'s coordinates.
  private func vector(_ v: CGVector, in view: UIView?) -> CGPoint {
    guard let view else { return CGPoint(x: v.dx, y: v.dy) }
    let origin = view.convert(CGPoint.zero, from: nil)
    let tip = view.convert(CGPoint(x: v.dx, y: v.dy), from: nil)
    return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
  }
}
