import Foundation

/// How the lines of a paragraph are set: alignment, wrapping, indents, line heights and the
/// space between lines and paragraphs, with UIKit's defaults (every number 0, alignment
/// ``NSTextAlignment/natural``, ``NSLineBreakMode/byWordWrapping``).
///
/// Immutable; make changes on a ``NSMutableParagraphStyle`` (`mutableCopy()`). Two paragraph
/// styles are equal when their values are, mutable or not, as in UIKit.
open class NSParagraphStyle: AttributeValueObject, NSCopying, NSMutableCopying, @unchecked Sendable
{
  /// The values, shared by both classes.
  struct Values: Hashable {
    var alignment = NSTextAlignment.natural
    var lineBreakMode = NSLineBreakMode.byWordWrapping
    var lineSpacing: CGFloat = 0
    var paragraphSpacing: CGFloat = 0
    var paragraphSpacingBefore: CGFloat = 0
    var lineHeightMultiple: CGFloat = 0
    var minimumLineHeight: CGFloat = 0
    var maximumLineHeight: CGFloat = 0
    var firstLineHeadIndent: CGFloat = 0
    var headIndent: CGFloat = 0
    var tailIndent: CGFloat = 0
    var hyphenationFactor: Float = 0
    var allowsDefaultTighteningForTruncation = false
  }

  /// The values (written only by ``NSMutableParagraphStyle``).
  var values = Values()

  /// The default paragraph style: every value at its default.
  open class var `default`: NSParagraphStyle { defaultStyle }
  private static let defaultStyle = NSParagraphStyle()

  /// Creates a paragraph style with the default values.
  public override init() { super.init() }

  init(values: Values) {
    self.values = values
    super.init()
  }

  /// How the lines are aligned (``NSTextAlignment/natural``).
  open var alignment: NSTextAlignment { values.alignment }
  /// How lines wrap and the last line truncates (``NSLineBreakMode/byWordWrapping``).
  open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
  /// Points between the bottom of one line and the top of the next in the paragraph (0).
  open var lineSpacing: CGFloat { values.lineSpacing }
  /// Points after the paragraph (0).
  open var paragraphSpacing: CGFloat { values.paragraphSpacing }
  /// Points before the paragraph (0).
  open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
  /// The factor the natural line height is multiplied by (0: none), before the minimum and
  /// maximum apply.
  open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
  /// The least height of a line (0: no minimum).
  open var minimumLineHeight: CGFloat { values.minimumLineHeight }
  /// The greatest height of a line (0: no maximum).
  open var maximumLineHeight: CGFloat { values.maximumLineHeight }
  /// The indent of the paragraph's first line from the leading edge (0).
  open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
  /// The indent of the other lines from the leading edge (0).
  open var headIndent: CGFloat { values.headIndent }
  /// Positive: the lines' trailing end measured from the leading edge; zero or negative: the
  /// distance in from the trailing edge (0).
  open var tailIndent: CGFloat { values.tailIndent }
  /// The hyphenation threshold in 0...1 (0; stored, OpenUIKit does not hyphenate).
  open var hyphenationFactor: Float { values.hyphenationFactor }
  /// Whether text may be tightened before it is truncated (false; stored).
  open var allowsDefaultTighteningForTruncation: Bool {
    values.allowsDefaultTighteningForTruncation
  }

