import Foundation

extension UILabel {
  /// Whether the label lays out styled text (``attributedText`` was set, or a button gives
  /// its title label an attributed title).
  var usesAttributedLayout: Bool {
    storedAttributedText != nil || attributedTextSource?() != nil
  }

  /// The paragraph style the label's properties make.
  var propertyParagraphStyle: NSParagraphStyle {
    let style = NSMutableParagraphStyle()
    style.alignment = textAlignment
    style.lineBreakMode = lineBreakMode
    return style
  }

  /// The styled text: a button's attributed title, the stored styled text, or the plain
  /// text with the label's attributes.
  var effectiveAttributedText: NSAttributedString? {
    if let source = attributedTextSource?() { return source }
    if let stored = storedAttributedText { return stored }
    guard let text else { return nil }
    return NSAttributedString(
      string: text,
      attributes: [
        .font: storedFont, .foregroundColor: storedTextColor,
        .paragraphStyle: propertyParagraphStyle,
      ])
  }

  /// Sets the styled text: a copy is kept, ``text`` becomes its characters, and the style
  /// properties take the attributes at location 0.
  func setAttributedText(_ value: NSAttributedString?) {
    isSettingAttributedText = true
    defer { isSettingAttributedText = false }
    guard let value else {
      storedAttributedText = nil
      text = nil
      contentDidChange()
      return
    }
    let copy = NSAttributedString(attributedString: value)
    storedAttributedText = copy
    if copy.length > 0 {
      let first = copy.attributes(at: 0, effectiveRange: nil)
      if let font = first[.font] as? UIFont { storedFont = font }
      if let color = first[.foregroundColor] as? UIColor { storedTextColor = color }
      if let style = first[.paragraphStyle] as? NSParagraphStyle {
        textAlignment = style.alignment
        lineBreakMode = style.lineBreakMode
      }
    }
    text = copy.string
    contentDidChange()
  }

  /// Applies an attribute to the whole styled text, as UIKit does when a style property is
  /// set; false (nothing done) without styled text.
  func applyToAttributedText(_ key: NSAttributedString.Key, _ value: Any) -> Bool {
    guard let stored = storedAttributedText, !isSettingAttributedText else { return false }
    let copy = NSMutableAttributedString(attributedString: stored)
    copy.addAttribute(key, value: value, range: NSRange(location: 0, length: copy.length))
    storedAttributedText = NSAttributedString(attributedString: copy)
    if key == .font { contentDidChange() } else { cachedAttributedLayout = nil }
    return true
  }

  /// Changes every paragraph style of the styled text (the default where there is none).
  func applyParagraphStyle(_ change: (NSMutableParagraphStyle) -> Void) {
    guard let stored = storedAttributedText, !isSettingAttributedText else { return }
    let copy = NSMutableAttributedString(attributedString: stored)
    let whole = NSRange(location: 0, length: copy.length)
    var styles: [(NSRange, NSParagraphStyle)] = []
    copy.enumerateAttribute(.paragraphStyle, in: whole, options: []) { value, range, _ in
      styles.append((range, (value as? NSParagraphStyle) ?? .default))
    }
    for (range, style) in styles {
      let changed = NSMutableParagraphStyle()
      changed.setParagraphStyle(style)
      change(changed)
      copy.addAttribute(.paragraphStyle, value: changed, range: range)
    }
    storedAttributedText = NSAttributedString(attributedString: copy)
    contentDidChange()
  }

  /// The styled text laid out for a width and line limit (cached for the last ones).
  func attributedLayout(maxWidth: CGFloat, lines: Int) -> AttributedTextLayout {
    if let cached = cachedAttributedLayout, cached.width == maxWidth, cached.lines == lines {
      return cached.layout
    }
    let measurer = TextMeasurement.current
    let styled = StyledText(
      effectiveAttributedText ?? NSAttributedString(string: ""),
      defaults: TextAttributes(
        font: storedFont, color: storedTextColor, paragraphStyle: propertyParagraphStyle),
      measurer: measurer)
    let layout = AttributedTextLayout(
      styled: styled, maxWidth: maxWidth, numberOfLines: lines, measurer: measurer)
    cachedAttributedLayout = (maxWidth, lines, layout)
    return layout
  }

  /// The second pass for styled text (see ``adoptWrapWidth(_:)``).
  func adoptAttributedWrapWidth(_ width: CGFloat) -> Bool {
    let before = layoutWidth.map { attributedLayout(maxWidth: $0, lines: numberOfLines) }
    layoutWidth = width
    let after = attributedLayout(maxWidth: width, lines: numberOfLines)
    guard
      before?.lines.map(\.line) != after.lines.map(\.line)
        || before?.height != after.height
    else { return false }
    cachedSize = nil
    invalidateIntrinsicContentSize()
    baselineGeometryDidChange()
    return true
  }

  /// The styled lines laid out at the bounds' width, limited by `limit` and by the lines
  /// that fit the bounds' height (at least one).
  func attributedLinesFitting(_ bounds: CGRect, limit: Int) -> AttributedTextLayout {
    let width = numberOfLines == 1 && bounds.width <= 0 ? CGFloat.infinity : bounds.width
    let layout = attributedLayout(maxWidth: width, lines: limit)
    guard bounds.height.isFinite else { return layout }
    let fit = max(layout.lines.filter { $0.top + $0.height <= bounds.height + 1e-6 }.count, 1)
    guard fit < layout.lines.count else { return layout }
    return attributedLayout(maxWidth: width, lines: fit)
  }

  /// The styled lines placed in `bounds`: aligned by their paragraphs' alignment within the
  /// indents, the block centred vertically.
  func attributedTextLines(forBounds bounds: CGRect) -> [PlacedLine] {
    let layout = attributedLinesFitting(bounds, limit: numberOfLines)
    let top = bounds.minY + (bounds.height - pixelCeil(layout.height)) / 2
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    return layout.lines.map { line in
      let w = line.line.width
      let x = line.startX(inBoxFrom: bounds.minX, width: bounds.width, rightToLeft: rightToLeft)
      return PlacedLine(
        line: line.line, frame: CGRect(x: x, y: top + line.top, width: w, height: line.height),
        baseline: top + line.baseline, runs: line.runs)
    }
  }

  /// The baselines of the styled lines from the top of the text block (nil for plain text).
  var attributedBaselines: [CGFloat]? {
    guard usesAttributedLayout, let text, !text.isEmpty else { return nil }
    let layout = attributedLayout(maxWidth: intrinsicWrapWidth, lines: numberOfLines)
    let baselines = layout.lines.map(\.baseline)
    return baselines.isEmpty ? nil : baselines
  }
}
