import Foundation
import OpenUIKit

/// The outlines of a run of text placed as the text layout measured it: each glyph at its pen
/// position (advances and kerning of ``BuiltInTextMeasurer``), in the view's bounds
/// coordinates, ready to fill with the non-zero rule (PNG) or write as a path (SVG).
///
/// Characters the fonts lack draw a hollow box (`.notdef`); emoji, which no vendored font has,
/// draw a round coloured placeholder, one per emoji cluster (the measurer's `emojiClusters`),
/// in its measured advance.
struct TextOutline: Sendable {
  /// Path verbs, as in ``GlyphOutline``, with ``close`` ending each contour.
  enum Verb: UInt8, Sendable {
    case move, line, quad, cubic, close
  }

  /// The text's outline.
  var verbs: [Verb] = []
  /// The points of ``verbs``.
  var points: [CGPoint] = []
  /// The emoji placeholders' outline (drawn in ``emojiColor``).
  var emoji: [CGRect] = []

  /// The colour of emoji placeholders (the yellow of the most common emoji faces).
  static let emojiColor = RenderColor(red: 1, green: 0.8, blue: 0.2, alpha: 1)

  /// An empty outline.
  init() {}

  /// The outline of `text` set from `origin` (the baseline's left end) at `pointSize` and a CSS
  /// `weight`, slanted when `italic`; the pen positions are stretched to `width` when the
  /// layout measured the run differently (another measurer).
  init(
    _ text: String, origin: CGPoint, width: CGFloat?, pointSize: CGFloat, weight: Int,
    italic: Bool
  ) {
    guard pointSize > 0, !text.isEmpty else { return }
    let table = GlyphOutlineTable.shared
    let weightIndex = min(max(weight / 100 - 1, 0), 8)
    let font = UIFont.systemFont(ofSize: pointSize, weight: TextOutline.weights[weightIndex])
    if let provider = GlyphOutlines.provider, let path = provider.glyphOutline(of: text, font: font)
    {
      var stretch: CGFloat = 1
      if let width, path.advance > 0, abs(width - path.advance) > 0.01 {
        stretch = width / path.advance
      }
      append(path, at: origin, stretch: stretch, shear: italic ? 0.2 : 0)
      return
    }
    let measured = BuiltInTextMeasurer().advances(of: text, font: font)
    var total: CGFloat = 0
    var pen: [CGFloat] = []
    pen.reserveCapacity(measured.count)
    for i in 0..<measured.count {
      if i > 0 { total += measured.kerning[i] }
      pen.append(total)
      total += measured.advances[i]
    }
    var stretch: CGFloat = 1
    if let width, total > 0, abs(width - total) > 0.01 { stretch = width / total }
    let shear: CGFloat = italic ? 0.2 : 0
    var clusters = measured.emojiClusters.makeIterator()
    var cluster = clusters.next()
    for i in 0..<measured.count {
      while let c = cluster, c.upperBound <= i { cluster = clusters.next() }
      let scalar = measured.scalars[i]
      let x = origin.x + pen[i] * stretch
      let advance = measured.advances[i] * stretch
      if let c = cluster, c.contains(i) {
        // One placeholder per emoji cluster, in its first scalar's advance.
        if i == c.lowerBound, advance > 0 { appendEmoji(x: x, advance: advance, origin: origin) }
      } else if let (fontIndex, glyph) = table.glyph(for: scalar, weight: weightIndex) {
        let outline = table.outline(font: fontIndex, glyph: glyph)
        guard !outline.isEmpty else { continue }
        let k = pointSize / CGFloat(table.unitsPerEm(ofFont: fontIndex))
        append(outline, at: CGPoint(x: x, y: origin.y), scale: k, shear: shear)
      } else if advance > 0, !scalar.properties.isWhitespace {
        appendNotdef(x: x, advance: advance, baseline: origin.y, pointSize: pointSize)
      }
    }
  }

  /// An emoji placeholder in an emoji cluster's advance.
  private mutating func appendEmoji(x: CGFloat, advance: CGFloat, origin: CGPoint) {
    emoji.append(GlyphPath.emojiPlaceholder(x: x, advance: advance).offsetBy(dx: 0, dy: origin.y))
  }

  /// UIFont's named weights in table order.
  static let weights: [UIFont.Weight] = [
    .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
  ]

