import Foundation

/// Measuring the headers and footers of list sections.
extension UICollectionView {
  /// The height the supplementary view of `kind` at `path` needs at `width`: a cell (a list
  /// cell made by a supplementary registration, the usual header) sizes itself as it would
  /// as a row; another reusable view by its constraints. The view is the one on screen, or
  /// one made by the data source and then kept for reuse. 0 without a data source.
  func listSupplementaryHeight(kind: String, at path: IndexPath, width: CGFloat) -> CGFloat {
    let key = SupplementaryKey(kind: kind, indexPath: path)
    let shown = visibleSupplementary[key]
    guard
      let view = shown
        ?? dataSource?.collectionView(
          self, viewForSupplementaryElementOfKind: kind, at: path)
    else { return 0 }
    let host = view.superview
    let index = host?.subviews.firstIndex { $0 === view }
    let frame = view.frame
    if host != nil { view.removeFromSuperview() }
    let height: CGFloat
    if view is UICollectionViewCell {
      let attributes = UICollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: kind, with: path)
      attributes.frame = CGRect(
        x: 0, y: 0, width: width, height: NSCollectionLayoutSection.estimatedListRowHeight)
      attributes.selfSizingAxes = (false, true)
      height = view.preferredLayoutAttributesFitting(attributes).size.height
    } else {
      height = UITableView.fittingHeight(of: view, width: width)
    }
    if let host, let index {
      host.insertSubview(view, at: min(index, host.subviews.count))
      view.frame = frame
    } else if shown == nil {
      recycle(view)
    }
    return height.isFinite ? max(height, 0) : 0
  }

  /// Tells a list cell dequeued as a header or footer of a list section the list's
  /// appearance, so that its default content configuration is the matching header's or
  /// footer's.
  func noteListAppearance(of view: UICollectionReusableView, section: Int) {
    guard let cell = view as? UICollectionViewListCell else { return }
    let layout = collectionViewLayout as? UICollectionViewCompositionalLayout
    cell.listSupplementaryAppearance = layout?.listConfigurations[section]?.appearance
  }
}
