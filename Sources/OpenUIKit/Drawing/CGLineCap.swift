import Foundation

/// How the ends of a stroked open subpath are drawn (Core Graphics' raw values).
public enum CGLineCap: Int32, Sendable {
  /// The stroke ends at the end point (the default).
  case butt = 0
  /// A half disc of the line width around the end point.
  case round = 1
  /// A half square of the line width past the end point.
  case square = 2
}

/// How the segments of a stroked path are joined (Core Graphics' raw values).
public enum CGLineJoin: Int32, Sendable {
  /// The outer edges meet in a point (the default), up to the miter limit.
  case miter = 0
  /// A disc of the line width at the joint.
  case round = 1
  /// The outer corners cut straight.
  case bevel = 2
}

/// The rule that decides which points a path encloses (Core Graphics' raw values).
public enum CGPathFillRule: Int, Sendable {
  /// Nonzero winding number (the default).
  case winding = 0
  /// Odd number of crossings.
  case evenOdd = 1
}

/// What ``CGContext/drawPath(using:)`` paints (Core Graphics' raw values).
public enum CGPathDrawingMode: Int32, Sendable {
  /// Fill with the nonzero winding rule.
  case fill = 0
  /// Fill with the even-odd rule.
  case eoFill = 1
  /// Stroke.
  case stroke = 2
  /// Fill (nonzero), then stroke.
  case fillStroke = 3
  /// Fill (even-odd), then stroke.
  case eoFillStroke = 4
}

/// The kind of a path element, as `CGPathElement.type` (Core Graphics' raw values).
public enum CGPathElementType: Int32, Sendable {
  /// Starts a subpath (one point).
  case moveToPoint = 0
  /// A straight line (one point).
  case addLineToPoint = 1
  /// A quadratic Bézier curve (control point, end point).
  case addQuadCurveToPoint = 2
  /// A cubic Bézier curve (two control points, end point).
  case addCurveToPoint = 3
  /// Closes the subpath (no point).
  case closeSubpath = 4
}
