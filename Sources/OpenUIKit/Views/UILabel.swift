import Foundation

/// A view that shows one or more lines of read-only text.
///
/// Its ``intrinsicContentSize`` is the size of its text in ``font``, rounded up to whole
/// pixels of the main screen, as UIKit reports it. A multi-line label (``numberOfLines`` other
/// than 1) with no ``preferredMaxLayoutWidth`` takes part in a two-pass layout: the first pass
/// measures the text on one line; once the engine has given the label a width, the label
/// re-measures its height at that width and the layout runs again (see the article "Measuring Text").
///
/// A label created in code hugs its content at 250 and resists compression at 750 on both
/// axes, like any view (Interface Builder writes 251 hugging into nibs; that is not a class
/// default).
@preconcurrency @MainActor
open class UILabel: UIView {
  /// The text shown; nil by default. Setting it replaces ``attributedText`` with the text
  /// styled by the label's properties, as in UIKit.
  @exclusivity(unchecked) open var text: String? {
    didSet {
      if storedAttributedText != nil, !isSettingAttributedText {
        storedAttributedText = nil
        contentDidChange()
      } else if text != oldValue || attributedTextSource != nil {
        contentDidChange()
      }
    }
  }

  /// The styled text shown. Setting it sets ``text`` to its characters and ``font``,
  /// ``textColor``, ``textAlignment`` and ``lineBreakMode`` to the attributes at location 0
  /// (as UIKit documents); attributes a run lacks come from those properties. Without styled
  /// text it is ``text`` with the label's font, colour and a paragraph style of its
  /// alignment and line break mode. The label measures and draws it run by run (see
  /// ``AttributedTextLayout``).
  open var attributedText: NSAttributedString? {
    get { effectiveAttributedText }
    set { setAttributedText(newValue) }
  }

  /// The font; the 17 pt system font by default. Setting nil restores the default.
  open var font: UIFont! {
    get {
      // A button's attributed title reports its leading font, as styled text set through
      // `attributedText` does.
      if let source = attributedTextSource?(), source.length > 0,
        let font = source.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
      {
        return font
      }
      return storedFont
    }
    set {
      let font = fontForContentSizeCategory(newValue ?? UILabel.defaultFont)
      if applyToAttributedText(.font, font) {
        storedFont = font
        return
      }
      guard !font.hasSameNameAndSize(as: storedFont) else {
        // An equal font measures the same; keep the new one (it may remember a text style).
        storedFont = font
        return
      }
      storedFont = font
      contentDidChange()
    }
  }

  /// The text colour; ``UIColor/label`` (black, white in the dark appearance) by default.
  /// Setting nil restores it.
  open var textColor: UIColor! {
    get { storedTextColor }
    set {
      storedTextColor = newValue ?? .label
      _ = applyToAttributedText(.foregroundColor, storedTextColor)
    }
  }

  /// The maximum number of lines; 1 by default, 0 for no limit.
  @exclusivity(unchecked) open var numberOfLines = 1 {
    didSet { if numberOfLines != oldValue { contentDidChange() } }
  }

