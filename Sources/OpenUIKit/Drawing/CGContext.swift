import Foundation

/// A drawing destination, as Core Graphics' `CGContext`: it keeps a graphics state (transform,
/// colours, line style, clip, alpha) and a current path, and records each painting operation,
/// with that state resolved, into a ``DisplayList`` (OpenUIKit draws the recording later, in
/// the SVG and PNG renderers).
///
/// Points given to the context are in user space; the current transform (``ctm``) maps them to
/// the drawing's coordinates when they are added, as Core Graphics does.
public final class CGContext {
  /// The graphics state that ``saveGState()`` saves.
  struct GState {
    var ctm = CGAffineTransform.identity
    // Black by default, as Core Graphics.
    var fillColor = DisplayList.Color(red: 0, green: 0, blue: 0, alpha: 1)
    var strokeColor = DisplayList.Color(red: 0, green: 0, blue: 0, alpha: 1)
    var lineWidth: CGFloat = 1
    var lineCap = CGLineCap.butt
    var lineJoin = CGLineJoin.miter
    var miterLimit: CGFloat = 10
    var dashLengths: [CGFloat] = []
    var dashPhase: CGFloat = 0
    var alpha: CGFloat = 1
    var clips: [DisplayList.Clip] = []
  }

  var state = GState()
  var savedStates: [GState] = []
  /// The current path, in the drawing's coordinates.
  var currentPath = CGMutablePath()
  /// Whether `UIView.draw(_:)`'s default implementation ran before anything was recorded
  /// (the display pass learns from it that a class does not draw).
  var reachedBaseDrawWhileEmpty = false
  /// What was recorded so far.
  public private(set) var displayList: DisplayList

  /// A context recording into an area of the given bounds, whose user space starts as the
  /// area's own coordinates (an OpenUIKit initializer; apps get contexts from UIKit).
  public init(bounds: CGRect, isOpaque: Bool = false) {
    displayList = DisplayList(bounds: bounds, isOpaque: isOpaque)
  }

  /// Records an operation.
  func record(_ operation: DisplayList.Operation) {
    displayList.operations.append(operation)
  }

  // MARK: Graphics state

  /// Pushes a copy of the graphics state (the current path is not part of it).
  public func saveGState() {
    savedStates.append(state)
  }

  /// Pops the graphics state saved last (nothing when none is saved).
  public func restoreGState() {
    guard let saved = savedStates.popLast() else { return }
    state = saved
  }

  /// The current transformation matrix: user space to the drawing's coordinates.
  public var ctm: CGAffineTransform { state.ctm }

  /// Moves the origin of user space.
  public func translateBy(x tx: CGFloat, y ty: CGFloat) {
    state.ctm = CGAffineTransform(translationX: tx, y: ty).concatenating(state.ctm)
  }

