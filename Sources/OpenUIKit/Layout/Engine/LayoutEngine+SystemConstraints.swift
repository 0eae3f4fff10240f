import Cassowary
import Foundation

/// Constraints the engine makes itself: the root's size and autoresizing masks (intrinsic
/// sizes: `LayoutEngine+ContentSize.swift`).
extension LayoutEngine {
  /// Makes a system constraint installed on `container`.
  func systemConstraint(
    _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute,
    _ relation: NSLayoutConstraint.Relation = .equal, _ other: AnyObject? = nil,
    _ otherAttribute: NSLayoutConstraint.Attribute = .notAnAttribute, multiplier: CGFloat = 0,
    constant: CGFloat, priority: UILayoutPriority = .required, kind: ConstraintKind,
    identifier: String? = nil, container: UIView, adding: Bool = true
  ) -> NSLayoutConstraint {
    // System constraints may set a location to a constant (autoresizing): no validation.
    let c = NSLayoutConstraint(
      unvalidatedItem: item, attribute: attribute, relatedBy: relation, toItem: other,
      attribute: otherAttribute, multiplier: multiplier, constant: constant)
    c.priority = priority
    c.kind = kind
    c.identifier = identifier
    c.container = container
    if adding { add(c) }
    return c
  }

  /// Pins the root's size to its bounds: required for a window; at 999 for the root of a
  /// detached tree, so that the tree's own required constraints on its size win (its bounds
  /// are then only a preference, as when the tree is measured).
  ///
  /// While ``holdsRootPins`` (a fresh tree built for a fitting), the pins are made but left out
  /// of the solver: the fitting would take them out at once.
  func pinRoot() {
    let size = root.storedBounds.size
    let priority: UILayoutPriority =
      root is LayoutWindowRoot ? .required : UILayoutPriority(999)
    let w = systemConstraint(
      root, .width, constant: size.width, priority: priority, kind: .system,
      identifier: "UIView-Encapsulated-Layout-Width", container: root, adding: !holdsRootPins)
    let h = systemConstraint(
      root, .height, constant: size.height, priority: priority, kind: .system,
      identifier: "UIView-Encapsulated-Layout-Height", container: root, adding: !holdsRootPins)
    rootSize = (w, h)
  }

  /// The root's bounds changed: its size constraints follow.
  func rootBoundsDidChange() {
    guard let (w, h) = rootSize else { return }
    let size = root.storedBounds.size
    if w.constant != size.width { w.constant = size.width }
    if h.constant != size.height { h.constant = size.height }
  }

  // MARK: Autoresizing

  /// Generates the constraints equivalent to a view's frame and autoresizing mask (springs
  /// and struts: a change of the superview's size is shared among the flexible parts in
  /// proportion to their sizes).
  func installAutoresizing(for view: UIView) {
    guard let parent = view.superview else { return }
    let a = view.alignmentRectInsets
    let f = view.frame
    let frame = CGRect(
      x: f.minX + a.left, y: f.minY + a.top, width: f.width - a.left - a.right,
      height: f.height - a.top - a.bottom)
    let mask = view.storedAutoresizingMask
    let parentSize = parent.storedBounds.size
    let specs =
      autoresizingSpecs(
        frame.minX, frame.width, parentSize.width, flexibleLead: mask.contains(.flexibleLeftMargin),
        flexibleLength: mask.contains(.flexibleWidth),
        flexibleTrail: mask.contains(.flexibleRightMargin), position: .left, size: .width)
      + autoresizingSpecs(
        frame.minY, frame.height, parentSize.height,
        flexibleLead: mask.contains(.flexibleTopMargin),
        flexibleLength: mask.contains(.flexibleHeight),
        flexibleTrail: mask.contains(.flexibleBottomMargin), position: .top, size: .height)
    // A frame that moved with its superview by the mask gives the same constraints: keep them.
    if let existing = autoresizing[ObjectIdentifier(view)], existing.count == specs.count,
      zip(existing, specs).allSatisfy({ c, spec in
        c.firstAttribute == spec.attribute && c.multiplier == spec.multiplier
          && c.constant == spec.constant && (c.secondItem === parent) == spec.relative
      })
    {
      return
    }
    removeAutoresizing(for: view)
    let bits = UInt8(truncatingIfNeeded: mask.rawValue)
    autoresizing[ObjectIdentifier(view)] = specs.map { spec in
      systemConstraint(
        view, spec.attribute, .equal, spec.relative ? parent : nil, spec.parentAttribute,
        multiplier: spec.multiplier, constant: spec.constant, kind: .autoresizing(maskBits: bits),
        container: parent)
    }
  }

