import Foundation
import OpenUIKit
import Testing

/// UIButton's per-state content and intrinsic size; UITextField's editing events and size.
@MainActor
@Suite struct ButtonAndTextFieldTests: LayoutBehaviorSuite {
  @Test func buttonTitlesFollowTheState() {
    let button = UIButton(type: .system)
    button.setTitle("Save", for: .normal)
    button.setTitle("Saving", for: .disabled)
    #expect(button.currentTitle == "Save")
    #expect(button.titleLabel?.text == "Save")
    #expect(button.currentTitleColor == .systemBlue)
    button.isEnabled = false
    #expect(button.currentTitle == "Saving")
    #expect(button.titleLabel?.text == "Saving")
    button.isEnabled = true
    button.isHighlighted = true
    #expect(button.currentTitle == "Save")
    #expect(UIButton().currentTitleColor == .white)
    #expect(UIButton.ButtonType.close.rawValue == 7)
  }

  /// Height: the title font's line height plus 12, rounded up (15 pt → 30, 18 pt → 34); width:
  /// the title's width plus the image's plus the content insets.
  @Test func buttonIntrinsicSize() {
    let system = UIButton(type: .system)
    system.setTitle("Button", for: .normal)
    let titleWidth = system.titleLabel!.intrinsicContentSize.width
    #expect(system.intrinsicContentSize == CGSize(width: titleWidth, height: 30))
    let custom = UIButton()
    custom.setTitle("Button", for: .normal)
    #expect(custom.intrinsicContentSize.height == 34)
    let empty = UIButton(type: .system)
    #expect(empty.intrinsicContentSize == CGSize(width: 30, height: 30))
    let icon = UIButton(type: .system)
    icon.setImage(UIImage(systemName: "star"), for: .normal)
    icon.setTitle("Button", for: .normal)
    icon.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
    #expect(icon.intrinsicContentSize == CGSize(width: 20 + titleWidth + 20, height: 38))
  }

  @Test func buttonLaysOutImageThenTitle() {
    let root = makeRoot()
    let button = UIButton(type: .system)
    button.setImage(UIImage(systemName: "star"), for: .normal)
    button.setTitle("Button", for: .normal)
    button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
    root.addSubview(button)
    root.layoutIfNeeded()
    let titleWidth = button.titleLabel!.intrinsicContentSize.width
    let start = (200 - 20 - titleWidth) / 2
    expectFrame(button.imageView!.frame, start, 12.335, 20, 19.33)
    #expect(abs(button.titleLabel!.frame.minX - (start + 20)) < 0.001)
  }

  @Test func tappingAButtonSendsItsActions() {
    let root = makeRoot()
    var log: [String] = []
    let button = UIButton(
      type: .system, primaryAction: UIAction(title: "Go") { _ in log.append("primary") })
    button.addAction(UIAction { _ in log.append("up") }, for: .touchUpInside)
    button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
    root.addSubview(button)
    #expect(button.currentTitle == "Go")
    button.simulateTap()
    #expect(log == ["primary", "up"])
  }

  @MainActor final class Recorder: UITextFieldDelegate {
    var log: [String] = []
    var refuseDigits = false
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("begin") }
    func textFieldDidEndEditing(_ textField: UITextField) { log.append("end") }
    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool {
      !(refuseDigits && string.contains { $0.isNumber })
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      log.append("return")
      return true
    }
  }

  @Test func typingIntoATextField() {
    let field = UITextField()
    let recorder = Recorder()
    field.delegate = recorder
    var events: [String] = []
    field.addAction(
      // Unowned: the field keeps its actions, so a strong capture would keep the field alive.
      UIAction { [unowned field] _ in events.append("changed \(field.text ?? "")") },
      for: .editingChanged)
    field.insertText("x")
    #expect(field.text == "")
    #expect(field.becomeFirstResponder())
    #expect(field.isEditing)
    field.insertText("Hi")
    field.insertText("!")
    recorder.refuseDigits = true
    field.insertText("1")
    field.deleteBackward()
    field.insertText("\n")
    let other = UITextField()
    other.becomeFirstResponder()
    #expect(!field.isEditing && other.isEditing)
    #expect(events == ["changed Hi", "changed Hi!", "changed Hi"])
    #expect(recorder.log == ["begin", "return", "end"])
    #expect(field.text == "Hi")
  }

  /// A rounded-rect field in the 17 pt font: line height 20.29 plus 7 + 7, rounded: 34 tall.
  @Test func textFieldIntrinsicSize() {
    let field = UITextField()
    field.placeholder = "Email"
    let placeholderWidth = TextMeasurement.current.width(of: "Email", font: .systemFont(ofSize: 17))
    #expect(field.intrinsicContentSize == CGSize(width: placeholderWidth.rounded(.up), height: 21))
    field.borderStyle = .roundedRect
    #expect(field.intrinsicContentSize.height == 34)
    field.text = "a@b.c"
    field.isSecureTextEntry = true
    let bullets = TextMeasurement.current.width(of: "•••••", font: .systemFont(ofSize: 17))
    #expect(field.intrinsicContentSize.width == bullets.rounded(.up) + 14)
  }
}
