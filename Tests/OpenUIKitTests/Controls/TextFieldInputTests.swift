import Foundation
import OpenUIKit
import Testing

/// UITextField: text input traits, overlay views and their rectangles, border heights, and
/// the editing session's delegate calls, events and notifications in UIKit's order.
@MainActor
@Suite struct TextFieldInputTests: LayoutBehaviorSuite {
  @MainActor final class Log {
    var entries: [String] = []
  }

  @MainActor final class Delegate: UITextFieldDelegate {
    let log: Log
    var allowBegin = true
    var allowEnd = true
    var allowReturn = true
    var allowClear = true
    var refuseDigits = false

    init(log: Log) { self.log = log }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
      log.entries.append("shouldBegin")
      return allowBegin
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.entries.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
      log.entries.append("shouldEnd")
      return allowEnd
    }
    func textFieldDidEndEditing(
      _ textField: UITextField, reason: UITextField.DidEndEditingReason
    ) {
      log.entries.append("didEnd \(reason.rawValue)")
    }
    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool {
      log.entries.append("shouldChange \(range.location),\(range.length) \"\(string)\"")
      return !(refuseDigits && string.contains { $0.isNumber })
    }
    func textFieldDidChangeSelection(_ textField: UITextField) {
      log.entries.append("selection")
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      log.entries.append("shouldReturn")
      return allowReturn
    }
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
      log.entries.append("shouldClear")
      return allowClear
    }
  }

  /// A field in a root, logging its delegate calls, its editing events and its
  /// notifications into one log.
  func makeField(_ log: Log) -> (UIView, UITextField, Delegate, [NSObjectProtocol]) {
    let root = makeRoot()
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
    field.borderStyle = .roundedRect
    root.addSubview(field)
    let delegate = Delegate(log: log)
    field.delegate = delegate
    let events: [(UIControl.Event, String)] = [
      (.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"),
      (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
      (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
    ]
    for (event, name) in events {
      field.addAction(UIAction { _ in log.entries.append(name) }, for: event)
    }
    let names: [(NSNotification.Name, String)] = [
      (UITextField.textDidBeginEditingNotification, "beginNote"),
      (UITextField.textDidChangeNotification, "changeNote"),
      (UITextField.textDidEndEditingNotification, "endNote"),
    ]
    let observers = names.map { name, label in
      NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { _ in
        MainActor.assumeIsolated { log.entries.append(label) }
      }
    }
    return (root, field, delegate, observers)
  }

  func remove(_ observers: [NSObjectProtocol]) {
    for o in observers { NotificationCenter.default.removeObserver(o) }
  }

  @Test func tappingTypingAndReturnRunInUIKitsOrder() {
    let log = Log()
    let (_, field, delegate, observers) = makeField(log)
    defer { remove(observers) }
    field.simulateTap()
    #expect(
      log.entries == [
        "touchDown", "shouldBegin", "didBegin", "beginNote", "editingDidBegin", "touchUpInside",
      ])
    #expect(field.isEditing)
    log.entries.removeAll()
    field.insertText("a")
    field.deleteBackward()
    #expect(
      log.entries == [
        "shouldChange 0,0 \"a\"", "selection", "editingChanged", "changeNote",
        "shouldChange 0,1 \"\"", "selection", "editingChanged", "changeNote",
      ])
    log.entries.removeAll()
    field.insertText("\n")
    #expect(
      log.entries == [
        "shouldReturn", "editingDidEndOnExit", "shouldEnd", "didEnd 0", "endNote", "editingDidEnd",
      ])
    #expect(!field.isEditing)
    _ = delegate
  }

  @Test func delegatesVetoEditing() {
    let log = Log()
    let (root, field, delegate, observers) = makeField(log)
    defer { remove(observers) }
    delegate.allowBegin = false
    #expect(!field.becomeFirstResponder())
    #expect(!field.isEditing)
    delegate.allowBegin = true
    field.becomeFirstResponder()
    delegate.refuseDigits = true
    field.insertText("a1")
    field.insertText("b")
    #expect(field.text == "b")
    delegate.allowReturn = false
    log.entries.removeAll()
    field.simulateReturnKey()
    #expect(log.entries == ["shouldReturn"])
    delegate.allowEnd = false
    #expect(!field.resignFirstResponder())
    #expect(!root.endEditing(false))
    #expect(field.isEditing)
    #expect(root.endEditing(true))
    #expect(!field.isEditing)
    #expect(root.endEditing(false))
  }

  @Test func theClearButtonAsksTheDelegate() {
    let log = Log()
    let (_, field, delegate, observers) = makeField(log)
    defer { remove(observers) }
    field.clearButtonMode = .whileEditing
    field.text = "abc"
    #expect(!field.showsClearButton)
    field.becomeFirstResponder()
    #expect(field.showsClearButton)
    delegate.allowClear = false
    field.simulateClearButtonTap()
    #expect(field.text == "abc")
    delegate.allowClear = true
    log.entries.removeAll()
    field.simulateClearButtonTap()
    #expect(field.text == "")
    #expect(log.entries == ["shouldClear", "selection", "editingChanged", "changeNote"])
    #expect(!field.showsClearButton)
  }

  @Test func theReturnKeyWithoutAnExitActionKeepsEditing() {
    let field = UITextField()
    makeRoot().addSubview(field)
    field.becomeFirstResponder()
    field.simulateReturnKey()
    #expect(field.isEditing)
    field.resignFirstResponder()
  }

  @Test func borderStylesSetTheIntrinsicHeight() {
    let heights: [(UITextField.BorderStyle, CGFloat)] = [
      (.none, 21), (.line, 25), (.bezel, 25), (.roundedRect, 34),
    ]
    for (style, height) in heights {
      let field = UITextField()
      field.text = "hello"
      field.borderStyle = style
      #expect(field.intrinsicContentSize.height == height, "\(style)")
    }
  }

  @Test func overlayViewsTakeTheirRectanglesFromTheText() {
    let root = makeRoot()
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    field.borderStyle = .roundedRect
    field.text = "hello"
    let icon = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    field.leftView = icon
    field.leftViewMode = .always
    field.clearButtonMode = .whileEditing
    root.addSubview(field)
    root.layoutIfNeeded()
    #expect(icon.superview === field)
    expectFrame(field.leftViewRect(forBounds: field.bounds), 0, 7, 20, 20)
    expectFrame(icon.frame, 0, 7, 20, 20)
    expectFrame(field.textRect(forBounds: field.bounds), 20, 7, 173, 20)
    #expect(field.intrinsicContentSize == CGSize(width: 34 + 14 + 20, height: 34))
    field.becomeFirstResponder()
    expectFrame(field.clearButtonRect(forBounds: field.bounds), 174, 7.5, 19, 19)
    expectFrame(field.editingRect(forBounds: field.bounds), 20, 7, 154, 20)
    expectFrame(field.placeholderRect(forBounds: field.bounds), 20, 7, 154, 20)
    expectValue(field.intrinsicContentSize.width, 34 + 14 + 20 + 19)
    field.leftViewMode = .unlessEditing
    root.layoutIfNeeded()
    #expect(icon.isHidden)
    field.resignFirstResponder()
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
    field.rightView = badge
    field.rightViewMode = .always
    root.layoutIfNeeded()
    expectFrame(badge.frame, 170, 12, 30, 10)
    expectFrame(field.textRect(forBounds: field.bounds), 20, 7, 150, 20)
    #expect(UITextField.ViewMode.unlessEditing.rawValue == 2)
  }

  @Test func inputTraitsHaveUIKitsDefaultsAndRawValues() {
    let field = UITextField()
    #expect(field.keyboardType == .default)
    #expect(field.returnKeyType == .default)
    #expect(field.autocapitalizationType == .sentences)
    #expect(field.autocorrectionType == .default)
    #expect(field.spellCheckingType == .default)
    #expect(field.smartQuotesType == .default)
    #expect(field.smartDashesType == .default)
    #expect(field.smartInsertDeleteType == .default)
    #expect(field.keyboardAppearance == .default)
    #expect(!field.enablesReturnKeyAutomatically)
    #expect(!field.isSecureTextEntry)
    #expect(field.textContentType == nil)
    #expect(field.inputView == nil)
    #expect(field.inputAccessoryView == nil)
    #expect(UIKeyboardType.asciiCapableNumberPad.rawValue == 11)
    #expect(UIKeyboardType.emailAddress.rawValue == 7)
    #expect(UIKeyboardType.alphabet == .asciiCapable)
    #expect(UIReturnKeyType.continue.rawValue == 11)
    #expect(UIReturnKeyType.done.rawValue == 9)
    #expect(UITextAutocapitalizationType.allCharacters.rawValue == 3)
    #expect(UIKeyboardAppearance.alert == .dark)
    #expect(UITextContentType.oneTimeCode.rawValue == "one-time-code")
    #expect(UITextContentType.newPassword.rawValue == "new-password")
    #expect(UITextContentType.emailAddress.rawValue == "email")
    #expect(UITextContentType.username.rawValue == "username")
    field.textContentType = .password
    field.isSecureTextEntry = true
    field.text = "abc"
    #expect(field.displayedText == "•••")
    let traits: any UITextInputTraits = field
    traits.keyboardType = .numberPad
    #expect(field.keyboardType == .numberPad)
  }
}
