import Foundation

/// The SF Symbols the tutorials use, drawn by OpenUIKit as simple shapes of its own.
///
/// Sizes are those of the default symbol configuration (17 pt, medium scale, regular weight)
/// as OpenUIKit approximates them: Apple documents no numbers, so they are chosen to match the
/// symbols' proportions at that size to within about a point.
public enum SystemSymbols {
  /// The names ``UIImage/init(systemName:)`` accepts, sorted.
  public static let names: [String] = [
    "camera", "envelope", "person", "photo", "photo.artframe", "plus", "star", "star.fill",
  ]

  /// The size and drawing of a symbol.
  static func symbol(named name: String) -> (size: CGSize, shape: ImageShape)? {
    switch name {
    case "plus":
      return (
        CGSize(width: 18.33, height: 17.67),
        ImageShape(
          elements: [
            .polyline([CGPoint(x: 0.5, y: 0.08), CGPoint(x: 0.5, y: 0.92)]),
            .polyline([CGPoint(x: 0.08, y: 0.5), CGPoint(x: 0.92, y: 0.5)]),
          ], isFilled: false, lineWidth: 0.09)
      )
    case "camera":
      return (
        CGSize(width: 23.33, height: 17.67),
        ImageShape(
          elements: [
            .polygon([
              CGPoint(x: 0.05, y: 0.25), CGPoint(x: 0.32, y: 0.25), CGPoint(x: 0.4, y: 0.08),
              CGPoint(x: 0.6, y: 0.08), CGPoint(x: 0.68, y: 0.25), CGPoint(x: 0.95, y: 0.25),
              CGPoint(x: 0.95, y: 0.92), CGPoint(x: 0.05, y: 0.92),
            ]),
            .ellipse(CGRect(x: 0.33, y: 0.36, width: 0.34, height: 0.45)),
          ], isFilled: false)
      )
    case "photo":
      return (
        CGSize(width: 23.33, height: 17.67),
        ImageShape(
          elements: [
            .polygon([
              CGPoint(x: 0.05, y: 0.08), CGPoint(x: 0.95, y: 0.08), CGPoint(x: 0.95, y: 0.92),
              CGPoint(x: 0.05, y: 0.92),
            ]),
            .polyline([
              CGPoint(x: 0.1, y: 0.85), CGPoint(x: 0.38, y: 0.5), CGPoint(x: 0.58, y: 0.72),
              CGPoint(x: 0.7, y: 0.6), CGPoint(x: 0.9, y: 0.85),
            ]),
            .ellipse(CGRect(x: 0.62, y: 0.2, width: 0.14, height: 0.18)),
          ], isFilled: false)
      )
    case "photo.artframe":
      return (
        CGSize(width: 25, height: 21),
        ImageShape(
          elements: [
            .polygon([
              CGPoint(x: 0.04, y: 0.04), CGPoint(x: 0.96, y: 0.04), CGPoint(x: 0.96, y: 0.96),
              CGPoint(x: 0.04, y: 0.96),
            ]),
            .polygon([
              CGPoint(x: 0.16, y: 0.16), CGPoint(x: 0.84, y: 0.16), CGPoint(x: 0.84, y: 0.84),
              CGPoint(x: 0.16, y: 0.84),
            ]),
            .polyline([
              CGPoint(x: 0.2, y: 0.8), CGPoint(x: 0.42, y: 0.5), CGPoint(x: 0.58, y: 0.68),
              CGPoint(x: 0.8, y: 0.8),
            ]),
          ], isFilled: false)
      )
    case "person":
      return (
        CGSize(width: 17.67, height: 17.67),
        ImageShape(
          elements: [
            .ellipse(CGRect(x: 0.3, y: 0.06, width: 0.4, height: 0.42)),
            .polygon([
              CGPoint(x: 0.06, y: 0.94), CGPoint(x: 0.14, y: 0.7), CGPoint(x: 0.32, y: 0.58),
              CGPoint(x: 0.68, y: 0.58), CGPoint(x: 0.86, y: 0.7), CGPoint(x: 0.94, y: 0.94),
            ]),
          ], isFilled: false)
      )
    case "envelope":
      return (
        CGSize(width: 22, height: 16),
        ImageShape(
          elements: [
            .polygon([
              CGPoint(x: 0.04, y: 0.08), CGPoint(x: 0.96, y: 0.08), CGPoint(x: 0.96, y: 0.92),
              CGPoint(x: 0.04, y: 0.92),
            ]),
            .polyline([
              CGPoint(x: 0.06, y: 0.12), CGPoint(x: 0.5, y: 0.55), CGPoint(x: 0.94, y: 0.12),
            ]),
          ], isFilled: false)
      )
    case "star", "star.fill":
      return (
        CGSize(width: 20, height: 19.33),
        ImageShape(elements: [.polygon(starPoints)], isFilled: name == "star.fill")
      )
    default:
      return nil
    }
  }

  /// A five-pointed star in the unit square, top point first, clockwise.
  static var starPoints: [CGPoint] {
    var points: [CGPoint] = []
    for k in 0..<10 {
      let radius: CGFloat = k % 2 == 0 ? 0.5 : 0.2
      let angle = -CGFloat.pi / 2 + CGFloat(k) * CGFloat.pi / 5
      let x: CGFloat = 0.5 + radius * cos(angle)
      let y: CGFloat = 0.53 + radius * sin(angle)
      points.append(CGPoint(x: x, y: y))
    }
    return points
  }
}
