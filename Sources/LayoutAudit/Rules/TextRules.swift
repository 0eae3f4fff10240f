import Foundation
import OpenUIKit

/// `truncatedText`.
@MainActor
enum TextRules {
  /// Tolerance for text that fits exactly (pixel rounding).
  static let tolerance: CGFloat = 0.5

  static func truncated(_ context: AuditContext) {
    for node in context.nodes {
      if let label = node.view as? UILabel {
        check(label, in: context)
      } else if let field = node.view as? UITextField {
        check(field, in: context)
      }
    }
  }

  /// The view a finding about a label's text is reported on: the button whose title it is,
  /// else the label.
  static func reported(_ label: UILabel) -> UIView {
    if let button = label.superview as? UIButton, button.titleLabel === label { return button }
    return label
  }

  private static func check(_ label: UILabel, in context: AuditContext) {
    guard let text = label.text, !text.isEmpty, !label.adjustsFontSizeToFitWidth else { return }
    let bounds = label.bounds
    let shown = label.textLines(forBounds: bounds)
    let ellipsis = shown.contains { $0.line.isTruncated }
    let font = label.font ?? .systemFont(ofSize: 17)
    let measurer = TextMeasurement.current
    let fullWidth = measurer.width(of: text, font: font)
    let target = reported(label)
    let noun = target === label ? "label" : "button"
    if label.numberOfLines == 1 {
      guard ellipsis || fullWidth > bounds.width + tolerance, !text.contains("\n") else { return }
      context.report(
        .truncatedText, target,
        message:
          "The text \(quoted(text)) needs \(points(fullWidth.rounded(.up))) pt but its \(noun) "
          + "is \(points(bounds.width)) pt wide: it is truncated.",
        suggestion: target === label
          ? "set numberOfLines = 0" : "shorten the title or let the button grow")
      return
    }
    // Multi-line: the lines the text needs at the label's width, against the lines shown.
    let needed = TextLayout(
      text: text, font: font, maxWidth: max(bounds.width, 1), numberOfLines: 0,
      lineBreakMode: .byWordWrapping, measurer: measurer
    ).lines.count
    let wider = shown.contains { $0.line.width > bounds.width + tolerance }
    guard ellipsis || shown.count < needed || wider else { return }
    if label.numberOfLines > 1 && shown.count >= label.numberOfLines {
      context.report(
        .truncatedText, target,
        message:
          "The text \(quoted(text)) needs \(needed) lines but numberOfLines is "
          + "\(label.numberOfLines): it is cut off.",
        suggestion: "set numberOfLines = 0")
      return
    }
    let height = points((CGFloat(needed) * font.lineHeight).rounded(.up))
    var suggestion = "let the label's height grow with its text"
    if let fixed = fixedHeight(label) {
      suggestion =
        "lower the priority of `\(ConstraintRules.short(fixed, relativeTo: label))` to 249"
    }
    context.report(
      .truncatedText, target,
      message:
        "The text \(quoted(text)) needs \(needed) lines (\(height) pt) but its \(noun) is "
        + "\(points(bounds.height)) pt tall: it is cut off.",
      suggestion: suggestion)
  }

  /// A required constant-height constraint of the label.
  static func fixedHeight(_ label: UILabel) -> NSLayoutConstraint? {
    label.constraints.first {
      $0.isActive && $0.firstItem === label && $0.firstAttribute == .height && $0.secondItem == nil
        && $0.relation != .greaterThanOrEqual && $0.priority == .required
    }
  }

  private static func check(_ field: UITextField, in context: AuditContext) {
    guard let text = field.text, !text.isEmpty, !field.adjustsFontSizeToFitWidth,
      !field.isSecureTextEntry
    else { return }
    let font = field.font ?? .systemFont(ofSize: 17)
    let width = TextMeasurement.current.width(of: text, font: font)
    let room = field.textRect(forBounds: field.bounds)
    let tooWide = width > room.width + tolerance
    let tooTall = font.lineHeight > room.height + tolerance
    guard tooWide || tooTall else { return }
    let message =
      tooWide
      ? "The text \(quoted(text)) needs \(points(width.rounded(.up))) pt but the text field "
        + "shows \(points(room.width)) pt of it: it is cut off."
      : "The text \(quoted(text)) is \(points(font.lineHeight)) pt tall but the text field "
        + "shows \(points(room.height)) pt of it: it is cut off."
    context.report(
      .truncatedText, field, message: message,
      suggestion: tooWide
        ? "give the text field more width" : "let the text field's height grow with its font")
  }
}
