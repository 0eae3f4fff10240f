import Foundation

/// One dimension of a compositional layout's element: a fraction of its container's width or
/// height, a number of points, or an estimate the element's view refines by sizing itself.
@preconcurrency @MainActor
public class NSCollectionLayoutDimension: NSObject, @preconcurrency NSCopying {
  enum Kind: Equatable {
    case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings
  }

  let kind: Kind
  /// The dimension's number: the fraction, the points, or the estimate.
  public let dimension: CGFloat

  required init(kind: Kind, dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension
    super.init()
  }

  /// A fraction of the container's width (1.0 is the whole width).
  open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
    Self(kind: .fractionalWidth, dimension: fractionalWidth)
  }

  /// A fraction of the container's height.
  open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
    Self(kind: .fractionalHeight, dimension: fractionalHeight)
  }

  /// A number of points.
  open class func absolute(_ absoluteDimension: CGFloat) -> Self {
    Self(kind: .absolute, dimension: absoluteDimension)
  }

  /// An estimate in points: the element's view sizes itself (self-sizing) and the layout
  /// takes the size it reports.
  open class func estimated(_ estimatedDimension: CGFloat) -> Self {
    Self(kind: .estimated, dimension: estimatedDimension)
  }

  /// An estimate that every sibling of the item shares: the largest size the siblings
  /// report (iOS 17).
  open class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
    Self(kind: .uniformAcrossSiblings, dimension: estimatedDimension)
  }

  /// Whether the dimension is a fraction of the container's width.
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// Whether the dimension is a fraction of the container's height.
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// Whether the dimension is a number of points.
  public var isAbsolute: Bool { kind == .absolute }
  /// Whether the dimension is an estimate (including a uniform one).
  public var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
  /// Whether the dimension is an estimate shared by all siblings.
  public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

  /// A copy (dimensions are immutable; the copy is equal).
  open func copy(with zone: NSZone? = nil) -> Any {
    Self(kind: kind, dimension: dimension)
  }

  /// Dimensions are equal when their kind and number are.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSCollectionLayoutDimension else { return false }
    return other.kind == kind && other.dimension == dimension
  }

  /// A description in UIKit's words.
  nonisolated open override var description: String {
    nonisolated(unsafe) var text = ""
    MainActor.assumeIsolated {
      let name: String
      switch kind {
      case .fractionalWidth: name = "fractionalWidth"
      case .fractionalHeight: name = "fractionalHeight"
      case .absolute: name = "absolute"
      case .estimated: name = "estimated"
      case .uniformAcrossSiblings: name = "uniformAcrossSiblings"
      }
      text = "\(name)(\(dimension))"
    }
    return text
  }
}

/// The width and height of a compositional layout's element.
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject, @preconcurrency NSCopying {
  /// The width.
  public let widthDimension: NSCollectionLayoutDimension
  /// The height.
  public let heightDimension: NSCollectionLayoutDimension

  /// A size of the two dimensions.
  public init(
    widthDimension width: NSCollectionLayoutDimension,
    heightDimension height: NSCollectionLayoutDimension
  ) {
    widthDimension = width
    heightDimension = height
    super.init()
  }

  /// A copy of the size.
  open func copy(with zone: NSZone? = nil) -> Any {
    NSCollectionLayoutSize(widthDimension: widthDimension, heightDimension: heightDimension)
  }

  /// A description with both dimensions.
  nonisolated open override var description: String {
    nonisolated(unsafe) var text = ""
    MainActor.assumeIsolated {
      text = "<NSCollectionLayoutSize width=\(widthDimension) height=\(heightDimension)>"
    }
    return text
  }
}
