import Foundation

extension UIListContentConfiguration {
  /// How the text or the secondary text is drawn.
  @preconcurrency @MainActor
  public struct TextProperties {
    /// Case changes applied to the text before it is shown.
    public enum TextTransform: Int, Sendable {
      /// The text as given.
      case none = 0
      /// Every letter capitalised.
      case uppercase = 1
      /// Every letter in lower case.
      case lowercase = 2
      /// The first letter of each word capitalised.
      case capitalized = 3
    }

    /// The font.
    public var font: UIFont
    /// The colour.
    public var color: UIColor
    /// The alignment.
    public var alignment: NSTextAlignment = .natural
    /// The maximum number of lines (0: as many as the text needs).
    public var numberOfLines = 0
    /// The case transform (`.none` except in grouped headers).
    public var transform = TextTransform.none
    /// How a line too long is cut.
    public var lineBreakMode = NSLineBreakMode.byTruncatingTail
    /// Whether the font follows Dynamic Type (stored).
    public var adjustsFontForContentSizeCategory = true

    init(font: UIFont, color: UIColor) {
      self.font = font
      self.color = color
    }

    /// `text` after ``transform``.
    func transformed(_ text: String) -> String {
      switch transform {
      case .none: return text
      case .uppercase: return text.uppercased()
      case .lowercase: return text.lowercased()
      case .capitalized: return text.capitalized
      }
    }
  }

  /// How the image is drawn.
  @preconcurrency @MainActor
  public struct ImageProperties {
    /// A size for the image: its natural size (the default).
    public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

    /// The tint (nil: the view's tint).
    public var tintColor: UIColor?
    /// The largest size the image is drawn at (zero: no limit).
    public var maximumSize = CGSize.zero
    /// The space kept for the image, even when it is smaller (zero: its own size).
    public var reservedLayoutSize = CGSize.zero
    /// The corner radius.
    public var cornerRadius: CGFloat = 0

    init() {}

    /// The size `image` is drawn at: its own, scaled down to fit ``maximumSize``.
    func displaySize(of image: UIImage) -> CGSize {
      var size = image.size
      if maximumSize.width > 0, size.width > maximumSize.width, size.width > 0 {
        size = CGSize(
          width: maximumSize.width, height: size.height * maximumSize.width / size.width)
      }
      if maximumSize.height > 0, size.height > maximumSize.height, size.height > 0 {
        size = CGSize(
          width: size.width * maximumSize.height / size.height, height: maximumSize.height)
      }
      return size
    }

    /// The space the image takes in the layout: its display size, at least
    /// ``reservedLayoutSize``.
    func layoutSize(of image: UIImage) -> CGSize {
      let size = displaySize(of: image)
      return CGSize(
        width: max(size.width, reservedLayoutSize.width),
        height: max(size.height, reservedLayoutSize.height))
    }
  }
}
