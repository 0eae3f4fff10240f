#if FreeType
  import CFreeType
  import Foundation
  import LayoutSnapshot

  extension FreeTypeFace {
    /// A glyph's outline in font units (y up), as FreeType's `FT_Outline_Decompose` walks it:
    /// each contour a move, lines and conic (quadratic) or cubic curves, then a close. Empty
    /// when the glyph has no outline (a space, or a bitmap glyph).
    func outline(ofGlyph glyph: FT_UInt) -> [GlyphPath.Element] {
      guard FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_NO_SCALE)) == 0,
        let slot = face.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
      else { return [] }
      let sink = OutlineSink()
      var funcs = FT_Outline_Funcs(
        move_to: { to, user in
          OutlineSink.from(user).move(to)
          return 0
        },
        line_to: { to, user in
          OutlineSink.from(user).add(.line(OutlineSink.point(to)))
          return 0
        },
        conic_to: { control, to, user in
          OutlineSink.from(user).add(.quad(OutlineSink.point(control), OutlineSink.point(to)))
          return 0
        },
        cubic_to: { c1, c2, to, user in
          OutlineSink.from(user).add(
            .cubic(OutlineSink.point(c1), OutlineSink.point(c2), OutlineSink.point(to)))
          return 0
        },
        shift: 0, delta: 0)
      let status = withExtendedLifetime(sink) {
        FT_Outline_Decompose(
          &slot.pointee.outline, &funcs, Unmanaged.passUnretained(sink).toOpaque())
      }
      guard status == 0 else { return [] }
      if sink.open { sink.elements.append(.close) }
      return sink.elements
    }
  }

  /// Collects the elements FreeType's decomposition calls back with.
  private final class OutlineSink {
    var elements: [GlyphPath.Element] = []
    var open = false

    static func from(_ user: UnsafeMutableRawPointer?) -> OutlineSink {
      Unmanaged<OutlineSink>.fromOpaque(user!).takeUnretainedValue()
    }

    static func point(_ v: UnsafePointer<FT_Vector>?) -> CGPoint {
      guard let v else { return .zero }
      return CGPoint(x: CGFloat(v.pointee.x), y: CGFloat(v.pointee.y))
    }

    func move(_ to: UnsafePointer<FT_Vector>?) {
      if open { elements.append(.close) }
      elements.append(.move(OutlineSink.point(to)))
      open = true
    }

    func add(_ element: GlyphPath.Element) { elements.append(element) }
  }
#endif
