import Foundation
import OpenUIKit

/// Renders a view tree to SVG: one group per view with its transform and group opacity, the
/// shadow, the (rounded) background, the content clipped with the subviews when the view clips,
/// and the border on top, as Core Animation composites a layer.
public enum SVGRenderer {
  /// The SVG of `view`'s visible tree, `view.bounds.size` large (as on screen now with
  /// `presentation`).
  @MainActor
  public static func render(_ view: UIView, presentation: Bool = false) -> String {
    guard let node = RenderTree.capture(view, presentation: presentation) else {
      return render(nil, size: view.bounds.size)
    }
    return render(node, size: view.bounds.size)
  }

  /// The SVG of a captured tree in a picture of `size` points.
  public static func render(_ node: RenderNode?, size: CGSize) -> String {
    var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(svgNumber(size.width))\" "
    out += "height=\"\(svgNumber(size.height))\" viewBox=\"0 0 \(svgNumber(size.width)) "
    out += "\(svgNumber(size.height))\">\n"
    if let node { write(node, depth: 1, into: &out) }
    out += "</svg>\n"
    return out
  }

  static func matrix(_ t: CGAffineTransform) -> String {
    let parts = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(svgNumber)
    return "matrix(" + parts.joined(separator: " ") + ")"
  }

  static func fill(_ color: RenderColor) -> String {
    var text = "fill=\"\(color.hex)\""
    if color.alpha < 1 { text += " fill-opacity=\"\(svgNumber(color.alpha))\"" }
    return text
  }

  static func rect(_ r: CGRect, radius: CGFloat) -> String {
    var text = "x=\"\(svgNumber(r.minX))\" y=\"\(svgNumber(r.minY))\" "
    text += "width=\"\(svgNumber(r.width))\" height=\"\(svgNumber(r.height))\""
    let rx = min(radius, min(r.width, r.height) / 2)
    if rx > 0 { text += " rx=\"\(svgNumber(rx))\"" }
    return text
  }

