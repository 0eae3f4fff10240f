import Foundation

/// The size of laid-out text: what a label's intrinsic size and baselines need.
struct TextBlockSize: Sendable, Equatable {
  /// The widest line (unrounded).
  var width: CGFloat
  /// `lines × lineHeight` (unrounded).
  var height: CGFloat
  /// The number of lines.
  var lines: Int

  /// The size of a layout.
  init(_ layout: TextLayout) {
    width = layout.width
    height = layout.height
    lines = layout.lines.count
  }

  init(width: CGFloat, height: CGFloat, lines: Int) {
    self.width = width
    self.height = height
    self.lines = lines
  }
}

extension TextLayout {
  /// The size of the layout that ``init(text:font:maxWidth:numberOfLines:lineBreakMode:measurer:)``
  /// makes, with the same numbers. Text of one paragraph that fits in the line limit (the
  /// common case: a label's text) is measured by walking the line breaks, without building
  /// lines; anything else (newlines, truncation) takes the full layout.
  static func size(
    text: String, font: UIFont, maxWidth: CGFloat, numberOfLines: Int,
    lineBreakMode: NSLineBreakMode, measurer: any TextMeasuring
  ) -> TextBlockSize {
    guard !text.isEmpty else { return TextBlockSize(width: 0, height: 0, lines: 0) }
    let limit = maxWidth.isNaN ? CGFloat.infinity : max(maxWidth, 0)
    // No width limit and no newline: one line as wide as the whole text (the walk below
    // would end its only line at the text's end), measured without the per-scalar arrays.
    // A single-line label's intrinsic size, most labels' case.
    if limit == .infinity && !text.unicodeScalars.contains(where: { isNewline($0.value) }) {
      return TextBlockSize(
        width: measurer.width(of: text, font: font), height: font.lineHeight, lines: 1)
    }
    let measured = measurer.advances(of: text, font: font)
    let maxLines = numberOfLines <= 0 ? Int.max : numberOfLines
    if let size = walkedSize(
      measured, font: font, limit: limit, maxLines: maxLines, mode: lineBreakMode)
    {
      return size
    }
    return TextBlockSize(
      TextLayout(
        measured: measured, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines,
        lineBreakMode: lineBreakMode, measurer: measurer, withText: false))
  }

  /// The lines of one paragraph, as the layout breaks them; nil when the text has a newline
  /// or its last allowed line would be truncated.
  private static func walkedSize(
    _ measured: TextAdvances, font: UIFont, limit: CGFloat, maxLines: Int, mode: NSLineBreakMode
  ) -> TextBlockSize? {
    let n = measured.count
    for scalar in measured.scalars where isNewline(scalar.value) { return nil }
    let breaker = LineBreaker(measured: measured, limit: limit, mode: mode, withText: false)
    let paragraph = 0..<n
    var count = 0
    var widest: CGFloat = 0
    var start = 0
    repeat {
      let end = breaker.lineEnd(from: start, in: paragraph)
      if count == maxLines - 1 && end < n { return nil }
      // As `LineBreaker.line`: spaces at a wrap hang outside the line, spaces ending the
      // paragraph count.
      var visibleEnd = end
      if end != n {
        while visibleEnd > start, breaker.isSpace(visibleEnd - 1) { visibleEnd -= 1 }
      }
      widest = max(widest, measured.width(of: start..<visibleEnd))
      count += 1
      start = breaker.skipSpaces(from: end, in: paragraph)
    } while start < n
    return TextBlockSize(width: widest, height: CGFloat(count) * font.lineHeight, lines: count)
  }
}
