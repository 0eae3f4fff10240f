import Foundation
import OpenUIKit

extension RenderTree {
  /// The renderable runs of a placed line of styled text (none for plain text).
  ///
  /// Decoration geometry is chosen (Apple documents none for the system font): an underline
  /// 0.05 em thick (twice that for ``NSUnderlineStyle/thick``) whose top is 0.1 em below the
  /// baseline, a double underline two such lines one thickness apart, a strikethrough of the
  /// same thickness centred half the x-height above the baseline; a background fills the
  /// run's extent over the line box. Patterns and ``NSUnderlineStyle/byWord`` draw solid
  /// lines under the whole run.
  static func runs(of placed: UILabel.PlacedLine, defaultColor: UIColor) -> [RenderTextRun] {
    placed.runs.map { run in
      textRun(
        run, x: placed.frame.minX + run.x, baseline: placed.baseline,
        lineBox: (placed.frame.minY, placed.frame.height), defaultColor: defaultColor)
    }
  }

  /// One run at `x` on `baseline`.
  nonisolated static func textRun(
    _ run: AttributedTextLayout.Run, x: CGFloat, baseline: CGFloat,
    lineBox: (top: CGFloat, height: CGFloat), defaultColor: UIColor
  ) -> RenderTextRun {
    let a = run.attributes
    let font = a.font
    let color = RenderColor(a.foregroundColor ?? defaultColor)
    let y = baseline - a.baselineOffset
    let em = font.pointSize
    var lines: [RenderTextRun.Decoration] = []
    if let style = a.underlineStyle {
      let decorationColor = a.underlineColor.map { RenderColor($0) } ?? color
      let t = em * 0.05 * (style.contains(.thick) && !isDouble(style) ? 2 : 1)
      let top = y + em * 0.1
      lines.append(
        .init(rect: CGRect(x: x, y: top, width: run.width, height: t), color: decorationColor))
      if isDouble(style) {
        lines.append(
          .init(
            rect: CGRect(x: x, y: top + 2 * t, width: run.width, height: t), color: decorationColor)
        )
      }
    }
    if let style = a.strikethroughStyle {
      let decorationColor = a.strikethroughColor.map { RenderColor($0) } ?? color
      let t = em * 0.05 * (style.contains(.thick) && !isDouble(style) ? 2 : 1)
      let middle = y - font.xHeight / 2
      if isDouble(style) {
        lines.append(
          .init(
            rect: CGRect(x: x, y: middle - 1.5 * t, width: run.width, height: t),
            color: decorationColor))
        lines.append(
          .init(
            rect: CGRect(x: x, y: middle + 0.5 * t, width: run.width, height: t),
            color: decorationColor))
      } else {
        lines.append(
          .init(
            rect: CGRect(x: x, y: middle - t / 2, width: run.width, height: t),
            color: decorationColor))
      }
    }
    let background = a.backgroundColor.map {
      RenderTextRun.Decoration(
        rect: CGRect(x: x, y: lineBox.top, width: run.width, height: lineBox.height),
        color: RenderColor($0))
    }
    return RenderTextRun(
      text: run.text, origin: CGPoint(x: x, y: y), width: run.width, pointSize: em,
      weight: cssWeight(font.weight), isItalic: font.isItalic, color: color,
      background: background, lines: lines, isUnderlined: a.underlineStyle != nil,
      isStruckThrough: a.strikethroughStyle != nil)
  }

  /// The font family renderings name for text (Inter Display for Latin and Cyrillic, Nanum
  /// Gothic for Hangul: the fonts OpenUIKit measures with).
  nonisolated static let textFontFamily = "'Inter Display', 'Nanum Gothic', sans-serif"

  /// The runs of text drawn into a context, line by line, in the drawing's coordinates
  /// (uncoloured text is black, as UIKit draws strings).
  nonisolated static func runs(of drawing: DisplayList.TextDrawing) -> [[RenderTextRun]] {
    drawing.layout.lines.map { line in
      let x = drawing.x(of: line)
      return line.runs.map { run in
        textRun(
          run, x: x + run.x, baseline: drawing.box.minY + line.baseline,
          lineBox: (drawing.box.minY + line.top, line.height), defaultColor: .black)
      }
    }
  }

  /// Whether a line style is the double one (`0x09` includes ``NSUnderlineStyle/single``).
  nonisolated static func isDouble(_ style: NSUnderlineStyle) -> Bool {
    style.rawValue & 0xFF == NSUnderlineStyle.double.rawValue
  }

  /// The width of a text field's styled text or placeholder on one line (nil when neither
  /// is styled).
  static func styledWidth(of field: UITextField) -> CGFloat? {
    guard let styled = field.displayedAttributedText else { return nil }
    return AttributedTextLayout(
      styled, maxWidth: .infinity, numberOfLines: 1, font: field.font ?? .systemFont(ofSize: 17),
      color: nil, measurer: TextMeasurement.current
    ).width
  }

  /// The runs of a text field's styled text or placeholder, on its one line starting at `x`.
  static func fieldRuns(
    _ field: UITextField, x: CGFloat, baseline: CGFloat, lineHeight: CGFloat,
    defaultColor: UIColor
  ) -> [RenderTextRun] {
    guard let styled = field.displayedAttributedText else { return [] }
    let layout = AttributedTextLayout(
      styled, maxWidth: .infinity, numberOfLines: 1,
      font: field.font ?? .systemFont(ofSize: 17), color: defaultColor,
      measurer: TextMeasurement.current)
    guard let line = layout.lines.first else { return [] }
    return line.runs.map {
      textRun(
        $0, x: x + $0.x, baseline: baseline,
        lineBox: (baseline - line.baseline, line.height), defaultColor: defaultColor)
    }
  }
}
