import Foundation
import OpenUIKit

/// SVG for recorded drawings (display lists), shape layers, gradients, masks and masked
/// corners.
extension SVGRenderer {
  /// The element (name and attributes) of a node's outline in `r`: a rounded `rect` when every
  /// corner is rounded, else a `path` rounding only the masked corners.
  static func outline(_ node: RenderNode, _ r: CGRect, inset: CGFloat) -> String {
    if node.roundsAllCorners || node.cornerRadius <= 0 {
      return "rect " + rect(r, radius: max(node.cornerRadius - inset, 0))
    }
    let radii = node.cornerRadii
    let list = [radii.0, radii.1, radii.2, radii.3].map { $0 > 0 ? max($0 - inset, 0) : 0 }
    return "path d=\"\(roundedRectData(r, radii: list))\""
  }

  /// Path data of a rectangle with one radius per corner (top-left, top-right, bottom-right,
  /// bottom-left), as circular arcs.
  static func roundedRectData(_ r: CGRect, radii: [CGFloat]) -> String {
    let limit = min(r.width, r.height) / 2
    let q = radii.map { max(0, min($0, limit)) }
    func n(_ v: CGFloat) -> String { svgNumber(v) }
    func arc(_ radius: CGFloat, _ x: CGFloat, _ y: CGFloat) -> String {
      radius > 0 ? " A\(n(radius)) \(n(radius)) 0 0 1 \(n(x)) \(n(y))" : ""
    }
    var d = "M\(n(r.minX + q[0])) \(n(r.minY)) H\(n(r.maxX - q[1]))"
    d += arc(q[1], r.maxX, r.minY + q[1])
    d += " V\(n(r.maxY - q[2]))" + arc(q[2], r.maxX - q[2], r.maxY)
    d += " H\(n(r.minX + q[3]))" + arc(q[3], r.minX, r.maxY - q[3])
    d += " V\(n(r.minY + q[0]))" + arc(q[0], r.minX + q[0], r.minY)
    return d + " Z"
  }

  /// SVG path data of path elements.
  static func pathData(_ elements: [CGPath.Element]) -> String {
    func p(_ point: CGPoint) -> String { svgNumber(point.x) + " " + svgNumber(point.y) }
    var parts: [String] = []
    for element in elements {
      switch element {
      case .moveTo(let a): parts.append("M" + p(a))
      case .lineTo(let a): parts.append("L" + p(a))
      case .quadCurveTo(let a, let c): parts.append("Q" + p(c) + " " + p(a))
      case .curveTo(let a, let c1, let c2): parts.append("C" + p(c1) + " " + p(c2) + " " + p(a))
      case .closeSubpath: parts.append("Z")
      }
    }
    return parts.joined(separator: " ")
  }

  static func colorAttributes(_ color: DisplayList.Color, _ kind: String) -> String {
    let c = RenderColor(color)
    var text = "\(kind)=\"\(c.hex)\""
    if c.alpha < 1 { text += " \(kind)-opacity=\"\(svgNumber(c.alpha))\"" }
    return text
  }

  static func strokeAttributes(_ style: DisplayList.Stroke) -> String {
    var text = "stroke-width=\"\(svgNumber(style.lineWidth))\""
    switch style.lineCap {
    case .butt: break
    case .round: text += " stroke-linecap=\"round\""
    case .square: text += " stroke-linecap=\"square\""
    }
    switch style.lineJoin {
    case .miter: text += " stroke-miterlimit=\"\(svgNumber(style.miterLimit))\""
    case .round: text += " stroke-linejoin=\"round\""
    case .bevel: text += " stroke-linejoin=\"bevel\""
    }
    if !style.dashLengths.isEmpty {
      text += " stroke-dasharray=\"\(style.dashLengths.map(svgNumber).joined(separator: " "))\""
      if style.dashPhase != 0 { text += " stroke-dashoffset=\"\(svgNumber(style.dashPhase))\"" }
    }
    return text
  }

