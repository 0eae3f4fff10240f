import Foundation

/// Text broken into lines for a width, the way a label sets it: greedy wrapping at word (or
/// character) boundaries, forced breaks at newlines, and an ellipsis on the last line when the
/// line limit cuts the text and the break mode truncates.
public struct TextLayout: Sendable, Equatable {
  /// One laid-out line.
  public struct Line: Sendable, Equatable {
    /// The characters shown on the line (with "…" where it was truncated).
    public var text: String
    /// The width of the shown characters, trailing spaces excluded (unrounded).
    public var width: CGFloat
    /// Whether the line ends or starts with an ellipsis in place of cut text.
    public var isTruncated: Bool
    /// The scalar ranges shown, in order (recorded only for lines laid out with their text;
    /// attributed layout splits them into runs).
    var pieces: [Range<Int>] = []
    /// Where "…" stands among `pieces`: before the piece of this index (`pieces.count`:
    /// after the last); nil when the line is not truncated with an ellipsis.
    var ellipsisIndex: Int?
  }

  /// The lines, top to bottom.
  public var lines: [Line]
  /// The font the lines are set in.
  public var font: UIFont

  /// Whether any line was truncated or text was left out.
  public var isTruncated: Bool { lines.contains { $0.isTruncated } }

  /// The widest line (unrounded).
  public var width: CGFloat { lines.reduce(0) { max($0, $1.width) } }

  /// The height of the lines: `lines × lineHeight` (unrounded).
  public var height: CGFloat { CGFloat(lines.count) * font.lineHeight }

  /// Whether `value` ends a paragraph: LF, CR, U+2028 or U+2029 (a comparison, not a set
  /// lookup: this runs for every scalar).
  @inline(__always) static func isNewline(_ value: UInt32) -> Bool {
    value == 0x0A || value == 0x0D || value == 0x2028 || value == 0x2029
  }

  /// Lays out `text` in `font` within `maxWidth` (use `.infinity` for no limit), on at most
  /// `numberOfLines` lines (0 for no limit).
  public init(
    text: String, font: UIFont, maxWidth: CGFloat, numberOfLines: Int,
    lineBreakMode: NSLineBreakMode, measurer: any TextMeasuring
  ) {
    self.init(
      text: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode, measurer: measurer, withText: true)
  }

  /// Lays out `text`; without `withText` the lines' ``Line/text`` stay empty (their widths,
  /// count and truncation are the same): enough for sizing, and much cheaper.
  init(
    text: String, font: UIFont, maxWidth: CGFloat, numberOfLines: Int,
    lineBreakMode: NSLineBreakMode, measurer: any TextMeasuring, withText: Bool
  ) {
    let measured =
      text.isEmpty
      ? TextAdvances(scalars: [], advances: [], kerning: [])
      : measurer.advances(of: text, font: font)
    self.init(
      measured: measured, font: font, maxWidth: maxWidth,
      numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, measurer: measurer,
      withText: withText)
  }

  /// Lays out text already measured (no lines for no scalars).
  init(
    measured: TextAdvances, font: UIFont, maxWidth: CGFloat, numberOfLines: Int,
    lineBreakMode: NSLineBreakMode, measurer: any TextMeasuring, withText: Bool
  ) {
    self.font = font
    self.lines = []
    guard measured.count > 0 else { return }
    let limit = maxWidth.isNaN ? CGFloat.infinity : max(maxWidth, 0)
    let maxLines = numberOfLines <= 0 ? Int.max : numberOfLines
    let breaker = LineBreaker(
      measured: measured, limit: limit, mode: lineBreakMode, withText: withText)
    var paragraphs: [Range<Int>] = []
    var start = 0
    for i in 0..<measured.count where TextLayout.isNewline(measured.scalars[i].value) {
      paragraphs.append(start..<i)
      start = i + 1
    }
    paragraphs.append(start..<measured.count)
    var result: [Line] = []
    paragraphLoop: for (p, paragraph) in paragraphs.enumerated() {
      var lineStart = paragraph.lowerBound
      repeat {
        let isLastAllowed = result.count == maxLines - 1
        let end = breaker.lineEnd(from: lineStart, in: paragraph)
        let moreFollows = end < paragraph.upperBound || p < paragraphs.count - 1
        if isLastAllowed && moreFollows {
          result.append(
            breaker.lastLine(
              rest: lineStart..<paragraph.upperBound, cut: p < paragraphs.count - 1,
              font: font, measurer: measurer))
          break paragraphLoop
        }
        result.append(
          breaker.line(lineStart..<end, keepingTrailingSpaces: end == paragraph.upperBound))
        lineStart = breaker.skipSpaces(from: end, in: paragraph)
      } while lineStart < paragraph.upperBound
    }
    lines = result
  }
}

