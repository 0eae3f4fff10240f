#if FreeType
  import CFreeType
  import Foundation
  import LayoutSnapshot
  import OpenUIKit

  extension FreeTypeTextMeasurer: GlyphOutlineProviding {
    /// The outlines of `text`'s glyphs from the font file that measures it, each at the pen
    /// position this measurer's advances and kerning give (with HarfBuzz, each scalar's own
    /// glyph at its cluster's shaped position), scaled from font units to `font`'s point size;
    /// emoji clusters as placeholders.
    public func glyphOutline(of text: String, font: UIFont) -> GlyphPath? {
      let measured = advances(of: text, font: font)
      let face = self.face(for: font)
      let scale = font.pointSize / CGFloat(face.unitsPerEm)
      var elements: [GlyphPath.Element] = []
      var emoji: [CGRect] = []
      var pen: CGFloat = 0
      lock.lock()
      defer { lock.unlock() }
      var clusters = measured.emojiClusters.makeIterator()
      var cluster = clusters.next()
      for i in 0..<measured.count {
        if i > 0 { pen += measured.kerning[i] }
        while let c = cluster, c.upperBound <= i { cluster = clusters.next() }
        if let c = cluster, c.contains(i) {
          // One placeholder per emoji cluster, in its first scalar's advance.
          if i == c.lowerBound {
            emoji.append(GlyphPath.emojiPlaceholder(x: pen, advance: measured.advances[i]))
          }
          pen += measured.advances[i]
          continue
        }
        let glyph = FT_Get_Char_Index(face.face, FT_ULong(measured.scalars[i].value))
        if measured.advances[i] > 0 || glyph != 0 {
          let x = pen
          func place(_ p: CGPoint) -> CGPoint { CGPoint(x: x + p.x * scale, y: -p.y * scale) }
          for element in face.outline(ofGlyph: glyph) {
            switch element {
            case .move(let p): elements.append(.move(place(p)))
            case .line(let p): elements.append(.line(place(p)))
            case .quad(let c, let p): elements.append(.quad(place(c), place(p)))
            case .cubic(let c1, let c2, let p):
              elements.append(.cubic(place(c1), place(c2), place(p)))
            case .close: elements.append(.close)
            }
          }
        }
        pen += measured.advances[i]
      }
      return GlyphPath(elements: elements, advance: pen, emoji: emoji)
    }

    /// Measures text with this measurer and draws it from the same font files in the PNG and
    /// SVG renderers: sets `TextMeasurement.current` and `GlyphOutlines.provider`. Set both
    /// back (to `BuiltInTextMeasurer()` and nil) to return to the built-in fonts.
    @MainActor public func makeCurrent() {
      TextMeasurement.current = self
      GlyphOutlines.provider = self
    }
  }
#endif
