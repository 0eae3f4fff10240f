import Foundation

/// The layer behind a view: the drawing properties UIKit keeps on `view.layer`.
@MainActor
public final class CALayer {
  /// The radius of the rounded corners.
  public var cornerRadius: CGFloat = 0 {
    didSet { noteAnimatableChange(.cornerRadius, from: AnimationVector(Double(oldValue))) }
  }
  /// The width of the border.
  public var borderWidth: CGFloat = 0
  /// The colour of the border (opaque black by default, as Core Animation).
  public var borderColor: UIColor? = .black {
    didSet { noteAnimatableChange(.borderColor, from: AnimationVector(oldValue)) }
  }
  /// The shadow's colour (opaque black by default).
  public var shadowColor: UIColor? = .black
  /// The shadow's opacity (0 by default: no shadow).
  public var shadowOpacity: Float = 0 {
    didSet { noteAnimatableChange(.shadowOpacity, from: AnimationVector(Double(oldValue))) }
  }
  /// The shadow's offset ((0, -3) by default, as Core Animation).
  public var shadowOffset = CGSize(width: 0, height: -3)
  /// The shadow's blur radius (3 by default).
  public var shadowRadius: CGFloat = 3
  /// Whether sublayers and content are clipped to the bounds (the view's `clipsToBounds`).
  public var masksToBounds = false
  /// The layer's opacity (the view's `alpha`).
  public var opacity: Float = 1 {
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
