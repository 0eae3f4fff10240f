import Foundation

/// A one-line editable text control. Typing is simulated: ``insertText(_:)`` and
/// ``deleteBackward()`` edit the text while the field is first responder and send
/// ``UIControl/Event/editingChanged``.
///
/// The intrinsic size is the text's (or the placeholder's) width rounded up, plus the border
/// style's padding on each side (7 pt for ``BorderStyle/roundedRect``, 2 pt for
/// ``BorderStyle/line`` and ``BorderStyle/bezel``: chosen, Apple documents none) and the shown
/// ``leftView`` and ``rightView``; the height is the font's line height rounded up, or for
/// ``BorderStyle/roundedRect`` the line height plus 7 pt above and below, rounded (34 pt in the
/// 17 pt system font, UIKit's rounded field height), or for line and bezel the line height
/// plus 2 pt above and below, rounded up (25 pt).
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInputTraits {
  /// When an overlay view (``leftView``, ``rightView``, the clear button) shows (UIKit's raw
  /// values).
  public enum ViewMode: Int, Sendable {
    /// Never.
    case never = 0
    /// While the field is being edited.
    case whileEditing = 1
    /// While the field is not being edited.
    case unlessEditing = 2
    /// Always.
    case always = 3
  }

  /// Why editing ended (UIKit's raw values).
  public enum DidEndEditingReason: Int, Sendable {
    /// The field resigned first responder (the return key, another field, `endEditing`).
    case committed = 0
    /// Editing was cancelled.
    case cancelled = 1
  }

  /// The field's border (UIKit's raw values).
  public enum BorderStyle: Int, Sendable {
    /// No border.
    case none = 0
    /// A thin rectangle.
    case line = 1
    /// A bezel.
    case bezel = 2
    /// A rounded rectangle (Interface Builder's default).
    case roundedRect = 3
  }

  /// The text (never nil once set; `""` by default).
  open var text: String? = "" {
    didSet { textDidChange() }
  }
  /// Grey text shown while the field is empty.
  open var placeholder: String? {
    didSet { textDidChange() }
  }
  /// The font (the 17 pt system font by default).
  open var font: UIFont? = .systemFont(ofSize: 17) {
    didSet {
      if adjustFontForContentSizeCategory() { return }
      textDidChange()
    }
  }
  /// The text colour (``UIColor/label``: black, white in the dark appearance, by default).
  open var textColor: UIColor? = .label
  /// The alignment of the text.
  open var textAlignment = NSTextAlignment.natural
  /// The border.
  open var borderStyle = BorderStyle.none {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// Whether the text is obscured (passwords); drawn as bullets.
  open var isSecureTextEntry = false {
    didSet { textDidChange() }
  }
  /// How letters are capitalised (``UITextAutocapitalizationType/sentences``).
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
  /// The return key's title (`.default`).
  open var returnKeyType = UIReturnKeyType.default
  /// Whether the return key is disabled while the text is empty (false).
  open var enablesReturnKeyAutomatically = false
  /// What the field holds, for AutoFill (nil).
  open var textContentType: UITextContentType!
  /// A view at the left edge (in the text's place at the left; shown per ``leftViewMode``).
  open var leftView: UIView? {
    didSet { overlayViewDidChange(from: oldValue, to: leftView) }
  }
  /// When ``leftView`` shows (``ViewMode/never``).
  open var leftViewMode = ViewMode.never {
    didSet { overlayViewDidChange(from: nil, to: nil) }
  }
  /// A view at the right edge (shown per ``rightViewMode``).
  open var rightView: UIView? {
    didSet { overlayViewDidChange(from: oldValue, to: rightView) }
  }
  /// When ``rightView`` shows (``ViewMode/never``).
  open var rightViewMode = ViewMode.never {
    didSet { overlayViewDidChange(from: nil, to: nil) }
  }
  /// When the clear button shows (``ViewMode/never``); it shows only while there is text.
  open var clearButtonMode = ViewMode.never {
    didSet { overlayViewDidChange(from: nil, to: nil) }
  }
  /// Whether the font follows the text size of the field's traits
  /// (`UIContentSizeCategoryAdjusting`), as a label's does; false by default.
  open var adjustsFontForContentSizeCategory = false {
    didSet { if adjustsFontForContentSizeCategory { adjustFontForContentSizeCategory() } }
  }
  /// Whether the text shrinks to fit the field (stored; OpenUIKit keeps the font's size).
  open var adjustsFontSizeToFitWidth = false
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
  var storedInputView: UIView?
  var storedInputAccessoryView: UIView?
  /// Whether ``resignFirstResponder()`` ignores the delegate's veto (set by `endEditing(true)`).
  var forcesEndEditing = false
  /// Receives editing events.
  open weak var delegate: (any UITextFieldDelegate)?
  /// Whether the field is being edited (it is first responder).
  public private(set) var isEditing = false

  /// Creates a field.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a text field from an archive: nothing is decoded (OpenUIKit has no nibs).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// A field can become first responder while it is enabled.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Starts editing: sends ``UIControl/Event/editingDidBegin`` (unless the delegate refuses).
  /// Another field that was editing in the same window stops first.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard !isEditing, isEnabled else { return isEditing }
    if delegate?.textFieldShouldBeginEditing(self) == false { return false }
    guard super.becomeFirstResponder() else { return false }
    isEditing = true
    didBeginEditing()
    sendActions(for: .editingDidBegin)
    firstResponderDidChange(afterOwnCallbacks: true)
    return true
  }

  /// Stops editing: sends ``UIControl/Event/editingDidEnd``.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isEditing else { return true }
    if !forcesEndEditing, delegate?.textFieldShouldEndEditing(self) == false { return false }
    guard super.resignFirstResponder() else { return false }
    isEditing = false
    didEndEditing()
    sendActions(for: .editingDidEnd)
    firstResponderDidChange(afterOwnCallbacks: true)
    return true
  }

  /// The field being edited: the first responder, when it is a text field that is editing.
  static var editing: UITextField? {
    guard let field = UIResponder.currentFirstResponder as? UITextField, field.isEditing
    else { return nil }
    return field
  }

  /// Types `text` at the end (an OpenUIKit simulation of the keyboard): asks the delegate's
  /// `textField(_:shouldChangeCharactersIn:replacementString:)`, changes the text, tells the
  /// delegate the selection moved (`textFieldDidChangeSelection(_:)`), sends
  /// ``UIControl/Event/editingChanged`` and posts ``textDidChangeNotification``. A newline is
  /// the return key: see ``simulateReturnKey()``.
  open func insertText(_ text: String) {
    guard isEditing else { return }
    if text == "\n" {
      simulateReturnKey()
      return
    }
    let current = self.text ?? ""
    let range = NSRange(location: (current as NSString).length, length: 0)
    if delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) == false
    {
      return
    }
    self.text = current + text
    textDidChangeByEditing()
  }

  /// Deletes the last character, as the delete key does.
  open func deleteBackward() {
    guard isEditing, let current = text, !current.isEmpty else { return }
    let ns = current as NSString
    let last = ns.rangeOfComposedCharacterSequence(at: ns.length - 1)
    if delegate?.textField(self, shouldChangeCharactersIn: last, replacementString: "") == false {
      return
    }
    text = ns.replacingCharacters(in: last, with: "")
    textDidChangeByEditing()
  }

  /// Whether there is text.
  public var hasText: Bool { !(text ?? "").isEmpty }

  func textDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  /// The padding the border style adds on each side (7 pt for a rounded rectangle, 2 pt for
  /// a line or a bezel: chosen).
  var padding: UIEdgeInsets {
    switch borderStyle {
    case .roundedRect: return UIEdgeInsets(top: 7, left: 7, bottom: 7, right: 7)
    case .line, .bezel: return UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
    case .none: return .zero
    }
  }

  /// What the field shows: the text (bullets for secure entry), or the placeholder while
  /// empty.
  public var displayedText: String { displayedString }

  /// Whether the placeholder is shown (the text is empty).
  public var isShowingPlaceholder: Bool { (text ?? "").isEmpty && !(placeholder ?? "").isEmpty }

  /// The shown string: the text, or the placeholder while empty.
  var displayedString: String {
    if let text, !text.isEmpty {
      return isSecureTextEntry ? String(repeating: "•", count: text.count) : text
    }
    return placeholder ?? ""
  }

  /// The text's (or placeholder's) size plus the border style's padding and the shown
  /// overlay views.
  open override var intrinsicContentSize: CGSize {
    let font = self.font ?? .systemFont(ofSize: 17)
    let width = TextMeasurement.current.width(of: displayedString, font: font)
    let p = padding
    let height: CGFloat
    switch borderStyle {
    case .roundedRect: height = (font.lineHeight + p.top + p.bottom).rounded()
    case .line, .bezel: height = (font.lineHeight + p.top + p.bottom).rounded(.up)
    case .none: height = font.lineHeight.rounded(.up)
    }
    var overlays: CGFloat = 0
    var tallest: CGFloat = 0
    for view in [leftView, rightView] {
      guard let view, isShowing(view) else { continue }
      let size = overlaySize(of: view)
      overlays += size.width
      tallest = max(tallest, size.height)
    }
    if showsClearButton { overlays += UITextField.clearButtonSide }
    return CGSize(
      width: width.rounded(.up) + p.left + p.right + overlays, height: max(height, tallest))
  }

  /// The text's rectangle: the bounds less the border style's padding, the shown left view
  /// and the shown right view or clear button.
  open func textRect(forBounds bounds: CGRect) -> CGRect {
    defaultTextRect(forBounds: bounds)
  }

  /// The text's rectangle while editing: as ``textRect(forBounds:)``.
  open func editingRect(forBounds bounds: CGRect) -> CGRect {
    defaultTextRect(forBounds: bounds)
  }

  /// Where the placeholder is drawn: as the text.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect {
    textRect(forBounds: bounds)
  }

  /// Where the left view goes: at the left edge, vertically centred, at its size.
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    guard let leftView else { return .zero }
    let size = overlaySize(of: leftView)
    return CGRect(
      x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
  }

  /// Where the right view goes: at the right edge, vertically centred, at its size.
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
    guard let rightView else { return .zero }
    let size = overlaySize(of: rightView)
    return CGRect(
      x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width,
      height: size.height)
  }

  /// Where the clear button goes: a 19 pt square (chosen) inside the right padding,
  /// vertically centred.
  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
    let side = UITextField.clearButtonSide
    return CGRect(
      x: bounds.maxX - padding.right - side, y: bounds.midY - side / 2, width: side, height: side)
  }

  /// Places the shown overlay views (and hides the others).
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutOverlayViews()
  }

  // MARK: Accessibility defaults

  /// A text field is an accessibility element unless told otherwise.
  open override var isAccessibilityElement: Bool {
    get { storedAccessibility?.isElement ?? true }
    set { super.isAccessibilityElement = newValue }
  }
  /// The set label, else the placeholder (what VoiceOver reads for an empty field; chosen).
  open override var accessibilityLabel: String? {
    get { storedAccessibility?.label ?? placeholder }
    set { super.accessibilityLabel = newValue }
  }
  /// The set value, else the text (bullets for secure entry; nil while empty).
  open override var accessibilityValue: String? {
    get {
      if let value = storedAccessibility?.value { return value }
      return hasText ? displayedString : nil
    }
    set { super.accessibilityValue = newValue }
  }

  /// A simulated tap: the field starts editing when the finger lifts inside (after touch
  /// down, before touch up inside).
  override func simulatedTouchUp(inside: Bool) {
    if inside, isEnabled, !isEditing { becomeFirstResponder() }
    super.simulatedTouchUp(inside: inside)
  }

  // MARK: Attributed text

  /// The styled text set through ``attributedText``.
  var storedAttributedText: NSAttributedString?
  /// The styled placeholder set through ``attributedPlaceholder``.
  var storedAttributedPlaceholder: NSAttributedString?

  /// The styled text. Setting it sets ``text`` to its characters and ``font``,
  /// ``textColor`` and ``textAlignment`` to the attributes at location 0, as UIKit does;
  /// setting ``text`` afterwards drops the styles. Without styled text it is ``text`` in the
  /// field's font and colour.
  open var attributedText: NSAttributedString? {
    get {
      if let stored = storedAttributedText, stored.string == (text ?? "") { return stored }
      return text.map { TextFieldStyling.plain($0, font: font, color: textColor) }
    }
    set {
      storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
      if let first = TextFieldStyling.leadingAttributes(of: newValue) {
        if let font = first[.font] as? UIFont { self.font = font }
        if let color = first[.foregroundColor] as? UIColor { textColor = color }
        if let style = first[.paragraphStyle] as? NSParagraphStyle {
          textAlignment = style.alignment
        }
      }
      text = newValue?.string ?? ""
    }
  }

  /// The styled placeholder; setting it sets ``placeholder`` to its characters. Without
  /// one it is ``placeholder`` in the field's font and the placeholder colour.
  open var attributedPlaceholder: NSAttributedString? {
    get {
      if let stored = storedAttributedPlaceholder, stored.string == placeholder { return stored }
      return placeholder.map { TextFieldStyling.plain($0, font: font, color: .placeholderText) }
    }
    set {
      storedAttributedPlaceholder = newValue.map { NSAttributedString(attributedString: $0) }
      placeholder = newValue?.string
    }
  }
}

/// Reacts to a text field's editing. Every method has a default.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
  /// Whether editing may begin (true).
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Editing began.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Whether editing may end (true).
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// Editing ended.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Editing ended, for `reason` (by default calls `textFieldDidEndEditing(_:)`; a delegate
  /// that implements this one gets it instead, as in UIKit).
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
  /// Whether the clear button may clear the text (true).
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// The selection (here: the insertion point at the end) moved.
  func textFieldDidChangeSelection(_ textField: UITextField)
  /// Whether a change may happen (true).
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// Whether the return key ends editing (true).
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// True.
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  /// True.
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// Calls `textFieldDidEndEditing(_:)`.
  public func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason
  ) {
    textFieldDidEndEditing(textField)
  }
  /// True.
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  /// True.
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  /// True.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
