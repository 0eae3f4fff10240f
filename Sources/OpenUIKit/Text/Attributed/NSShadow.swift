import Foundation

/// A shadow for text (the value of `.shadow`): offset,
/// blur radius and colour, with UIKit's defaults. Stored: renderers draw no text shadows.
open class NSShadow: AttributeValueObject, NSCopying {
  /// The offset of the shadow (`(0, -3)`, UIKit's default).
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The blur radius (0).
  open var shadowBlurRadius: CGFloat = 0
  /// The colour (a ``UIColor``; nil: black at one-third opacity, UIKit's default).
  open var shadowColor: Any?

  /// Creates a shadow with the default values.
  public override init() { super.init() }

  /// A copy with the same values.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSShadow()
    copy.shadowOffset = shadowOffset
    copy.shadowBlurRadius = shadowBlurRadius
    copy.shadowColor = shadowColor
    return copy
  }
}
