import Foundation

/// Orthogonal sections: their embedded scroll views' geometry, and where a drag comes to
/// rest for each ``UICollectionLayoutSectionOrthogonalScrollingBehavior``.
extension UICollectionViewCompositionalLayout {
  /// The geometry of each orthogonal section's scroll view, in the collection view's space.
  func orthogonalGeometry() -> [Int: OrthogonalSectionGeometry] {
    var result: [Int: OrthogonalSectionGeometry] = [:]
    for (s, section) in computed.enumerated() {
      guard var geometry = section.orthogonal else { continue }
      let window = geometry.frame.width
      let content = geometry.contentSize.width
      var lead: CGFloat = 0
      var trail: CGFloat = 0
      if section.orthogonalBehavior == .groupPagingCentered, let first = section.groups.first,
        let last = section.groups.last
      {
        // Room to centre the first and the last group.
        lead = max(window / 2 - (first.start + first.end) / 2, 0)
        trail = max((last.start + last.end) / 2 + window / 2 - content, 0)
      }
      if space.mirrored, !space.transposed { swap(&lead, &trail) }
      var start = CGFloat(0)
      if section.orthogonalBehavior == .groupPagingCentered, let first = section.groups.first {
        start = (first.start + first.end) / 2 - window / 2
      }
      let initial =
        space.mirrored && !space.transposed ? content - window - start : start
      geometry.frame = toFinal(geometry.frame)
      if space.transposed {
        geometry.contentSize = CGSize(
          width: geometry.contentSize.height, height: geometry.contentSize.width)
        geometry.initialOffset = CGPoint(x: 0, y: initial)
      } else {
        geometry.initialOffset = CGPoint(x: initial, y: 0)
      }
      geometry.leadingInset = lead
      geometry.trailingInset = trail
      result[s] = geometry
    }
    return result
  }

  /// Where a drag of an orthogonal section comes to rest (see
  /// ``UICollectionLayoutSectionOrthogonalScrollingBehavior``): nowhere else for
  /// `continuous`; the nearest group leading edge for `continuousGroupLeadingBoundary`; the
  /// nearest page (a multiple of the section's width), group leading edge, or centred group
  /// for `paging`, `groupPaging` and `groupPagingCentered`, where a flick (500 pt/s or
  /// faster, as a paging scroll view) moves on to the next one and a drag never moves more
  /// than one from where it began.
  func restingOffset(section s: Int, start: CGPoint, current: CGPoint, velocity: CGPoint)
    -> CGPoint?
  {
    guard s >= 0, s < computed.count, let geometry = computed[s].orthogonal else { return nil }
    let section = computed[s]
    let window = geometry.frame.width
    let content = geometry.contentSize.width
    let reversed = space.mirrored && !space.transposed
    // Positions along the section's content, left to right in scroll space.
    func position(_ offset: CGPoint) -> CGFloat {
      let o = space.transposed ? offset.y : offset.x
      return reversed ? content - window - o : o
    }
    let from = position(start)
    let now = position(current)
    var finger = space.transposed ? velocity.y : velocity.x
    if reversed { finger = -finger }
    let stops: [CGFloat]
    let firstStart = section.groups.first?.start ?? 0
    switch section.orthogonalBehavior {
    case .none, .continuous:
      return nil
    case .paging:
      guard window > 0 else { return nil }
      let count = Int((max(content - window, 0) / window).rounded(.up))
      stops = (0...count).map { min(CGFloat($0) * window, max(content - window, 0)) }
    case .continuousGroupLeadingBoundary, .groupPaging:
      stops = section.groups.map { $0.start - firstStart }
    case .groupPagingCentered:
      stops = section.groups.map { ($0.start + $0.end) / 2 - window / 2 }
    }
    guard !stops.isEmpty else { return nil }
    func nearest(_ p: CGFloat) -> Int {
      var best = 0
      for (i, stop) in stops.enumerated() where abs(stop - p) < abs(stops[best] - p) { best = i }
      return best
    }
    var target = nearest(now)
    if section.orthogonalBehavior != .continuousGroupLeadingBoundary {
      let origin = nearest(from)
      if abs(finger) >= UIScrollView.pagingFlickVelocity {
        // The content moves against the finger.
        let direction = finger < 0 ? 1 : -1
        if (now - from) * CGFloat(direction) > 0 { target = origin + direction }
      }
      target = min(max(target, origin - 1), origin + 1)
      target = min(max(target, 0), stops.count - 1)
    }
    var p = stops[target]
    if section.orthogonalBehavior != .groupPagingCentered {
      p = min(p, max(content - window, 0))
    }
    let o = reversed ? content - window - p : p
    return space.transposed ? CGPoint(x: current.x, y: o) : CGPoint(x: o, y: current.y)
  }
}
