import Foundation

/// Decoration views: made by the collection view from the classes registered with the
/// layout (no data source involved), behind the cells, reused by kind.
extension UICollectionView {
  /// Places the decoration views in the visible rectangle; those that left it go back for
  /// reuse.
  func placeDecorations(_ decorations: [(SupplementaryKey, UICollectionViewLayoutAttributes)]) {
    let wanted = Set(decorations.map(\.0))
    for (key, view) in visibleDecorations where !wanted.contains(key) {
      visibleDecorations[key] = nil
      recycleDecoration(view, kind: key.kind)
    }
    for (key, attributes) in decorations {
      let view: UICollectionReusableView
      if let existing = visibleDecorations[key] {
        view = existing
      } else {
        view = makeDecorationView(ofKind: key.kind)
        visibleDecorations[key] = view
      }
      if view.superview !== self {
        insertSubview(view, at: backgroundView?.superview === self ? 1 : 0)
      }
      view.applyLayoutAttributes(attributes)
      view.layer.zPosition = CGFloat(attributes.zIndex)
    }
  }

  /// A decoration view of `kind`: reused, or new of the class registered with the layout
  /// (a plain reusable view when none is, as UIKit raises; reported).
  func makeDecorationView(ofKind kind: String) -> UICollectionReusableView {
    if var pool = decorationPool[kind], !pool.isEmpty {
      let view = pool.removeLast()
      decorationPool[kind] = pool
      view.prepareForReuse()
      return view
    }
    if let viewClass = collectionViewLayout.registeredDecorations[kind] {
      return viewClass.init(_registeredFrame: .zero)
    }
    LayoutDiagnostics.report(
      .raised(
        name: "NSInternalInconsistencyException",
        reason:
          "no UICollectionViewLayoutAttributes instance for -layoutAttributesForDecorationView"
          + "OfKind: \(kind) - the layout has no class registered for the decoration view kind "
          + "\(kind)"),
      engine: engineIfPresent)
    return UICollectionReusableView(frame: .zero)
  }

  /// Takes a decoration view off screen and keeps it for reuse.
  func recycleDecoration(_ view: UICollectionReusableView, kind: String) {
    view.removeFromSuperview()
    if !(decorationPool[kind]?.contains { $0 === view } ?? false) {
      decorationPool[kind, default: []].append(view)
    }
  }

  /// The decoration views on screen of `kind`, in index-path order (OpenUIKit's: UIKit
  /// offers no public way to reach them).
  public func visibleDecorationViews(ofKind kind: String) -> [UICollectionReusableView] {
    visibleDecorations.filter { $0.key.kind == kind }.sorted {
      Self.pathOrder($0.key.indexPath, $1.key.indexPath)
    }.map(\.value)
  }
}
