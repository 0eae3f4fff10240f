import Foundation

/// Helpers of ``UITextField``'s styled text.
@MainActor
enum TextFieldStyling {
  /// Plain text in a font and colour.
  static func plain(_ text: String, font: UIFont?, color: UIColor?) -> NSAttributedString {
    var attributes: [NSAttributedString.Key: Any] = [.font: font ?? .systemFont(ofSize: 17)]
    if let color { attributes[.foregroundColor] = color }
    return NSAttributedString(string: text, attributes: attributes)
  }

  /// The attributes at location 0 (nil for no or empty text).
  static func leadingAttributes(of string: NSAttributedString?) -> [NSAttributedString.Key: Any]? {
    guard let string, string.length > 0 else { return nil }
    return string.attributes(at: 0, effectiveRange: nil)
  }
}

extension UITextField {
  /// The styled string the field shows now (its styled text, or placeholder while empty),
  /// or nil when neither is styled; secure entry shows no styles.
  public var displayedAttributedText: NSAttributedString? {
    if let text, !text.isEmpty {
      guard !isSecureTextEntry, let stored = storedAttributedText, stored.string == text
      else { return nil }
      return stored
    }
    guard let stored = storedAttributedPlaceholder, stored.string == placeholder else {
      return nil
    }
    return stored
  }
}