  /// One autoresizing constraint before it is made: `attribute == multiplier·parent's size +
  /// constant` (a constant alone when the multiplier is zero).
  struct AutoresizingSpec {
    var attribute: NSLayoutConstraint.Attribute
    var parentAttribute: NSLayoutConstraint.Attribute
    var multiplier: CGFloat
    var constant: CGFloat
    var relative: Bool { multiplier != 0 }
  }

  /// The position and size constraints of one axis (springs and struts: a change of the
  /// superview's length is shared among the flexible parts in proportion to their lengths).
  func autoresizingSpecs(
    _ origin: CGFloat, _ length: CGFloat, _ total: CGFloat, flexibleLead: Bool,
    flexibleLength: Bool, flexibleTrail: Bool, position: NSLayoutConstraint.Attribute,
    size: NSLayoutConstraint.Attribute
  ) -> [AutoresizingSpec] {
    let trail = total - origin - length
    var sum: CGFloat = 0
    if flexibleLead { sum += origin }
    if flexibleLength { sum += length }
    if flexibleTrail { sum += trail }
    // With every flexible part at zero (a view made with a zero frame in a zero-sized
    // superview, as a content view is), the parts share a change equally, so a flexible
    // width still follows its superview's.
    let flexibleCount = [flexibleLead, flexibleLength, flexibleTrail].filter { $0 }.count
    let evenShare = flexibleCount > 0 ? 1 / CGFloat(flexibleCount) : 0
    var leadShare = flexibleLead ? (sum > 0 ? origin / sum : evenShare) : 0
    let lengthShare = flexibleLength ? (sum > 0 ? length / sum : evenShare) : 0
    if flexibleLead && flexibleTrail && !flexibleLength && total > 0 {
      // Both margins flexible, size fixed: the centre keeps its relative position
      // (UIKit's `centerX == 0.625·superview.width` for x = 160, w = 80 in 320).
      leadShare = (origin + length / 2) / total
    }
    // position: origin + ΔT·leadShare ; size: length + ΔT·lengthShare
    return [
      AutoresizingSpec(
        attribute: position, parentAttribute: size, multiplier: leadShare,
        constant: origin - total * leadShare),
      AutoresizingSpec(
        attribute: size, parentAttribute: size, multiplier: lengthShare,
        constant: length - total * lengthShare),
    ]
  }

  func removeAutoresizing(for view: UIView) {
    guard let list = autoresizing.removeValue(forKey: ObjectIdentifier(view)) else { return }
    for c in list {
      remove(c)
      c.container = nil
    }
  }

  /// A TAMIC view's frame was set: its autoresizing constraints follow (in place when only
  /// constants change).
  func autoresizingFrameDidChange(of view: UIView) {
    guard view.layoutVariables != nil, view !== root else { return }
    let mask = view.storedAutoresizingMask
    if mask.isEmpty, let list = autoresizing[ObjectIdentifier(view)], list.count == 4 {
      let a = view.alignmentRectInsets
      let frame = view.frame
      let f = CGRect(
        x: frame.minX + a.left, y: frame.minY + a.top, width: frame.width - a.left - a.right,
        height: frame.height - a.top - a.bottom)
      for (c, value) in zip(list, [f.minX, f.width, f.minY, f.height]) where c.constant != value {
        c.constant = value
      }
      return
    }
    installAutoresizing(for: view)
  }

  /// `h=-&- v=--&`-style text of a mask.
  static func autoresizingInfo(_ mask: UIView.AutoresizingMask) -> String {
    func flag(_ m: UIView.AutoresizingMask) -> String { mask.contains(m) ? "&" : "-" }
    return "h=" + flag(.flexibleLeftMargin) + flag(.flexibleWidth) + flag(.flexibleRightMargin)
      + " v=" + flag(.flexibleTopMargin) + flag(.flexibleHeight) + flag(.flexibleBottomMargin)
  }
}
