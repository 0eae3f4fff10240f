import Foundation

/// The layer behind a view: the drawing properties UIKit keeps on `view.layer`.
///
/// (The stored properties skip dynamic exclusivity checks: they are read for every view in
/// every animation frame, and only the main actor touches them.)
@preconcurrency @MainActor
public final class CALayer {
  /// The radius of the rounded corners.
  @exclusivity(unchecked) public var cornerRadius: CGFloat = 0 {
    didSet { noteAnimatableChange(.cornerRadius, from: AnimationVector(Double(oldValue))) }
  }
  /// The width of the border.
  @exclusivity(unchecked) public var borderWidth: CGFloat = 0
  /// The colour of the border (opaque black by default, as Core Animation).
  @exclusivity(unchecked) public var borderColor: UIColor? = .black {
    didSet { noteAnimatableChange(.borderColor, from: AnimationVector(oldValue)) }
  }
  /// The shadow's colour (opaque black by default).
  @exclusivity(unchecked) public var shadowColor: UIColor? = .black
  /// The shadow's opacity (0 by default: no shadow).
  @exclusivity(unchecked) public var shadowOpacity: Float = 0 {
    didSet { noteAnimatableChange(.shadowOpacity, from: AnimationVector(Double(oldValue))) }
  }
  /// The shadow's offset ((0, -3) by default, as Core Animation).
  @exclusivity(unchecked) public var shadowOffset = CGSize(width: 0, height: -3)
  /// The shadow's blur radius (3 by default).
  @exclusivity(unchecked) public var shadowRadius: CGFloat = 3
  /// Whether sublayers and content are clipped to the bounds (the view's `clipsToBounds`).
  @exclusivity(unchecked) public var masksToBounds = false
  /// The layer's opacity (the view's `alpha`).
  @exclusivity(unchecked) public var opacity: Float = 1 {
    didSet { noteAnimatableChange(.opacity, from: AnimationVector(Double(oldValue))) }
  }
  /// The view the layer backs; nil for a presentation copy. (Unowned: the view owns its
  /// layer and clears this when it goes, which avoids weak-reference costs per frame.)
  unowned(unsafe) var owningView: UIView?
  /// A presentation copy's geometry and background, frozen at the time it was made.
  @exclusivity(unchecked) var presentationSnapshot: LayerPresentationSnapshot?

  /// Creates a layer with Core Animation's defaults.
  public init() {}

  /// Creates a presentation copy of `model` with the given presented values (no observers
  /// run: a copy records no animations).
  init(
    presentationOf model: CALayer, snapshot: LayerPresentationSnapshot, opacity: Float,
    cornerRadius: CGFloat, borderColor: UIColor?, shadowOpacity: Float
  ) {
    self.cornerRadius = cornerRadius
    borderWidth = model.borderWidth
    self.borderColor = borderColor
    shadowColor = model.shadowColor
    self.shadowOpacity = shadowOpacity
    shadowOffset = model.shadowOffset
    shadowRadius = model.shadowRadius
    masksToBounds = model.masksToBounds
    self.opacity = opacity
    presentationSnapshot = snapshot
  }
}
