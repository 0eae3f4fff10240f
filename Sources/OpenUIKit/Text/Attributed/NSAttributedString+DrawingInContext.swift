import Foundation

/// UIKit's string drawing into the current context: `draw(at:)`, `draw(in:)` and
/// `draw(with:options:context:)` on attributed strings, their `withAttributes:` forms on
/// `NSString` and `String`. The text is laid out as ``StringDrawing`` measures it (so it
/// fills the rectangle that `boundingRect` and `size(withAttributes:)` report) and recorded
/// as one ``DisplayList/Operation/text(_:transform:alpha:clip:)`` operation. Text without a
/// colour is drawn black, as UIKit draws it. Nothing is drawn without a current context.
extension CGContext {
  /// Records `layout` placed in `box` with the current transform, alpha and clip, clipped
  /// to `clipRect` too when one is given.
  func drawText(_ layout: AttributedTextLayout, in box: CGRect, clippedTo clipRect: CGRect? = nil) {
    guard !layout.lines.isEmpty else { return }
    var clips = state.clips
    if let clipRect {
      let path = CGMutablePath()
      path.addRect(clipRect, transform: state.ctm)
      clips.append(DisplayList.Clip(path: path.elements, rule: .winding))
    }
    record(
      .text(
        DisplayList.TextDrawing(layout: layout, box: box), transform: state.ctm,
        alpha: state.alpha, clip: clips))
  }
}

extension NSAttributedString {
  /// Draws the string on one line per paragraph with its top-left corner at `point`.
  public func draw(at point: CGPoint) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let layout = StringDrawing.layout(
      self, size: CGSize(width: CGFloat.infinity, height: .infinity),
      options: .usesLineFragmentOrigin)
    context.drawText(
      layout, in: CGRect(origin: point, size: CGSize(width: CGFloat.infinity, height: .infinity)))
  }

  /// Draws the string wrapped at `rect`'s width from its top-left corner, clipped to it, as
  /// UIKit's `draw(in:)`.
  public func draw(in rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let layout = StringDrawing.layout(self, size: rect.size, options: .usesLineFragmentOrigin)
    context.drawText(layout, in: rect, clippedTo: rect)
  }

  /// Draws the string in `rect` with the options of ``boundingRect(with:options:context:)``:
  /// wrapped with ``NSStringDrawingOptions/usesLineFragmentOrigin``, else on one line whose
  /// baseline is `rect`'s origin.
  public func draw(
    with rect: CGRect, options: NSStringDrawingOptions, context: NSStringDrawingContext?
  ) {
    guard let current = UIGraphicsGetCurrentContext() else { return }
    let layout = StringDrawing.layout(self, size: rect.size, options: options)
    _ = StringDrawing.rect(layout, options: options, context: context)
    var box = rect
    if !options.contains(.usesLineFragmentOrigin), let first = layout.lines.first {
      box.origin.y -= first.baseline
      box.size.width = .infinity
    }
    current.drawText(layout, in: box)
  }
}

extension NSString {
  /// Draws the string with `attrs` with its top-left corner at `point`.
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    NSAttributedString(string: self as String, attributes: attrs).draw(at: point)
  }

  /// Draws the string with `attrs` wrapped in `rect`.
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    NSAttributedString(string: self as String, attributes: attrs).draw(in: rect)
  }

  /// Draws the string with `attributes` in `rect` with the given options (see
  /// `NSAttributedString.draw(with:options:context:)`).
  public func draw(
    with rect: CGRect, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?
  ) {
    NSAttributedString(string: self as String, attributes: attributes).draw(
      with: rect, options: options, context: context)
  }
}

extension String {
  /// Draws the string with `attrs` at `point`, as `NSString`'s.
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    (self as NSString).draw(at: point, withAttributes: attrs)
  }

  /// Draws the string with `attrs` wrapped in `rect`, as `NSString`'s.
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    (self as NSString).draw(in: rect, withAttributes: attrs)
  }

  /// Draws the string with `attributes` in `rect` with the given options, as `NSString`'s.
  public func draw(
    with rect: CGRect, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?
  ) {
    (self as NSString).draw(with: rect, options: options, attributes: attributes, context: context)
  }
}
