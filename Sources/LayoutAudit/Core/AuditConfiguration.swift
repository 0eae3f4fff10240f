import Foundation
import OpenUIKit

/// One configuration a screen is audited in: a device preset, an orientation, a text size, a
/// layout direction and an appearance.
public struct AuditConfiguration: Hashable, Sendable, CustomStringConvertible {
  /// The device.
  public let screen: UIScreen
  /// Whether the window is in landscape (landscape right) rather than portrait.
  public let landscape: Bool
  /// The Dynamic Type text size the window overrides.
  public let contentSize: UIContentSizeCategory
  /// The layout direction the window overrides (and the app's default direction).
  public let layoutDirection: UITraitEnvironmentLayoutDirection
  /// The appearance the window overrides.
  public let style: UIUserInterfaceStyle
  /// The screen's preset name (`iphonese`), read once so that the value needs no actor.
  private let screenName: String

  /// A configuration; every argument defaults to the iPhone 15 Pro in portrait at the default
  /// text size (Large), left to right, light.
  @MainActor
  public init(
    screen: UIScreen = .iPhone15Pro, landscape: Bool = false,
    contentSize: UIContentSizeCategory = .large,
    layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight,
    style: UIUserInterfaceStyle = .light
  ) {
    self.screen = screen
    self.landscape = landscape
    self.contentSize = contentSize
    self.layoutDirection = layoutDirection
    self.style = style
    self.screenName = screen.name
  }

  /// The standard set, in this order and without repeats: every device preset
  /// (`UIScreen.presets`) in portrait and in landscape at the default text size; the iPhone SE
  /// and the iPhone 15 Pro at every content-size category; the iPhone 15 Pro right to left and
  /// dark, each at the default size and at the largest accessibility size. 42 configurations.
  @MainActor
  public static var standard: [AuditConfiguration] {
    var all: [AuditConfiguration] = []
    for screen in UIScreen.presets {
      all.append(AuditConfiguration(screen: screen))
      all.append(AuditConfiguration(screen: screen, landscape: true))
    }
    for screen in [UIScreen.iPhoneSE, .iPhone15Pro] {
      for size in UIContentSizeCategory.allSpecified {
        all.append(AuditConfiguration(screen: screen, contentSize: size))
      }
    }
    for size in [UIContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
      all.append(AuditConfiguration(contentSize: size, layoutDirection: .rightToLeft))
      all.append(AuditConfiguration(contentSize: size, style: .dark))
    }
    var seen = Set<AuditConfiguration>()
    return all.filter { seen.insert($0).inserted }
  }

  /// The content size's Swift name (`large`, `accessibilityExtraExtraExtraLarge`).
  public var contentSizeName: String {
    if let index = UIContentSizeCategory.allSpecified.firstIndex(of: contentSize) {
      return UIContentSizeCategory.specifiedNames[index]
    }
    return contentSize.rawValue
  }

  /// Readable: `iphonese portrait large`, `iphone15pro portrait large RTL dark`.
  public var description: String {
    var text = "\(screenName) \(landscape ? "landscape" : "portrait") \(contentSizeName)"
    if layoutDirection == .rightToLeft { text += " RTL" }
    if style == .dark { text += " dark" }
    return text
  }

  /// Equal when every part is (screens by identity).
  public static func == (lhs: AuditConfiguration, rhs: AuditConfiguration) -> Bool {
    lhs.screen === rhs.screen && lhs.landscape == rhs.landscape
      && lhs.contentSize == rhs.contentSize && lhs.layoutDirection == rhs.layoutDirection
      && lhs.style == rhs.style
  }

  /// Hashes every part (the screen by identity).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(screen))
    hasher.combine(landscape)
    hasher.combine(contentSize)
    hasher.combine(layoutDirection)
    hasher.combine(style)
  }
}
