import Foundation

/// The space a compositional layout's element is laid out in: its size, and the insets
/// inside it.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
  /// The container's size.
  var contentSize: CGSize { get }
  /// The container's size inside its ``contentInsets``.
  var effectiveContentSize: CGSize { get }
  /// The insets inside the container.
  var contentInsets: NSDirectionalEdgeInsets { get }
  /// The insets the layout applies (the content insets, and those of the insets reference).
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider or a custom group's item provider is given: the container and the
/// collection view's traits.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
  /// The container being laid out.
  var container: any NSCollectionLayoutContainer { get }
  /// The collection view's traits.
  var traitCollection: UITraitCollection { get }
}

/// OpenUIKit's container: a size and its insets.
@MainActor
final class LayoutContainer: NSCollectionLayoutContainer {
  let contentSize: CGSize
  let contentInsets: NSDirectionalEdgeInsets

  init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets) {
    self.contentSize = contentSize
    self.contentInsets = contentInsets
  }

  var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }

  var effectiveContentSize: CGSize {
    CGSize(
      width: max(contentSize.width - contentInsets.leading - contentInsets.trailing, 0),
      height: max(contentSize.height - contentInsets.top - contentInsets.bottom, 0))
  }
}

/// OpenUIKit's environment: a container and traits.
@MainActor
final class LayoutEnvironment: NSCollectionLayoutEnvironment {
  let container: any NSCollectionLayoutContainer
  let traitCollection: UITraitCollection

  init(container: any NSCollectionLayoutContainer, traitCollection: UITraitCollection) {
    self.container = container
    self.traitCollection = traitCollection
  }
}
