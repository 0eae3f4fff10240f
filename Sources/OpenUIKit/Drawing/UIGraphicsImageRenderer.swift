import Foundation

/// How an image renderer's images are made: their scale and whether they are opaque.
open class UIGraphicsImageRendererFormat: NSObject {
  /// Pixels per point (the main screen's scale by default).
  open var scale: CGFloat = UIScreen.mainScale
  /// Whether the image is opaque (false by default): what nothing paints is then black, as in
  /// an opaque bitmap.
  open var opaque = false

  /// A format with the main screen's scale, transparent.
  public override init() {
    super.init()
  }

  /// The default format (the main screen's scale).
  open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

  /// The format best for the main screen (the same as ``default()`` in OpenUIKit).
  open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context an image renderer hands to its drawing actions.
open class UIGraphicsImageRendererContext: NSObject {
  /// The Core Graphics context drawing goes to.
  public let cgContext: CGContext
  /// The renderer's format.
  public let format: UIGraphicsImageRendererFormat

  init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
    self.cgContext = cgContext
    self.format = format
    super.init()
  }

  /// An image of what was drawn so far.
  open var currentImage: UIImage { UIImage(drawing: cgContext.displayList, scale: format.scale) }

  /// Fills a rectangle with the current fill colour.
  open func fill(_ rect: CGRect) { cgContext.fill(rect) }

  /// Fills a rectangle with the current fill colour (blend modes draw as normal in OpenUIKit).
  open func fill(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.fill(rect) }

  /// Strokes a rectangle's outline with the current stroke colour.
  open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

  /// Strokes a rectangle's outline (blend modes draw as normal in OpenUIKit).
  open func stroke(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.stroke(rect) }

  /// Intersects the clip with a rectangle.
  open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Makes images by running drawing actions in a context of a given size, as UIKit's
/// `UIGraphicsImageRenderer`. The image holds the recording (``UIImage/drawing``), which the
/// SVG and PNG renderers draw wherever the image is shown.
open class UIGraphicsImageRenderer: NSObject {
  /// The area drawn into, in the actions' coordinates.
  public let bounds: CGRect
  /// The format of the images.
  public let format: UIGraphicsImageRendererFormat

  /// A renderer of images `size` points large, with the default format.
  public convenience init(size: CGSize) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
  }

  /// A renderer of images `size` points large.
  public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: format)
  }

  /// A renderer of images of the area `bounds` (its origin is the image's top-left corner).
  public convenience init(bounds: CGRect) {
    self.init(bounds: bounds, format: .default())
  }

  /// A renderer of images of the area `bounds` in `format`.
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    self.bounds = bounds
    self.format = format
    super.init()
  }

  /// Whether the renderer can make images (always).
  open var allowsImageOutput: Bool { true }

  /// Runs `actions` with a fresh context and returns the image it drew.
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let context = CGContext(bounds: bounds, isOpaque: format.opaque)
    let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
    withCurrentContext(context) { actions(rendererContext) }
    return UIImage(drawing: context.displayList, scale: format.scale)
  }
}