  /// The width a multi-line label wraps at when computing its intrinsic size; 0 (automatic:
  /// the width layout gives the label) by default.
  @exclusivity(unchecked) open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { contentDidChange() } }
  }

  /// The text colour while highlighted.
  @exclusivity(unchecked) open var highlightedTextColor: UIColor?

  @exclusivity(unchecked) var storedFont: UIFont = UILabel.defaultFont
  @exclusivity(unchecked) var storedTextColor: UIColor = .label
  /// The width the last layout pass gave a multi-line label (the second pass's width).
  @exclusivity(unchecked) var layoutWidth: CGFloat?

  // (The one-byte fields follow the optional width, in its last word: a class's stored
  // properties are laid out in declaration order, and one by one between the eight-byte
  // fields each took eight.)

  /// How lines are aligned; `.natural` by default.
  @exclusivity(unchecked) open var textAlignment = NSTextAlignment.natural {
    didSet { applyParagraphStyle { $0.alignment = self.textAlignment } }
  }

  /// How text is wrapped and truncated; `.byTruncatingTail` by default.
  @exclusivity(unchecked) open var lineBreakMode = NSLineBreakMode.byTruncatingTail {
    didSet {
      applyParagraphStyle { $0.lineBreakMode = self.lineBreakMode }
      if lineBreakMode != oldValue { contentDidChange() }
    }
  }

  /// Whether the label draws its text enabled (it does not change the layout).
  @exclusivity(unchecked) open var isEnabled = true

  /// Whether the label is highlighted (it does not change the layout).
  @exclusivity(unchecked) open var isHighlighted = false

  /// Whether the font follows the text size of the label's traits
  /// (`UIContentSizeCategoryAdjusting`); false by default. When true, a font from
  /// `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics.scaledFont(for:)` is re-scaled
  /// for the label's ``UIView/traitCollection`` now and whenever its text size changes, and
  /// the label's intrinsic size is invalidated so that layout runs again.
  @exclusivity(unchecked) open var adjustsFontForContentSizeCategory = false {
    didSet { if adjustsFontForContentSizeCategory { adjustFontForContentSizeCategory() } }
  }
  /// Whether a one-line label shrinks its font to fit its width. Stored: OpenUIKit lays the
  /// text out at the full font size and truncates it.
  open var adjustsFontSizeToFitWidth = false
  /// Whether the label tightens letter spacing before truncating. Stored.
  open var allowsDefaultTighteningForTruncation = false
  /// Whether ``attributedText`` is being set (its ``text`` and style changes keep it).
  @exclusivity(unchecked) var isSettingAttributedText = false
  /// The last laid-out text, keyed by the width and line limit it was laid out for.
  @exclusivity(unchecked) var cachedLayout: (width: CGFloat, lines: Int, layout: TextLayout)?
  /// The last text size, keyed the same way (see ``textSize(maxWidth:lines:)``).
  @exclusivity(unchecked) var cachedSize: (width: CGFloat, lines: Int, size: TextBlockSize)?
  /// The styled text set through ``attributedText`` (nil: plain text).
  @exclusivity(unchecked) var storedAttributedText: NSAttributedString?
  /// Where a button's title label gets its attributed title from (nil: nowhere).
  @exclusivity(unchecked) var attributedTextSource: (@MainActor () -> NSAttributedString?)?
  /// The last attributed layout, keyed like ``cachedLayout``.
  @exclusivity(unchecked) var cachedAttributedLayout:
    (width: CGFloat, lines: Int, layout: AttributedTextLayout)?

  /// UIKit's default label font: the system font at 17 pt.
  static let defaultFont = UIFont.systemFont(ofSize: 17)

  /// Creates a label with the given frame. Labels do not take touches by default.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Creates a label from an archive: nothing is decoded (OpenUIKit has no nibs).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }

  /// The text, font or wrapping changed: measure again from the first pass.
  func contentDidChange() {
    cachedLayout = nil
    cachedSize = nil
    cachedAttributedLayout = nil
    layoutWidth = nil
    invalidateIntrinsicContentSize()
    // A button measures its title label: as in UIKit, the button's size follows the label's
    // font (a Dynamic Type title re-scaled when the button enters a window, say).
    if let button = superview as? UIButton, button.storedTitleLabel === self {
      button.invalidateIntrinsicContentSize()
    }
    baselineGeometryDidChange()
    setNeedsLayout()
  }

  /// The size of the text: on one line for a single-line label, wrapped at
  /// ``preferredMaxLayoutWidth`` (or, after a layout pass, the label's width) otherwise;
  /// rounded up to whole pixels; zero without text.
  open override var intrinsicContentSize: CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let size = textSize(maxWidth: intrinsicWrapWidth, lines: numberOfLines)
    return CGSize(width: pixelCeil(size.width), height: pixelCeil(size.height))
  }

  /// The size the text needs within `size.width` (0 meaning no limit), on at most
  /// ``numberOfLines`` lines, rounded up to whole pixels. A single-line label reports its
  /// whole text's width.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    var width = size.width > 0 ? size.width : CGFloat.infinity
    if numberOfLines == 1 { width = .infinity }
    let size = textSize(maxWidth: width, lines: numberOfLines)
    return CGSize(width: pixelCeil(size.width), height: pixelCeil(size.height))
  }

  /// Adopts the width layout gave a multi-line label: its intrinsic height becomes the
  /// wrapped height at that width (the second pass).
  open override func layoutSubviews() {
    super.layoutSubviews()
    adoptWrapWidth(bounds.width)
  }

  /// The second pass of a multi-line label without ``preferredMaxLayoutWidth``: wraps at
  /// `width` from now on. Returns whether its intrinsic size (its lines) changed.
  @discardableResult
  func adoptWrapWidth(_ width: CGFloat) -> Bool {
    guard numberOfLines != 1, preferredMaxLayoutWidth == 0 else { return false }
    guard width > 0, width != layoutWidth else { return false }
    if usesAttributedLayout { return adoptAttributedWrapWidth(width) }
    let before = layoutWidth.map { textLayout(maxWidth: $0, lines: numberOfLines) }
    layoutWidth = width
    let after = textLayout(maxWidth: width, lines: numberOfLines)
    guard before != after else { return false }
    invalidateIntrinsicContentSize()
    baselineGeometryDidChange()
    return true
  }

  /// A label's height depends on the width it wraps at (see ``LayoutWidthDependentContent``).
  override var layoutWidthDependentContent: LayoutWidthDependentContent? { self }

  /// The first baseline: the text block is centred vertically, and the first line's baseline
  /// sits ``UIFont/ascender`` below the block's top.
  override var firstBaselineLayout: (heightFactor: CGFloat, constant: CGFloat) {
    let block = baselineBlock
    if let first = attributedBaselines?.first { return (0.5, first - block.height / 2) }
    return (0.5, storedFont.ascender - block.height / 2)
  }

  /// The last baseline: the last line's baseline in the vertically centred text block.
  override var lastBaselineLayout: (heightFactor: CGFloat, constant: CGFloat) {
    let block = baselineBlock
    if let last = attributedBaselines?.last { return (0.5, last - block.height / 2) }
    let lineHeight = storedFont.lineHeight
    let lastTop = CGFloat(block.lines - 1) * lineHeight
    return (0.5, lastTop + storedFont.ascender - block.height / 2)
  }

  // MARK: Accessibility defaults

  /// A label is an accessibility element unless told otherwise.
  open override var isAccessibilityElement: Bool {
    get { storedAccessibility?.isElement ?? true }
    set { super.isAccessibilityElement = newValue }
  }
  /// The set label, else the text.
  open override var accessibilityLabel: String? {
    get { storedAccessibility?.label ?? text }
    set { super.accessibilityLabel = newValue }
  }
  /// The set traits, else ``UIAccessibilityTraits/staticText`` (with
  /// ``UIAccessibilityTraits/notEnabled`` while not enabled).
  open override var accessibilityTraits: UIAccessibilityTraits {
    get {
      if let traits = storedAccessibility?.traits { return traits }
      return isEnabled ? .staticText : [.staticText, .notEnabled]
    }
    set { super.accessibilityTraits = newValue }
  }

  // MARK: Font adjustments

  /// The smallest scale ``adjustsFontSizeToFitWidth`` may shrink the font to (0: UIKit's
  /// default, no limit). Stored.
  open var minimumScaleFactor: CGFloat = 0
}
