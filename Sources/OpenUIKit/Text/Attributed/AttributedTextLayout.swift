import Foundation

/// Attributed text broken into lines for a width, run by run, as a label or
/// `NSAttributedString.boundingRect(with:options:context:)` sets it.
///
/// Lines break as ``TextLayout``'s do (greedy, at word or character boundaries, newlines
/// forced, the last allowed line truncated by the break mode), with each scalar measured in
/// its run's font. Each paragraph (text between newlines) takes the paragraph style of its
/// first character: alignment, line break mode, indents, line heights and spacing.
///
/// A line's natural height is the tallest of its runs' fonts' line heights (ascent and
/// descent widened by baseline offsets); ``NSParagraphStyle/lineHeightMultiple`` multiplies
/// it, then ``NSParagraphStyle/minimumLineHeight`` and ``NSParagraphStyle/maximumLineHeight``
/// bound it, and the text sits at the bottom of the line box (the extra space is above it, as
/// TextKit places it). Chosen where Apple documents nothing: ``NSParagraphStyle/lineSpacing``
/// goes between lines (not after the last line), ``NSParagraphStyle/paragraphSpacing``
/// between paragraphs (not after the last) and ``NSParagraphStyle/paragraphSpacingBefore``
/// before every paragraph but the first.
public struct AttributedTextLayout: Sendable, Equatable {
  /// A stretch of one line drawn with one set of attributes.
  public struct Run: Sendable, Equatable {
    /// The characters drawn (a truncation's "…" is a run of its own).
    public var text: String
    /// The run's start, from the line's start.
    public var x: CGFloat
    /// The run's advance (kern included).
    public var width: CGFloat
    /// The run's attributes.
    public var attributes: TextAttributes
  }

  /// One laid-out line.
  public struct Line: Sendable, Equatable {
    /// The line's characters, width and truncation, as ``TextLayout`` reports them.
    public var line: TextLayout.Line
    /// The runs, left to right.
    public var runs: [Run]
    /// The head indent of the line (the paragraph's first line takes
    /// ``NSParagraphStyle/firstLineHeadIndent``).
    public var indent: CGFloat
    /// The alignment of the line's paragraph.
    public var alignment: NSTextAlignment
    /// The paragraph's tail indent (see ``NSParagraphStyle/tailIndent``).
    public var tailIndent: CGFloat
    /// The top of the line box, from the top of the text.
    public var top: CGFloat
    /// The height of the line box.
    public var height: CGFloat
    /// The baseline, from the top of the text.
    public var baseline: CGFloat
    /// The paragraph style the line was set with.
    var style: NSParagraphStyle?
  }

  /// The lines, top to bottom.
  public var lines: [Line]

  /// The widest line with its indent (unrounded).
  public var width: CGFloat { lines.reduce(0) { max($0, $1.indent + $1.line.width) } }

  /// The bottom of the last line (unrounded).
  public var height: CGFloat { lines.last.map { $0.top + $0.height } ?? 0 }

  /// Whether any line was truncated.
  public var isTruncated: Bool { lines.contains { $0.line.isTruncated } }

  /// Lays out `string` within `maxWidth` (`.infinity` for no limit) on at most
  /// `numberOfLines` lines (0 for no limit). Attributes a run lacks come from `font`, `color`
  /// and `paragraphStyle`.
  public init(
    _ string: NSAttributedString, maxWidth: CGFloat, numberOfLines: Int,
    font: UIFont, color: UIColor?, paragraphStyle: NSParagraphStyle = .default,
    measurer: any TextMeasuring
  ) {
    let defaults = TextAttributes(font: font, color: color, paragraphStyle: paragraphStyle)
    self.init(
      styled: StyledText(string, defaults: defaults, measurer: measurer), maxWidth: maxWidth,
      numberOfLines: numberOfLines, measurer: measurer)
  }

