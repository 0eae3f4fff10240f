import Foundation

/// The corners of a rectangle, for ``UIBezierPath/init(roundedRect:byRoundingCorners:cornerRadii:)``
/// (UIKit's raw values).
public struct UIRectCorner: OptionSet, Sendable, Hashable {
  /// The raw bits.
  public let rawValue: UInt
  /// Creates a set from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top-left corner.
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  /// The top-right corner.
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  /// All four corners.
  public static let allCorners = UIRectCorner(rawValue: ~0)
}

extension CGMutablePath {
  /// A rectangle whose chosen corners are circular arcs of `radius` (each corner given as
  /// top-left, top-right, bottom-right, bottom-left), clockwise on screen from the top-left
  /// corner's end: the outline of rounded backgrounds, masked corners and
  /// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
  func addRoundedRect(
    _ rect: CGRect, radii: (CGFloat, CGFloat, CGFloat, CGFloat),
    transform: CGAffineTransform = .identity
  ) {
    let r = rect.standardized
    let limit = min(r.width, r.height) / 2
    let tl = max(0, min(radii.0, limit))
    let tr = max(0, min(radii.1, limit))
    let br = max(0, min(radii.2, limit))
    let bl = max(0, min(radii.3, limit))
    let k: CGFloat = 0.552_284_749_830_793_4
    move(to: CGPoint(x: r.minX + tl, y: r.minY), transform: transform)
    addLine(to: CGPoint(x: r.maxX - tr, y: r.minY), transform: transform)
    if tr > 0 {
      addCurve(
        to: CGPoint(x: r.maxX, y: r.minY + tr),
        control1: CGPoint(x: r.maxX - tr + tr * k, y: r.minY),
        control2: CGPoint(x: r.maxX, y: r.minY + tr - tr * k), transform: transform)
    }
    addLine(to: CGPoint(x: r.maxX, y: r.maxY - br), transform: transform)
    if br > 0 {
      addCurve(
        to: CGPoint(x: r.maxX - br, y: r.maxY),
        control1: CGPoint(x: r.maxX, y: r.maxY - br + br * k),
        control2: CGPoint(x: r.maxX - br + br * k, y: r.maxY), transform: transform)
    }
    addLine(to: CGPoint(x: r.minX + bl, y: r.maxY), transform: transform)
    if bl > 0 {
      addCurve(
        to: CGPoint(x: r.minX, y: r.maxY - bl),
        control1: CGPoint(x: r.minX + bl - bl * k, y: r.maxY),
        control2: CGPoint(x: r.minX, y: r.maxY - bl + bl * k), transform: transform)
    }
    addLine(to: CGPoint(x: r.minX, y: r.minY + tl), transform: transform)
    if tl > 0 {
      addCurve(
        to: CGPoint(x: r.minX + tl, y: r.minY),
        control1: CGPoint(x: r.minX, y: r.minY + tl - tl * k),
        control2: CGPoint(x: r.minX + tl - tl * k, y: r.minY), transform: transform)
    }
    closeSubpath()
  }
}