  /// Scales user space.
  public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
    state.ctm = CGAffineTransform(scaleX: sx, y: sy).concatenating(state.ctm)
  }

  /// Rotates user space by `angle` radians (clockwise on screen for positive angles in a
  /// view's y-down space).
  public func rotate(by angle: CGFloat) {
    state.ctm = CGAffineTransform(rotationAngle: angle).concatenating(state.ctm)
  }

  /// Applies `transform` to user space (before the current transform).
  public func concatenate(_ transform: CGAffineTransform) {
    state.ctm = transform.concatenating(state.ctm)
  }

  /// Sets the fill colour.
  public func setFillColor(_ color: CGColor) {
    state.fillColor = DisplayList.Color(color)
  }

  /// Sets the fill colour from components.
  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.fillColor = DisplayList.Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Sets the fill colour to a grey.
  public func setFillColor(gray: CGFloat, alpha: CGFloat) {
    state.fillColor = DisplayList.Color(red: gray, green: gray, blue: gray, alpha: alpha)
  }

  /// Sets the stroke colour.
  public func setStrokeColor(_ color: CGColor) {
    state.strokeColor = DisplayList.Color(color)
  }

  /// Sets the stroke colour from components.
  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.strokeColor = DisplayList.Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Sets the stroke colour to a grey.
  public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
    state.strokeColor = DisplayList.Color(red: gray, green: gray, blue: gray, alpha: alpha)
  }

  /// Sets the line width (in user space).
  public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
  /// Sets how open subpaths end.
  public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
  /// Sets how segments join.
  public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
  /// Sets the miter limit.
  public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }

  /// Sets the dash pattern (an empty array: solid lines).
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
    // Core Graphics ignores a pattern whose lengths are all zero or any negative.
    if lengths.contains(where: { $0 < 0 }) || !lengths.contains(where: { $0 > 0 }) {
      state.dashLengths = []
      state.dashPhase = 0
      return
    }
    state.dashLengths = lengths
    state.dashPhase = phase
  }

  /// Sets the alpha every painting is multiplied by.
  public func setAlpha(_ alpha: CGFloat) { state.alpha = min(max(alpha, 0), 1) }

  /// Anti-aliasing is always on in OpenUIKit's renderers; accepted and ignored.
  public func setShouldAntialias(_ shouldAntialias: Bool) {}

  /// Blend modes other than normal are not drawn; accepted and ignored.
  public func setBlendMode(_ mode: CGBlendMode) {}

  // MARK: Current path

  /// Empties the current path.
  public func beginPath() { currentPath = CGMutablePath() }

  /// Starts a subpath.
  public func move(to point: CGPoint) { currentPath.move(to: point, transform: state.ctm) }

  /// A line to `point`.
  public func addLine(to point: CGPoint) { currentPath.addLine(to: point, transform: state.ctm) }

  /// Lines through the points.
  public func addLines(between points: [CGPoint]) {
    currentPath.addLines(between: points, transform: state.ctm)
  }

  /// A rectangle subpath.
  public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: state.ctm) }

  /// Rectangle subpaths.
  public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects, transform: state.ctm) }

  /// An ellipse subpath.
  public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: state.ctm) }

  /// An arc (`clockwise` in Core Graphics' y-up sense, see
  /// ``CGMutablePath/addArc(center:radius:startAngle:endAngle:clockwise:transform:)``).
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    currentPath.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise, transform: state.ctm)
  }

  /// An arc tangent to two lines.
  public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
    currentPath.addArc(
      tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
  }

  /// A quadratic curve.
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    currentPath.addQuadCurve(to: end, control: control, transform: state.ctm)
  }

  /// A cubic curve.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    currentPath.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
  }

  /// Closes the current subpath.
  public func closePath() { currentPath.closeSubpath() }

  /// Adds a path (through the current transform).
  public func addPath(_ path: CGPath) { currentPath.addPath(path, transform: state.ctm) }

  /// Whether the current path is empty.
  public var isPathEmpty: Bool { currentPath.isEmpty }

  /// The current path in user space, nil when it is empty.
  public var path: CGPath? {
    guard !currentPath.isEmpty else { return nil }
    return currentPath.copy(using: [state.ctm.inverted()])
  }

  /// The current point in user space.
  public var currentPointOfPath: CGPoint {
    currentPath.currentPoint.applying(state.ctm.inverted())
  }

  /// The current path's bounding box in user space (`CGRect.null` when empty).
  public var boundingBoxOfPath: CGRect {
    let box = currentPath.boundingBoxOfPath
    return box.isNull ? box : box.applying(state.ctm.inverted())
  }

  // MARK: Painting

  /// Fills the current path under `rule`, then empties it.
  public func fillPath(using rule: CGPathFillRule = .winding) {
    let elements = currentPath.elements
    beginPath()
    guard !elements.isEmpty else { return }
    record(
      .fill(
        path: elements, color: state.fillColor.fading(state.alpha), rule: rule, clip: state.clips))
  }

  /// Fills the current path under the even-odd rule, then empties it.
  public func eoFillPath() { fillPath(using: .evenOdd) }

  /// Strokes the current path with the line style, then empties it.
  public func strokePath() {
    let elements = currentPath.elements
    beginPath()
    guard !elements.isEmpty else { return }
    record(
      .stroke(
        path: elements, color: state.strokeColor.fading(state.alpha), style: strokeStyle,
        clip: state.clips))
  }

  /// The line style in the drawing's coordinates.
  var strokeStyle: DisplayList.Stroke {
    let t = state.ctm
    let factor = abs(t.a * t.d - t.b * t.c).squareRoot()
    return DisplayList.Stroke(
      lineWidth: state.lineWidth * factor, lineCap: state.lineCap, lineJoin: state.lineJoin,
      miterLimit: state.miterLimit, dashLengths: state.dashLengths.map { $0 * factor },
      dashPhase: state.dashPhase * factor)
  }

  /// Fills, strokes or both, then empties the current path.
  public func drawPath(using mode: CGPathDrawingMode) {
    let elements = currentPath.elements
    switch mode {
    case .fill, .eoFill:
      fillPath(using: mode == .eoFill ? .evenOdd : .winding)
    case .stroke:
      strokePath()
    case .fillStroke, .eoFillStroke:
      fillPath(using: mode == .eoFillStroke ? .evenOdd : .winding)
      currentPath = CGMutablePath(elements: elements)
      strokePath()
    }
  }

  /// Fills a rectangle (the current path is left alone).
  public func fill(_ rect: CGRect) {
    fill([rect])
  }

  /// Fills rectangles.
  public func fill(_ rects: [CGRect]) {
    let path = CGMutablePath()
    path.addRects(rects, transform: state.ctm)
    guard !path.isEmpty else { return }
    record(
      .fill(
        path: path.elements, color: state.fillColor.fading(state.alpha), rule: .winding,
        clip: state.clips))
  }

  /// Strokes a rectangle's outline.
  public func stroke(_ rect: CGRect) {
    let saved = currentPath
    currentPath = CGMutablePath()
    addRect(rect)
    strokePath()
    currentPath = saved
  }

  /// Strokes a rectangle's outline with a line width.
  public func stroke(_ rect: CGRect, width: CGFloat) {
    let savedWidth = state.lineWidth
    state.lineWidth = width
    stroke(rect)
    state.lineWidth = savedWidth
  }

  /// Fills the ellipse inscribed in `rect`.
  public func fillEllipse(in rect: CGRect) {
    let saved = currentPath
    currentPath = CGMutablePath()
    addEllipse(in: rect)
    fillPath()
    currentPath = saved
  }

  /// Strokes the ellipse inscribed in `rect`.
  public func strokeEllipse(in rect: CGRect) {
    let saved = currentPath
    currentPath = CGMutablePath()
    addEllipse(in: rect)
    strokePath()
    currentPath = saved
  }

  /// Strokes separate segments: pairs of points.
  public func strokeLineSegments(between points: [CGPoint]) {
    let saved = currentPath
    currentPath = CGMutablePath()
    var i = 0
    while i + 1 < points.count {
      move(to: points[i])
      addLine(to: points[i + 1])
      i += 2
    }
    strokePath()
    currentPath = saved
  }

  /// Makes a rectangle transparent.
  public func clear(_ rect: CGRect) {
    let path = CGMutablePath()
    path.addRect(rect, transform: state.ctm)
    record(.clear(path: path.elements, clip: state.clips))
  }

  // MARK: Clipping

  /// Intersects the clip with the area the current path encloses under `rule`, then empties
  /// the path (an empty path clips everything away, as Core Graphics).
  public func clip(using rule: CGPathFillRule = .winding) {
    state.clips.append(DisplayList.Clip(path: currentPath.elements, rule: rule))
    beginPath()
  }

  /// Intersects the clip with the even-odd area of the current path.
  public func eoClip() { clip(using: .evenOdd) }

  /// Intersects the clip with a rectangle.
  public func clip(to rect: CGRect) {
    clip(to: [rect])
  }

  /// Intersects the clip with the union of rectangles.
  public func clip(to rects: [CGRect]) {
    let path = CGMutablePath()
    path.addRects(rects, transform: state.ctm)
    state.clips.append(DisplayList.Clip(path: path.elements, rule: .winding))
  }

  /// The clip's bounding box in user space (the drawing's area when nothing clips).
  public var boundingBoxOfClipPath: CGRect {
    var box = displayList.bounds
    for clip in state.clips {
      box = box.intersection(CGPath(elements: clip.path).boundingBoxOfPath)
    }
    return box.isNull ? box : box.applying(state.ctm.inverted())
  }

  // MARK: Gradients

  /// Paints a linear gradient from `start` to `end` (user space) over the clip.
  public func drawLinearGradient(
    _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
  ) {
    record(
      .gradient(
        DisplayList.Gradient(
          kind: .linear(start: start, end: end), stops: gradient.stops, transform: state.ctm,
          extendsBefore: options.contains(.drawsBeforeStartLocation),
          extendsAfter: options.contains(.drawsAfterEndLocation)), alpha: state.alpha,
        clip: state.clips))
  }

  /// Paints a radial gradient between two circles (user space) over the clip.
  public func drawRadialGradient(
    _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
    endRadius: CGFloat, options: CGGradientDrawingOptions
  ) {
    record(
      .gradient(
        DisplayList.Gradient(
          kind: .radial(
            startCenter: startCenter, startRadius: startRadius, endCenter: endCenter,
            endRadius: endRadius), stops: gradient.stops, transform: state.ctm,
          extendsBefore: options.contains(.drawsBeforeStartLocation),
          extendsAfter: options.contains(.drawsAfterEndLocation)), alpha: state.alpha,
        clip: state.clips))
  }

  /// Draws another recording (a drawn image's) into `rect`, scaled from its bounds.
  func drawRecording(_ list: DisplayList, in rect: CGRect) {
    let b = list.bounds
    guard b.width > 0, b.height > 0 else { return }
    let fit = CGAffineTransform(translationX: -b.minX, y: -b.minY)
      .concatenating(CGAffineTransform(scaleX: rect.width / b.width, y: rect.height / b.height))
      .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
    record(
      .drawing(list, transform: fit.concatenating(state.ctm), alpha: state.alpha, clip: state.clips)
    )
  }
}

/// How painting combines with what is below (Core Graphics' raw values; OpenUIKit draws
/// every mode as normal).
public enum CGBlendMode: Int32, Sendable {
  /// Source over destination.
  case normal = 0
  /// Multiply.
  case multiply = 1
  /// Screen.
  case screen = 2
  /// Overlay.
  case overlay = 3
  /// Darken.
  case darken = 4
  /// Lighten.
  case lighten = 5
  /// Copy.
  case copy = 17
  /// Source in.
  case sourceIn = 18
  /// Source out.
  case sourceOut = 19
  /// Source atop.
  case sourceAtop = 20
  /// Destination over.
  case destinationOver = 21
  /// Destination in.
  case destinationIn = 22
  /// Destination out.
  case destinationOut = 23
  /// Clear.
  case clear = 16
}
