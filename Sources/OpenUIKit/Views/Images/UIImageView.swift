import Foundation

/// A view that shows an image; its intrinsic size is the image's size.
@MainActor
open class UIImageView: UIView {
  /// The image shown (its size is the view's intrinsic content size).
  open var image: UIImage? {
    didSet {
      if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
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

  /// The image currently shown.
  public var displayedImage: UIImage? {
    isHighlighted ? (highlightedImage ?? image) : image
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
