import DesignSystem
import Foundation
import OpenUIKit
import Testing

/// C2: CustomTextField's layout, floating label, icon / no-icon remake and border colours.
/// Parts by position: container 0 (icon 0.0, text field 0.1), floating label 1, error label 2.
@MainActor
@Suite struct CustomTextFieldTests {
  func makeField(icon: UIImage? = UIImage(systemName: "person")) -> (UIView, CustomTextField) {
    let field = CustomTextField()
    field.configure(placeholder: "Ismingiz", icon: icon)
    return (host(field), field)
  }

  func textField(_ field: CustomTextField) -> UITextField {
    part(field, 0, 1) as! UITextField
  }

  @Test func layoutWithIcon() {
    let (_, field) = makeField()
    // 16 + 48 + 4 + an empty error label (0 high).
    expectFrame(field, in: field, 0, 0, 361, 68)
    expectFrame(part(field, 0), in: field, 0, 16, 361, 48)
    expectFrame(part(field, 0, 0), in: field, 12, 30, 20, 20)
    // 12 + 20 + 8 = 40 to 361 − 12; a 17 pt font field is 21 high, centred.
    expectFrame(part(field, 0, 1), in: field, 40, 29.5, 309, 21)
    // The floating label (12 pt) sits on the container's centre (y 40), 4 pt in.
    expectFrame(part(field, 1), in: field, 4, 32.833, 41.333, 14.333)
    expectFrame(part(field, 2), in: field, 0, 68, 361, 0)
    #expect(part(field, 1).alpha == 0)
    #expect(part(field, 2).isHidden)
    #expect(part(field, 0).layer.borderColor == UIColor.systemGray4)
    #expect(part(field, 0).layer.borderWidth == 1)
    #expect(part(field, 0).layer.cornerRadius == 8)
    #expect(textField(field).placeholder == "Ismingiz")
    #expect((part(field, 1) as? UILabel)?.text == "Ismingiz")
  }

  @Test func withoutIconTheTextFieldIsRemade() {
    let (_, field) = makeField(icon: nil)
    #expect(part(field, 0, 0).isHidden)
    expectFrame(part(field, 0, 1), in: field, 12, 29.5, 337, 21)
    // Remade, not added to: the text field has exactly its three new constraints.
    let container = part(field, 0)
    let onField = container.constraints.filter {
      ($0.firstItem as? UIView) === textField(field)
        || ($0.secondItem as? UIView) === textField(field)
    }
    #expect(onField.count == 3)
  }

  @Test func floatingKeepsTheCentreWithUpdateInset32() {
    withVirtualClock { environment in
      let (root, field) = makeField()
      let label = part(field, 1)
      _ = textField(field).becomeFirstResponder()
      // update(inset: 32) on a centerY constraint is the constant (32 − 32) / 2 = 0.
      #expect(label.alpha == 1)
      #expect(textField(field).placeholder == "")
      #expect(part(field, 0).layer.borderColor == UIColor.systemBlue)
      environment.runLoop.run(for: 0.25)
      root.layoutIfNeeded()
      expectFrame(label, in: field, 4, 32.833, 41.333, 14.333)
      let centre = label.convert(CGPoint(x: 0, y: label.bounds.midY), to: field).y
      #expect(abs(centre - 40) < 0.001)
      // Leaving it empty puts the placeholder back and fades the label out.
      _ = textField(field).resignFirstResponder()
      #expect(label.alpha == 0)
      #expect(textField(field).placeholder == "Ismingiz")
      #expect(part(field, 0).layer.borderColor == UIColor.systemGray4)
    }
  }

  @Test func leavingWithTextKeepsTheLabelFloating() {
    withVirtualClock { _ in
      let (_, field) = makeField()
      let input = textField(field)
      _ = input.becomeFirstResponder()
      input.insertText("Azimjon")
      _ = input.resignFirstResponder()
      #expect(part(field, 1).alpha == 1)
      #expect(input.placeholder == "")
      #expect(part(field, 0).layer.borderColor == UIColor.systemGray4)
    }
  }

  @Test func errorStatesAndBorderColours() {
    withVirtualClock { _ in
      let (root, field) = makeField()
      field.setError("Xato")
      root.layoutIfNeeded()
      let errorLabel = part(field, 2) as! UILabel
      #expect(!errorLabel.isHidden)
      #expect(errorLabel.text == "Xato")
      #expect(part(field, 0).layer.borderColor == UIColor.systemRed)
      // The error label (12 pt) now has a height: 68 + 14.333.
      expectFrame(errorLabel, in: field, 0, 68, 361, 14.333)
      expectFrame(field, in: field, 0, 0, 361, 82.333)
      // Clearing while not editing: grey; while editing: blue.
      field.setError(nil)
      #expect(errorLabel.isHidden)
      #expect(part(field, 0).layer.borderColor == UIColor.systemGray4)
      _ = textField(field).becomeFirstResponder()
      field.setError("Xato")
      #expect(part(field, 0).layer.borderColor == UIColor.systemRed)
      // Typing clears the error (editingChanged) and puts the editing colour back.
      textField(field).insertText("A")
      #expect(errorLabel.isHidden)
      #expect(part(field, 0).layer.borderColor == UIColor.systemBlue)
    }
  }
}
