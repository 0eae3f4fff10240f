import Foundation

/// A scrollable, multi-line, editable text view (a ``UIScrollView``, as in UIKit).
///
/// The text is laid out inside ``textContainerInset`` (8 pt above and below, 0 at the sides,
/// UIKit's default) and the container's ``NSTextContainer/lineFragmentPadding`` (5 pt, UIKit's
/// default) at each end of every line, wrapping at word boundaries.
///
/// With ``isScrollEnabled`` on (the default) the view has no intrinsic size and its
/// ``UIScrollView/contentSize`` is its width by the text's height plus the insets. With it
/// off, the view sizes itself, the common idiom for a text view that grows with its text in
/// a stack or pinned with Auto Layout: the intrinsic size is the text's size plus the insets
/// and paddings, the text wrapping at the width layout gives the view (the same two-pass
/// layout as a multi-line label; see the article "Measuring Text"). An empty text view is one
/// line tall. The view hugs at 250 and resists compression at 750 (uikit-semantics §3.3).
///
/// The default font is the 12 pt system font, as a UIKit text view created in code draws
/// (``font`` reads nil until set); the default colour `UIColor.label`. The text is drawn by
/// an internal label, so renderers draw it as any label.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInputTraits {
  /// The font drawn while ``font`` is nil: the 12 pt system font (UIKit's text view default).
  public static let defaultFont = UIFont.systemFont(ofSize: 12)

  /// The text (`""` by default). Setting it drops the styles of ``attributedText``.
  open var text: String! {
    get { storedText }
    set {
      storedText = newValue ?? ""
      storedAttributedText = nil
      textDidChange()
    }
  }
  /// The styled text. Setting it sets ``text`` to its characters and the font, colour and
  /// alignment to the attributes at location 0, as UIKit does.
  open var attributedText: NSAttributedString! {
    get {
      if let stored = storedAttributedText, stored.string == storedText { return stored }
      return TextFieldStyling.plain(storedText, font: displayFont, color: textColor ?? .label)
    }
    set {
      let styled = newValue.map { NSAttributedString(attributedString: $0) }
      if let first = TextFieldStyling.leadingAttributes(of: styled) {
        if let font = first[.font] as? UIFont { storedFont = font }
        if let color = first[.foregroundColor] as? UIColor { storedTextColor = color }
        if let style = first[.paragraphStyle] as? NSParagraphStyle {
          storedAlignment = style.alignment
        }
      }
      storedText = styled?.string ?? ""
      storedAttributedText = styled
      textDidChange()
    }
  }
  /// The font; nil by default (the text is drawn in ``defaultFont``).
  open var font: UIFont? {
    get { storedFont }
    set {
      storedFont = newValue
      if adjustFontForContentSizeCategory() { return }
      textDidChange()
    }
  }
  /// The text colour; nil draws `UIColor.label`.
  open var textColor: UIColor? {
    get { storedTextColor }
    set {
      storedTextColor = newValue
      updateLabel()
    }
  }
  /// The alignment of the text (natural by default).
  open var textAlignment: NSTextAlignment {
    get { storedAlignment }
    set {
      storedAlignment = newValue
      updateLabel()
    }
  }
  /// The space between the view's edges and the text container: 8 pt above and below, 0 at
  /// the sides by default (UIKit's).
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { textDidChange() }
  }
  /// The container the text is laid out in (its padding is 5 pt at each end of a line).
  public let textContainer = NSTextContainer()
  /// Whether the text can be edited (true by default).
  open var isEditable = true {
    didSet { if !isEditable, isFirstResponder { resignFirstResponder() } }
  }
  /// Whether the text can be selected (true by default; stored).
  open var isSelectable = true
  /// The selection: where typing inserts (the end of the text after simulated typing).
  open var selectedRange = NSRange(location: 0, length: 0)
  /// Whether the font follows the text size of the view's traits (false by default).
  open var adjustsFontForContentSizeCategory = false {
    didSet { if adjustsFontForContentSizeCategory { adjustFontForContentSizeCategory() } }
  }
  /// Whether typing replaces the text's styles (stored).
  open var allowsEditingTextAttributes = false
  /// The attributes new text is typed with (stored).
  open var typingAttributes: [NSAttributedString.Key: Any] = [:]
  /// Which kinds of data are turned into links (stored).
  open var dataDetectorTypes: UIDataDetectorTypes = []
  /// Whether the find interaction is enabled (false; stored).
  open var isFindInteractionEnabled = false

  /// Whether scrolling is on (true by default). Turning it off makes the view size itself to
  /// its text (see the type's discussion).
  open override var isScrollEnabled: Bool {
    didSet {
      if isScrollEnabled != oldValue {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
      }
    }
  }

  // UITextInputTraits
  /// How letters are capitalised (sentences).
  open var autocapitalizationType = UITextAutocapitalizationType.sentences
  /// Whether autocorrection is on (`.default`).
  open var autocorrectionType = UITextAutocorrectionType.default
  /// Whether spell checking is on (`.default`).
  open var spellCheckingType = UITextSpellCheckingType.default
  /// Whether smart quotes are on (`.default`).
  open var smartQuotesType = UITextSmartQuotesType.default
  /// Whether smart dashes are on (`.default`).
  open var smartDashesType = UITextSmartDashesType.default
  /// Whether smart insert and delete are on (`.default`).
  open var smartInsertDeleteType = UITextSmartInsertDeleteType.default
  /// The keyboard shown (`.default`).
  open var keyboardType = UIKeyboardType.default
  /// The keyboard's look (`.default`).
  open var keyboardAppearance = UIKeyboardAppearance.default
  /// The return key's title (`.default`; in a text view it types a newline).
  open var returnKeyType = UIReturnKeyType.default
  /// Whether the return key is disabled while the text is empty (false).
  open var enablesReturnKeyAutomatically = false
  /// Whether the text is obscured (false).
  open var isSecureTextEntry = false
  /// What the view holds, for AutoFill (nil).
  open var textContentType: UITextContentType!

  /// The view shown instead of the keyboard (stored).
  open override var inputView: UIView? {
    get { storedInputView }
    set { storedInputView = newValue }
  }
  /// The view shown above the keyboard (stored).
  open override var inputAccessoryView: UIView? {
    get { storedInputAccessoryView }
    set { storedInputAccessoryView = newValue }
  }

  var storedText = ""
  var storedAttributedText: NSAttributedString?
  var storedFont: UIFont?
  var storedTextColor: UIColor?
  var storedAlignment = NSTextAlignment.natural
  var storedInputView: UIView?
  var storedInputAccessoryView: UIView?
  /// The width layout gave the view (the second pass of a self-sizing text view).
  var layoutWidth: CGFloat?
  /// Draws the text.
  let textLabel = UILabel()
  /// Whether the view is being edited (it is first responder).
  public internal(set) var isEditing = false

  /// Creates a text view in `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    installLabel()
  }

  /// Creates a text view in `frame` (the container is replaced by a new one here).
  public convenience init(frame: CGRect, textContainer: NSTextContainer?) {
    self.init(frame: frame)
    if let textContainer {
      self.textContainer.lineFragmentPadding = textContainer.lineFragmentPadding
      self.textContainer.maximumNumberOfLines = textContainer.maximumNumberOfLines
    }
  }

  /// Creates a text view from an archive: nothing is decoded (OpenUIKit has no nibs).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    installLabel()
  }

  /// The font the text is drawn in: ``font``, else ``defaultFont``.
  var displayFont: UIFont { storedFont ?? UITextView.defaultFont }

  /// Whether there is text.
  public var hasText: Bool { !storedText.isEmpty }

  // MARK: Measuring

  /// The width the text wraps at in a view `width` wide: less the side insets and the
  /// paddings.
  func textWidth(forViewWidth width: CGFloat) -> CGFloat {
    let inset = textContainerInset
    return max(width - inset.left - inset.right - 2 * textContainer.lineFragmentPadding, 0)
  }

  /// The text's size when wrapped at `textWidth` (infinite: unwrapped); one line tall when
  /// empty.
  func textSize(wrappingAt textWidth: CGFloat) -> CGSize {
    let lines = textContainer.maximumNumberOfLines
    textLabel.numberOfLines = lines
    guard hasText else {
      return CGSize(width: 0, height: textLabel.pixelCeil(displayFont.lineHeight))
    }
    let width = textWidth.isFinite ? max(textWidth, 0.001) : 0
    return textLabel.sizeThatFits(CGSize(width: width, height: 0))
  }

  /// The size the view needs around its text wrapped at `textWidth`.
  func fittingSize(wrappingAt textWidth: CGFloat) -> CGSize {
    let text = textSize(wrappingAt: textWidth)
    let inset = textContainerInset
    let padding = textContainer.lineFragmentPadding
    return CGSize(
      width: text.width + 2 * padding + inset.left + inset.right,
      height: text.height + inset.top + inset.bottom)
  }

  /// With scrolling on, none (a scroll view's); with it off, the text's size plus the insets
  /// and paddings, wrapped at the width layout gave the view (unwrapped before).
  open override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled else { return super.intrinsicContentSize }
    let wrap = layoutWidth.map { textWidth(forViewWidth: $0) } ?? .infinity
    return fittingSize(wrappingAt: wrap)
  }

  /// The size the view needs for its text within `size.width` (its text's own width when 0
  /// or less), as UIKit's text view answers (scrolling on or off).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let wrap = size.width > 0 ? textWidth(forViewWidth: size.width) : .infinity
    return fittingSize(wrappingAt: wrap)
  }

  /// Places the text and updates the content size; a self-sizing view adopts its width.
  open override func layoutSubviews() {
    adoptLayoutWidth(bounds.width)
    let width = textWidth(forViewWidth: bounds.width)
    let text = textSize(wrappingAt: width)
    let inset = textContainerInset
    let padding = textContainer.lineFragmentPadding
    textLabel.preferredMaxLayoutWidth = max(width, 0.001)
    textLabel.frame = CGRect(
      x: inset.left + padding, y: inset.top, width: width, height: text.height)
    let content = CGSize(width: bounds.width, height: text.height + inset.top + inset.bottom)
    if contentSize != content { contentSize = content }
    super.layoutSubviews()
  }

  // MARK: Editing

  /// A text view can become first responder while it is editable.
  open override var canBecomeFirstResponder: Bool { isEditable }

  /// Starts editing (unless the delegate's `textViewShouldBeginEditing(_:)` refuses): the
  /// delegate hears `textViewDidBeginEditing(_:)`, then the notification is posted.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard !isEditing, isEditable else { return isEditing }
    if textViewDelegate?.textViewShouldBeginEditing(self) == false { return false }
    guard super.becomeFirstResponder() else { return false }
    isEditing = true
    selectedRange = NSRange(location: (storedText as NSString).length, length: 0)
    textViewDelegate?.textViewDidBeginEditing(self)
    NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
    return true
  }

  /// Stops editing (unless the delegate's `textViewShouldEndEditing(_:)` refuses): the
  /// delegate hears `textViewDidEndEditing(_:)`, then the notification is posted.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isEditing else { return super.resignFirstResponder() }
    if textViewDelegate?.textViewShouldEndEditing(self) == false { return false }
    guard super.resignFirstResponder() else { return false }
    isEditing = false
    textViewDelegate?.textViewDidEndEditing(self)
    NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    return true
  }

  // MARK: Accessibility defaults

  /// A text view is an accessibility element unless told otherwise.
  open override var isAccessibilityElement: Bool {
    get { storedAccessibility?.isElement ?? true }
    set { super.isAccessibilityElement = newValue }
  }
  /// The set value, else the text (nil while empty).
  open override var accessibilityValue: String? {
    get { storedAccessibility?.value ?? (hasText ? storedText : nil) }
    set { super.accessibilityValue = newValue }
  }
  /// The set traits, else ``UIAccessibilityTraits/staticText`` for a view that is not
  /// editable and none for an editable one (VoiceOver announces it as a text field).
  open override var accessibilityTraits: UIAccessibilityTraits {
    get { storedAccessibility?.traits ?? (isEditable ? .none : .staticText) }
    set { super.accessibilityTraits = newValue }
  }

  // MARK: Private

  func textDidChange() {
    updateLabel()
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  private func installLabel() {
    textLabel.numberOfLines = 0
    textLabel.lineBreakMode = .byWordWrapping
    textLabel.isUserInteractionEnabled = false
    textLabel.isAccessibilityElement = false
    textLabel.preferredMaxLayoutWidth = 1e7
    addSubview(textLabel)
    updateLabel()
  }

  private func updateLabel() {
    if let styled = storedAttributedText, styled.string == storedText {
      textLabel.attributedText = styled
    } else {
      textLabel.text = storedText
      textLabel.font = displayFont
      textLabel.textColor = storedTextColor ?? .label
      textLabel.textAlignment = storedAlignment
    }
  }
}

/// The kinds of data a text view turns into links.
public struct UIDataDetectorTypes: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Creates a set from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Phone numbers.
  public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
  /// URLs.
  public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
  /// Addresses.
  public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
  /// Calendar events.
  public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
  /// Every kind.
  public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}
