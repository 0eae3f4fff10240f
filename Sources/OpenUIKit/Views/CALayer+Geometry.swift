import Foundation

/// A layer's geometry: a view's layer reads and writes the view's; a free layer keeps its
/// own, with ``anchorPoint`` deciding which point of the bounds sits at ``position``.
extension CALayer {
  /// The layer's bounds: the view's `bounds` for a view's layer (a presentation copy's
  /// presented bounds).
  public var bounds: CGRect {
    get {
      if let snapshot = presentationSnapshot { return snapshot.bounds }
      if let view = owningView { return view.bounds }
      return storedBounds
    }
    set {
      if let view = owningView {
        view.bounds = newValue
        return
      }
      let oldSize = storedBounds.size
      storedBounds = newValue
      if oldSize != newValue.size { boundsSizeDidChange() }
    }
  }

  /// The position of the anchor point in the superlayer: the view's `center` for a view's
  /// layer.
  public var position: CGPoint {
    get {
      if let snapshot = presentationSnapshot { return snapshot.position }
      if let view = owningView { return view.center }
      return storedPosition
    }
    set {
      if let view = owningView {
        view.center = newValue
        return
      }
      storedPosition = newValue
    }
  }

  /// The point of the bounds (in unit coordinates, (0.5, 0.5) by default) that sits at
  /// ``position`` and that transforms turn around. A view's layer keeps the centre: OpenUIKit's
  /// views are positioned by their centre, and the value set there is only stored.
  public var anchorPoint: CGPoint {
    get { storedAnchorPoint }
    set { storedAnchorPoint = newValue }
  }

  /// The anchor point a layer's geometry uses (the centre for a view's layer).
  var effectiveAnchorPoint: CGPoint {
    owningView != nil ? CGPoint(x: 0.5, y: 0.5) : storedAnchorPoint
  }

  /// The layer's frame in its superlayer: the bounding box of its transformed bounds around
  /// ``position``. Setting it sets the bounds size and the position (the view's frame, for a
  /// view's layer).
  public var frame: CGRect {
    get {
      let size: CGSize
      let t: CGAffineTransform
      let p: CGPoint
      if let snapshot = presentationSnapshot {
        (size, t, p) = (snapshot.bounds.size, snapshot.transform, snapshot.position)
      } else {
        (size, t, p) = (bounds.size, affineTransform(), position)
      }
      let a = effectiveAnchorPoint
      let local = CGRect(
        x: -size.width * a.x, y: -size.height * a.y, width: size.width, height: size.height)
      let box = t.isIdentity ? local : local.applying(t)
      return box.offsetBy(dx: p.x, dy: p.y)
    }
    set {
      if let view = owningView {
        view.frame = newValue
        return
      }
      let r = newValue.standardized
      let a = storedAnchorPoint
      if storedAffineTransform.isIdentity {
        var b = storedBounds
        b.size = r.size
        bounds = b
      }
      storedPosition = CGPoint(x: r.minX + r.width * a.x, y: r.minY + r.height * a.y)
    }
  }

  /// The layer's transform as an affine transform: the view's `transform` for a view's layer.
  public func affineTransform() -> CGAffineTransform {
    if let snapshot = presentationSnapshot { return snapshot.transform }
    if let view = owningView { return view.transform }
    return storedAffineTransform
  }

  /// Sets the layer's transform (the view's `transform` for a view's layer).
  public func setAffineTransform(_ transform: CGAffineTransform) {
    if let view = owningView {
      view.transform = transform
      return
    }
    storedAffineTransform = transform
  }

  /// The layer's background colour: the view's `backgroundColor` for a view's layer.
  public var backgroundColor: CGColor? {
    get {
      if let snapshot = presentationSnapshot { return snapshot.backgroundColor }
      if let view = owningView { return view.backgroundColor }
      return storedBackgroundColor
    }
    set {
      if let view = owningView {
        view.backgroundColor = newValue
        return
      }
      storedBackgroundColor = newValue
    }
  }

  /// Whether the layer is hidden: the view's `isHidden` for a view's layer.
  public var isHidden: Bool {
    get { owningView?.isHidden ?? storedIsHidden }
    set {
      if let view = owningView {
        view.isHidden = newValue
        return
      }
      storedIsHidden = newValue
    }
  }

  /// A free layer's size changed: its sublayers need layout, and its content a redraw when
  /// ``needsDisplayOnBoundsChange`` is set.
  func boundsSizeDidChange() {
    needsLayoutFlag = true
    if needsDisplayOnBoundsChange { needsDisplayFlag = true }
    markSubtreeNeedsDisplay()
  }

  /// The map from the layer's bounds coordinates to its superlayer's: the anchor point goes to
  /// ``position`` through the transform.
  public func transformToSuperlayer() -> CGAffineTransform {
    let b = bounds
    let a = effectiveAnchorPoint
    let anchor = CGPoint(x: b.minX + b.width * a.x, y: b.minY + b.height * a.y)
    let p = position
    return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
      .concatenating(affineTransform())
      .concatenating(CGAffineTransform(translationX: p.x, y: p.y))
  }
}
