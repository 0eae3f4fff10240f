import Foundation

/// The layer tree. A view's layer lists its subviews' layers among its sublayers, in the
/// subviews' order, with the layers added to it interleaved where they were inserted (each
/// stays just above the subview layer it was inserted above; above none, it stays at the
/// bottom). A view's layer cannot be moved with these methods: move the view.
/// The subview a layer added to a view's layer sits above (weak: a removed subview is not
/// kept alive by it).
struct SublayerAnchor {
  weak var view: UIView?
}

extension CALayer {
  /// The sublayers, back to front; nil when there are none (as Core Animation).
  public var sublayers: [CALayer]? {
    get {
      let list = orderedSublayers
      return list.isEmpty ? nil : list
    }
    set {
      for layer in ownSublayers { layer.storedSuperlayer = nil }
      ownSublayers = []
      sublayerAnchors = [:]
      for layer in newValue ?? [] where layer.owningView == nil { addSublayer(layer) }
    }
  }

  /// The layer this one is a sublayer of (a view's layer: the superview's layer).
  public var superlayer: CALayer? {
    if let view = owningView { return view.superview?.layer }
    return storedSuperlayer
  }

  /// The sublayers in drawing order before z positions: subview layers and own layers merged.
  var orderedSublayers: [CALayer] {
    guard let view = owningView else { return ownSublayers }
    if ownSublayers.isEmpty { return view.subviews.map(\.layer) }
    var result: [CALayer] = []
    let subviewIDs = Set(view.subviews.map { ObjectIdentifier($0) })
    // Own layers whose anchor left the view fall to the bottom with the unanchored ones.
    func anchored(to subview: UIView?) -> [CALayer] {
      ownSublayers.filter { layer in
        let anchor = sublayerAnchors[ObjectIdentifier(layer)]?.view
        if let subview { return anchor === subview }
        return anchor.map { !subviewIDs.contains(ObjectIdentifier($0)) } ?? true
      }
    }
    result += anchored(to: nil)
    for sub in view.subviews {
      result.append(sub.layer)
      result += anchored(to: sub)
    }
    return result
  }

  /// Re-records the order of the own layers from a merged list.
  func setOrderedSublayers(_ list: [CALayer]) {
    var own: [CALayer] = []
    var anchors: [ObjectIdentifier: SublayerAnchor] = [:]
    var lastView: UIView?
    for layer in list {
      if let view = layer.owningView {
        lastView = view
      } else {
        own.append(layer)
        if let lastView { anchors[ObjectIdentifier(layer)] = SublayerAnchor(view: lastView) }
      }
    }
    ownSublayers = own
    sublayerAnchors = anchors
  }

  /// Adds `layer` on top of the sublayers (removing it from its old superlayer first).
  public func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(orderedSublayers.count))
  }

  /// Inserts `layer` at `index` of ``sublayers`` (clamped to the end).
  public func insertSublayer(_ layer: CALayer, at index: UInt32) {
    guard layer !== self, layer.owningView == nil, !layer.isAncestor(of: self) else { return }
    layer.removeFromSuperlayer()
    var list = orderedSublayers
    list.insert(layer, at: min(Int(index), list.count))
    layer.storedSuperlayer = self
    setOrderedSublayers(list)
    layer.needsLayoutFlag = true
    if !layer.hasDisplayed { layer.needsDisplayFlag = true }
    layer.markSubtreeNeedsDisplay()
  }

  /// Inserts `layer` just below `sibling` (at the bottom when `sibling` is not a sublayer).
  public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    let index = sibling.flatMap { s in orderedSublayers.firstIndex { $0 === s } } ?? 0
    insertSublayer(layer, at: UInt32(index))
  }

  /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
  public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    let list = orderedSublayers
    let index = sibling.flatMap { s in list.firstIndex { $0 === s }.map { $0 + 1 } } ?? list.count
    insertSublayer(layer, at: UInt32(index))
  }

  /// Replaces the sublayer `old` by `new` at the same place (nothing when `old` is not a
  /// sublayer).
  public func replaceSublayer(_ old: CALayer, with new: CALayer) {
    guard old.storedSuperlayer === self,
      let index = orderedSublayers.firstIndex(where: { $0 === old })
    else { return }
    old.removeFromSuperlayer()
    insertSublayer(new, at: UInt32(index))
  }

  /// Removes the layer from its superlayer (a view's layer stays: remove the view instead).
  public func removeFromSuperlayer() {
    guard owningView == nil, let parent = storedSuperlayer else { return }
    parent.ownSublayers.removeAll { $0 === self }
    parent.sublayerAnchors[ObjectIdentifier(self)] = nil
    storedSuperlayer = nil
  }

  /// Whether `layer` is this layer or one of its descendants' (through free sublayers).
  func isAncestor(of layer: CALayer) -> Bool {
    var current: CALayer? = layer
    while let c = current {
      if c === self { return true }
      current = c.superlayer
    }
    return false
  }

  // MARK: Display and layout requests

  /// Marks the layer's content as needing ``display()`` in the next display pass (for a view's
  /// layer: the view's `draw(_:)`).
  public func setNeedsDisplay() {
    if let view = owningView {
      view.setNeedsDisplay()
      return
    }
    needsDisplayFlag = true
    markSubtreeNeedsDisplay()
  }

  /// Whether a display is pending.
  public func needsDisplay() -> Bool { needsDisplayFlag }

  /// Marks the layer as needing ``layoutSublayers()`` in the next pass (for a view's layer:
  /// the view's `setNeedsLayout()`).
  public func setNeedsLayout() {
    if let view = owningView {
      view.setNeedsLayout()
      return
    }
    needsLayoutFlag = true
    markSubtreeNeedsDisplay()
  }

  /// Whether a layout of the sublayers is pending.
  public func needsLayout() -> Bool {
    owningView?.needsLayout ?? needsLayoutFlag
  }

  /// Lays out this layer's free sublayer tree now where it is pending.
  public func layoutIfNeeded() {
    if let view = owningView {
      view.layoutIfNeeded()
      return
    }
    runLayerPass()
  }

  /// Displays this layer now if a display is pending.
  public func displayIfNeeded() {
    if let view = owningView {
      view.displayIfNeeded()
      return
    }
    if needsDisplayFlag {
      needsDisplayFlag = false
      hasDisplayed = true
      display()
    }
  }

  /// Marks this layer and its ancestors (up through the view tree) as holding pending work.
  func markSubtreeNeedsDisplay() {
    var layer: CALayer? = self
    while let current = layer, !current.subtreeNeedsDisplay {
      current.subtreeNeedsDisplay = true
      if let view = current.owningView {
        view.superview?.layer.markSubtreeNeedsDisplay()
        return
      }
      layer = current.storedSuperlayer
    }
  }

  /// Runs pending layout, then pending display, over this layer's free sublayers (top-down).
  func runLayerPass() {
    if owningView == nil {
      if needsLayoutFlag {
        needsLayoutFlag = false
        layoutSublayers()
      }
      displayIfNeeded()
    }
    subtreeNeedsDisplay = false
    for layer in ownSublayers where layer.subtreeNeedsDisplay { layer.runLayerPass() }
    if let mask, mask.owningView == nil, mask.subtreeNeedsDisplay { mask.runLayerPass() }
  }
}
