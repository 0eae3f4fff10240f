import Foundation

extension SVGRenderer {
  /// The glyphs of a run of text as one `path` in `color` (the same outlines the PNG fills,
  /// with the non-zero rule, which is SVG's default), and its emoji placeholders as another,
  /// so that every viewer shows what the PNG shows whether or not it has the fonts.
  static func writeGlyphs(
    _ outline: TextOutline, color: RenderColor, pad: String, into out: inout String
  ) {
    if !outline.verbs.isEmpty {
      out += "\(pad)<path class=\"glyphs\" d=\"\(pathData(outline))\" \(fill(color))/>\n"
    }
    guard !outline.emoji.isEmpty else { return }
    var faces = TextOutline()
    for r in outline.emoji { faces.appendCircle(in: r) }
    out += "\(pad)<path class=\"emoji\" d=\"\(pathData(faces))\" "
    out += "\(fill(TextOutline.emojiColor.fading(color.alpha)))/>\n"
  }

  /// An outline as SVG path data, in points to 1/100.
  static func pathData(_ outline: TextOutline) -> String {
    var d = ""
    d.reserveCapacity(outline.points.count * 12)
    var p = 0
    func point() {
      let q = outline.points[p]
      p += 1
      d += glyphNumber(q.x)
      d += " "
      d += glyphNumber(q.y)
    }
    for verb in outline.verbs {
      switch verb {
      case .move:
        d += d.isEmpty ? "M" : " M"
        point()
      case .line:
        d += " L"
        point()
      case .quad:
        d += " Q"
        point()
        d += " "
        point()
      case .cubic:
        d += " C"
        point()
        d += " "
        point()
        d += " "
        point()
      case .close:
        d += " Z"
      }
    }
    return d
  }

  /// A coordinate rounded to 1/100 (half away from zero), without trailing zeros.
  static func glyphNumber(_ value: CGFloat) -> String {
    let scaled = (Double(value) * 100).rounded()
    guard scaled.isFinite, abs(scaled) < 1e15 else { return "0" }
    let n = Int(scaled)
    if n == 0 { return "0" }
    let sign = n < 0 ? "-" : ""
    let a = abs(n)
    let whole = a / 100
    let cents = a % 100
    if cents == 0 { return "\(sign)\(whole)" }
    if cents % 10 == 0 { return "\(sign)\(whole).\(cents / 10)" }
    return cents < 10 ? "\(sign)\(whole).0\(cents)" : "\(sign)\(whole).\(cents)"
  }
}
