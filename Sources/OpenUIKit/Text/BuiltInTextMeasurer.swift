import Foundation

/// The deterministic default ``TextMeasuring``: advances and pair kerning from the generated
/// table of Inter Display (Latin, Latin Extended, Cyrillic, punctuation) and Nanum Gothic (Hangul).
///
/// A width is `Σ (advance + kerning) × pointSize / unitsPerEm`, summed left to right in
/// double precision, so it is identical on every machine. Characters the table does not
/// cover measure as a question mark; control characters and combining marks are zero wide.
/// Emoji measure as Apple Color Emoji sets them: one advance of 1 em per emoji cluster (see
/// ``EmojiClusters``).
/// Kerning applies between neighbours of the same font as CoreText does by default; there is
/// no shaping (ligatures, contextual forms) and no size-specific tracking.
public struct BuiltInTextMeasurer: TextMeasuring {
  /// The decoded table (shared by every measurer; held here so that measuring does not go
  /// through the lazy global on every call).
  private let table: FontMetricsTable

  /// Creates the measurer (the table is decoded once, at first use).
  public init() {
    table = FontMetricsTable.shared
  }

  /// The advance of each scalar with its kerning against the previous one.
  public func advances(of text: String, font: UIFont) -> TextAdvances {
    let table = self.table
    let weight = min(font.weight.tableIndex, table.advances.count - 1)
    let scale = Double(font.pointSize) / table.unitsPerEm
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars { scalars.append(scalar) }
    let count = scalars.count
    // Zero-filled, specialised arrays (an uninitialised-capacity initialiser looked up generic
    // metadata on every call: this runs for every label text).
    var advances = [CGFloat](repeating: 0, count: count)
    var kerning = [CGFloat](repeating: 0, count: count)
    // No table: every scalar is zero wide.
    guard weight >= 0 else {
      return TextAdvances(scalars: scalars, advances: advances, kerning: kerning)
    }
    // One pass over the table, with this weight's rows looked up once (not per scalar).
    let advanceRow = table.advances[weight]
    let kerningRow = weight < table.kerning.count ? table.kerning[weight] : []
    let fallback = Int(table.fallbackAdvance[weight])
    let side = table.kerningSide
    let missing = FontMetricsTable.missing
    advances.withUnsafeMutableBufferPointer { advanceOut in
      kerning.withUnsafeMutableBufferPointer { kernOut in
        scalars.withUnsafeBufferPointer { input in
          table.directIndex.withUnsafeBufferPointer { directIndex in
            table.directAdvance.withUnsafeBufferPointer { directAdvance in
              table.kerningSlot.withUnsafeBufferPointer { kerningSlot in
                kerningRow.withUnsafeBufferPointer { pairs in
                  var previousSlot: Int32 = -1
                  for i in 0..<count {
                    let scalar = input[i]
                    let value = scalar.value
                    var units = 0
                    var index = -1
                    if value < 0x20 || (value >= 0x7F && value < 0xA0) || value == 0x200B
                      || value == 0xFEFF
                    {
                      // controls, zero-width space and byte-order mark: zero wide
                    } else if value < FontMetricsTable.directLimit,
                      Int(value) < directIndex.count
                    {
                      let dense = directIndex[Int(value)]
                      let advance =
                        dense >= 0 ? advanceRow[Int(directAdvance[Int(value)])] : missing
                      if advance != missing {
                        units = Int(advance)
                        index = Int(dense)
                      } else if !isCombining(scalar) {
                        units = fallback
                      }
                    } else if let slot = table.slot(of: value), advanceRow[slot.advance] != missing
                    {
                      units = Int(advanceRow[slot.advance])
                      index = slot.index
                    } else if !isCombining(scalar) {
                      units = fallback
                    }
                    let slot: Int32 =
                      index >= 0 && index < kerningSlot.count ? kerningSlot[index] : -1
                    var kern = 0
                    if previousSlot >= 0, slot >= 0, !pairs.isEmpty {
                      kern = Int(pairs[Int(previousSlot) * side + Int(slot)])
                    }
                    advanceOut[i] = CGFloat(Double(units) * scale)
                    kernOut[i] = CGFloat(Double(kern) * scale)
                    previousSlot = slot
                  }
                }
              }
            }
          }
        }
      }
    }
    var measured = TextAdvances(scalars: scalars, advances: advances, kerning: kerning)
    if EmojiClusters.mayContainEmoji(text) {
      let clusters = EmojiClusters.ranges(in: scalars) { scalar in
        guard let slot = table.slot(of: scalar.value) else { return false }
        return advanceRow[slot.advance] != missing
      }
      EmojiClusters.apply(clusters, pointSize: font.pointSize, to: &measured)
    }
    return measured
  }

  /// The width of `text` on one line, without building the per-scalar arrays.
  public func width(of text: String, font: UIFont) -> CGFloat {
    // Text that may hold emoji is measured scalar by scalar (the same sums in the same order).
    if EmojiClusters.mayContainEmoji(text) {
      let measured = advances(of: text, font: font)
      return measured.width(of: 0..<measured.count)
    }
    let table = self.table
    let weight = min(font.weight.tableIndex, table.advances.count - 1)
    let scale = Double(font.pointSize) / table.unitsPerEm
    var width = 0.0
    var previous = -1
    var first = true
    for scalar in text.unicodeScalars {
      let (units, index) = measure(scalar, table: table, weight: weight)
      if !first {
        let kern = weight >= 0 ? table.kern(previous, index, weight: weight) : 0
        width += Double(kern) * scale
      }
      width += Double(units) * scale
      previous = index
      first = false
    }
    return CGFloat(width)
  }

  /// The advance in font units and the dense table index (−1 when not covered) of a scalar.
  private func measure(
    _ scalar: Unicode.Scalar, table: FontMetricsTable, weight: Int
  ) -> (units: Int, index: Int) {
    let value = scalar.value
    if value < 0x20 || (value >= 0x7F && value < 0xA0) || value == 0x200B || value == 0xFEFF {
      return (0, -1)  // controls, zero-width space and byte-order mark
    }
    guard weight >= 0 else { return (0, -1) }
    if let slot = table.slot(of: value) {
      let units = table.advances[weight][slot.advance]
      if units != FontMetricsTable.missing { return (Int(units), slot.index) }
    }
    if isCombining(scalar) { return (0, -1) }
    return (Int(table.fallbackAdvance[weight]), -1)
  }

  private func isCombining(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return true
    default: return false
    }
  }
}
