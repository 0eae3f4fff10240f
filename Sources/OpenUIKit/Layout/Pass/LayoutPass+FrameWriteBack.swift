import Foundation

/// Writing the engine's solution back into frames, and springs and struts for the subviews
/// the engine does not manage.
extension LayoutPass {
  /// What ``UIView/layoutSubviews()`` does by default: writes the solved rectangles of the
  /// subviews whose rectangles changed since the last write.
  static func writeSolvedFrames(intoSubviewsOf view: UIView) {
    var engine: LayoutEngine?
    for sub in view.subviews where sub.layoutState.frameChanged {
      sub.layoutState.frameChanged = false
      guard let vars = sub.layoutState.variables else { continue }
      if engine == nil { engine = view.engineIfPresent }
      apply(vars.rect, to: sub, engine: engine)
    }
  }

  /// Writes a solved alignment rectangle into `view` (bounds size and centre, so a transform
  /// survives); a non-finite rectangle is reported and skipped, a negative size reported and
  /// clamped to zero.
  static func apply(_ rect: CGRect, to view: UIView, engine: LayoutEngine?) {
    // The engine solves the alignment rectangle; the frame surrounds it.
    let a = view.alignmentRectInsets
    // Raw components: CGRect's minX/width accessors standardize negative sizes.
    var r = CGRect(
      x: rect.origin.x - a.left, y: rect.origin.y - a.top,
      width: rect.size.width + a.left + a.right, height: rect.size.height + a.top + a.bottom)
    if !r.width.isFinite || !r.height.isFinite || !r.minX.isFinite || !r.minY.isFinite {
      LayoutDiagnostics.report(.nonFiniteFrame(view.layoutDescription, rect), engine: engine)
      return
    }
    // `CGRect.width` and `.height` are standardized (never negative): test the raw size.
    if r.size.width < 0 || r.size.height < 0 {
      LayoutDiagnostics.report(.negativeSize(view.layoutDescription, rect), engine: engine)
      r.size.width = max(r.size.width, 0)
      r.size.height = max(r.size.height, 0)
    }
    let oldBounds = view.storedBounds
    let oldCenter = view.storedCenter
    let oldSize = view.storedBounds.size
    view.storedBounds.size = r.size
    view.storedCenter = CGPoint(x: r.midX, y: r.midY)
    view.captureGeometryChange(oldBounds: oldBounds, oldCenter: oldCenter)
    engine?.noteMoved(view)
    if oldSize != r.size {
      markNeedsLayout(view)
      resizeAutoresizingSubviews(of: view, oldSize: oldSize)
    }
  }

  /// Springs and struts for the subviews of `view` the engine does not manage (they have no
  /// variables): each flexible part takes a share of the size change proportional to its
  /// size. (Called on every size change of the view: its content may be due for display too.)
  ///
  /// With `includingManaged`, for a size set by the app rather than written back by a layout
  /// pass, the subviews whose mask the engine turned into constraints are resized at once as
  /// well, as UIKit resizes them when the frame is set: their frames then never lag behind
  /// the superview's, and constraints later derived from those frames (a fitting, a move to
  /// another engine) keep the margins the mask means rather than a stale frame's.
  static func resizeAutoresizingSubviews(
    of view: UIView, oldSize: CGSize, includingManaged: Bool = false
  ) {
    view.boundsSizeChangedForDisplay()
    let newSize = view.storedBounds.size
    for sub in view.subviews
    where (includingManaged || sub.layoutState.variables == nil)
      && sub.storedTranslatesAutoresizingMask && !sub.storedAutoresizingMask.isEmpty
    {
      let m = sub.storedAutoresizingMask
      var f = sub.frame
      func adjust(
        _ origin: inout CGFloat, _ length: inout CGFloat, old: CGFloat, new: CGFloat,
        lead: Bool, size: Bool, trail: Bool
      ) {
        let trailing = old - origin - length
        var sum: CGFloat = 0
        if lead { sum += origin }
        if size { sum += length }
        if trail { sum += trailing }
        let delta = new - old
        if lead && trail && !size && old > 0 {
          // Both margins flexible, size fixed: the centre keeps its relative position.
          origin = (origin + length / 2) / old * new - length / 2
          return
        }
        guard sum > 0 else {
          // Every flexible part at zero: they share the change equally.
          let count = CGFloat([lead, size, trail].filter { $0 }.count)
          guard count > 0 else { return }
          if lead { origin += delta / count }
          if size { length += delta / count }
          return
        }
        if lead { origin += delta * origin / sum }
        if size { length += delta * length / sum }
      }
      adjust(
        &f.origin.x, &f.size.width, old: oldSize.width, new: newSize.width,
        lead: m.contains(.flexibleLeftMargin), size: m.contains(.flexibleWidth),
        trail: m.contains(.flexibleRightMargin))
      adjust(
        &f.origin.y, &f.size.height, old: oldSize.height, new: newSize.height,
        lead: m.contains(.flexibleTopMargin), size: m.contains(.flexibleHeight),
        trail: m.contains(.flexibleBottomMargin))
      sub.frame = f
    }
  }
}
