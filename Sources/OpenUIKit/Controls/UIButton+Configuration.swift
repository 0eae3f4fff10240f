import Foundation

extension UIButton {
  /// What a button shows and how: its title, subtitle and image, their placement and padding,
  /// and its colours and background (iOS 15's button configurations).
  ///
  /// Apple documents the API but no numbers: the fonts, default insets and corner radii below
  /// are OpenUIKit's choices (see the article "Buttons and Text Input"):
  ///
  /// | ``Size`` | title font | subtitle font | default ``contentInsets`` | dynamic radius |
  /// |---|---|---|---|---|
  /// | ``Size/mini`` | 12 pt (caption 1) | 11 pt | 3, 8, 3, 8 | 4 |
  /// | ``Size/small`` | 15 pt (subheadline) | 12 pt | 5, 10, 5, 10 | 6 |
  /// | ``Size/medium`` | 17 pt (body) | 15 pt | 7, 12, 7, 12 | 8 |
  /// | ``Size/large`` | 17 pt (body) | 15 pt | 14, 20, 14, 20 | 12 |
  ///
  /// Fonts are the regular system font at those sizes (the text styles at the default
  /// content size category). Every style uses the table's insets.
  @MainActor
  public struct Configuration {
    /// How the corners of the background are rounded (UIKit's raw values).
    public enum CornerStyle: Int, Sendable {
      /// The background's own ``UIBackgroundConfiguration/cornerRadius``.
      case fixed = -1
      /// A radius that follows the button size (the table in ``UIButton/Configuration``).
      case dynamic = 0
      /// 4 pt (chosen).
      case small = 1
      /// 8 pt (chosen).
      case medium = 2
      /// 12 pt (chosen).
      case large = 3
      /// Half the shorter side.
      case capsule = 4
    }

    /// The size the button asks for (UIKit's raw values).
    public enum Size: Int, Sendable {
      /// The standard size.
      case medium = 0
      /// Smaller.
      case small = 1
      /// Smallest.
      case mini = 2
      /// Larger.
      case large = 3
    }

    /// How the title and subtitle align with each other (UIKit's raw values).
    public enum TitleAlignment: Int, Sendable {
      /// Leading beside an image, centred otherwise.
      case automatic = 0
      /// At the leading edge.
      case leading = 1
      /// Centred.
      case center = 2
      /// At the trailing edge.
      case trailing = 3
    }

    /// How the button looks: one case per factory method.
    enum Style: Sendable {
      case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
    }

    let style: Style

    /// The title.
    public var title: String?
    /// The subtitle, under the title.
    public var subtitle: String?
    /// The title as attributed text (its characters are shown; OpenUIKit reads no UIKit
    /// font attributes, which Foundation on Linux does not have).
    public var attributedTitle: AttributedString?
    /// The subtitle as attributed text (its characters are shown).
    public var attributedSubtitle: AttributedString?
    /// Changes the title's text attributes (stored and applied to ``attributedTitle``).
    public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
    /// Changes the subtitle's text attributes (stored and applied to ``attributedSubtitle``).
    public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
    /// The space between the title and the subtitle (0).
    public var titlePadding: CGFloat = 0
    /// How the title and subtitle align (``TitleAlignment/automatic``).
    public var titleAlignment = TitleAlignment.automatic
    /// How the title wraps and truncates (`.byTruncatingTail`).
    public var titleLineBreakMode = NSLineBreakMode.byTruncatingTail
    /// The image.
    public var image: UIImage?
    /// The edge of the content the image sits at (`.leading`; `.top`, `.bottom` and
    /// `.trailing` also work).
    public var imagePlacement = NSDirectionalRectEdge.leading
    /// The space between the image and the text (0).
    public var imagePadding: CGFloat = 0
    /// Space reserved for the image along its placement axis (0, as documented): a smaller
    /// image is centred in it.
    public var imageReservation: CGFloat = 0
    /// Whether an activity indicator replaces the image (false).
    public var showsActivityIndicator = false
    /// The colour of the title, subtitle, image and spinner (nil: the style's).
    public var baseForegroundColor: UIColor?
    /// The colour the style builds the background from (nil: the tint colour).
    public var baseBackgroundColor: UIColor?
    /// The background.
    public var background: UIBackgroundConfiguration
    /// How the background's corners are rounded (``CornerStyle/dynamic``, as documented).
    public var cornerStyle = CornerStyle.dynamic
    /// The size the button asks for (``Size/medium``).
    public var buttonSize = Size.medium {
      didSet { if buttonSize != oldValue, storedContentInsets == nil { updateDefaultInsets() } }
    }
    /// Whether the style follows the button's selection (true).
    public var automaticallyUpdateForSelection = true
    var storedContentInsets: NSDirectionalEdgeInsets?
    var defaultInsets: NSDirectionalEdgeInsets

    /// The space between the button's edges and its content (the button size's default,
    /// see the table in ``UIButton/Configuration``).
    public var contentInsets: NSDirectionalEdgeInsets {
      get { storedContentInsets ?? defaultInsets }
      set { storedContentInsets = newValue }
    }

