import Foundation
import OpenUIKit

/// Drawing recorded content (display lists), shape layers, gradients and masks into a canvas.
extension RasterRenderer {
  /// The map from `from` onto `rect` (a recording's bounds onto where it is shown).
  static func fit(_ from: CGRect, into rect: CGRect) -> CGAffineTransform {
    guard from.width > 0, from.height > 0 else { return .identity }
    return CGAffineTransform(translationX: -from.minX, y: -from.minY)
      .concatenating(
        CGAffineTransform(scaleX: rect.width / from.width, y: rect.height / from.height)
      )
      .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
  }

  /// The device scale of a transform (the square root of its determinant).
  static func lengthFactor(_ t: CGAffineTransform) -> CGFloat {
    abs(t.a * t.d - t.b * t.c).squareRoot()
  }

  /// Device polylines of `elements` mapped through `t`.
  static func polylines(_ elements: [CGPath.Element], _ t: CGAffineTransform, scale: CGFloat)
    -> [CGPath.Polyline]
  {
    let device = elements.map { $0.applying(t) }
    return CGPath.flatten(device, tolerance: 0.2)
  }

  /// The coverage of a clip path (nil when it covers no pixel: nothing shows through it).
  static func coverage(
    of elements: [CGPath.Element], rule: CGPathFillRule, transform t: CGAffineTransform,
    scale: CGFloat, canvas: Canvas
  ) -> CoverageMask? {
    let polygons = polylines(elements, t, scale: scale).map(\.points)
    return PolygonFiller.coverage(
      of: polygons, evenOdd: rule == .evenOdd, canvasWidth: canvas.width,
      canvasHeight: canvas.height)
  }

  /// `clip` narrowed by each of `clips`; nil in the result's second part when nothing is left.
  static func narrowed(
    _ clip: CoverageMask?, by clips: [DisplayList.Clip], transform t: CGAffineTransform,
    scale: CGFloat, canvas: Canvas
  ) -> (mask: CoverageMask?, visible: Bool) {
    var mask = clip
    for c in clips {
      guard
        let m = coverage(of: c.path, rule: c.rule, transform: t, scale: scale, canvas: canvas)
      else { return (nil, false) }
      mask = m.intersected(with: mask)
    }
    return (mask, true)
  }

  /// Draws a recording whose coordinates `t` maps to the device, limited to its bounds.
  static func drawList(
    _ list: DisplayList, transform t: CGAffineTransform, alpha: Double, clip: CoverageMask?,
    scale: CGFloat, canvas: inout Canvas
  ) {
    let area = ShapeGeometry.transformed(
      ShapeGeometry.roundedRect(list.bounds, radius: 0, pixelsPerPoint: scale), t)
    guard
      let areaMask = PolygonFiller.coverage(
        of: [area], canvasWidth: canvas.width, canvasHeight: canvas.height)
    else { return }
    let limit = areaMask.intersected(with: clip)
    let needsLayer =
      list.isOpaque
      || list.operations.contains {
        if case .clear = $0 { return true }
        return false
      }
    if needsLayer {
      // Clears erase only the drawing: draw it apart, then composite it.
      var layer = Canvas(width: canvas.width, height: canvas.height)
      if list.isOpaque {
        layer.composite(
          coverage: limit, color: RenderColor(red: 0, green: 0, blue: 0, alpha: 1), clip: nil)
      }
      drawOperations(list, transform: t, alpha: 1, clip: limit, scale: scale, canvas: &layer)
      canvas.composite(layer, alpha: alpha)
    } else {
      drawOperations(list, transform: t, alpha: alpha, clip: limit, scale: scale, canvas: &canvas)
    }
  }

  static func drawOperations(
    _ list: DisplayList, transform t: CGAffineTransform, alpha: Double, clip: CoverageMask,
    scale: CGFloat, canvas: inout Canvas
  ) {
    for operation in list.operations {
      switch operation {
      case .fill(let path, let color, let rule, let clips):
        let (mask, visible) = narrowed(clip, by: clips, transform: t, scale: scale, canvas: canvas)
        guard visible else { continue }
        fill(
          polylines(path, t, scale: scale).map(\.points), evenOdd: rule == .evenOdd,
          color: RenderColor(color).fading(alpha), clip: mask, canvas: &canvas)
      case .stroke(let path, let color, let style, let clips):
        let (mask, visible) = narrowed(clip, by: clips, transform: t, scale: scale, canvas: canvas)
        guard visible else { continue }
        let outline = Stroker.outline(
          polylines(path, t, scale: scale), style: style, factor: lengthFactor(t),
          pixelsPerPoint: scale)
        fill(outline, color: RenderColor(color).fading(alpha), clip: mask, canvas: &canvas)
      case .gradient(let gradient, let a, let clips):
        let (mask, visible) = narrowed(clip, by: clips, transform: t, scale: scale, canvas: canvas)
        guard visible, let mask else { continue }
        drawGradient(
          gradient, transform: gradient.transform.concatenating(t), alpha: alpha * Double(a),
          region: mask, canvas: &canvas)
      case .clear(let path, let clips):
        let (mask, visible) = narrowed(clip, by: clips, transform: t, scale: scale, canvas: canvas)
        guard visible,
          var area = coverage(of: path, rule: .winding, transform: t, scale: scale, canvas: canvas)
        else { continue }
        area = area.intersected(with: mask)
        canvas.clear(coverage: area)
      case .drawing(let nested, let transform, let a, let clips):
        let (mask, visible) = narrowed(clip, by: clips, transform: t, scale: scale, canvas: canvas)
        guard visible else { continue }
        drawList(
          nested, transform: transform.concatenating(t), alpha: alpha * Double(a), clip: mask,
          scale: scale, canvas: &canvas)
      case .text(let drawing, let transform, let a, let clips):
        let (mask, visible) = narrowed(clip, by: clips, transform: t, scale: scale, canvas: canvas)
        guard visible else { continue }
        for line in RenderTree.runs(of: drawing) {
          drawRuns(
            line, transform: transform.concatenating(t), alpha: alpha * Double(a), clip: mask,
            scale: scale, canvas: &canvas)
        }
      }
    }
  }

