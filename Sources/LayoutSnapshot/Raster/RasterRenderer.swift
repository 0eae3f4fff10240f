import Foundation
import OpenUIKit

/// Draws a captured view tree into a ``Canvas`` with OpenUIKit's own anti-aliased
/// rasterizer: backgrounds, rounded corners, borders, shadows (a blurred copy of the
/// background's outline), clipping, image shapes and activity indicators.
///
/// A view's opacity multiplies into each thing drawn in its subtree (true group opacity differs
/// only where the subtree's own parts overlap). Text is drawn from the glyph outlines of the
/// fonts OpenUIKit measures with (Inter Display, Nanum Gothic), each glyph where the label's
/// layout put it, filled with integer coverage so that the bytes are the same everywhere.
public enum RasterRenderer {
  /// The canvas of `view`'s visible tree at `scale` pixels per point (as on screen now with
  /// `presentation`).
  @MainActor
  public static func render(_ view: UIView, scale: CGFloat = 1, presentation: Bool = false)
    -> Canvas
  {
    let size = view.bounds.size
    guard let node = RenderTree.capture(view, presentation: presentation) else {
      return Canvas(width: pixels(size.width, scale), height: pixels(size.height, scale))
    }
    return render(node, size: size, scale: scale)
  }

  /// The canvas of a captured tree in a picture of `size` points at `scale`.
  public static func render(_ node: RenderNode, size: CGSize, scale: CGFloat) -> Canvas {
    var canvas = Canvas(width: pixels(size.width, scale), height: pixels(size.height, scale))
    let device = CGAffineTransform(scaleX: scale, y: scale)
    draw(node, parent: device, opacity: 1, clip: nil, scale: scale, canvas: &canvas)
    return canvas
  }

  static func pixels(_ points: CGFloat, _ scale: CGFloat) -> Int {
    max(0, Int((points * scale).rounded(.up)))
  }

  static func fill(
    _ polygons: [[CGPoint]], evenOdd: Bool = false, color: RenderColor, clip: CoverageMask?,
    canvas: inout Canvas
  ) {
    guard
      let mask = PolygonFiller.coverage(
        of: polygons, evenOdd: evenOdd, canvasWidth: canvas.width, canvasHeight: canvas.height)
    else { return }
    canvas.composite(coverage: mask, color: color, clip: clip)
  }

