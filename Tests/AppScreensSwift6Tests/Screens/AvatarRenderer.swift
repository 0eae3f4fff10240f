import OpenUIKit

/// Draws round placeholder avatars. Not bound to any actor: apps render such images on a
/// background task, which UIKit's image renderer, paths and colours allow.
struct AvatarRenderer: Sendable {
  /// The avatar's diameter in points.
  var diameter: CGFloat = 40
  /// Pixels per point of the images (0: the main screen's scale when the image is drawn).
  var scale: CGFloat = 0

  /// A filled circle in `color` with a light ring just inside its edge and, when given, the
  /// person's initials centred in white.
  func image(color: UIColor, initials: String? = nil) -> UIImage {
    let size = CGSize(width: diameter, height: diameter)
    let format = UIGraphicsImageRendererFormat.preferred()
    if scale > 0 { format.scale = scale }
    let renderer = UIGraphicsImageRenderer(size: size, format: format)
    return renderer.image { context in
      color.setFill()
      UIBezierPath(ovalIn: CGRect(origin: .zero, size: size)).fill()
      context.cgContext.setStrokeColor(UIColor.white.withAlphaComponent(0.4).cgColor)
      context.cgContext.setLineWidth(1)
      context.cgContext.strokeEllipse(
        in: CGRect(origin: .zero, size: size).insetBy(dx: 0.5, dy: 0.5))
      guard let initials else { return }
      let attributes: [NSAttributedString.Key: Any] = [
        .font: UIFont.systemFont(ofSize: diameter * 0.4, weight: .semibold),
        .foregroundColor: UIColor.white,
      ]
      let textSize = initials.size(withAttributes: attributes)
      initials.draw(
        at: CGPoint(x: (diameter - textSize.width) / 2, y: (diameter - textSize.height) / 2),
        withAttributes: attributes)
    }
  }
}
