import Foundation

/// An image: a size in points, a scale, and either a bitmap file's bytes or, for symbols, a
/// vector drawing of OpenUIKit's own.
///
/// OpenUIKit needs only an image's size to lay it out: a PNG's size is read from its header
/// (pixels ÷ scale), and its bytes or file URL are kept on the image for renderers. Images
/// are immutable, so the class is `Sendable` and not bound to the main actor. Equality is
/// identity, as UIKit's `isEqual:` for images.
open class UIImage: NSObject, @unchecked Sendable {
  /// How an image is drawn: with its own colours or as a template tinted by the view.
  public enum RenderingMode: Int, Sendable {
    /// Template for symbols, original otherwise.
    case automatic = 0
    /// The image's own colours.
    case alwaysOriginal = 1
    /// Only the shape, in the view's tint colour.
    case alwaysTemplate = 2
  }

  /// How the middle of a resizable image fills its space.
  public enum ResizingMode: Int, Sendable {
    /// The middle is repeated.
    case tile = 0
    /// The middle is stretched.
    case stretch = 1
  }

  /// Everything an image is, so that modified copies are one assignment away.
  struct Storage: @unchecked Sendable {
    var size: CGSize
    var scale: CGFloat
    var renderingMode: RenderingMode = .automatic
    var symbolName: String?
    var shape: ImageShape?
    var tintColor: UIColor?
    var symbolConfiguration: SymbolConfiguration?
    var capInsets: UIEdgeInsets = .zero
    var resizingMode: ResizingMode = .tile
    var baselineOffsetFromBottom: CGFloat?
    var resourceName: String?
    var fileURL: URL?
    /// The file's bytes. (An `NSData`, not a `Data`: images stay in the named-image cache
    /// until the process exits, and LeakSanitizer cannot follow the reference a `Data`
    /// keeps in its packed representation, so it reported every cached image's bytes.)
    var data: NSData?
    /// The PNG bytes, made when first needed (a rendered snapshot's), when `data` is nil.
    var deferredPNG: DeferredPNG?
    /// The symbol's size at the default configuration (symbols only).
    var baseSymbolSize: CGSize?
    /// What an image renderer recorded (drawn images only).
    var drawing: DisplayList?
  }

  let storage: Storage

  init(storage: Storage) {
    self.storage = storage
    super.init()
  }

  /// A copy with some parts changed.
  func modified(_ change: (inout Storage) -> Void) -> UIImage {
    var s = storage
    change(&s)
    return UIImage(storage: s)
  }

  /// A blank image of the given size (an OpenUIKit extension standing in for a decoded
  /// bitmap).
  public convenience init(size: CGSize, scale: CGFloat = 1) {
    self.init(storage: Storage(size: size, scale: scale))
  }

  /// The size in points.
  open var size: CGSize { storage.size }
  /// Pixels per point.
  open var scale: CGFloat { storage.scale }
  /// How the image is drawn.
  open var renderingMode: RenderingMode { storage.renderingMode }
  /// The symbol name for images made by ``init(systemName:)`` (an OpenUIKit extension).
  public var symbolName: String? { storage.symbolName }
  /// The drawing, in a unit square (x and y from 0 to 1 across ``size``), when the image is a
  /// vector shape (an OpenUIKit extension: renderers draw it).
  public var shape: ImageShape? { storage.shape }
  /// The colour a tinted copy draws in (``withTintColor(_:)``; an OpenUIKit extension).
  public var tintColor: UIColor? { storage.tintColor }
  /// The symbol configuration of a symbol image, nil for other images.
  open var symbolConfiguration: SymbolConfiguration? { storage.symbolConfiguration }
  /// The configuration of the image (a symbol's, or an empty one).
  open var configuration: UIImageConfiguration? {
    storage.symbolConfiguration
      ?? (storage.symbolName == nil ? nil : SymbolConfiguration.unspecified)
  }
  /// The edges that do not stretch or tile when the image is resizable (zero otherwise).
  open var capInsets: UIEdgeInsets { storage.capInsets }
  /// How the middle of a resizable image fills its space.
  open var resizingMode: ResizingMode { storage.resizingMode }
  /// Whether the image has a baseline (symbols do, until ``imageWithoutBaseline()``).
  open var hasBaseline: Bool { storage.baselineOffsetFromBottom != nil }
  /// The baseline's distance above the bottom edge, when the image has one.
  open var baselineOffsetFromBottom: CGFloat { storage.baselineOffsetFromBottom ?? 0 }
  /// Whether the image is a symbol.
  open var isSymbolImage: Bool { storage.symbolName != nil }
  /// The file the image was read from, if any (an OpenUIKit extension: renderers may draw it).
  public var fileURL: URL? { storage.fileURL }