  static func draw(
    _ node: RenderNode, parent: CGAffineTransform, opacity: Double, clip: CoverageMask?,
    scale: CGFloat, canvas: inout Canvas
  ) {
    let t = node.transform.concatenating(parent)
    let alpha = opacity * node.alpha
    let b = node.bounds
    var clip = clip
    if let mask = node.mask {
      // The mask clips everything the layer draws; an empty mask hides it.
      guard
        let coverage = coverage(
          of: mask.path, rule: mask.rule, transform: t, scale: scale, canvas: canvas)
      else { return }
      clip = coverage.intersected(with: clip)
    }
    let outline = ShapeGeometry.transformed(
      RasterRenderer.outline(of: node, in: b, inset: 0, scale: scale), t)
    if let shadow = node.shadow, node.backgroundColor != nil {
      let moved = ShapeGeometry.transformed(
        RasterRenderer.outline(
          of: node, in: b.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height), inset: 0,
          scale: scale), t)
      drawShadow(
        moved, radius: shadow.radius * scale, color: shadow.color.fading(alpha), clip: clip,
        canvas: &canvas)
    }
    if let bg = node.backgroundColor, bg.alpha > 0 {
      fill([outline], color: bg.fading(alpha), clip: clip, canvas: &canvas)
    }
    var inner = clip
    if node.clipsToBounds,
      let mask = PolygonFiller.coverage(
        of: [outline], canvasWidth: canvas.width, canvasHeight: canvas.height)
    {
      inner = mask.intersected(with: clip)
    }
    if case .gradient(let gradient) = node.content,
      let region = PolygonFiller.coverage(
        of: [
          ShapeGeometry.transformed(
            ShapeGeometry.roundedRect(b, radius: 0, pixelsPerPoint: scale), t)
        ],
        canvasWidth: canvas.width, canvasHeight: canvas.height)
    {
      drawGradient(
        gradient, transform: gradient.transform.concatenating(t), alpha: alpha,
        region: region.intersected(with: inner), canvas: &canvas)
    }
    drawContent(
      node.content, transform: t, alpha: alpha, clip: inner, scale: scale, canvas: &canvas)
    if let drawing = node.drawing {
      drawList(
        drawing.list, transform: fit(drawing.list.bounds, into: drawing.rect).concatenating(t),
        alpha: alpha, clip: inner, scale: scale, canvas: &canvas)
    }
    for child in node.children {
      draw(child, parent: t, opacity: alpha, clip: inner, scale: scale, canvas: &canvas)
    }
    if node.borderWidth > 0, let border = node.borderColor {
      let w = node.borderWidth
      let innerRect = b.insetBy(dx: w, dy: w)
      var ring = [outline]
      if innerRect.width > 0, innerRect.height > 0 {
        ring.append(
          ShapeGeometry.transformed(
            RasterRenderer.outline(of: node, in: innerRect, inset: w, scale: scale), t))
      }
      fill(ring, evenOdd: true, color: border.fading(alpha), clip: clip, canvas: &canvas)
    }
  }

  static func drawContent(
    _ content: RenderNode.Content, transform t: CGAffineTransform, alpha: Double,
    clip: CoverageMask?, scale: CGFloat, canvas: inout Canvas
  ) {
    switch content {
    case .none:
      return
    case .imagePlaceholder(let r):
      let gray = RenderColor(red: 209 / 255, green: 209 / 255, blue: 214 / 255, alpha: alpha)
      fill(
        [
          ShapeGeometry.transformed(
            ShapeGeometry.roundedRect(r, radius: 0, pixelsPerPoint: scale), t)
        ], color: gray, clip: clip, canvas: &canvas)
    case .shape(let shape, let r, let color):
      drawShape(
        shape, in: r, transform: t, color: color.fading(alpha), clip: clip, scale: scale,
        canvas: &canvas)
    case .drawing(let list, let r):
      drawList(
        list, transform: fit(list.bounds, into: r).concatenating(t), alpha: alpha, clip: clip,
        scale: scale, canvas: &canvas)
    case .shapeLayer(let shape):
      drawShapeLayer(
        shape, transform: t, alpha: alpha, clip: clip, scale: scale, canvas: &canvas)
    case .gradient:
      // Drawn by the node over its bounds.
      return
    case .activityIndicator(let color):
      // Eight spokes, fading clockwise.
      let size: CGFloat = 20
      for k in 0..<8 {
        let angle = CGFloat(k) * CGFloat.pi / 4
        let inner = CGPoint(
          x: size / 2 + cos(angle) * size * 0.22, y: size / 2 + sin(angle) * size * 0.22)
        let outer = CGPoint(
          x: size / 2 + cos(angle) * size * 0.42, y: size / 2 + sin(angle) * size * 0.42)
        let spoke = ShapeGeometry.stroke(
          [inner, outer], width: size * 0.09, closed: false, pixelsPerPoint: scale)
        let faded = color.fading(alpha * (0.3 + 0.7 * Double(8 - k) / 8))
        fill(
          spoke.map { ShapeGeometry.transformed($0, t) }, color: faded, clip: clip, canvas: &canvas)
      }
    case .text(let text):
      for line in text.lines {
        if !line.runs.isEmpty {
          drawRuns(line.runs, transform: t, alpha: alpha, clip: clip, scale: scale, canvas: &canvas)
          continue
        }
        let outline = TextOutline(
          line.text, origin: line.origin, width: line.width, pointSize: text.pointSize,
          weight: text.weight, italic: false)
        drawGlyphs(
          outline, color: text.color.fading(alpha), transform: t, clip: clip, canvas: &canvas)
      }
    }
  }

  /// Styled runs, each in its own font, colour and extent, over their backgrounds and under
  /// their underlines and strikethroughs.
  static func drawRuns(
    _ runs: [RenderTextRun], transform t: CGAffineTransform, alpha: Double,
    clip: CoverageMask?, scale: CGFloat, canvas: inout Canvas
  ) {
    func bar(_ r: CGRect, _ color: RenderColor) {
      fill(
        [
          ShapeGeometry.transformed(
            ShapeGeometry.roundedRect(r, radius: 0, pixelsPerPoint: scale), t)
        ],
        color: color.fading(alpha), clip: clip, canvas: &canvas)
    }
    for run in runs {
      if let bg = run.background { bar(bg.rect, bg.color) }
    }
    for run in runs {
      let outline = TextOutline(
        run.text, origin: run.origin, width: run.width, pointSize: run.pointSize,
        weight: run.weight, italic: run.isItalic)
      drawGlyphs(outline, color: run.color.fading(alpha), transform: t, clip: clip, canvas: &canvas)
    }
    for run in runs {
      for line in run.lines { bar(line.rect, line.color) }
    }
  }

  /// Fills a text outline's glyphs in `color` (non-zero rule, fixed-point coverage) and its
  /// emoji placeholders in their own colour.
  static func drawGlyphs(
    _ outline: TextOutline, color: RenderColor, transform t: CGAffineTransform,
    clip: CoverageMask?, canvas: inout Canvas
  ) {
    GlyphFiller.fill(outline, transform: t, color: color, clip: clip, canvas: &canvas)
    guard !outline.emoji.isEmpty else { return }
    var faces = TextOutline()
    for r in outline.emoji { faces.appendCircle(in: r) }
    if let mask = GlyphFiller.coverage(
      of: faces, transform: t, canvasWidth: canvas.width, canvasHeight: canvas.height)
    {
      canvas.composite(
        coverage: mask, color: TextOutline.emojiColor.fading(color.alpha), clip: clip)
    }
  }

  static func drawShape(
    _ shape: ImageShape, in r: CGRect, transform t: CGAffineTransform, color: RenderColor,
    clip: CoverageMask?, scale: CGFloat, canvas: inout Canvas
  ) {
    func place(_ p: CGPoint) -> CGPoint {
      CGPoint(x: r.minX + p.x * r.width, y: r.minY + p.y * r.height)
    }
    var polygons: [[CGPoint]] = []
    for element in shape.elements {
      switch element {
      case .polygon(let points):
        let placed = points.map(place)
        if shape.isFilled {
          polygons.append(placed)
        } else {
          polygons += ShapeGeometry.stroke(
            placed, width: shape.lineWidth * r.width, closed: true, pixelsPerPoint: scale)
        }
      case .polyline(let points):
        polygons += ShapeGeometry.stroke(
          points.map(place), width: shape.lineWidth * r.width, closed: false, pixelsPerPoint: scale)
      case .ellipse(let e):
        let rect = CGRect(
          x: r.minX + e.minX * r.width, y: r.minY + e.minY * r.height, width: e.width * r.width,
          height: e.height * r.height)
        let outline = ShapeGeometry.ellipse(rect, pixelsPerPoint: scale)
        if shape.isFilled {
          polygons.append(outline)
        } else {
          polygons += ShapeGeometry.stroke(
            outline, width: shape.lineWidth * r.width, closed: true, pixelsPerPoint: scale)
        }
      }
    }
    fill(
      polygons.map { ShapeGeometry.transformed($0, t) }, color: color, clip: clip, canvas: &canvas)
  }

  /// A blurred copy of an outline: its coverage, box-blurred three times (close to a Gaussian
  /// of standard deviation radius / 2).
  static func drawShadow(
    _ outline: [CGPoint], radius: CGFloat, color: RenderColor, clip: CoverageMask?,
    canvas: inout Canvas
  ) {
    let pad = Int((radius * 1.5).rounded(.up)) + 1
    let grown = outline.map { $0 }
    guard
      var mask = PolygonFiller.coverage(
        of: [grown], canvasWidth: canvas.width, canvasHeight: canvas.height)
    else { return }
    let x0 = max(0, mask.minX - pad)
    let y0 = max(0, mask.minY - pad)
    let x1 = min(canvas.width, mask.maxX + pad)
    let y1 = min(canvas.height, mask.maxY + pad)
    var big = CoverageMask(minX: x0, minY: y0, maxX: x1, maxY: y1)
    for y in mask.minY..<mask.maxY {
      for x in mask.minX..<mask.maxX {
        big.values[(y - y0) * big.width + x - x0] = mask.value(x: x, y: y)
      }
    }
    let box = max(1, Int((radius / 2 * 1.73).rounded()))
    for _ in 0..<3 { boxBlur(&big, radius: box) }
    mask = big
    canvas.composite(coverage: mask, color: color, clip: clip)
  }

  static func boxBlur(_ mask: inout CoverageMask, radius: Int) {
    let w = mask.width
    let h = mask.maxY - mask.minY
    guard w > 0, h > 0 else { return }
    var tmp = mask.values
    let span = Float(2 * radius + 1)
    for y in 0..<h {
      var sum: Float = 0
      for k in -radius...radius {
        sum += mask.values[y * w + min(max(k, 0), w - 1)] * (k < 0 || k >= w ? 0 : 1)
      }
      for x in 0..<w {
        tmp[y * w + x] = sum / span
        let out = x - radius
        let inn = x + radius + 1
        if out >= 0 { sum -= mask.values[y * w + out] }
        if inn < w { sum += mask.values[y * w + inn] }
      }
    }
    for x in 0..<w {
      var sum: Float = 0
      for k in 0...radius where k < h { sum += tmp[k * w + x] }
      for y in 0..<h {
        mask.values[y * w + x] = sum / span
        let out = y - radius
        let inn = y + radius + 1
        if out >= 0 { sum -= tmp[out * w + x] }
        if inn < h { sum += tmp[inn * w + x] }
      }
    }
  }
}
