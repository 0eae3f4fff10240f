import Foundation

/// The geometry and background of a presentation copy of a layer.
struct LayerPresentationSnapshot {
  var bounds: CGRect
  var position: CGPoint
  var transform: CGAffineTransform
  var backgroundColor: UIColor?
}

/// Model and presentation values: a layer's properties hold the model values, and
/// ``presentation()`` returns a copy holding what is on screen at the animation clock's
/// current time.
extension CALayer {
  /// Records a change of a layer property made inside an animation block.
  func noteAnimatableChange(_ property: AnimatableProperty, from old: AnimationVector) {
    guard AnimationEnvironment.main.capturingGroup != nil, let view = owningView else { return }
    view.captureAnimatableChange(property, from: old)
  }

  /// A copy of the layer with the values on screen now: each animatable property (bounds,
  /// position, transform, opacity, background colour, corner radius, border colour, shadow
  /// opacity) is its model value plus what remains of the animations in flight, at
  /// ``AnimationEnvironment/main``'s current time.
  ///
  /// Core Animation returns `nil` for a layer that was never displayed; OpenUIKit always
  /// returns a copy. Calling it on a presentation copy returns the copy itself.
  public func presentation() -> CALayer? {
    if presentationSnapshot != nil { return self }
    guard let view = owningView else {
      return makeFreePresentationLayer(at: AnimationEnvironment.main.now)
    }
    return view.makePresentationLayer(at: AnimationEnvironment.main.now)
  }

  /// Removes every animation in flight on the layer's view: presentation values jump to the
  /// model values, and the completion handler of each `animate` block left with nothing to
  /// animate is called with `finished == false`.
  public func removeAllAnimations() {
    layerAnimations.removeAll()
    owningView?.removeAllViewAnimations()
  }

  /// The animated properties in flight, by Core Animation key path (`bounds`, `position`,
  /// `transform`, `opacity`, `backgroundColor`, `cornerRadius`, `borderColor`,
  /// `shadowOpacity`), one entry per animation in the order they were added.
  public func animationKeys() -> [String]? {
    guard let view = owningView else { return freeAnimationKeys() }
    let now = AnimationEnvironment.main.now
    let keys = view.animationTracks.filter { !$0.group.isFinished(at: now) }.map {
      $0.property.keyPath
    }
    return keys.isEmpty ? nil : keys
  }
}

extension AnimatableProperty {
  /// Core Animation's key path for the property.
  var keyPath: String {
    switch self {
    case .bounds: "bounds"
    case .center: "position"
    case .transform: "transform"
    case .opacity: "opacity"
    case .backgroundColor: "backgroundColor"
    case .cornerRadius: "cornerRadius"
    case .borderColor: "borderColor"
    case .shadowOpacity: "shadowOpacity"
    }
  }
}

extension UIView {
  /// A presentation copy of the view's layer at `time`: one pass over the animations in
  /// flight adds each one's remaining delta to its property.
  func makePresentationLayer(at time: CFTimeInterval) -> CALayer {
    let model = layer
    guard !animationTracks.isEmpty else {
      let snapshot = LayerPresentationSnapshot(
        bounds: storedBounds, position: storedCenter, transform: storedTransform,
        backgroundColor: backgroundColor)
      return CALayer(
        presentationOf: model, snapshot: snapshot, opacity: model.opacity,
        cornerRadius: model.cornerRadius, borderColor: model.borderColor,
        shadowOpacity: model.shadowOpacity)
    }
    var bounds = AnimationVector(storedBounds)
    var center = AnimationVector(storedCenter)
    var transform = AnimationVector.zero
    var opacity = 0.0
    var cornerRadius = 0.0
    var shadowOpacity = 0.0
    var background: AnimationVector?
    var border: AnimationVector?
    var transformMoves = false
    for track in animationTracks {
      let factor = track.group.remainingFactor(at: time)
      if factor == 0 { continue }
      let delta = track.delta
      switch track.property {
      case .bounds: bounds.add(delta, times: factor)
      case .center: center.add(delta, times: factor)
      case .transform:
        transform.add(delta, times: factor)
        transformMoves = true
      case .opacity: opacity += delta.c0 * factor
      case .cornerRadius: cornerRadius += delta.c0 * factor
      case .shadowOpacity: shadowOpacity += delta.c0 * factor
      case .backgroundColor:
        var value = background ?? AnimationVector(backgroundColor)
        value.add(delta, times: factor)
        background = value
      case .borderColor:
        var value = border ?? AnimationVector(model.borderColor)
        value.add(delta, times: factor)
        border = value
      }
    }
    var presentedTransform = storedTransform
    if transformMoves {
      presentedTransform = (AnimationVector(storedTransform) + transform).affineTransform
    }
    let snapshot = LayerPresentationSnapshot(
      bounds: bounds.rect, position: center.point, transform: presentedTransform,
      backgroundColor: background.map(\.color) ?? backgroundColor)
    let presentedOpacity = Double(model.opacity) + opacity
    let presentedRadius = Double(model.cornerRadius) + cornerRadius
    let presentedShadow = Double(model.shadowOpacity) + shadowOpacity
    return CALayer(
      presentationOf: model, snapshot: snapshot, opacity: Float(presentedOpacity),
      cornerRadius: CGFloat(presentedRadius), borderColor: border.map(\.color) ?? model.borderColor,
      shadowOpacity: Float(presentedShadow))
  }
}