  /// The image drawn as a template or in its own colours.
  open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    modified { $0.renderingMode = renderingMode }
  }

  /// A copy drawn in `color`, with the `.alwaysOriginal` rendering mode, as UIKit's.
  open func withTintColor(_ color: UIColor) -> UIImage {
    withTintColor(color, renderingMode: .alwaysOriginal)
  }

  /// A copy drawn in `color` with a rendering mode.
  open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    modified {
      $0.tintColor = color
      $0.renderingMode = renderingMode
    }
  }

  /// A resizable copy whose middle tiles (UIKit's default mode).
  open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
    resizableImage(withCapInsets: capInsets, resizingMode: .tile)
  }

  /// A resizable copy with cap insets and a resizing mode.
  open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode)
    -> UIImage
  {
    modified {
      $0.capInsets = capInsets
      $0.resizingMode = resizingMode
    }
  }

  /// A copy without a baseline.
  open func imageWithoutBaseline() -> UIImage {
    modified { $0.baselineOffsetFromBottom = nil }
  }

  /// A copy whose baseline is `baselineOffset` above the bottom edge.
  open func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage {
    modified { $0.baselineOffsetFromBottom = baselineOffset }
  }

  /// A symbol image with another configuration (nil-valued parts keep the default), or the
  /// image itself when it is not a symbol, as UIKit.
  open func withConfiguration(_ configuration: UIImageConfiguration) -> UIImage {
    guard isSymbolImage else { return self }
    let symbolConfiguration =
      configuration as? SymbolConfiguration
      ?? SymbolConfiguration.unspecified.applying(configuration)
    return configured(symbolConfiguration)
  }

  /// A symbol image with `configuration` laid over its own, or nil when the image is not a
  /// symbol.
  open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
    guard isSymbolImage else { return nil }
    let base = symbolConfiguration ?? SymbolConfiguration.unspecified
    return configured(base.applying(configuration))
  }

  // MARK: Colour and image literals

  /// Creates the image of `#imageLiteral(resourceName:)`: `UIImage(named:)` in the search
  /// bundles. UIKit's overlay crashes on a missing image; OpenUIKit returns an empty 0 × 0
  /// image and reports ``ResourceDiagnostic/missingImageLiteral(name:)``.
  public required convenience init(imageLiteralResourceName name: String) {
    if let image = UIImage.namedImage(name, in: nil, scale: nil) {
      self.init(storage: image.storage)
    } else {
      ResourceDiagnostics.report(.missingImageLiteral(name: name))
      self.init(storage: Storage(size: .zero, scale: 1, resourceName: name))
    }
  }

  /// `<UIImage:0x… named(main: logo) {40, 40}>`, `… named(system: star) …` or
  /// `… anonymous {w, h}>`, as UIKit prints images, with a fixed pseudo-address.
  open override var description: String {
    let origin: String
    if let symbolName = storage.symbolName {
      origin = "named(system: \(symbolName))"
    } else if let name = storage.resourceName {
      origin = "named(main: \(name))"
    } else {
      origin = "anonymous"
    }
    let w = String(format: "%g", Double(size.width))
    let h = String(format: "%g", Double(size.height))
    return "<UIImage:0x600002e00000 \(origin) {\(w), \(h)}>"
  }

  // MARK: Drawn images

  /// What an image renderer recorded, for images made by `UIGraphicsImageRenderer` or an image
  /// context (an OpenUIKit extension: renderers draw it into the image's rectangle).
  public var drawing: DisplayList? { storage.drawing }

  /// An image holding a recording, its size the recording's bounds size.
  convenience init(drawing: DisplayList, scale: CGFloat) {
    var storage = Storage(size: drawing.bounds.size, scale: scale)
    storage.drawing = drawing
    self.init(storage: storage)
  }
}

/// A vector drawing in a unit square: filled or stroked polygons and ellipses.
public struct ImageShape: Sendable, Equatable {
  /// One element of the drawing.
  public enum Element: Sendable, Equatable {
    /// A closed polygon through the points.
    case polygon([CGPoint])
    /// An ellipse inscribed in the rectangle.
    case ellipse(CGRect)
    /// An open polyline through the points.
    case polyline([CGPoint])
  }

  /// The elements, drawn in order.
  public var elements: [Element]
  /// Whether the elements are filled (else stroked).
  public var isFilled: Bool
  /// The stroke width as a fraction of the image's width.
  public var lineWidth: CGFloat

  /// Creates a drawing.
  public init(elements: [Element], isFilled: Bool, lineWidth: CGFloat = 0.08) {
    self.elements = elements
    self.isFilled = isFilled
    self.lineWidth = lineWidth
  }
}
