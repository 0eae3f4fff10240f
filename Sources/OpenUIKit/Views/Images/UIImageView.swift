import Foundation

/// A view that shows an image; its intrinsic size is the image's size.
@preconcurrency @MainActor
open class UIImageView: UIView {
  /// The image shown (its size is the view's intrinsic content size).
  open var image: UIImage? {
    didSet {
      if shownSize(of: image) != shownSize(of: oldValue) { invalidateIntrinsicContentSize() }
    }
  }
  /// The image shown while ``isHighlighted``.
  open var highlightedImage: UIImage? {
    didSet { if isHighlighted { invalidateIntrinsicContentSize() } }
  }
  /// Whether ``highlightedImage`` is shown.
  open var isHighlighted = false {
    didSet {
      if isHighlighted != oldValue, highlightedImage != nil { invalidateIntrinsicContentSize() }
    }
  }

  /// The symbol configuration laid over a symbol image's own when it is shown: a symbol
  /// shown with `UIImage.SymbolConfiguration(pointSize: 34)` is twice its default size.
  /// Bitmaps are unaffected.
  open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
    didSet {
      if preferredSymbolConfiguration != oldValue, displayedImage?.isSymbolImage == true {
        invalidateIntrinsicContentSize()
      }
    }
  }

  /// Creates an image view sized to its image (zero without one).
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
  }

  /// Creates an image view with an image and a highlighted image.
  public convenience init(image: UIImage?, highlightedImage: UIImage?) {
    self.init(image: image)
    self.highlightedImage = highlightedImage
  }

  /// Creates an empty image view.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Creates an empty image view from an archive: nothing is decoded (OpenUIKit has no nibs).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }

  /// The image currently shown, with ``preferredSymbolConfiguration`` applied to a symbol
  /// (an OpenUIKit extension that renderers draw).
  public var displayedImage: UIImage? {
    let shown = isHighlighted ? (highlightedImage ?? image) : image
    guard let preferredSymbolConfiguration, let shown, shown.isSymbolImage else { return shown }
    return shown.applyingSymbolConfiguration(preferredSymbolConfiguration) ?? shown
  }

  /// The size `image` is shown at: with ``preferredSymbolConfiguration`` applied to a symbol.
  func shownSize(of image: UIImage?) -> CGSize? {
    guard let image else { return nil }
    guard let preferredSymbolConfiguration, image.isSymbolImage else { return image.size }
    return image.applyingSymbolConfiguration(preferredSymbolConfiguration)?.size ?? image.size
  }

  /// The shown image's size, or no intrinsic metric without an image.
  open override var intrinsicContentSize: CGSize {
    guard let shown = displayedImage else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    return shown.size
  }

  /// The image's size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    displayedImage?.size ?? .zero
  }

  // MARK: Accessibility defaults

  /// The set traits, else ``UIAccessibilityTraits/image`` (an image view is not an element
  /// unless told to be).
  open override var accessibilityTraits: UIAccessibilityTraits {
    get { storedAccessibility?.traits ?? .image }
    set { super.accessibilityTraits = newValue }
  }
}
