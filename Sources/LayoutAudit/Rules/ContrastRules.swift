import Foundation
import OpenUIKit

/// `lowContrast`: WCAG 2 contrast of text against the colour behind it.
@MainActor
enum ContrastRules {
  /// WCAG 2 AA (success criterion 1.4.3): 4.5:1 for text, 3:1 for large text.
  static let normalMinimum = 4.5
  /// WCAG 2 AA for large text.
  static let largeMinimum = 3.0

  /// An sRGB colour with alpha, components in 0...1.
  struct RGBA: Equatable {
    var r: Double
    var g: Double
    var b: Double
    var a: Double

    /// `color` resolved in `traits`, clamped to 0...1.
    init(_ color: UIColor, _ traits: UITraitCollection) {
      var r: CGFloat = 0
      var g: CGFloat = 0
      var b: CGFloat = 0
      var a: CGFloat = 0
      _ = color.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
      func clamp(_ v: CGFloat) -> Double { min(max(Double(v), 0), 1) }
      self.init(r: clamp(r), g: clamp(g), b: clamp(b), a: clamp(a))
    }

    init(r: Double, g: Double, b: Double, a: Double) {
      self.r = r
      self.g = g
      self.b = b
      self.a = a
    }

    /// This colour over an opaque one.
    func over(_ below: RGBA) -> RGBA {
      RGBA(
        r: r * a + below.r * (1 - a), g: g * a + below.g * (1 - a),
        b: b * a + below.b * (1 - a), a: 1)
    }

    /// WCAG 2 relative luminance.
    var luminance: Double {
      func linear(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
      }
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }

    /// `#RRGGBB`.
    var hex: String {
      func byte(_ v: Double) -> String {
        let text = String(Int((v * 255).rounded()), radix: 16, uppercase: true)
        return text.count == 1 ? "0" + text : text
      }
      return "#" + byte(r) + byte(g) + byte(b)
    }
  }

  /// The WCAG 2 contrast ratio of two opaque colours.
  static func ratio(_ a: RGBA, _ b: RGBA) -> Double {
    let (l1, l2) = (a.luminance, b.luminance)
    return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
  }

  /// Whether a font counts as large text for WCAG: at least 18 pt, or 14 pt bold.
  static func isLarge(_ font: UIFont) -> Bool {
    font.pointSize >= 18 || (font.pointSize >= 14 && font.weight >= .bold)
  }

  /// The colour behind `view`'s content, resolved in `traits`: the view's own background and
  /// then, going up the tree, at each level the nearest earlier sibling that covers `area`
  /// and the superview's background, composited until one is opaque (the window's
  /// `.systemBackground` if none is). Nil when an image lies behind the text (unknown colour).
  static func background(of view: UIView, area: CGRect, traits: UITraitCollection) -> RGBA? {
    var layers: [RGBA] = []
    var current: UIView? = view
    func add(_ v: UIView) -> Bool {
      guard let color = v.backgroundColor else { return false }
      let rgba = RGBA(color, traits)
      guard rgba.a > 0.001 else { return false }
      layers.append(RGBA(r: rgba.r, g: rgba.g, b: rgba.b, a: rgba.a * Double(v.alpha)))
      return layers.last!.a >= 0.999
    }
    while let v = current {
      if add(v) { break }
      guard let superview = v.superview else { break }
      if let index = superview.subviews.firstIndex(where: { $0 === v }) {
        for sibling in superview.subviews[..<index].reversed() {
          guard AuditContext.isShown(sibling) else { continue }
          guard sibling.convert(sibling.bounds, to: nil).contains(area) else { continue }
          if let image = sibling as? UIImageView, image.image != nil { return nil }
          if sibling.backgroundColor != nil {
            if add(sibling) { return composite(layers, traits) }
            break
          }
        }
      }
      current = superview
    }
    return composite(layers, traits)
  }

  private static func composite(_ layers: [RGBA], _ traits: UITraitCollection) -> RGBA {
    var result = RGBA(UIColor.systemBackground, traits)
    result.a = 1
    for layer in layers.reversed() { result = layer.over(result) }
    return result
  }

  static func check(_ context: AuditContext) {
    // Bars the system draws (navigation bar, tab bar, toolbar) use the system's colours.
    for node in context.nodes where !node.inSystemBar {
      if let label = node.view as? UILabel {
        guard let text = label.text, !text.isEmpty, label.isEnabled else { continue }
        let target = TextRules.reported(label)
        if let control = target as? UIControl, !control.isEnabled { continue }
        let lines = label.textLines(forBounds: label.bounds)
        guard let first = lines.first else { continue }
        let union = lines.dropFirst().reduce(first.frame) { $0.union($1.frame) }
        let area = label.convert(union.intersection(label.bounds), to: nil)
        guard let color = label.textColor else { continue }
        evaluate(
          color: color, font: label.font ?? .systemFont(ofSize: 17), view: label, target: target,
          area: area, context: context)
      } else if let field = node.view as? UITextField {
        guard let text = field.text, !text.isEmpty, field.isEnabled, let color = field.textColor
        else { continue }
        let area = field.convert(field.textRect(forBounds: field.bounds), to: nil)
        evaluate(
          color: color, font: field.font ?? .systemFont(ofSize: 17), view: field, target: field,
          area: area, context: context)
      }
    }
  }

  /// The text colours UIKit itself picks for a role, exempt because the app did not choose
  /// them and cannot do better within the platform's look: the primary and secondary label
  /// colours, `.link` and `.placeholderText`, the default tint (`.systemBlue`, the title of
  /// every system button), and white on the default tint (a filled button's title). Apple
  /// designs these pairs for legibility (WCAG AA for large text holds for each); an app's own
  /// colours, grey included, and the other system colours used for text are measured.
  static func isPlatformPairing(_ color: UIColor, on background: RGBA, traits: UITraitCollection)
    -> Bool
  {
    let roles: [UIColor] = [.label, .secondaryLabel, .link, .placeholderText, .systemBlue]
    if roles.contains(where: { $0 == color }) { return true }
    let resolved = RGBA(color, traits)
    let white = RGBA(r: 1, g: 1, b: 1, a: 1)
    return resolved == white && background == RGBA(UIColor.systemBlue, traits)
  }

  private static func evaluate(
    color: UIColor, font: UIFont, view: UIView, target: UIView, area: CGRect,
    context: AuditContext
  ) {
    let traits = view.traitCollection
    guard let background = background(of: view, area: area, traits: traits) else { return }
    if isPlatformPairing(color, on: background, traits: traits) { return }
    var text = RGBA(color, traits)
    text.a *= Double(view.alpha)
    let shown = text.over(background)
    let contrast = ratio(shown, background)
    let large = isLarge(font)
    let minimum = large ? largeMinimum : normalMinimum
    // Compared at the two decimals the message prints.
    guard (contrast * 100).rounded(.down) / 100 < minimum else { return }
    let which = large ? "3:1 for large text" : "4.5:1 for text under 18 pt (14 pt bold)"
    context.report(
      .lowContrast, target,
      message:
        "Text \(shown.hex) on \(background.hex) has a contrast of "
        + "\(String(format: "%.2f", contrast)):1, below WCAG 2 AA's \(which).",
      suggestion: "use .label for the text, or a colour with at least \(large ? "3" : "4.5"):1 "
        + "against \(background.hex)")
  }
}
