import Foundation

/// The scroll view a collection view hosts an orthogonal section in (UIKit's
/// `_UICollectionViewOrthogonalScrollerEmbeddedScrollView`): its frame is the section's band
/// of the content, its content the section's groups; the section's cells are its subviews.
@preconcurrency @MainActor
final class OrthogonalScrollView: UIScrollView {
  /// The section it hosts.
  var section = 0

  /// A frame in the collection view's content coordinates (with the section scrolled to its
  /// start) in this scroll view's content coordinates.
  func hostFrame(_ frame: CGRect) -> CGRect {
    frame.offsetBy(dx: -self.frame.minX, dy: -self.frame.minY)
  }
}

/// Orthogonal sections: one embedded scroll view per section, kept in step with the layout.
extension UICollectionView {
  /// The scroll view hosting `section` when the section scrolls orthogonally (an OpenUIKit
  /// extension: UIKit's is private and found among the subviews). Set its `contentOffset`, or
  /// drag it with `simulatePan`, to scroll the section.
  public func orthogonalScrollView(forSection section: Int) -> UIScrollView? {
    prepareLayoutIfNeeded()
    return orthogonalScrollers[section]
  }

  /// Creates, updates and removes the embedded scroll views after the layout was prepared.
  func syncOrthogonalScrollers() {
    let wanted = collectionViewLayout.orthogonalSections
    for (section, scroller) in orthogonalScrollers where wanted[section] == nil {
      scroller.removeFromSuperview()
      orthogonalScrollers[section] = nil
    }
    for section in wanted.keys.sorted() {
      guard let geometry = wanted[section] else { continue }
      let scroller: OrthogonalScrollView
      if let existing = orthogonalScrollers[section] {
        scroller = existing
      } else {
        scroller = OrthogonalScrollView(frame: geometry.frame)
        scroller.section = section
        scroller.contentInsetAdjustmentBehavior = .never
        scroller.showsHorizontalScrollIndicator = false
        scroller.showsVerticalScrollIndicator = false
        scroller.didScrollHandler = { [weak self] _ in self?.orthogonalSectionDidScroll() }
        scroller.restingOffsetHandler = { [weak self] scrollView, start, velocity in
          guard let self, let hosted = scrollView as? OrthogonalScrollView else { return nil }
          return self.collectionViewLayout.orthogonalRestingOffset(
            section: hosted.section, start: start, current: scrollView.contentOffset,
            velocity: velocity)
        }
        orthogonalScrollers[section] = scroller
      }
      if scroller.frame != geometry.frame { scroller.frame = geometry.frame }
      let insets = UIEdgeInsets(
        top: geometry.horizontal ? 0 : geometry.leadingInset,
        left: geometry.horizontal ? geometry.leadingInset : 0,
        bottom: geometry.horizontal ? 0 : geometry.trailingInset,
        right: geometry.horizontal ? geometry.trailingInset : 0)
      if scroller.contentInset != insets { scroller.contentInset = insets }
      if scroller.contentSize != geometry.contentSize {
        let isNew = scroller.contentSize == .zero && scroller.superview == nil
        scroller.contentSize = geometry.contentSize
        if isNew {
          scroller.contentOffset = geometry.initialOffset
        } else {
          let range = scroller.restingRange
          let offset = scroller.contentOffset
          scroller.contentOffset = CGPoint(
            x: min(max(offset.x, range.minX), range.maxX),
            y: min(max(offset.y, range.minY), range.maxY))
        }
      }
      if scroller.superview !== self { insertSubview(scroller, at: backLayerCount) }
    }
  }

  /// An orthogonal section scrolled: its visible items change at the next layout pass.
  func orthogonalSectionDidScroll() {
    elementsDirty = true
    setNeedsLayout()
  }

  /// How many subviews sit behind the cells: the background view and the decoration views.
  var backLayerCount: Int {
    (backgroundView?.superview === self ? 1 : 0)
      + visibleDecorations.values.filter { $0.superview === self }.count
  }

  /// The view an element's view goes in: its orthogonal section's scroll view, or the
  /// collection view.
  func host(for attributes: UICollectionViewLayoutAttributes) -> UIView {
    guard attributes.scrollsOrthogonally, attributes.indexPath.count == 2,
      let scroller = orthogonalScrollers[attributes.indexPath.section]
    else { return self }
    return scroller
  }

  /// Where an element shows in the collection view's content: its frame, moved by its
  /// orthogonal section's scroll offset.
  func onScreenFrame(_ attributes: UICollectionViewLayoutAttributes) -> CGRect {
    guard attributes.scrollsOrthogonally, attributes.indexPath.count == 2,
      let scroller = orthogonalScrollers[attributes.indexPath.section]
    else { return attributes.frame }
    let origin = scroller.contentOffset
    return attributes.frame.offsetBy(dx: -origin.x, dy: -origin.y)
  }

  /// Puts an element's view in its host (behind the supplementary views when it is the
  /// collection view) at its frame in the host's coordinates.
  func attach(_ view: UICollectionReusableView, for attributes: UICollectionViewLayoutAttributes) {
    let host = host(for: attributes)
    if view.superview !== host {
      if host === self {
        insertSubview(view, at: backLayerCount + orthogonalScrollers.count)
      } else {
        host.addSubview(view)
      }
    }
    if let scroller = host as? OrthogonalScrollView {
      let frame = scroller.hostFrame(attributes.frame)
      if view.frame != frame { view.frame = frame }
    }
  }
}