  /// Paints a gradient over `region`; `t` maps the gradient's space to the device.
  static func drawGradient(
    _ gradient: DisplayList.Gradient, transform t: CGAffineTransform, alpha: Double,
    region: CoverageMask, canvas: inout Canvas
  ) {
    let inverse = t.inverted()
    canvas.composite(coverage: region, alpha: alpha) { x, y in
      let p = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(inverse)
      guard let s = parameter(of: gradient.kind, at: p) else { return nil }
      return gradient.color(at: s).map { RenderColor($0) }
    }
  }

  /// Where `p` falls along a gradient (0 at the start, 1 at the end).
  static func parameter(of kind: DisplayList.Gradient.Kind, at p: CGPoint) -> CGFloat? {
    switch kind {
    case .linear(let s, let e):
      let dx = e.x - s.x
      let dy = e.y - s.y
      let length2 = dx * dx + dy * dy
      guard length2 > 0 else { return nil }
      return ((p.x - s.x) * dx + (p.y - s.y) * dy) / length2
    case .radial(let c0, let r0, let c1, let r1):
      // The largest t whose circle passes through p with a radius ≥ 0.
      let cd = CGPoint(x: c1.x - c0.x, y: c1.y - c0.y)
      let pd = CGPoint(x: p.x - c0.x, y: p.y - c0.y)
      let dr = r1 - r0
      let a = cd.x * cd.x + cd.y * cd.y - dr * dr
      let b = pd.x * cd.x + pd.y * cd.y + r0 * dr
      let c = pd.x * pd.x + pd.y * pd.y - r0 * r0
      if abs(a) < 1e-9 {
        guard abs(b) > 1e-12 else { return nil }
        let t = c / (2 * b)
        return r0 + t * dr >= 0 ? t : nil
      }
      let disc = b * b - a * c
      guard disc >= 0 else { return nil }
      let root = disc.squareRoot()
      for t in [(b + root) / a, (b - root) / a].sorted(by: >) where r0 + t * dr >= 0 {
        return t
      }
      return nil
    case .conic(let center, let start):
      var angle = atan2(p.y - center.y, p.x - center.x) - start
      let full = 2 * CGFloat.pi
      angle = angle.truncatingRemainder(dividingBy: full)
      if angle < 0 { angle += full }
      return angle / full
    }
  }

  /// A shape layer's fill and (trimmed) stroke.
  static func drawShapeLayer(
    _ shape: RenderShape, transform t: CGAffineTransform, alpha: Double, clip: CoverageMask?,
    scale: CGFloat, canvas: inout Canvas
  ) {
    let lines = polylines(shape.path, t, scale: scale)
    if let color = shape.fill, color.alpha > 0 {
      fill(
        lines.map(\.points), evenOdd: shape.fillRule == .evenOdd, color: color.fading(alpha),
        clip: clip, canvas: &canvas)
    }
    if let color = shape.stroke, color.alpha > 0, shape.style.lineWidth > 0 {
      let trimmed = Stroker.trimmed(lines, start: shape.strokeStart, end: shape.strokeEnd)
      let outline = Stroker.outline(
        trimmed, style: shape.style, factor: lengthFactor(t), pixelsPerPoint: scale)
      fill(outline, color: color.fading(alpha), clip: clip, canvas: &canvas)
    }
  }

  /// A node's outline: its bounds with the rounded corners its masked corners choose, the
  /// radii reduced by `inset`.
  static func outline(of node: RenderNode, in r: CGRect, inset: CGFloat, scale: CGFloat)
    -> [CGPoint]
  {
    if node.roundsAllCorners {
      return ShapeGeometry.roundedRect(
        r, radius: max(node.cornerRadius - inset, 0), pixelsPerPoint: scale)
    }
    let radii = node.cornerRadii
    return ShapeGeometry.roundedRect(
      r,
      radii: [
        max(radii.0 - inset, 0), max(radii.1 - inset, 0), max(radii.2 - inset, 0),
        max(radii.3 - inset, 0),
      ], pixelsPerPoint: scale)
  }
}
