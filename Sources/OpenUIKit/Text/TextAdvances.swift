import Foundation

/// The measured Unicode scalars of a string: each scalar's advance and the kerning between it
/// and the scalar before it, in points.
public struct TextAdvances: Sendable, Equatable {
  /// The string's Unicode scalars.
  public var scalars: [Unicode.Scalar]
  /// The advance of each scalar (0 for combining marks).
  public var advances: [CGFloat]
  /// The kerning between scalar `i - 1` and scalar `i` (entry 0 is always 0).
  public var kerning: [CGFloat]
  /// The scalar ranges drawn as one emoji glyph each (see `EmojiClusters`): the first scalar
  /// of each carries the emoji's advance, the others are zero wide.
  public var emojiClusters: [Range<Int>]

  /// Creates measurements from parallel arrays of equal length.
  public init(
    scalars: [Unicode.Scalar], advances: [CGFloat], kerning: [CGFloat],
    emojiClusters: [Range<Int>] = []
  ) {
    self.scalars = scalars
    self.advances = advances
    self.kerning = kerning
    self.emojiClusters = emojiClusters
  }

  /// The number of scalars.
  public var count: Int { scalars.count }

  /// The width of the scalars in `range` set on one line: their advances plus the kerning
  /// inside the range (not the kerning before its first scalar).
  public func width(of range: Range<Int>) -> CGFloat {
    var w: CGFloat = 0
    for i in range {
      if i > range.lowerBound { w += kerning[i] }
      w += advances[i]
    }
    return w
  }
}
