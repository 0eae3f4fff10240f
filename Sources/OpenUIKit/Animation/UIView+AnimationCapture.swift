import Foundation

/// The capture point of animations: every model write of an animatable property goes through
/// here, and inside an animation block it becomes an additive animation from the old value to
/// the new one.
extension UIView {
  /// The model value of `property`.
  func modelVector(_ property: AnimatableProperty) -> AnimationVector {
    switch property {
    case .bounds: AnimationVector(storedBounds)
    case .center: AnimationVector(storedCenter)
    case .transform: AnimationVector(storedTransform)
    case .opacity: AnimationVector(Double(layer.opacity))
    case .backgroundColor: AnimationVector(backgroundColor)
    case .cornerRadius: AnimationVector(Double(layer.cornerRadius))
    case .borderColor: AnimationVector(layer.borderColor)
    case .shadowOpacity: AnimationVector(Double(layer.shadowOpacity))
    }
  }

  /// Sets the model value of `property` through its public setter, without animating it.
  func setModelVector(_ property: AnimatableProperty, _ value: AnimationVector) {
    let environment = AnimationEnvironment.main
    environment.disable()
    defer { environment.enable() }
    switch property {
    case .bounds: bounds = value.rect
    case .center: center = value.point
    case .transform: transform = value.affineTransform
    case .opacity: layer.opacity = Float(value.c0)
    case .backgroundColor: backgroundColor = value.color
    case .cornerRadius: layer.cornerRadius = CGFloat(value.c0)
    case .borderColor: layer.borderColor = value.color
    case .shadowOpacity: layer.shadowOpacity = Float(value.c0)
    }
  }

  /// The presentation value of `property` at `time`: the model value plus the remaining
  /// deltas of the animations in flight.
  func presentationVector(_ property: AnimatableProperty, at time: CFTimeInterval)
    -> AnimationVector
  {
    var value = modelVector(property)
    for track in animationTracks where track.property == property {
      let factor = track.group.remainingFactor(at: time)
      if factor != 0 { value.add(track.delta, times: factor) }
    }
    return value
  }

  /// Whether `property` has an animation in flight at `time`.
  func isAnimating(_ property: AnimatableProperty, at time: CFTimeInterval) -> Bool {
    animationTracks.contains { $0.property == property && !$0.group.isFinished(at: time) }
  }

  /// Records a change of a number-valued property made inside an animation block.
  func captureAnimatableChange(_ property: AnimatableProperty, from old: AnimationVector) {
    guard let group = AnimationEnvironment.main.capturingGroup else { return }
    group.record(property, on: self, from: old, to: modelVector(property))
  }

  /// Records a change of the bounds and the centre (a frame write, a layout pass) made inside
  /// an animation block. Layout writes frames through here, so every frame a layout pass
  /// changes inside a block animates: subviews moved by their superview's resize, and the
  /// collapse of a hidden arranged subview, as well as the views whose constraints changed.
  func captureGeometryChange(oldBounds: CGRect, oldCenter: CGPoint) {
    guard let group = AnimationEnvironment.main.capturingGroup else { return }
    if oldBounds != storedBounds {
      group.record(
        .bounds, on: self, from: AnimationVector(oldBounds), to: AnimationVector(storedBounds))
    }
    if oldCenter != storedCenter {
      group.record(
        .center, on: self, from: AnimationVector(oldCenter), to: AnimationVector(storedCenter))
    }
  }

  /// A stopped or finished property animator left the view at a frame the layout engine did
  /// not solve (`stopAnimation(true)`, or `finishAnimation(at:)` at `.start` or `.current`).
  /// The frame stays until the next layout pass; that pass puts a constraint-managed view back
  /// at its solved frame, as UIKit's `layoutSubviews` copies the engine's frame into every
  /// Auto Layout subview. The engine reports only rectangles that change, so without this
  /// mark nothing would write the solved frame again and the view would stay where the
  /// animator left it (at its starting frame of zero, say) while its constraints say
  /// otherwise. Views with `translatesAutoresizingMaskIntoConstraints` need nothing: their
  /// frame writes update their autoresizing constraints.
  func solvedFrameNeedsReapplying() {
    guard layoutVariables != nil, !storedTranslatesAutoresizingMask, let superview else {
      return
    }
    layoutState.frameChanged = true
    superview.setNeedsLayout()
  }

  /// Removes every animation of the view, as `layer.removeAllAnimations()`: presentation
  /// values jump to the model values, and the completion handlers of blocks left with nothing
  /// to animate are called with `finished == false`.
  func removeAllViewAnimations() {
    var groups: [AnimationGroup] = []
    for track in animationTracks where !groups.contains(where: { $0 === track.group }) {
      groups.append(track.group)
    }
    for group in groups {
      group.removeTracks(from: self)
      if group.isEmpty { group.didLoseAllTracks() }
    }
  }
}
