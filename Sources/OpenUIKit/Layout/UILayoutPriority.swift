/// The priority of a layout constraint or of a view's content hugging and compression
/// resistance, a `Float` in `(0, 1000]`.
///
/// `1000` (``required``) must hold; anything lower is optional, and higher priorities are
/// satisfied before lower ones. Fractional values are valid: UIKit itself uses 999.5 or 0.001.
///
/// As in UIKit there are no literal conversions: write `UILayoutPriority(999)` or
/// `.required - 1`. Arithmetic with `Float` and comparisons come from
/// `_UIKitNumericRawRepresentable`, as in UIKit's Swift overlay: `.defaultLow + 1` is a
/// `UILayoutPriority` of 251, and `UILayoutPriority.defaultHigh - .defaultLow` is the `Float`
/// 500.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
  /// The priority value.
  public var rawValue: Float

  /// Creates a priority with the given value.
  public init(rawValue: Float) {
    self.rawValue = rawValue
  }

  /// Creates a priority with the given value.
  public init(_ rawValue: Float) {
    self.rawValue = rawValue
  }
}

extension UILayoutPriority: _UIKitNumericRawRepresentable {}

extension UILayoutPriority {
  /// A required constraint (1000): the engine must satisfy it.
  public static let required = UILayoutPriority(1000)
  /// The default compression-resistance priority (750).
  public static let defaultHigh = UILayoutPriority(750)
  /// The priority of a drag that may resize its window scene (510; Mac Catalyst in UIKit).
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// The priority at which a window scene keeps its size (500; Mac Catalyst in UIKit).
  public static let sceneSizeStayPut = UILayoutPriority(500)
  /// The priority of a drag that does not resize its window scene (490; Mac Catalyst in UIKit).
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  /// The default content-hugging priority (250).
  public static let defaultLow = UILayoutPriority(250)
  /// The priority with which `systemLayoutSizeFitting(_:)` pulls a view towards its target
  /// size (50).
  public static let fittingSizeLevel = UILayoutPriority(50)
}