  /// An immutable copy.
  open func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(values: values) }

  /// A mutable copy.
  open func mutableCopy(with zone: NSZone? = nil) -> Any {
    NSMutableParagraphStyle(values: values)
  }

  /// Equal to another paragraph style (mutable or not) with the same values.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSParagraphStyle else { return false }
    return other.values == values
  }

  /// A hash of the values that is the same in every run (a sum of the numbers, not the
  /// per-process seeded hasher).
  open override var hash: Int {
    let v = values
    let numbers = [
      v.lineSpacing, v.paragraphSpacing, v.paragraphSpacingBefore, v.lineHeightMultiple,
      v.minimumLineHeight, v.maximumLineHeight, v.firstLineHeadIndent, v.headIndent,
      v.tailIndent,
    ]
    var h = v.alignment.rawValue &* 31 &+ v.lineBreakMode.rawValue
    for n in numbers { h = h &* 31 &+ Int(truncatingIfNeeded: Double(n).bitPattern) }
    return h
  }

  /// The values that differ from the default, as `Alignment 1, LineSpacing 4`.
  open override var description: String {
    let v = values
    let d = Values()
    var parts: [String] = []
    if v.alignment != d.alignment { parts.append("Alignment \(v.alignment.rawValue)") }
    if v.lineBreakMode != d.lineBreakMode {
      parts.append("LineBreakMode \(v.lineBreakMode.rawValue)")
    }
    let numbers: [(String, CGFloat)] = [
      ("LineSpacing", v.lineSpacing), ("ParagraphSpacing", v.paragraphSpacing),
      ("ParagraphSpacingBefore", v.paragraphSpacingBefore),
      ("LineHeightMultiple", v.lineHeightMultiple), ("MinimumLineHeight", v.minimumLineHeight),
      ("MaximumLineHeight", v.maximumLineHeight), ("FirstLineHeadIndent", v.firstLineHeadIndent),
      ("HeadIndent", v.headIndent), ("TailIndent", v.tailIndent),
    ]
    for (name, value) in numbers where value != 0 { parts.append("\(name) \(value)") }
    return parts.isEmpty ? "NSParagraphStyle (default)" : parts.joined(separator: ", ")
  }
}

/// A paragraph style whose values can be changed.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  /// Creates a mutable paragraph style with the default values.
  public override init() { super.init() }

  override init(values: Values) { super.init(values: values) }

  /// Sets every value from another paragraph style.
  open func setParagraphStyle(_ paragraphStyle: NSParagraphStyle) {
    values = paragraphStyle.values
  }

  /// How the lines are aligned.
  open override var alignment: NSTextAlignment {
    get { values.alignment }
    set { values.alignment = newValue }
  }
  /// How lines wrap and the last line truncates.
  open override var lineBreakMode: NSLineBreakMode {
    get { values.lineBreakMode }
    set { values.lineBreakMode = newValue }
  }
  /// Points between the lines of the paragraph.
  open override var lineSpacing: CGFloat {
    get { values.lineSpacing }
    set { values.lineSpacing = newValue }
  }
  /// Points after the paragraph.
  open override var paragraphSpacing: CGFloat {
    get { values.paragraphSpacing }
    set { values.paragraphSpacing = newValue }
  }
  /// Points before the paragraph.
  open override var paragraphSpacingBefore: CGFloat {
    get { values.paragraphSpacingBefore }
    set { values.paragraphSpacingBefore = newValue }
  }
  /// The factor the natural line height is multiplied by (0: none).
  open override var lineHeightMultiple: CGFloat {
    get { values.lineHeightMultiple }
    set { values.lineHeightMultiple = newValue }
  }
  /// The least height of a line (0: no minimum).
  open override var minimumLineHeight: CGFloat {
    get { values.minimumLineHeight }
    set { values.minimumLineHeight = newValue }
  }
  /// The greatest height of a line (0: no maximum).
  open override var maximumLineHeight: CGFloat {
    get { values.maximumLineHeight }
    set { values.maximumLineHeight = newValue }
  }
  /// The indent of the paragraph's first line.
  open override var firstLineHeadIndent: CGFloat {
    get { values.firstLineHeadIndent }
    set { values.firstLineHeadIndent = newValue }
  }
  /// The indent of the other lines.
  open override var headIndent: CGFloat {
    get { values.headIndent }
    set { values.headIndent = newValue }
  }
  /// The trailing indent (see ``NSParagraphStyle/tailIndent``).
  open override var tailIndent: CGFloat {
    get { values.tailIndent }
    set { values.tailIndent = newValue }
  }
  /// The hyphenation threshold (stored).
  open override var hyphenationFactor: Float {
    get { values.hyphenationFactor }
    set { values.hyphenationFactor = newValue }
  }
  /// Whether text may be tightened before it is truncated (stored).
  open override var allowsDefaultTighteningForTruncation: Bool {
    get { values.allowsDefaultTighteningForTruncation }
    set { values.allowsDefaultTighteningForTruncation = newValue }
  }
}
