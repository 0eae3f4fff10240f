import Foundation

/// An immutable graphics path: subpaths of lines and Bézier curves, as Core Graphics'
/// `CGPath`. Build one with ``CGMutablePath`` (or ``UIBezierPath``); arcs, ellipses and
/// rounded corners are stored as cubic Bézier curves, as Core Graphics stores them.
public class CGPath: Equatable, CustomStringConvertible {
  /// One element of a path, with its points (an OpenUIKit value type standing in for
  /// `CGPathElement`, whose points are a C pointer).
  public enum Element: Sendable, Equatable {
    /// Starts a subpath at a point.
    case moveTo(CGPoint)
    /// A straight line to a point.
    case lineTo(CGPoint)
    /// A quadratic Bézier curve to `to` with one control point.
    case quadCurveTo(CGPoint, control: CGPoint)
    /// A cubic Bézier curve to `to` with two control points.
    case curveTo(CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the current subpath with a line to its start.
    case closeSubpath

    /// The element's kind, as `CGPathElement.type`.
    public var type: CGPathElementType {
      switch self {
      case .moveTo: .moveToPoint
      case .lineTo: .addLineToPoint
      case .quadCurveTo: .addQuadCurveToPoint
      case .curveTo: .addCurveToPoint
      case .closeSubpath: .closeSubpath
      }
    }

    /// The element's points in Core Graphics' order (control points first, end point last).
    public var points: [CGPoint] {
      switch self {
      case .moveTo(let p), .lineTo(let p): [p]
      case .quadCurveTo(let p, let c): [c, p]
      case .curveTo(let p, let c1, let c2): [c1, c2, p]
      case .closeSubpath: []
      }
    }

    /// The element with every point mapped through `t`.
    public func applying(_ t: CGAffineTransform) -> Element {
      switch self {
      case .moveTo(let p): .moveTo(p.applying(t))
      case .lineTo(let p): .lineTo(p.applying(t))
      case .quadCurveTo(let p, let c): .quadCurveTo(p.applying(t), control: c.applying(t))
      case .curveTo(let p, let c1, let c2):
        .curveTo(p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
      case .closeSubpath: .closeSubpath
      }
    }
  }

  /// The elements in order (an OpenUIKit accessor; Core Graphics offers ``applyWithBlock(_:)``).
  public internal(set) var elements: [Element]

  /// Creates an empty path.
  init(elements: [Element] = []) {
    self.elements = elements
  }

  /// A rectangle path (a move, three lines and a close, as Core Graphics), through
  /// `transform` when one is given.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    let path = CGMutablePath()
    path.addRect(rect, transform: transform?.pointee ?? .identity)
    self.init(elements: path.elements)
  }

  /// An ellipse inscribed in `rect` (four cubic curves), through `transform` when given.
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    let path = CGMutablePath()
    path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
    self.init(elements: path.elements)
  }

  /// A rounded rectangle with elliptical corners of the given radii, through `transform`.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>?
  ) {
    let path = CGMutablePath()
    path.addRoundedRect(
      in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
      transform: transform?.pointee ?? .identity)
    self.init(elements: path.elements)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The smallest rectangle holding every point of the path, control points included (as
  /// Core Graphics' `boundingBox`); `CGRect.null` for an empty path.
  public var boundingBox: CGRect {
    var box = CGRect.null
    for element in elements {
      for p in element.points { box = box.union(CGRect(origin: p, size: .zero)) }
    }
    return box
  }

  /// The end point of the last element (the start of the subpath after a close); `.zero`
  /// for an empty path, as Core Graphics.
  public var currentPoint: CGPoint {
    var start = CGPoint.zero
    var current = CGPoint.zero
    for element in elements {
      switch element {
      case .moveTo(let p):
        start = p
        current = p
      case .closeSubpath: current = start
      default: current = element.points.last ?? current
      }
    }
    return current
  }

  /// An immutable copy.
  public func copy() -> CGPath? { CGPath(elements: elements) }

  /// An immutable copy with every point mapped through `transform`.
  public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    guard let t = transform?.pointee else { return copy() }
    return CGPath(elements: elements.map { $0.applying(t) })
  }

  /// A mutable copy.
  public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

  /// A mutable copy with every point mapped through `transform`.
  public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
    guard let t = transform?.pointee else { return mutableCopy() }
    return CGMutablePath(elements: elements.map { $0.applying(t) })
  }

  /// Calls `block` with each element as a `CGPathElement`, in order.
  public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
    let buffer = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
    defer { buffer.deallocate() }
    for element in elements {
      let points = element.points
      for (i, p) in points.enumerated() { buffer[i] = p }
      var raw = CGPathElement(type: element.type, points: buffer)
      withUnsafePointer(to: &raw) { block($0) }
    }
  }

  /// Paths are equal when their elements are (as `CGPathEqualToPath`).
  public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
    lhs.elements == rhs.elements
  }

  /// `CGPath` followed by the element count (OpenUIKit's wording).
  public var description: String { "CGPath (\(elements.count) elements)" }
}

/// One element of a path as ``CGPath/applyWithBlock(_:)`` passes it: its kind and a pointer
/// to its points (valid only during the call).
public struct CGPathElement {
  /// The element's kind.
  public var type: CGPathElementType
  /// The element's points (one for moves and lines, two for quadratic curves, three for cubic
  /// curves, none for a close).
  public var points: UnsafeMutablePointer<CGPoint>
}
