import Foundation

/// Which view classes override `draw(_:)`, learned at their first display.
@MainActor
enum DrawingClasses {
  /// By class: true when the class draws, false when its `draw(_:)` is UIView's.
  static var draws: [ObjectIdentifier: Bool] = [:]
}

/// The display pass: after layout, views whose content is due run `draw(_:)` into a context
/// that records a ``DisplayList`` (the layer keeps it; renderers draw it).
///
/// Whether a class overrides `draw(_:)` is learned cheaply at its first display: UIView's own
/// implementation notes that it ran while nothing was recorded yet, and a class whose first
/// `draw(_:)` reaches it that way and records nothing is taken as not drawing, for good (an
/// override that calls `super` first and draws nothing the first time is taken the same way).
extension UIView {
  /// Whether the view's class draws: nil while unknown.
  var drawsContent: Bool? {
    if let known = layer.viewDraws { return known }
    guard let known = DrawingClasses.draws[ObjectIdentifier(type(of: self))] else { return nil }
    layer.viewDraws = known
    return known
  }

  /// UIView's `draw(_:)` ran.
  func noteBaseDrawReached() {
    guard let context = UIGraphicsGetCurrentContext(), context.displayList.operations.isEmpty
    else { return }
    context.reachedBaseDrawWhileEmpty = true
  }

  /// Marks `rect` as needing a redraw (nothing for a class known not to draw, as UIKit).
  func requestDisplay(in rect: CGRect) {
    if drawsContent == false { return }
    let area = rect.intersection(bounds)
    if layer.needsDisplayFlag {
      layer.dirtyRect = layer.dirtyRect.map { $0.union(area) }
    } else {
      layer.dirtyRect = area.isNull || area == bounds ? nil : area
    }
    if area == bounds { layer.dirtyRect = nil }
    layer.needsDisplayFlag = true
    layer.markSubtreeNeedsDisplay()
  }

  /// The bounds size changed: a view never displayed is due, and one with
  /// ``ContentMode/redraw`` is redrawn whole.
  func boundsSizeChangedForDisplay() {
    if drawsContent == false { return }
    let size = storedBounds.size
    guard size.width > 0, size.height > 0 else { return }
    if !layer.hasDisplayed || contentMode == .redraw { requestDisplay(in: bounds) }
  }

  /// The view entered a window: its first display is due when it has a size.
  func movedToWindowForDisplay() {
    if drawsContent == false || layer.hasDisplayed { return }
    let size = storedBounds.size
    guard size.width > 0, size.height > 0 else { return }
    requestDisplay(in: bounds)
  }

  /// The display pass over the tree of a window: each pending `draw(_:)`, and the layout and
  /// display of the layers added to views, top-down, only along branches with work.
  func runDisplayPass() {
    guard self is UIWindow, layer.subtreeNeedsDisplay else { return }
    displaySubtree()
  }

  func displaySubtree() {
    layer.subtreeNeedsDisplay = false
    if layer.needsDisplayFlag { displayNow() }
    for sublayer in layer.ownSublayers where sublayer.subtreeNeedsDisplay {
      sublayer.runLayerPass()
    }
    if let mask = layer.mask, mask.owningView == nil, mask.subtreeNeedsDisplay {
      mask.runLayerPass()
    }
    for sub in subviews where sub.layer.subtreeNeedsDisplay { sub.displaySubtree() }
  }

  /// Displays the view now if its content is due, or it never displayed (renderers call it
  /// through `layer.displayIfNeeded()` so that a view outside a window shows its drawing too).
  func displayIfNeeded() {
    if drawsContent == false { return }
    let size = storedBounds.size
    guard size.width > 0, size.height > 0 else { return }
    if layer.needsDisplayFlag || !layer.hasDisplayed { displayNow() }
  }

  /// Runs `draw(_:)` with a context of the bounds and keeps what it recorded; a partial redraw
  /// keeps the old content outside the redrawn area. (A recording that partial redraws have
  /// grown past 256 operations is redrawn whole instead, so that it does not grow without
  /// bound: UIKit too may redraw more than was marked.)
  func displayNow() {
    let partial = layer.dirtyRect
    layer.needsDisplayFlag = false
    layer.dirtyRect = nil
    let b = bounds
    guard b.width > 0, b.height > 0, drawsContent != false else { return }
    // A partial redraw within the current bounds, of content drawn at the current size;
    // anything else redraws the whole view.
    var rect = b
    var keepsOld = false
    if let partial, let old = layer.drawnContent, old.bounds == b, old.operations.count < 256 {
      let area = partial.intersection(b)
      if area.isNull || area.isEmpty { return }
      rect = area
      keepsOld = true
    }
    let context = CGContext(bounds: b)
    if keepsOld { context.clip(to: rect) }
    traitCollection.withCurrent { withCurrentContext(context) { draw(rect) } }
    if drawsContent == nil {
      let draws = !(context.reachedBaseDrawWhileEmpty && context.displayList.operations.isEmpty)
      DrawingClasses.draws[ObjectIdentifier(type(of: self))] = draws
      layer.viewDraws = draws
      if !draws { return }
    }
    layer.hasDisplayed = true
    var list = context.displayList
    if keepsOld, let old = layer.drawnContent {
      let clearArea = CGMutablePath()
      clearArea.addRect(rect)
      list.operations =
        old.operations + [.clear(path: clearArea.elements, clip: [])] + list.operations
    }
    layer.drawnContent = list
  }

}
