import Foundation

/// A one-line editable text control. Typing is simulated: ``insertText(_:)`` and
/// ``deleteBackward()`` edit the text while the field is first responder and send
/// ``UIControl/Event/editingChanged``.
///
/// The intrinsic size is the text's (or the placeholder's) width rounded up, plus 7 pt on each
/// side for ``BorderStyle/roundedRect``; the height is the font's line height rounded up, or for
/// ``BorderStyle/roundedRect`` the line height plus 7 pt above and below, rounded (34 pt in the
/// 17 pt system font, UIKit's rounded field height).
@preconcurrency @MainActor
open class UITextField: UIControl {
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
    didSet { textDidChange() }
  }
  /// The text colour (black by default).
  open var textColor: UIColor? = .black
  /// The alignment of the text.
  open var textAlignment = NSTextAlignment.natural
  /// The border.
  open var borderStyle = BorderStyle.none {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// Whether the text is obscured (passwords); drawn as bullets.
  open var isSecureTextEntry = false
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
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    return true
  }

  /// Stops editing: sends ``UIControl/Event/editingDidEnd``.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isEditing else { return true }
    if delegate?.textFieldShouldEndEditing(self) == false { return false }
    guard super.resignFirstResponder() else { return false }
    isEditing = false
    delegate?.textFieldDidEndEditing(self)
    sendActions(for: .editingDidEnd)
    return true
  }

  /// Types `text` at the end (an OpenUIKit simulation of the keyboard): asks the delegate,
  /// changes the text and sends ``UIControl/Event/editingChanged``. A newline is the return key:
  /// the delegate's `textFieldShouldReturn(_:)` runs and ``UIControl/Event/editingDidEndOnExit``
  /// is sent.
  open func insertText(_ text: String) {
    guard isEditing else { return }
    if text == "\n" {
      if delegate?.textFieldShouldReturn(self) != false {
        sendActions(for: .editingDidEndOnExit)
      }
      return
    }
    let current = self.text ?? ""
    let range = NSRange(location: (current as NSString).length, length: 0)
    if delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) == false
    {
      return
    }
    self.text = current + text
    sendActions(for: .editingChanged)
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
    sendActions(for: .editingChanged)
  }

  /// Whether there is text.
  public var hasText: Bool { !(text ?? "").isEmpty }

  func textDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  /// The padding the border style adds on each side.
  var padding: UIEdgeInsets {
    borderStyle == .roundedRect
      ? UIEdgeInsets(top: 7, left: 7, bottom: 7, right: 7) : .zero
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

  /// The text's (or placeholder's) size plus the border style's padding.
  open override var intrinsicContentSize: CGSize {
    let font = self.font ?? .systemFont(ofSize: 17)
    let width = TextMeasurement.current.width(of: displayedString, font: font)
    let p = padding
    let height: CGFloat =
      borderStyle == .roundedRect
      ? (font.lineHeight + p.top + p.bottom).rounded() : font.lineHeight.rounded(.up)
    return CGSize(width: width.rounded(.up) + p.left + p.right, height: height)
  }

  /// The text's rectangle: the bounds less the border style's padding.
  open func textRect(forBounds bounds: CGRect) -> CGRect {
    bounds.inset(by: padding)
  }

  /// Where the placeholder is drawn: as the text.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect {
    textRect(forBounds: bounds)
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
  /// True.
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  /// True.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
