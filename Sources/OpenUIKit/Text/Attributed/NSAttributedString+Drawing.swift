import Foundation

/// UIKit's string measuring: `size(withAttributes:)` and `boundingRect(...)`, laid out as a
/// label lays out the same text (``AttributedTextLayout``), unrounded (callers `ceil` them).
/// Callable from any thread, as in UIKit.
enum StringDrawing {
  /// The font when the attributes name none. UIKit documents 12 pt Helvetica; the 12 pt
  /// system font stands in for it.
  static let defaultFont = UIFont.systemFont(ofSize: 12)

  /// The layout of `string` for the options: wrapped at `size.width` with
  /// ``NSStringDrawingOptions/usesLineFragmentOrigin`` (the height limiting the lines only
  /// with ``NSStringDrawingOptions/truncatesLastVisibleLine``), else on one line.
  static func layout(
    _ string: NSAttributedString, size: CGSize, options: NSStringDrawingOptions
  ) -> AttributedTextLayout {
    let measurer = TextMeasurement.anyThreadCurrent
    let styled = StyledText(
      string,
      defaults: TextAttributes(font: defaultFont, color: nil, paragraphStyle: .default),
      measurer: measurer)
    guard options.contains(.usesLineFragmentOrigin) else {
      return AttributedTextLayout(
        styled: styled, maxWidth: .infinity, numberOfLines: 1, measurer: measurer)
    }
    let width = size.width > 0 ? size.width : CGFloat.infinity
    var layout = AttributedTextLayout(
      styled: styled, maxWidth: width, numberOfLines: 0, measurer: measurer)
    if options.contains(.truncatesLastVisibleLine), size.height > 0, size.height.isFinite {
      let fit = layout.lines.filter { $0.top + $0.height <= size.height + 1e-6 }.count
      if fit < layout.lines.count {
        layout = AttributedTextLayout(
          styled: styled, maxWidth: width, numberOfLines: max(fit, 1), measurer: measurer)
      }
    }
    return layout
  }

  /// The bounding rectangle of a layout: from the top-left of the first line, or (without
  /// ``NSStringDrawingOptions/usesLineFragmentOrigin``) from its baseline, so that `y` is
  /// minus the ascent.
  static func rect(
    _ layout: AttributedTextLayout, options: NSStringDrawingOptions,
    context: NSStringDrawingContext?
  ) -> CGRect {
    var rect = CGRect(x: 0, y: 0, width: layout.width, height: layout.height)
    if !options.contains(.usesLineFragmentOrigin), let first = layout.lines.first {
      rect.origin.y = -first.baseline
    }
    context?.totalBounds = rect
    context?.actualScaleFactor = 1
    return rect
  }
}

extension NSAttributedString {
  /// The size of the string drawn on lines of unlimited width (newlines still break).
  public func size() -> CGSize {
    StringDrawing.layout(
      self, size: CGSize(width: CGFloat.infinity, height: .infinity),
      options: .usesLineFragmentOrigin
    ).sizeValue
  }

  /// The rectangle the string occupies in `size` (unrounded, as UIKit's: `ceil` it to size
  /// views). With ``NSStringDrawingOptions/usesLineFragmentOrigin`` the text wraps at
  /// `size.width`; without it, it is set on one line and the rectangle is relative to the
  /// baseline.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) -> CGRect {
    let layout = StringDrawing.layout(self, size: size, options: options)
    return StringDrawing.rect(layout, options: options, context: context)
  }
}

extension NSString {
  /// The size of the string drawn with `attrs` (see `NSAttributedString.size()`).
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    NSAttributedString(string: self as String, attributes: attrs).size()
  }

  /// The rectangle the string occupies drawn with `attributes` in `size` (see
  /// `NSAttributedString.boundingRect(with:options:context:)`).
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?
  ) -> CGRect {
    NSAttributedString(string: self as String, attributes: attributes).boundingRect(
      with: size, options: options, context: context)
  }
}

extension String {
  /// The size of the string drawn with `attrs`, as `NSString`'s (Swift strings bridge to it
  /// on iOS).
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    (self as NSString).size(withAttributes: attrs)
  }

  /// The rectangle the string occupies drawn with `attributes` in `size`, as `NSString`'s.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?
  ) -> CGRect {
    (self as NSString).boundingRect(
      with: size, options: options, attributes: attributes, context: context)
  }
}

extension AttributedTextLayout {
  /// The unrounded size.
  var sizeValue: CGSize { CGSize(width: width, height: height) }
}
