import Foundation

/// An image: a size in points, a scale, and for symbols a vector drawing of OpenUIKit's own.
@MainActor
public final class UIImage {
  /// How an image is drawn: with its own colours or as a template tinted by the view.
  public enum RenderingMode: Int, Sendable {
    /// Template for symbols, original otherwise.
    case automatic = 0
    /// The image's own colours.
    case alwaysOriginal = 1
    /// Only the shape, in the view's tint colour.
    case alwaysTemplate = 2
  }

  /// The size in points.
  public let size: CGSize
  /// Pixels per point.
  public let scale: CGFloat
  /// How the image is drawn.
  public let renderingMode: RenderingMode
  /// The symbol name for images made by ``init(systemName:)``.
  public let symbolName: String?
  /// The drawing, in a unit square (x and y from 0 to 1 across ``size``), when the image is a
  /// vector shape (an OpenUIKit extension: renderers draw it).
  public let shape: ImageShape?
  /// The colour a tinted copy draws in (``withTintColor(_:)``).
  public let tintColor: UIColor?

  /// Whether the image is a symbol.
  public var isSymbolImage: Bool { symbolName != nil }

  init(
    size: CGSize, scale: CGFloat, renderingMode: RenderingMode, symbolName: String?,
    shape: ImageShape?, tintColor: UIColor?
  ) {
    self.size = size
    self.scale = scale
    self.renderingMode = renderingMode
    self.symbolName = symbolName
    self.shape = shape
    self.tintColor = tintColor
  }

  /// A blank image of the given size (an OpenUIKit extension standing in for a decoded
  /// bitmap).
  public convenience init(size: CGSize, scale: CGFloat = 1) {
    self.init(
      size: size, scale: scale, renderingMode: .automatic, symbolName: nil, shape: nil,
      tintColor: nil)
  }

  /// A system symbol, or nil for a name OpenUIKit does not draw (see ``SystemSymbols``).
  public convenience init?(systemName name: String) {
    guard let symbol = SystemSymbols.symbol(named: name) else { return nil }
    self.init(
      size: symbol.size, scale: 3, renderingMode: .automatic, symbolName: name,
      shape: symbol.shape, tintColor: nil)
  }

  /// Images from an asset catalogue do not exist without a bundle: always nil.
  public convenience init?(named name: String) {
    return nil
  }

  /// A copy drawn with another rendering mode.
  public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
    UIImage(
      size: size, scale: scale, renderingMode: mode, symbolName: symbolName, shape: shape,
      tintColor: tintColor)
  }

  /// A copy drawn in `color` (always original, as UIKit's tinted images).
  public func withTintColor(_ color: UIColor) -> UIImage {
    UIImage(
      size: size, scale: scale, renderingMode: .alwaysOriginal, symbolName: symbolName,
      shape: shape, tintColor: color)
  }

  // MARK: Drawn images

  /// What an image renderer recorded, for images made by `UIGraphicsImageRenderer` or an image
  /// context (an OpenUIKit extension: renderers draw it into the image's rectangle).
  public private(set) var drawing: DisplayList?

  /// An image holding a recording, its size the recording's bounds size.
  convenience init(drawing: DisplayList, scale: CGFloat) {
    self.init(
      size: drawing.bounds.size, scale: scale, renderingMode: .automatic, symbolName: nil,
      shape: nil, tintColor: nil)
    self.drawing = drawing
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
