#if FreeType
  import CFreeType
  import Foundation
  import OpenUIKit
  #if HarfBuzz
    import CHarfBuzz
  #endif

  /// A ``OpenUIKit/TextMeasuring`` that reads advances from font files with FreeType, in font
  /// units scaled to the point size (no hinting, so the result does not depend on a pixel
  /// grid), with the pair kerning of the font's `kern` table — or, with
  /// ``Shaping-swift.enum/harfBuzz``, the advances HarfBuzz's shaping gives (GPOS kerning,
  /// ligatures and marks included), each cluster's advance on its first scalar.
  ///
  /// ```swift
  /// TextMeasurement.current = try FreeTypeTextMeasurer(
  ///   regular: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
  ///   bold: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
  /// ```
  public final class FreeTypeTextMeasurer: TextMeasuring, @unchecked Sendable {
    /// How advances are found.
    public enum Shaping: Sendable, Equatable {
      /// Each scalar's glyph advance, plus the `kern` table between neighbours.
      case none
      #if HarfBuzz
        /// HarfBuzz shaping (needs the `HarfBuzz` trait).
        case harfBuzz
      #endif
    }

    /// The shaping in use.
    public let shaping: Shaping
    let lock = NSLock()
    private var library: FT_Library?
    private let regular: FreeTypeFace
    private let bold: FreeTypeFace?

    /// Opens the font files (a regular face and, optionally, a bold one used for weights of
    /// semibold and above). Throws ``FreeTypeError`` when FreeType cannot open a file.
    public init(regular: String, bold: String? = nil, shaping: Shaping = .none) throws {
      var library: FT_Library?
      let status = FT_Init_FreeType(&library)
      guard status == 0, let library else {
        throw FreeTypeError(code: status, path: regular)
      }
      self.library = library
      self.shaping = shaping
      do {
        self.regular = try FreeTypeFace(library: library, path: regular)
        self.bold = try bold.map { try FreeTypeFace(library: library, path: $0) }
      } catch {
        FT_Done_FreeType(library)
        throw error
      }
    }

    deinit {
      regular.close()
      bold?.close()
      FT_Done_FreeType(library)
    }

    /// The face of a font's weight: the bold one from semibold up, when there is one.
    func face(for font: UIFont) -> FreeTypeFace {
      font.weight.rawValue >= UIFont.Weight.semibold.rawValue ? (bold ?? regular) : regular
    }

    /// The units per em of the regular face.
    public var unitsPerEm: Int { regular.unitsPerEm }

    /// The advance of each Unicode scalar of `text` at `font`'s point size, and the kerning
    /// between neighbours (zero with HarfBuzz, whose advances include it).
    public func advances(of text: String, font: UIFont) -> TextAdvances {
      let scalars = Array(text.unicodeScalars)
      let face = self.face(for: font)
      let scale = font.pointSize / CGFloat(face.unitsPerEm)
      lock.lock()
      defer { lock.unlock() }
      let units: (advances: [Int], kerning: [Int])
      switch shaping {
      case .none: units = face.unshapedUnits(scalars)
      #if HarfBuzz
        case .harfBuzz: units = face.shapedUnits(scalars)
      #endif
      }
      var measured = TextAdvances(
        scalars: scalars, advances: units.advances.map { CGFloat($0) * scale },
        kerning: units.kerning.map { CGFloat($0) * scale })
      // Emoji, which a text font file does not draw in colour, measure as on iOS: one Apple
      // Color Emoji advance (1 em) per emoji cluster.
      if EmojiClusters.mayContainEmoji(text) {
        let clusters = EmojiClusters.ranges(in: scalars) { scalar in
          FT_Get_Char_Index(face.face, FT_ULong(scalar.value)) != 0
        }
        EmojiClusters.apply(clusters, pointSize: font.pointSize, to: &measured)
      }
      return measured
    }
  }

  /// FreeType could not open a font file.
  public struct FreeTypeError: Error, CustomStringConvertible {
    /// FreeType's error code.
    public var code: Int32
    /// The file.
    public var path: String

    /// The message.
    public var description: String { "FreeType error \(code) opening \(path)" }
  }
#endif
