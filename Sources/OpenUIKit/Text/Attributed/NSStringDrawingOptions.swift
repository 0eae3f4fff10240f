import Foundation

/// Options for measuring and drawing strings, with UIKit's raw values (NSStringDrawing.h).
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
  /// The raw value.
  public let rawValue: Int
  /// Creates options from their raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The origin is the top-left of the first line (wrapped text); without it the origin is
  /// the first line's baseline and the text is set on one line (`1 << 0`).
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  /// Line heights include the font's leading (`1 << 1`; the system font's leading is 0).
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  /// Glyph bounds instead of typographic bounds (`1 << 3`; measured typographically).
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  /// The last line that fits the height is truncated (`1 << 5`); without it the height does
  /// not limit the lines.
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// How a string was fitted: the scale factors and the bounds of the last measurement.
open class NSStringDrawingContext: NSObject {
  /// The smallest font scale allowed (0: no scaling; OpenUIKit never scales).
  open var minimumScaleFactor: CGFloat = 0
  /// The scale the last measurement used (always 1).
  open internal(set) var actualScaleFactor: CGFloat = 1
  /// The bounds of the last measurement.
  open internal(set) var totalBounds: CGRect = .zero

  /// Creates a context.
  public override init() { super.init() }
}