  /// Whether the outline draws nothing.
  var isEmpty: Bool { verbs.isEmpty && emoji.isEmpty }

  private mutating func append(
    _ outline: GlyphOutline, at origin: CGPoint, scale k: CGFloat, shear: CGFloat
  ) {
    var p = 0
    func next() -> CGPoint {
      let fx = CGFloat(outline.points[p])
      let fy = CGFloat(outline.points[p + 1])
      p += 2
      return CGPoint(x: origin.x + (fx + shear * fy) * k, y: origin.y - fy * k)
    }
    var open = false
    for verb in outline.verbs {
      switch verb {
      case .move:
        if open { verbs.append(.close) }
        verbs.append(.move)
        points.append(next())
        open = true
      case .line:
        verbs.append(.line)
        points.append(next())
      case .quad:
        verbs.append(.quad)
        points += [next(), next()]
      case .cubic:
        verbs.append(.cubic)
        points += [next(), next(), next()]
      }
    }
    if open { verbs.append(.close) }
  }

  /// Appends a provider's path moved to `origin`, its x stretched and slanted by `shear`.
  private mutating func append(
    _ path: GlyphPath, at origin: CGPoint, stretch: CGFloat, shear: CGFloat
  ) {
    func place(_ p: CGPoint) -> CGPoint {
      CGPoint(x: origin.x + (p.x - shear * p.y) * stretch, y: origin.y + p.y)
    }
    var open = false
    for element in path.elements {
      switch element {
      case .move(let p):
        if open { verbs.append(.close) }
        verbs.append(.move)
        points.append(place(p))
        open = true
      case .line(let p):
        verbs.append(.line)
        points.append(place(p))
      case .quad(let c, let p):
        verbs.append(.quad)
        points += [place(c), place(p)]
      case .cubic(let c1, let c2, let p):
        verbs.append(.cubic)
        points += [place(c1), place(c2), place(p)]
      case .close:
        if open { verbs.append(.close) }
        open = false
      }
    }
    if open { verbs.append(.close) }
    for r in path.emoji {
      emoji.append(
        CGRect(
          x: origin.x + r.minX * stretch, y: origin.y + r.minY, width: r.width, height: r.height)
      )
    }
  }

  /// A hollow box filling most of the advance from the baseline to the cap height: an outer
  /// rectangle and an inner one wound the other way.
  private mutating func appendNotdef(
    x: CGFloat, advance: CGFloat, baseline: CGFloat, pointSize: CGFloat
  ) {
    let outer = CGRect(
      x: x + advance * 0.1, y: baseline - pointSize * 0.7, width: advance * 0.8,
      height: pointSize * 0.7)
    let t = pointSize * 0.07
    let inner = outer.insetBy(dx: t, dy: t)
    rectangle(outer, clockwise: true)
    if inner.width > 0, inner.height > 0 { rectangle(inner, clockwise: false) }
  }

  /// Appends a circle inscribed in `r` (four cubic arcs): an emoji placeholder.
  mutating func appendCircle(in r: CGRect) {
    let k: CGFloat = 0.552_284_75  // the control distance of a quarter circle
    let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
    verbs += [.move, .cubic, .cubic, .cubic, .cubic, .close]
    points += [
      CGPoint(x: cx + rx, y: cy),
      CGPoint(x: cx + rx, y: cy + k * ry), CGPoint(x: cx + k * rx, y: cy + ry),
      CGPoint(x: cx, y: cy + ry),
      CGPoint(x: cx - k * rx, y: cy + ry), CGPoint(x: cx - rx, y: cy + k * ry),
      CGPoint(x: cx - rx, y: cy),
      CGPoint(x: cx - rx, y: cy - k * ry), CGPoint(x: cx - k * rx, y: cy - ry),
      CGPoint(x: cx, y: cy - ry),
      CGPoint(x: cx + k * rx, y: cy - ry), CGPoint(x: cx + rx, y: cy - k * ry),
      CGPoint(x: cx + rx, y: cy),
    ]
  }

  private mutating func rectangle(_ r: CGRect, clockwise: Bool) {
    let corners = [
      CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
      CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
    ]
    let ordered = clockwise ? corners : corners.reversed()
    verbs += [.move, .line, .line, .line, .close]
    points += ordered
  }
}