/// The greedy line breaker behind ``TextLayout``.
struct LineBreaker {
  let measured: TextAdvances
  let limit: CGFloat
  let mode: NSLineBreakMode
  /// Whether lines carry their characters (sizing needs only their widths).
  let withText: Bool

  /// Tolerance for rounding in width comparisons.
  static let epsilon: CGFloat = 1e-6

  init(measured: TextAdvances, limit: CGFloat, mode: NSLineBreakMode, withText: Bool = true) {
    self.measured = measured
    self.limit = limit
    self.mode = mode
    self.withText = withText
  }

  func isSpace(_ i: Int) -> Bool {
    let v = measured.scalars[i].value
    return v == 0x20 || v == 0x09 || v == 0x3000
  }

  /// Whether a line may not end just before scalar `i` (it continues a cluster).
  func continuesCluster(_ i: Int) -> Bool {
    let s = measured.scalars[i]
    if s.value == 0x200D || (0xFE00...0xFE0F).contains(s.value) { return true }
    if EmojiClusters.isModifier(s.value) || EmojiClusters.isTag(s.value) { return true }
    if EmojiClusters.isRegionalIndicator(s.value) {
      // The second of a pair of regional indicators (a flag) continues it.
      var before = 0
      while i - before > 0,
        EmojiClusters.isRegionalIndicator(measured.scalars[i - before - 1].value)
      {
        before += 1
      }
      return before % 2 == 1
    }
    switch s.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .spacingMark: return true
    default: return i > 0 && measured.scalars[i - 1].value == 0x200D
    }
  }

  /// The width of `range` without its trailing spaces.
  func visibleWidth(_ range: Range<Int>) -> CGFloat {
    var end = range.upperBound
    while end > range.lowerBound, isSpace(end - 1) { end -= 1 }
    return measured.width(of: range.lowerBound..<end)
  }

  /// Where the line starting at `start` ends (exclusive) within `paragraph`.
  func lineEnd(from start: Int, in paragraph: Range<Int>) -> Int {
    var width: CGFloat = 0
    var visible: CGFloat = 0
    var lastBreak = -1
    var i = start
    while i < paragraph.upperBound {
      if i > start { width += measured.kerning[i] }
      width += measured.advances[i]
      if !isSpace(i) { visible = width }
      if visible > limit + LineBreaker.epsilon, i > start, !isSpace(i) {
        if mode != .byCharWrapping, lastBreak > start { return lastBreak }
        var cut = i
        while cut > start + 1, continuesCluster(cut) { cut -= 1 }
        return cut
      }
      if isSpace(i) && (i + 1 >= paragraph.upperBound || !isSpace(i + 1)) {
        lastBreak = i + 1
      } else if !isSpace(i), measured.scalars[i].value == 0x2D, i + 1 < paragraph.upperBound,
        !isSpace(i + 1), i > start
      {
        lastBreak = i + 1  // after a hyphen
      }
      i += 1
    }
    return paragraph.upperBound
  }

  /// Skips the spaces a line break swallows.
  func skipSpaces(from index: Int, in paragraph: Range<Int>) -> Int {
    var i = index
    while i < paragraph.upperBound, isSpace(i) { i += 1 }
    return i
  }

  /// The characters of `range`, written straight into a string's UTF-8 storage (appending
  /// scalars to a `String.UnicodeScalarView` costs several times more).
  func text(_ range: Range<Int>) -> String {
    if range.isEmpty || !withText { return "" }
    return measured.scalars.withUnsafeBufferPointer { scalars in
      String(unsafeUninitializedCapacity: range.count * 4) { bytes in
        var n = 0
        for i in range {
          let scalar = scalars[i]
          if scalar.value < 0x80 {
            bytes[n] = UInt8(truncatingIfNeeded: scalar.value)
            n += 1
          } else {
            UTF8.encode(scalar) { byte in
              bytes[n] = byte
              n += 1
            }
          }
        }
        return n
      }
    }
  }

  /// The shown ranges of a line (none when lines carry no text).
  func pieces(_ ranges: Range<Int>...) -> [Range<Int>] {
    withText ? ranges : []
  }

  /// A line of `range`; spaces at a wrap hang outside it, spaces ending a paragraph count.
  func line(_ range: Range<Int>, keepingTrailingSpaces: Bool = false) -> TextLayout.Line {
    var end = range.upperBound
    while !keepingTrailingSpaces, end > range.lowerBound, isSpace(end - 1) { end -= 1 }
    return TextLayout.Line(
      text: text(range.lowerBound..<end), width: measured.width(of: range.lowerBound..<end),
      isTruncated: false, pieces: pieces(range.lowerBound..<end))
  }

  /// The last allowed line when text remains after it: the rest of the paragraph, truncated
  /// according to the mode (`cut` says later paragraphs are left out too).
  func lastLine(
    rest: Range<Int>, cut: Bool, font: UIFont, measurer: any TextMeasuring
  ) -> TextLayout.Line {
    switch mode {
    case .byWordWrapping, .byCharWrapping, .byClipping:
      let end = mode == .byClipping ? rest.upperBound : lineEnd(from: rest.lowerBound, in: rest)
      var l = line(rest.lowerBound..<end)
      l.width = min(l.width, limit)
      return l
    case .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle:
      if !cut, visibleWidth(rest) <= limit + LineBreaker.epsilon {
        return line(rest, keepingTrailingSpaces: true)
      }
      return truncated(rest, font: font, measurer: measurer)
    }
  }

  /// `rest` shortened with "…" to fit the limit.
  func truncated(
    _ rest: Range<Int>, font: UIFont, measurer: any TextMeasuring
  ) -> TextLayout.Line {
    let ellipsis = "\u{2026}"
    let ellipsisWidth = measurer.width(of: ellipsis, font: font)
    let room = limit - ellipsisWidth
    var end = rest.upperBound
    while end > rest.lowerBound, isSpace(end - 1) { end -= 1 }
    let body = rest.lowerBound..<end
    func fits(_ w: CGFloat) -> Bool { w <= room + LineBreaker.epsilon }
    switch mode {
    case .byTruncatingHead:
      var start = body.lowerBound
      while start < body.upperBound
        && (!fits(measured.width(of: start..<body.upperBound)) || continuesCluster(start))
      {
        start += 1
      }
      let w = measured.width(of: start..<body.upperBound) + ellipsisWidth
      return TextLayout.Line(
        text: ellipsis + text(start..<body.upperBound), width: w, isTruncated: true,
        pieces: pieces(start..<body.upperBound), ellipsisIndex: 0)
    case .byTruncatingMiddle:
      var head = body.lowerBound
      var tail = body.upperBound
      var takeHead = true
      while head < tail {
        let (h, t) = takeHead ? (head + 1, tail) : (head, tail - 1)
        let w = measured.width(of: body.lowerBound..<h) + measured.width(of: t..<body.upperBound)
        if !fits(w) { break }
        head = h
        tail = t
        takeHead.toggle()
      }
      var keptHead = head
      while keptHead > body.lowerBound, keptHead < body.upperBound, continuesCluster(keptHead) {
        keptHead -= 1
      }
      var keptTail = tail
      while keptTail < body.upperBound, continuesCluster(keptTail) { keptTail += 1 }
      while keptHead > body.lowerBound, isSpace(keptHead - 1) { keptHead -= 1 }
      while keptTail < body.upperBound, isSpace(keptTail) { keptTail += 1 }
      let headText = text(body.lowerBound..<keptHead)
      let tailText = text(keptTail..<body.upperBound)
      let w =
        measured.width(of: body.lowerBound..<keptHead)
        + measured.width(of: keptTail..<body.upperBound) + ellipsisWidth
      return TextLayout.Line(
        text: headText + ellipsis + tailText, width: w, isTruncated: true,
        pieces: pieces(body.lowerBound..<keptHead, keptTail..<body.upperBound), ellipsisIndex: 1)
    default:
      var stop = body.lowerBound
      var i = body.lowerBound
      while i < body.upperBound {
        var next = i + 1
        while next < body.upperBound, continuesCluster(next) { next += 1 }
        if !fits(visibleWidth(body.lowerBound..<next)) { break }
        stop = next
        i = next
      }
      var trimmed = stop
      while trimmed > body.lowerBound, isSpace(trimmed - 1) { trimmed -= 1 }
      let w = measured.width(of: body.lowerBound..<trimmed) + ellipsisWidth
      return TextLayout.Line(
        text: text(body.lowerBound..<trimmed) + ellipsis, width: w, isTruncated: true,
        pieces: pieces(body.lowerBound..<trimmed), ellipsisIndex: 1)
    }
  }
}
