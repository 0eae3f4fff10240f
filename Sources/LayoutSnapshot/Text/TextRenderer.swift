import Foundation
import OpenUIKit

/// A text rendering of a view tree for snapshot tests: one line per visible view with its
/// stable identifier and frame rounded to 1/100 pt, indented by depth, then what it draws.
public enum TextRenderer {
  /// The text of `view`'s visible tree.
  @MainActor
  public static func render(_ view: UIView) -> String {
    guard let node = RenderTree.capture(view) else { return "" }
    return render(node)
  }

  /// The text of a captured tree.
  public static func render(_ node: RenderNode) -> String {
    var lines: [String] = []
    write(node, depth: 0, into: &lines)
    return lines.joined(separator: "\n") + "\n"
  }

  static func number(_ v: CGFloat) -> String {
    let r = (Double(v) * 100).rounded() / 100
    if r == 0 { return "0" }
    if r == r.rounded() { return String(Int(r)) }
    var text = String(format: "%.2f", r)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }

  /// The accessibility field: `label "…"`, `value "…"`, `hint "…"`, `traits a,b`, and
  /// `not element` / `elements hidden` when so.
  static func describe(_ a11y: RenderAccessibility) -> String {
    var text = ""
    if !a11y.isElement { text += " not element" }
    if let label = a11y.label { text += " label \"\(label)\"" }
    if let value = a11y.value { text += " value \"\(value)\"" }
    if let hint = a11y.hint { text += " hint \"\(hint)\"" }
    if !a11y.traits.isEmpty { text += " traits " + a11y.traits.joined(separator: ",") }
    if a11y.elementsHidden { text += " elements hidden" }
    return text
  }

  /// A styled run briefly: `"Hello " 17 700 #ff0000 underline`.
  static func describe(_ run: RenderTextRun) -> String {
    var text = "\"\(run.text)\" \(number(run.pointSize)) \(run.weight)"
    if run.isItalic { text += " italic" }
    text += " \(run.color.hex)"
    if let bg = run.background { text += " bg \(bg.color.hex)" }
    if run.isUnderlined { text += " underline" }
    if run.isStruckThrough { text += " strikethrough" }
    return text
  }

  static func write(_ node: RenderNode, depth: Int, into lines: inout [String]) {
    let f = node.frame
    var line = String(repeating: "  ", count: depth) + node.id
    line += " (\(number(f.minX)) \(number(f.minY)); \(number(f.width)) \(number(f.height)))"
    if node.bounds.origin != .zero {
      line += " offset (\(number(node.bounds.minX)) \(number(node.bounds.minY)))"
    }
    if node.alpha < 1 { line += " alpha \(number(node.alpha))" }
    if let bg = node.backgroundColor {
      line += " bg \(bg.hex)" + (bg.alpha < 1 ? "@\(number(bg.alpha))" : "")
    }
    if node.cornerRadius > 0 { line += " radius \(number(node.cornerRadius))" }
    if node.borderWidth > 0, let c = node.borderColor {
      line += " border \(number(node.borderWidth)) \(c.hex)"
    }
    if node.isLayer { line += " layer" }
    if node.cornerRadius > 0, !node.roundsAllCorners {
      let m = node.maskedCorners
      let names = [
        (CACornerMask.layerMinXMinYCorner, "tl"), (.layerMaxXMinYCorner, "tr"),
        (.layerMinXMaxYCorner, "bl"), (.layerMaxXMaxYCorner, "br"),
      ].filter { m.contains($0.0) }.map(\.1)
      line += " corners " + (names.isEmpty ? "none" : names.joined(separator: ","))
    }
    if node.cornerCurve == .continuous { line += " continuous" }
    if node.mask != nil { line += " masked" }
    if node.shadow != nil { line += " shadow" }
    if node.clipsToBounds { line += " clips" }
    switch node.content {
    case .none: break
    case .imagePlaceholder: line += " image"
    case .shape(let shape, _, let color):
      line += " shape(\(shape.elements.count)\(shape.isFilled ? " filled" : "")) \(color.hex)"
    case .activityIndicator: line += " spinner"
    case .drawing(let list, _): line += " image drawing(\(list.operations.count) ops)"
    case .shapeLayer(let shape):
      line += " shape"
      if let fill = shape.fill { line += " fill \(fill.hex)" }
      if let stroke = shape.stroke {
        line += " stroke \(stroke.hex) \(number(shape.style.lineWidth))"
        if shape.strokeStart > 0 || shape.strokeEnd < 1 {
          line += " \(number(shape.strokeStart))-\(number(shape.strokeEnd))"
        }
      }
    case .gradient(let gradient):
      let kind: String
      switch gradient.kind {
      case .linear: kind = "linear"
      case .radial: kind = "radial"
      case .conic: kind = "conic"
      }
      let colors = gradient.stops.map { RenderColor($0.color).hex }.joined(separator: ",")
      line += " gradient \(kind) \(colors)"
    case .text(let text):
      let quoted = text.lines.map { "\"\($0.text)\"" }.joined(separator: " / ")
      line += " text \(quoted)"
      let runs = text.lines.flatMap(\.runs)
      if !runs.isEmpty { line += " runs [" + runs.map(describe).joined(separator: ", ") + "]" }
    }
    if let drawing = node.drawing { line += " draws(\(drawing.list.operations.count) ops)" }
    if let a11y = node.accessibility { line += " a11y:" + describe(a11y) }
    lines.append(line)
    for child in node.children { write(child, depth: depth + 1, into: &lines) }
  }
}
