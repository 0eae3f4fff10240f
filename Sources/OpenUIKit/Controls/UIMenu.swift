import Foundation

/// A titled group of menu elements.
@preconcurrency @MainActor
public final class UIMenu: UIMenuElement {
  /// A name that finds a menu again.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// Creates an identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// How a menu is shown (UIKit's raw values).
  public struct Options: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Shown inline in its parent menu.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// Shown as destructive.
    public static let destructive = Options(rawValue: 1 << 1)
    /// One child at a time is selected.
    public static let singleSelection = Options(rawValue: 1 << 5)
    /// Shown as a row of icons.
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }

  /// The title.
  public let title: String
  /// The subtitle.
  public let subtitle: String?
  /// The image.
  public let image: UIImage?
  /// The identifier; a unique one is made when none is given.
  public let identifier: Identifier
  /// How the menu is shown.
  public let options: Options
  /// The elements, in order.
  public let children: [UIMenuElement]

  nonisolated(unsafe) static var counter = 0

  /// Creates a menu.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    identifier: Identifier? = nil, options: Options = [], children: [UIMenuElement] = []
  ) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
    if let identifier {
      self.identifier = identifier
    } else {
      UIMenu.counter += 1
      self.identifier = Identifier("com.openuikit.menu.\(UIMenu.counter)")
    }
    self.options = options
    self.children = children
    super.init()
  }

  /// A copy with other children.
  public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
      children: newChildren)
  }
}
