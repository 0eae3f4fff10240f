import Foundation

extension UIImage {
  /// Draws the image into the current context in `rect` (a drawn image's recording; other
  /// images have nothing OpenUIKit can draw into a context and are skipped).
  public func draw(in rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), let drawing else { return }
    context.drawRecording(drawing, in: rect)
  }

  /// Draws the image at its size with its top-left corner at `point`.
  public func draw(at point: CGPoint) {
    draw(in: CGRect(origin: point, size: size))
  }
}