  /// Lays out measured attributed text.
  init(styled: StyledText, maxWidth: CGFloat, numberOfLines: Int, measurer: any TextMeasuring) {
    lines = []
    let measured = styled.measured
    guard measured.count > 0 else { return }
    let limit = maxWidth.isNaN ? CGFloat.infinity : max(maxWidth, 0)
    let maxLines = numberOfLines <= 0 ? Int.max : numberOfLines
    var paragraphs: [Range<Int>] = []
    var start = 0
    for i in 0..<measured.count where TextLayout.isNewline(measured.scalars[i].value) {
      paragraphs.append(start..<i)
      start = i + 1
    }
    paragraphs.append(start..<measured.count)
    var result: [Line] = []
    var y: CGFloat = 0
    paragraphLoop: for (p, paragraph) in paragraphs.enumerated() {
      let head = styled.attributes(at: paragraph.lowerBound)
      let style = head.paragraphStyle
      if p > 0 { y += style.paragraphSpacingBefore }
      var lineStart = paragraph.lowerBound
      var first = true
      repeat {
        let indent = max(first ? style.firstLineHeadIndent : style.headIndent, 0)
        let right = style.tailIndent > 0 ? style.tailIndent : limit + style.tailIndent
        let breaker = LineBreaker(
          measured: measured, limit: max(right - indent, 0), mode: style.lineBreakMode)
        let lineStartOfLine = lineStart
        let isLastAllowed = result.count == maxLines - 1
        let end = breaker.lineEnd(from: lineStart, in: paragraph)
        let moreFollows = end < paragraph.upperBound || p < paragraphs.count - 1
        let line: TextLayout.Line
        var isLast = false
        if isLastAllowed && moreFollows {
          let font = styled.attributes(at: lineStart).font
          line = breaker.lastLine(
            rest: lineStart..<paragraph.upperBound, cut: p < paragraphs.count - 1, font: font,
            measurer: measurer)
          isLast = true
        } else {
          line = breaker.line(
            lineStart..<end, keepingTrailingSpaces: end == paragraph.upperBound)
          lineStart = breaker.skipSpaces(from: end, in: paragraph)
        }
        if !result.isEmpty {
          y += result[result.count - 1].lineSpacingAfter
          if first { y += result[result.count - 1].paragraphSpacingAfter }
        }
        var placed = AttributedTextLayout.place(
          line, in: styled, at: paragraph.lowerBound, ellipsisAt: lineStartOfLine,
          measurer: measurer)
        placed.indent = indent
        placed.alignment = style.alignment
        placed.tailIndent = style.tailIndent
        AttributedTextLayout.setHeight(of: &placed, style: style, top: y)
        y += placed.height
        result.append(placed)
        first = false
        if isLast { break paragraphLoop }
      } while lineStart < paragraph.upperBound
    }
    lines = result
  }

  /// The runs of a line, with its natural height (no paragraph style applied yet). A "…"
  /// takes the attributes at `ellipsisAt` (the line's start: the font the line breaker
  /// measured it in).
  static func place(
    _ line: TextLayout.Line, in styled: StyledText, at paragraphStart: Int, ellipsisAt: Int,
    measurer: any TextMeasuring
  ) -> Line {
    let measured = styled.measured
    var runs: [Run] = []
    var x: CGFloat = 0
    var fonts: [(UIFont, CGFloat)] = []
    func addEllipsis() {
      let attributes = styled.attributes(at: ellipsisAt)
      let w = measurer.width(of: "\u{2026}", font: attributes.font)
      runs.append(Run(text: "\u{2026}", x: x, width: w, attributes: attributes))
      fonts.append((attributes.font, attributes.baselineOffset))
      x += w
    }
    for (k, piece) in line.pieces.enumerated() {
      if line.ellipsisIndex == k {
        addEllipsis()
      }
      let base = x
      for run in styled.runs(in: piece) {
        let before = measured.width(of: piece.lowerBound..<run.range.lowerBound)
        let through = measured.width(of: piece.lowerBound..<run.range.upperBound)
        var text = String.UnicodeScalarView()
        text.append(contentsOf: measured.scalars[run.range])
        runs.append(
          Run(
            text: String(text), x: base + before, width: through - before,
            attributes: run.attributes))
        fonts.append((run.attributes.font, run.attributes.baselineOffset))
        x = base + through
      }
    }
    if let e = line.ellipsisIndex, e >= line.pieces.count { addEllipsis() }
    if fonts.isEmpty {
      // An empty line measures in the font at its paragraph's start (or the newline's).
      let a = styled.attributes(at: paragraphStart)
      fonts.append((a.font, a.baselineOffset))
    }
    var ascent: CGFloat = 0
    var descent: CGFloat = 0
    var tallest: CGFloat = 0
    var offsets = false
    for (font, offset) in fonts {
      ascent = max(ascent, font.ascender + offset)
      descent = max(descent, -font.descender - offset)
      tallest = max(tallest, font.lineHeight)
      if offset != 0 { offsets = true }
    }
    // Without baseline offsets the tallest font's line height is exact (ascent + descent
    // can differ from it in the last bit).
    let natural = offsets ? ascent + descent : tallest
    // The baseline is the ascent below the top of the natural line box (set from the
    // tallest font's ascender when no baseline offset moves it: exact for plain text).
    return Line(
      line: line, runs: runs, indent: 0, alignment: .natural, tailIndent: 0, top: 0,
      height: natural, baseline: ascent)
  }

  /// Applies the paragraph style's line height rules to a line with its natural height.
  static func setHeight(of line: inout Line, style: NSParagraphStyle, top: CGFloat) {
    let natural = line.height
    var height = natural
    if style.lineHeightMultiple > 0 { height *= style.lineHeightMultiple }
    if style.minimumLineHeight > 0 { height = max(height, style.minimumLineHeight) }
    if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
    line.top = top
    line.height = height
    line.baseline = top + (height - natural) + line.baseline
    line.style = style
  }
}

extension AttributedTextLayout.Line {
  /// The space after this line when another line of its paragraph follows or another
  /// paragraph does.
  var lineSpacingAfter: CGFloat { max(style?.lineSpacing ?? 0, 0) }
  /// The space after this line when it ends its paragraph.
  var paragraphSpacingAfter: CGFloat { max(style?.paragraphSpacing ?? 0, 0) }
}
