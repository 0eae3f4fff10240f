import Foundation

extension UILabel {
  /// One line of a label's text placed in the label's bounds.
  public struct PlacedLine: Sendable, Equatable {
    /// The line's text and width.
    public var line: TextLayout.Line
    /// The line box: its width is the line's width, its height the font's line height.
    public var frame: CGRect
    /// The y of the line's baseline in the label's coordinates.
    public var baseline: CGFloat
    /// The line's attributed runs, placed from the line's start (empty for plain text).
    public var runs: [AttributedTextLayout.Run] = []
  }

  /// The width the intrinsic size wraps at.
  var intrinsicWrapWidth: CGFloat {
    if numberOfLines == 1 { return .infinity }
    if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
    return layoutWidth ?? .infinity
  }

  /// Lays out the text (cached for the last width and line limit).
  func textLayout(maxWidth: CGFloat, lines: Int) -> TextLayout {
    if let cached = cachedLayout, cached.width == maxWidth, cached.lines == lines {
      return cached.layout
    }
    let layout = TextLayout(
      text: text ?? "", font: storedFont, maxWidth: maxWidth, numberOfLines: lines,
      lineBreakMode: lineBreakMode, measurer: TextMeasurement.current)
    cachedLayout = (maxWidth, lines, layout)
    return layout
  }

  /// The size of the text laid out for a width and line limit (cached like ``textLayout(maxWidth:lines:)``,
  /// and computed without building lines: sizing runs for every text change).
  func textSize(maxWidth: CGFloat, lines: Int) -> TextBlockSize {
    if let cached = cachedSize, cached.width == maxWidth, cached.lines == lines {
      return cached.size
    }
    let size: TextBlockSize
    if usesAttributedLayout {
      let layout = attributedLayout(maxWidth: maxWidth, lines: lines)
      size = TextBlockSize(width: layout.width, height: layout.height, lines: layout.lines.count)
    } else if let cached = cachedLayout, cached.width == maxWidth, cached.lines == lines {
      size = TextBlockSize(cached.layout)
    } else {
      size = TextLayout.size(
        text: text ?? "", font: storedFont, maxWidth: maxWidth, numberOfLines: lines,
        lineBreakMode: lineBreakMode, measurer: TextMeasurement.current)
    }
    cachedSize = (maxWidth, lines, size)
    return size
  }

  /// Rounds up to whole pixels of the label's screen (UIKit's text sizes are pixel-aligned).
  func pixelCeil(_ value: CGFloat) -> CGFloat {
    let scale = window?.screen.scale ?? UIScreen.main.scale
    guard scale > 0 else { return value.rounded(.up) }
    return (value * scale).rounded(.up) / scale
  }

  /// The rectangle the text occupies when drawn in `bounds` on at most `numberOfLines` lines
  /// (0: as many as fit): at the bounds' origin, as large as the text, within the bounds.
  public func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
    -> CGRect
  {
    guard let text, !text.isEmpty else { return CGRect(origin: bounds.origin, size: .zero) }
    if usesAttributedLayout {
      let layout = attributedLinesFitting(bounds, limit: numberOfLines)
      return CGRect(
        origin: bounds.origin,
        size: CGSize(
          width: min(pixelCeil(layout.width), bounds.width),
          height: min(pixelCeil(layout.height), bounds.height)))
    }
    let layout = linesFitting(bounds, limit: numberOfLines)
    let size = CGSize(
      width: min(pixelCeil(layout.width), bounds.width),
      height: min(pixelCeil(layout.height), bounds.height))
    return CGRect(origin: bounds.origin, size: size)
  }

  /// The text laid out in `bounds` as the label draws it: wrapped at the bounds' width, on at
  /// most ``numberOfLines`` lines and no more than fit the bounds' height (at least one),
  /// aligned by ``textAlignment`` and centred vertically.
  public func textLines(forBounds bounds: CGRect) -> [PlacedLine] {
    guard let text, !text.isEmpty else { return [] }
    if usesAttributedLayout { return attributedTextLines(forBounds: bounds) }
    let layout = linesFitting(bounds, limit: numberOfLines)
    let font = storedFont
    let blockHeight = pixelCeil(layout.height)
    let top = bounds.minY + (bounds.height - blockHeight) / 2
    var alignment = textAlignment
    if alignment == .natural || alignment == .justified {
      alignment = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
    }
    return layout.lines.enumerated().map { i, line in
      let x: CGFloat
      switch alignment {
      case .center: x = bounds.minX + (bounds.width - line.width) / 2
      case .right: x = bounds.maxX - line.width
      default: x = bounds.minX
      }
      let y = top + CGFloat(i) * font.lineHeight
      return PlacedLine(
        line: line, frame: CGRect(x: x, y: y, width: line.width, height: font.lineHeight),
        baseline: y + font.ascender)
    }
  }

  /// The lines laid out at the bounds' width, limited by `limit` and the bounds' height.
  func linesFitting(_ bounds: CGRect, limit: Int) -> TextLayout {
    let lineHeight = storedFont.lineHeight
    var maxLines = limit <= 0 ? Int.max : limit
    if lineHeight > 0, bounds.height.isFinite {
      let fit = Int(((bounds.height + 1e-6) / lineHeight).rounded(.down))
      maxLines = min(maxLines, max(fit, 1))
    }
    let width = numberOfLines == 1 && bounds.width <= 0 ? CGFloat.infinity : bounds.width
    return textLayout(maxWidth: width, lines: maxLines == Int.max ? 0 : maxLines)
  }

  /// The number of lines and the pixel-rounded height of the text block baselines refer to.
  var baselineBlock: (lines: Int, height: CGFloat) {
    guard let text, !text.isEmpty else { return (1, pixelCeil(storedFont.lineHeight)) }
    let size = textSize(maxWidth: intrinsicWrapWidth, lines: numberOfLines)
    return (max(size.lines, 1), pixelCeil(size.height))
  }
}

/// A multi-line label without a preferred width wraps at the width layout gives it.
extension UILabel: LayoutWidthDependentContent {
  var wrapsAtLayoutWidth: Bool {
    numberOfLines != 1 && preferredMaxLayoutWidth == 0 && text?.isEmpty == false
  }

  func adoptLayoutWidth(_ width: CGFloat) -> Bool {
    adoptWrapWidth(width)
  }
}
