import Foundation

/// A factory of constraints for one attribute of one item. Use the subclasses:
/// ``NSLayoutXAxisAnchor``, ``NSLayoutYAxisAnchor`` and ``NSLayoutDimension``; Swift's type
/// checking then rejects pairing an x-anchor with a y-anchor, as in UIKit.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// The item (a view or a layout guide), or nil once it is gone.
  public var item: AnyObject? { reference?.object }
  let reference: ItemReference?
  /// For ``NSLayoutXAxisAnchor/anchorWithOffset(to:)``-style dimensions: the anchors whose
  /// distance this is.
  let span: NSLayoutConstraint.Span?
  /// The attribute. (Declared after the span, whose last byte it follows: 50 bytes, which the
  /// allocator rounds to 64, where 57 bytes took 80.)
  public let attribute: NSLayoutConstraint.Attribute

  init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
    reference = ItemReference.to(item)
    self.attribute = attribute
    span = nil
  }

  init(
    spanFrom from: (AnyObject, NSLayoutConstraint.Attribute),
    to: (AnyObject, NSLayoutConstraint.Attribute)
  ) {
    reference = ItemReference.to(from.0)
    attribute = .notAnAttribute
    span = ((ItemReference.handle(of: from.0), from.1), (ItemReference.handle(of: to.0), to.1))
  }

  /// `<NSLayoutXAxisAnchor:0x… "UIView:0x….left">`, as UIKit prints anchors.
  nonisolated open override var description: String {
    MainActor.assumeIsolated { anchorDescription }
  }

  var anchorDescription: String {
    let name = String(describing: type(of: self)).components(separatedBy: "<").first ?? ""
    let itemText = (item as? LayoutNode)?.layoutDescription ?? "nil"
    return "<\(name):\(addressString(self)) \"\(itemText).\(attributeName(attribute))\">"
  }

  func make(
    _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?,
    multiplier: CGFloat = 1, constant: CGFloat = 0
  ) -> NSLayoutConstraint {
    if span == nil && other?.span == nil {
      if let item {
        return NSLayoutConstraint(
          object: item, attribute: attribute, relatedBy: relation,
          toObject: other?.item, attribute: other?.attribute ?? .notAnAttribute,
          multiplier: other == nil ? 0 : multiplier, constant: constant)
      }
      return NSLayoutConstraint(
        item: item as Any, attribute: attribute, relatedBy: relation,
        toItem: other?.item, attribute: other?.attribute ?? .notAnAttribute,
        multiplier: other == nil ? 0 : multiplier, constant: constant)
    }
    // Offset dimensions measure spans between anchors: validated at activation.
    return NSLayoutConstraint(
      unvalidatedItem: item as AnyObject, attribute: attribute, relatedBy: relation,
      toItem: other?.item, attribute: other?.attribute ?? .notAnAttribute,
      multiplier: other == nil ? 0 : multiplier, constant: constant, firstSpan: span,
      secondSpan: other?.span)
  }

  /// `self == anchor`.
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.equal, anchor)
  }

  /// `self >= anchor`.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor)
  }

  /// `self <= anchor`.
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor)
  }

  /// `self == anchor + c`.
  public func constraint(
    equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.equal, anchor, constant: c)
  }

  /// `self >= anchor + c`.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: c)
  }

  /// `self <= anchor + c`.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: c)
  }
}

/// An anchor for a horizontal position (left, right, leading, trailing, centre X).
@preconcurrency @MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// A dimension for the distance from this anchor to `otherAnchor` (`other − self`).
  public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
    NSLayoutDimension(
      spanFrom: (item as AnyObject, attribute),
      to: (otherAnchor.item as AnyObject, otherAnchor.attribute))
  }

  /// `self == anchor + multiplier × system spacing` (8 pt between siblings).
  public func constraint(
    equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    systemSpacing(.equal, anchor, multiplier)
  }

  /// `self >= anchor + multiplier × system spacing`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    systemSpacing(.greaterThanOrEqual, anchor, multiplier)
  }

  /// `self <= anchor + multiplier × system spacing`.
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    systemSpacing(.lessThanOrEqual, anchor, multiplier)
  }

  func systemSpacing(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutXAxisAnchor, _ multiplier: CGFloat
  ) -> NSLayoutConstraint {
    let c = make(relation, anchor, constant: multiplier * UIView.systemSpacing)
    c.systemSpacingMultiplier = multiplier
    return c
  }
}

/// An anchor for a vertical position (top, bottom, centre Y, baselines).
@preconcurrency @MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// A dimension for the distance from this anchor to `otherAnchor` (`other − self`).
  public func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
    NSLayoutDimension(
      spanFrom: (item as AnyObject, attribute),
      to: (otherAnchor.item as AnyObject, otherAnchor.attribute))
  }

  /// `self == anchor + multiplier × system spacing` (8 pt).
  public func constraint(
    equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    systemSpacing(.equal, anchor, multiplier)
  }

  /// `self >= anchor + multiplier × system spacing`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    systemSpacing(.greaterThanOrEqual, anchor, multiplier)
  }

  /// `self <= anchor + multiplier × system spacing`.
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    systemSpacing(.lessThanOrEqual, anchor, multiplier)
  }

  func systemSpacing(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutYAxisAnchor, _ multiplier: CGFloat
  ) -> NSLayoutConstraint {
    let c = make(relation, anchor, constant: multiplier * UIView.systemSpacing)
    c.systemSpacingMultiplier = multiplier
    return c
  }
}

/// An anchor for a size (width, height) or for the distance between two anchors.
@preconcurrency @MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// `self == c`.
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, nil, constant: c)
  }

  /// `self >= c`.
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, nil, constant: c)
  }

  /// `self <= c`.
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, nil, constant: c)
  }

  /// `self == m × anchor`.
  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat
  ) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: m)
  }

  /// `self >= m × anchor`.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: m)
  }

  /// `self <= m × anchor`.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: m)
  }

  /// `self == m × anchor + c`.
  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: m, constant: c)
  }

  /// `self >= m × anchor + c`.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }

  /// `self <= m × anchor + c`.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}

/// UIKit's spelling of an attribute in constraint descriptions (package-wide: the layout
/// audit words its findings with it).
package func attributeName(_ attribute: NSLayoutConstraint.Attribute) -> String {
  switch attribute {
  case .notAnAttribute: return "notAnAttribute"
  case .left: return "left"
  case .right: return "right"
  case .top: return "top"
  case .bottom: return "bottom"
  case .leading: return "leading"
  case .trailing: return "trailing"
  case .width: return "width"
  case .height: return "height"
  case .centerX: return "centerX"
  case .centerY: return "centerY"
  case .lastBaseline: return "lastBaseline"
  case .firstBaseline: return "firstBaseline"
  case .leftMargin: return "leftMargin"
  case .rightMargin: return "rightMargin"
  case .topMargin: return "topMargin"
  case .bottomMargin: return "bottomMargin"
  case .leadingMargin: return "leadingMargin"
  case .trailingMargin: return "trailingMargin"
  case .centerXWithinMargins: return "centerXWithinMargins"
  case .centerYWithinMargins: return "centerYWithinMargins"
  }
}