  /// A recording, its coordinates mapped by `transform` into the node's, limited to its
  /// bounds. `key` makes the ids of its clip paths, masks and gradients unique.
  static func writeList(
    _ list: DisplayList, transform: CGAffineTransform, key: String, pad: String,
    into out: inout String
  ) {
    let open = transform.isIdentity ? "<g" : "<g transform=\"\(matrix(transform))\""
    out += "\(pad)\(open) class=\"drawing\">\n"
    out +=
      "\(pad)  <clipPath id=\"\(key)-area\"><rect \(rect(list.bounds, radius: 0))/></clipPath>\n"
    out += "\(pad)  <g clip-path=\"url(#\(key)-area)\">\n"
    var body = ""
    let inner = pad + "    "
    if list.isOpaque {
      body += "\(inner)<rect \(rect(list.bounds, radius: 0)) fill=\"#000000\"/>\n"
    }
    for (index, operation) in list.operations.enumerated() {
      let id = "\(key)-\(index)"
      switch operation {
      case .fill(let path, let color, let rule, let clips):
        withClips(clips, id: id, pad: inner, into: &body) { pad, out in
          out += "\(pad)<path d=\"\(pathData(path))\" \(colorAttributes(color, "fill"))"
          out += "\(rule == .evenOdd ? " fill-rule=\"evenodd\"" : "")/>\n"
        }
      case .stroke(let path, let color, let style, let clips):
        withClips(clips, id: id, pad: inner, into: &body) { pad, out in
          out += "\(pad)<path d=\"\(pathData(path))\" fill=\"none\" "
          out += "\(colorAttributes(color, "stroke")) \(strokeAttributes(style))/>\n"
        }
      case .gradient(let gradient, let alpha, let clips):
        withClips(clips, id: id, pad: inner, into: &body) { pad, out in
          writeGradient(
            gradient, over: list.bounds, alpha: Double(alpha), id: "\(id)-g", pad: pad, into: &out)
        }
      case .clear(let path, let clips):
        // What was drawn so far shows only outside the cleared area.
        var masked = "\(inner)<mask id=\"\(id)-m\" maskUnits=\"userSpaceOnUse\" "
        masked += "\(rect(list.bounds, radius: 0))><rect \(rect(list.bounds, radius: 0)) "
        masked += "fill=\"#ffffff\"/>"
        var cleared = ""
        withClips(clips, id: id, pad: "", into: &cleared) { _, out in
          out += "<path d=\"\(pathData(path))\" fill=\"#000000\"/>"
        }
        masked += cleared.replacingOccurrences(of: "\n", with: "") + "</mask>\n"
        masked += "\(inner)<g mask=\"url(#\(id)-m)\">\n" + body + "\(inner)</g>\n"
        body = masked
      case .drawing(let nested, let t, let alpha, let clips):
        withClips(clips, id: id, pad: inner, into: &body) { pad, out in
          if alpha < 1 { out += "\(pad)<g opacity=\"\(svgNumber(alpha))\">\n" }
          writeList(nested, transform: t, key: "\(id)-n", pad: pad, into: &out)
          if alpha < 1 { out += "\(pad)</g>\n" }
        }
      case .text(let drawing, let t, let alpha, let clips):
        withClips(clips, id: id, pad: inner, into: &body) { pad, out in
          var open = "<g class=\"text\""
          if !t.isIdentity { open += " transform=\"\(matrix(t))\"" }
          if alpha < 1 { open += " opacity=\"\(svgNumber(alpha))\"" }
          out += "\(pad)\(open)>\n"
          for line in RenderTree.runs(of: drawing) {
            writeRuns(line, family: RenderTree.textFontFamily, pad: pad + "  ", into: &out)
          }
          out += "\(pad)</g>\n"
        }
      }
    }
    out += body
    out += "\(pad)  </g>\n"
    out += "\(pad)</g>\n"
  }

  /// Writes `body` inside one clipping group per clip.
  static func withClips(
    _ clips: [DisplayList.Clip], id: String, pad: String, into out: inout String,
    _ body: (String, inout String) -> Void
  ) {
    var inner = pad
    for (i, clip) in clips.enumerated() {
      out += "\(inner)<clipPath id=\"\(id)-c\(i)\"><path d=\"\(pathData(clip.path))\""
      out += "\(clip.rule == .evenOdd ? " clip-rule=\"evenodd\"" : "")/></clipPath>\n"
      out += "\(inner)<g clip-path=\"url(#\(id)-c\(i))\">\n"
      inner += "  "
    }
    body(inner, &out)
    for _ in clips {
      inner.removeLast(2)
      out += "\(inner)</g>\n"
    }
  }

  /// A gradient painted over `area`: an SVG gradient in user space (conic gradients as 72
  /// wedges of the colour at their middle angle, SVG having none).
  static func writeGradient(
    _ gradient: DisplayList.Gradient, over area: CGRect, alpha: Double, id: String, pad: String,
    into out: inout String
  ) {
    let group = alpha < 1 ? " opacity=\"\(svgNumber(alpha))\"" : ""
    var stops = ""
    for stop in gradient.stops {
      let c = RenderColor(stop.color)
      stops += "<stop offset=\"\(svgNumber(min(max(stop.location, 0), 1)))\" "
      stops += "stop-color=\"\(c.hex)\""
      if c.alpha < 1 { stops += " stop-opacity=\"\(svgNumber(c.alpha))\"" }
      stops += "/>"
    }
    let units = "gradientUnits=\"userSpaceOnUse\""
    let transform =
      gradient.transform.isIdentity ? "" : " gradientTransform=\"\(matrix(gradient.transform))\""
    switch gradient.kind {
    case .linear(let s, let e):
      out += "\(pad)<linearGradient id=\"\(id)\" \(units)\(transform) x1=\"\(svgNumber(s.x))\" "
      out += "y1=\"\(svgNumber(s.y))\" x2=\"\(svgNumber(e.x))\" y2=\"\(svgNumber(e.y))\">"
      out += stops + "</linearGradient>\n"
    case .radial(let c0, let r0, let c1, let r1):
      out += "\(pad)<radialGradient id=\"\(id)\" \(units)\(transform) cx=\"\(svgNumber(c1.x))\" "
      out += "cy=\"\(svgNumber(c1.y))\" r=\"\(svgNumber(r1))\" fx=\"\(svgNumber(c0.x))\" "
      out += "fy=\"\(svgNumber(c0.y))\" fr=\"\(svgNumber(r0))\">" + stops + "</radialGradient>\n"
    case .conic(let center, let start):
      out += "\(pad)<g\(group) class=\"conic\" transform=\"\(matrix(gradient.transform))\">\n"
      let radius = (area.width * area.width + area.height * area.height).squareRoot() * 2
      let wedges = 72
      for k in 0..<wedges {
        let a0 = start + CGFloat(k) / CGFloat(wedges) * 2 * CGFloat.pi
        let a1 = start + CGFloat(k + 1) / CGFloat(wedges) * 2 * CGFloat.pi
        guard let color = gradient.color(at: (CGFloat(k) + 0.5) / CGFloat(wedges)) else {
          continue
        }
        let p0 = CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
        let p1 = CGPoint(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
        out += "\(pad)  <path d=\"M\(svgNumber(center.x)) \(svgNumber(center.y)) "
        out += "L\(svgNumber(p0.x)) \(svgNumber(p0.y)) L\(svgNumber(p1.x)) \(svgNumber(p1.y)) Z\" "
        out += "\(colorAttributes(color, "fill"))/>\n"
      }
      out += "\(pad)</g>\n"
      return
    }
    out += "\(pad)<rect \(rect(area, radius: 0)) fill=\"url(#\(id))\"\(group)/>\n"
  }

  /// A shape layer: the filled path, then the stroke (trimmed with `pathLength` when only
  /// part of it is stroked).
  static func writeShapeLayer(_ shape: RenderShape, pad: String, into out: inout String) {
    let d = pathData(shape.path)
    if let color = shape.fill, color.alpha > 0 {
      out += "\(pad)<path d=\"\(d)\" \(fill(color))"
      out += "\(shape.fillRule == .evenOdd ? " fill-rule=\"evenodd\"" : "")/>\n"
    }
    guard let color = shape.stroke, color.alpha > 0, shape.style.lineWidth > 0,
      shape.strokeEnd > shape.strokeStart
    else { return }
    let c = DisplayList.Color(
      red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
      alpha: CGFloat(color.alpha))
    let paint = "fill=\"none\" \(colorAttributes(c, "stroke"))"
    let whole = shape.strokeStart <= 0 && shape.strokeEnd >= 1
    if whole {
      out += "\(pad)<path d=\"\(d)\" \(paint) \(strokeAttributes(shape.style))/>\n"
    } else if shape.style.dashLengths.isEmpty {
      let shown = shape.strokeEnd - shape.strokeStart
      out += "\(pad)<path d=\"\(d)\" \(paint) \(strokeAttributes(shape.style)) pathLength=\"1\" "
      out += "stroke-dasharray=\"\(svgNumber(shown)) 2\" "
      out += "stroke-dashoffset=\"\(svgNumber(-shape.strokeStart))\"/>\n"
    } else {
      let lines = Stroker.trimmed(
        CGPath.flatten(shape.path, tolerance: 0.1), start: shape.strokeStart, end: shape.strokeEnd)
      var elements: [CGPath.Element] = []
      for line in lines {
        guard let first = line.points.first else { continue }
        elements.append(.moveTo(first))
        for p in line.points.dropFirst() { elements.append(.lineTo(p)) }
      }
      out += "\(pad)<path d=\"\(pathData(elements))\" \(paint) \(strokeAttributes(shape.style))/>\n"
    }
  }
}
