#if FreeType
  import CFreeType
  #if HarfBuzz
    import CHarfBuzz
  #endif

  /// One font file opened with FreeType (and HarfBuzz when shaping is built in). Not
  /// thread-safe: ``FreeTypeTextMeasurer`` serialises its use.
  final class FreeTypeFace {
    let face: FT_Face
    let unitsPerEm: Int
    #if HarfBuzz
      let hbFont: OpaquePointer?
    #endif

    init(library: FT_Library, path: String) throws {
      var face: FT_Face?
      let status = FT_New_Face(library, path, 0, &face)
      guard status == 0, let face else { throw FreeTypeError(code: status, path: path) }
      self.face = face
      unitsPerEm = Int(face.pointee.units_per_EM)
      #if HarfBuzz
        let blob = hb_blob_create_from_file(path)
        let hbFace = hb_face_create(blob, 0)
        let font = hb_font_create(hbFace)
        hb_font_set_scale(font, Int32(unitsPerEm), Int32(unitsPerEm))
        hb_face_destroy(hbFace)
        hb_blob_destroy(blob)
        hbFont = font
      #endif
    }

    func close() {
      FT_Done_Face(face)
      #if HarfBuzz
        hb_font_destroy(hbFont)
      #endif
    }

    /// Glyph advances in font units (unhinted) and the `kern` table's pair values (entry `i`
    /// between scalars `i - 1` and `i`; entry 0 is 0).
    func unshapedUnits(_ scalars: [Unicode.Scalar]) -> (advances: [Int], kerning: [Int]) {
      var advances: [Int] = []
      var kerning: [Int] = []
      advances.reserveCapacity(scalars.count)
      kerning.reserveCapacity(scalars.count)
      var previous: FT_UInt = 0
      for (index, scalar) in scalars.enumerated() {
        let glyph = FT_Get_Char_Index(face, FT_ULong(scalar.value))
        var advance = 0
        if FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_NO_SCALE)) == 0 {
          advance = Int(face.pointee.glyph.pointee.advance.x)
        }
        advances.append(advance)
        var pair = 0
        if index > 0 {
          var delta = FT_Vector()
          let mode = FT_UInt(FT_KERNING_UNSCALED.rawValue)
          if FT_Get_Kerning(face, previous, glyph, mode, &delta) == 0 { pair = delta.x }
        }
        kerning.append(pair)
        previous = glyph
      }
      return (advances, kerning)
    }

    #if HarfBuzz
      /// HarfBuzz's advances in font units, each glyph's added to its cluster's first scalar.
      func shapedUnits(_ scalars: [Unicode.Scalar]) -> (advances: [Int], kerning: [Int]) {
        var advances = [Int](repeating: 0, count: scalars.count)
        let kerning = [Int](repeating: 0, count: scalars.count)
        guard !scalars.isEmpty, let buffer = hb_buffer_create() else { return (advances, kerning) }
        defer { hb_buffer_destroy(buffer) }
        let codepoints = scalars.map { UInt32($0.value) }
        hb_buffer_add_utf32(buffer, codepoints, Int32(codepoints.count), 0, Int32(codepoints.count))
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(hbFont, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
          let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return (advances, kerning) }
        for i in 0..<Int(count) {
          let cluster = Int(infos[i].cluster)
          if cluster < advances.count { advances[cluster] += Int(positions[i].x_advance) }
        }
        return (advances, kerning)
      }
    #endif
  }
#endif
