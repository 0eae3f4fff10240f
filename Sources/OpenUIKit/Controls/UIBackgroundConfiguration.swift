import Foundation

/// How a background is drawn: its colour, corner radius and stroke (buttons' configurations
/// use one; cells' backgrounds are not part of OpenUIKit).
@preconcurrency @MainActor
public struct UIBackgroundConfiguration {
  /// The fill (nil: the owner's style decides; a button's configuration fills it in).
  public var backgroundColor: UIColor?
  /// The corner radius, used by a button whose configuration's corner style is
  /// ``UIButton/Configuration/CornerStyle/fixed`` (0).
  public var cornerRadius: CGFloat = 0
  /// The stroke's colour (nil: no stroke).
  public var strokeColor: UIColor?
  /// The stroke's width (0).
  public var strokeWidth: CGFloat = 0
  /// How far the stroke sits outside the background (0; stored).
  public var strokeOutset: CGFloat = 0
  /// Insets of the background from the owner's bounds (zero; stored).
  public var backgroundInsets = NSDirectionalEdgeInsets.zero
  /// An image drawn as the background (stored).
  public var image: UIImage?
  /// A view used as the background (stored).
  public var customView: UIView?

  init() {}

  /// A clear background: no colour, radius or stroke.
  public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }

  /// The colour drawn: ``backgroundColor``, clear when nil.
  public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
    backgroundColor ?? .clear
  }
}