  static func safeID(_ id: String) -> String {
    String(id.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "-" })
  }

  static func write(_ node: RenderNode, depth: Int, into out: inout String) {
    let pad = String(repeating: "  ", count: depth)
    let b = node.bounds
    let key = safeID(node.id)
    var open = "\(pad)<g id=\"\(xmlEscaped(node.id))\" transform=\"\(matrix(node.transform))\""
    if node.alpha < 1 { open += " opacity=\"\(svgNumber(node.alpha))\"" }
    out += open + ">\n"
    if let mask = node.mask {
      out += "\(pad)  <clipPath id=\"mask-\(key)\"><path d=\"\(pathData(mask.path))\""
      out += "\(mask.rule == .evenOdd ? " clip-rule=\"evenodd\"" : "")/></clipPath>\n"
      out += "\(pad)  <g clip-path=\"url(#mask-\(key))\">\n"
    }
    if let shadow = node.shadow, node.backgroundColor != nil {
      let sigma = svgNumber(shadow.radius / 2)
      out += "\(pad)  <filter id=\"shadow-\(key)\" x=\"-50%\" y=\"-50%\" width=\"200%\" "
      out += "height=\"200%\"><feGaussianBlur stdDeviation=\"\(sigma)\"/></filter>\n"
      let moved = b.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
      out += "\(pad)  <\(outline(node, moved, inset: 0)) \(fill(shadow.color)) "
      out += "filter=\"url(#shadow-\(key))\"/>\n"
    }
    if let background = node.backgroundColor, background.alpha > 0 {
      out += "\(pad)  <\(outline(node, b, inset: 0)) \(fill(background))/>\n"
    }
    var inner = pad + "  "
    if node.clipsToBounds {
      out += "\(pad)  <clipPath id=\"clip-\(key)\"><\(outline(node, b, inset: 0))/>"
      out += "</clipPath>\n"
      out += "\(pad)  <g clip-path=\"url(#clip-\(key))\">\n"
      inner += "  "
    }
    if case .gradient(let gradient) = node.content {
      writeGradient(gradient, over: b, alpha: 1, id: "g-\(key)", pad: inner, into: &out)
    }
    writeContent(node.content, key: key, pad: inner, into: &out)
    if let drawing = node.drawing {
      writeList(
        drawing.list, transform: RasterRenderer.fit(drawing.list.bounds, into: drawing.rect),
        key: "d-\(key)", pad: inner, into: &out)
    }
    for child in node.children {
      write(child, depth: depth + (node.clipsToBounds ? 2 : 1), into: &out)
    }
    if node.clipsToBounds { out += "\(pad)  </g>\n" }
    if node.borderWidth > 0, let border = node.borderColor {
      let w = node.borderWidth
      let r = b.insetBy(dx: w / 2, dy: w / 2)
      out += "\(pad)  <\(outline(node, r, inset: w / 2)) fill=\"none\" "
      out += "stroke=\"\(border.hex)\" stroke-width=\"\(svgNumber(w))\""
      if border.alpha < 1 { out += " stroke-opacity=\"\(svgNumber(border.alpha))\"" }
      out += "/>\n"
    }
    if node.mask != nil { out += "\(pad)  </g>\n" }
    out += "\(pad)</g>\n"
  }

  static func writeContent(
    _ content: RenderNode.Content, key: String, pad: String, into out: inout String
  ) {
    switch content {
    case .none, .gradient:
      return
    case .drawing(let list, let r):
      writeList(
        list, transform: RasterRenderer.fit(list.bounds, into: r), key: "i-\(key)", pad: pad,
        into: &out)
    case .shapeLayer(let shape):
      writeShapeLayer(shape, pad: pad, into: &out)
    case .imagePlaceholder(let r):
      out += "\(pad)<rect \(rect(r, radius: 0)) fill=\"#d1d1d6\"/>\n"
    case .shape(let shape, let r, let color):
      writeShape(shape, in: r, color: color, pad: pad, into: &out)
    case .activityIndicator(let color):
      out += "\(pad)<g class=\"activity\" \(fill(color))>\n"
      out += "\(pad)  <circle cx=\"50%\" cy=\"50%\" r=\"2\"/>\n"
      out += "\(pad)</g>\n"
    case .text(let text):
      for line in text.lines {
        if !line.runs.isEmpty {
          writeRuns(line.runs, family: text.fontFamily, pad: pad, into: &out)
          continue
        }
        writeGlyphs(
          TextOutline(
            line.text, origin: line.origin, width: line.width, pointSize: text.pointSize,
            weight: text.weight, italic: false), color: text.color, pad: pad, into: &out)
        // The characters themselves, transparent: selectable, searchable and read aloud.
        out += "\(pad)<text opacity=\"0\" x=\"\(svgNumber(line.origin.x))\" "
        out += "y=\"\(svgNumber(line.origin.y))\" "
        out += "font-family=\"\(xmlEscaped(text.fontFamily))\" "
        out += "font-size=\"\(svgNumber(text.pointSize))\" font-weight=\"\(text.weight)\" "
        out += "\(fill(text.color)) xml:space=\"preserve\">\(xmlEscaped(line.text))</text>\n"
      }
    }
  }

  /// A line of styled text: the runs' backgrounds, each run's glyphs as a path, one
  /// transparent `text` element with a `tspan` per run (its own position, size, weight, slant
  /// and colour), then the runs' underlines and strikethroughs.
  static func writeRuns(
    _ runs: [RenderTextRun], family: String, pad: String, into out: inout String
  ) {
    for run in runs {
      if let bg = run.background {
        out += "\(pad)<rect \(rect(bg.rect, radius: 0)) \(fill(bg.color))/>\n"
      }
    }
    for run in runs {
      writeGlyphs(
        TextOutline(
          run.text, origin: run.origin, width: run.width, pointSize: run.pointSize,
          weight: run.weight, italic: run.isItalic), color: run.color, pad: pad, into: &out)
    }
    // The characters themselves, transparent: selectable, searchable and read aloud.
    out += "\(pad)<text opacity=\"0\" font-family=\"\(xmlEscaped(family))\" "
    out += "xml:space=\"preserve\">"
    for run in runs {
      out += "<tspan x=\"\(svgNumber(run.origin.x))\" y=\"\(svgNumber(run.origin.y))\" "
      out += "font-size=\"\(svgNumber(run.pointSize))\" font-weight=\"\(run.weight)\" "
      if run.isItalic { out += "font-style=\"italic\" " }
      out += "\(fill(run.color))>\(xmlEscaped(run.text))</tspan>"
    }
    out += "</text>\n"
    for run in runs {
      for line in run.lines {
        out += "\(pad)<rect \(rect(line.rect, radius: 0)) \(fill(line.color))/>\n"
      }
    }
  }

  static func point(_ p: CGPoint, in r: CGRect) -> String {
    svgNumber(r.minX + p.x * r.width) + " " + svgNumber(r.minY + p.y * r.height)
  }

  static func writeShape(
    _ shape: ImageShape, in r: CGRect, color: RenderColor, pad: String, into out: inout String
  ) {
    let paint: String
    if shape.isFilled {
      paint = fill(color)
    } else {
      paint =
        "fill=\"none\" stroke=\"\(color.hex)\" stroke-width=\"\(svgNumber(shape.lineWidth * r.width))\" "
        + "stroke-linecap=\"round\" stroke-linejoin=\"round\""
    }
    for element in shape.elements {
      switch element {
      case .polygon(let points), .polyline(let points):
        guard let first = points.first else { continue }
        var d = "M" + point(first, in: r)
        for p in points.dropFirst() { d += " L" + point(p, in: r) }
        if case .polygon = element { d += " Z" }
        out += "\(pad)<path d=\"\(d)\" \(paint)/>\n"
      case .ellipse(let e):
        let cx = r.minX + e.midX * r.width
        let cy = r.minY + e.midY * r.height
        out += "\(pad)<ellipse cx=\"\(svgNumber(cx))\" cy=\"\(svgNumber(cy))\" "
        out +=
          "rx=\"\(svgNumber(e.width * r.width / 2))\" ry=\"\(svgNumber(e.height * r.height / 2))\" "
        out += "\(paint)/>\n"
      }
    }
  }
}