    init(style: Style) {
      self.style = style
      self.background = .clear()
      self.defaultInsets = Configuration.defaultInsets(for: .medium)
    }

    mutating func updateDefaultInsets() {
      defaultInsets = Configuration.defaultInsets(for: buttonSize)
    }

    /// Restores the default insets of the style and button size.
    public mutating func setDefaultContentInsets() {
      storedContentInsets = nil
      updateDefaultInsets()
    }

    /// A borderless button with a tinted title.
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// A tinted title on a light tint background.
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// A tinted title on a grey background.
    public static func gray() -> Configuration { Configuration(style: .gray) }
    /// A white title on a tint-coloured background.
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// As ``plain()``.
    public static func borderless() -> Configuration { Configuration(style: .borderless) }
    /// As ``gray()``.
    public static func bordered() -> Configuration { Configuration(style: .bordered) }
    /// As ``tinted()``.
    public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
    /// As ``filled()``.
    public static func borderedProminent() -> Configuration {
      Configuration(style: .borderedProminent)
    }

    /// The insets every style uses at `size` (chosen; see the table above).
    static func defaultInsets(for size: Size) -> NSDirectionalEdgeInsets {
      switch size {
      case .mini: return NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
      case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
      case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
      case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
      }
    }

    /// The title font at the button size (chosen; see the table above).
    var titleFont: UIFont {
      switch buttonSize {
      case .mini: return .systemFont(ofSize: 12)
      case .small: return .systemFont(ofSize: 15)
      case .medium, .large: return .systemFont(ofSize: 17)
      }
    }

    /// The subtitle font at the button size (chosen).
    var subtitleFont: UIFont {
      switch buttonSize {
      case .mini: return .systemFont(ofSize: 11)
      case .small: return .systemFont(ofSize: 12)
      case .medium, .large: return .systemFont(ofSize: 15)
      }
    }

    /// The title shown: ``attributedTitle``'s characters, else ``title``.
    var displayedTitle: String? {
      if let attributedTitle { return String(attributedTitle.characters) }
      return title
    }

    /// The subtitle shown.
    var displayedSubtitle: String? {
      if let attributedSubtitle { return String(attributedSubtitle.characters) }
      return subtitle
    }

    /// The corner radius of the background for a button of `size`.
    func cornerRadius(for size: CGSize) -> CGFloat {
      switch cornerStyle {
      case .fixed: return background.cornerRadius
      case .small: return 4
      case .medium: return 8
      case .large: return 12
      case .capsule: return max(min(size.width, size.height), 0) / 2
      case .dynamic:
        switch buttonSize {
        case .mini: return 4
        case .small: return 6
        case .medium: return 8
        case .large: return 12
        }
      }
    }

    /// A copy resolved for `button`'s state and tint: the background's colour and the
    /// foreground colour filled in from the style (chosen colours: plain and borderless draw
    /// no background; gray and bordered `tertiarySystemFill`; tinted and borderedTinted the
    /// base colour at 15 % alpha; filled and borderedProminent the base colour with a white
    /// foreground; disabled buttons draw `tertiaryLabel` text and a `tertiarySystemFill`
    /// background where the style has one).
    public func updated(for button: UIButton) -> Configuration {
      var resolved = self
      let disabled = !button.isEnabled
      let tint: UIColor = button.tintColor
      let base = baseBackgroundColor ?? tint
      var foreground: UIColor
      var fill: UIColor?
      switch style {
      case .plain, .borderless:
        foreground = baseForegroundColor ?? tint
      case .gray, .bordered:
        foreground = baseForegroundColor ?? tint
        fill = baseBackgroundColor ?? .tertiarySystemFill
      case .tinted, .borderedTinted:
        foreground = baseForegroundColor ?? tint
        fill = base.withAlphaComponent(0.15)
      case .filled, .borderedProminent:
        foreground = baseForegroundColor ?? .white
        fill = base
      }
      if disabled {
        foreground = .tertiaryLabel
        if fill != nil { fill = .tertiarySystemFill }
      }
      if resolved.background.backgroundColor == nil { resolved.background.backgroundColor = fill }
      resolved.baseForegroundColor = foreground
      if let transformer = titleTextAttributesTransformer, let text = attributedTitle {
        resolved.attributedTitle = text.transformingAttributes(transformer)
      }
      if let transformer = subtitleTextAttributesTransformer, let text = attributedSubtitle {
        resolved.attributedSubtitle = text.transformingAttributes(transformer)
      }
      return resolved
    }
  }
}

/// Changes the attributes of a configuration's text (a title's, a subtitle's).
public struct UIConfigurationTextAttributesTransformer {
  let transform: (AttributeContainer) -> AttributeContainer

  /// Creates a transformer from a closure.
  public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
    self.transform = transform
  }

  /// Applies the transformer.
  public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer {
    transform(input)
  }
}

extension AttributedString {
  /// A copy whose runs' attributes went through `transformer`.
  func transformingAttributes(_ transformer: UIConfigurationTextAttributesTransformer)
    -> AttributedString
  {
    var copy = self
    for run in runs {
      copy[run.range].setAttributes(transformer(run.attributes))
    }
    return copy
  }
}
