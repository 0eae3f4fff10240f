import Foundation

/// A size class: how much room a dimension of the interface has (UIKit's raw values).
///
/// Apple's table (HIG "Adaptivity and Layout"; see the article "Traits and Dynamic Type"):
/// iPhones are compact × regular in portrait and compact × compact in landscape, except the
/// Plus and Max sizes, which are regular × compact in landscape; iPads are regular × regular.
public enum UIUserInterfaceSizeClass: Int, Sendable, CaseIterable {
  /// Not specified.
  case unspecified = 0
  /// A constrained space (an iPhone's width).
  case compact = 1
  /// An expansive space (an iPad's width and height, an iPhone's portrait height).
  case regular = 2
}

/// The kind of device the interface runs on (UIKit's raw values).
public enum UIUserInterfaceIdiom: Int, Sendable, CaseIterable {
  /// Not specified.
  case unspecified = -1
  /// An iPhone.
  case phone = 0
  /// An iPad.
  case pad = 1
  /// An Apple TV.
  case tv = 2
  /// A CarPlay screen.
  case carPlay = 3
  /// A Mac (Mac Catalyst, Mac interface).
  case mac = 5
  /// Apple Vision Pro.
  case vision = 6
}

/// The layout direction a trait collection carries (UIKit's raw values).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, CaseIterable {
  /// Not specified.
  case unspecified = -1
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1
}

/// Whether the user asked for increased contrast (UIKit's raw values).
public enum UIAccessibilityContrast: Int, Sendable, CaseIterable {
  /// Not specified.
  case unspecified = -1
  /// The normal contrast.
  case normal = 0
  /// Increased contrast (Settings › Accessibility › Increase Contrast): system colours take
  /// their high-contrast values.
  case high = 1
}

/// Whether the user asked for bold text (UIKit's raw values).
public enum UILegibilityWeight: Int, Sendable, CaseIterable {
  /// Not specified.
  case unspecified = -1
  /// Regular text.
  case regular = 0
  /// Bold text (Settings › Accessibility › Bold Text).
  case bold = 1
}

/// The visual level of content: base, or elevated above it (UIKit's raw values). In the dark
/// appearance, background colours are lighter on the elevated level (sheets, popovers).
public enum UIUserInterfaceLevel: Int, Sendable, CaseIterable {
  /// Not specified.
  case unspecified = -1
  /// The window's main content.
  case base = 0
  /// Content above the main content.
  case elevated = 1
}

/// Light or dark appearance, with UIKit's raw values.
public enum UIUserInterfaceStyle: Int, Sendable, CaseIterable {
  /// Not specified.
  case unspecified = 0
  /// The light appearance.
  case light = 1
  /// The dark appearance.
  case dark = 2
}
