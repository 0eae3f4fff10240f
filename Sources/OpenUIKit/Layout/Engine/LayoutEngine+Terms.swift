import Cassowary
import Foundation

/// The terms of attributes in a container's coordinates, appended scaled to one array.
///
/// A constraint's solver form is written straight into one exactly sized array: the same terms
/// in the same order, with the same coefficients and constant, as composing the attributes'
/// ``expression(_:_:in:mirrored:)``s with the operators (which constraints with spans still
/// do), without the half-dozen intermediate arrays that takes per constraint.
extension LayoutEngine {
  /// `first − (multiplier · second + constant)` for a constraint without spans, or nil when an
  /// item is gone or an attribute has no value. Edges of `area` (a scroll view seen by its
  /// content) stand for its content area's (see ``resolve(node:_:area:)``).
  ///
  /// The items are read from the constraint's handles as layout nodes: no cast per attribute.
  /// An item that is not a view or guide has no node, and the constraint no solver form.
  func directSolverExpression(
    of c: NSLayoutConstraint, in container: UIView, mirrored: Bool, area: LayoutContentArea?
  ) -> LinearExpression? {
    guard let first = c.firstReference?.node else { return nil }
    let firstItem = Self.resolve(node: first, c.firstAttribute, area: area)
    var secondItem: (any LayoutNode)?
    if let secondReference = c.secondReference {
      if let second = secondReference.node {
        secondItem = Self.resolve(node: second, c.secondAttribute, area: area)
      } else if secondReference.other != nil {
        return nil  // not a view or guide
      }  // else the item is gone: read without a second item, as `secondItem` is nil
    }
    // Sized exactly up front: one allocation, which the solver's constraint keeps as it is.
    // One term (a pinned edge, a fixed size: a third of a screen's constraints) goes into the
    // engine's scratch array instead, which a solver constraint of that one variable with
    // coefficient 1 does not keep (`Constraint.unitVariable`): no allocation at all.
    var count = termCount(firstItem, c.firstAttribute, in: container, mirrored: mirrored)
    if let secondItem {
      count += termCount(secondItem, c.secondAttribute, in: container, mirrored: mirrored)
    }
    if count == 1 {
      // Taken out while in use: reading an item's terms can make its variables, and with
      // them its autoresizing constraints, whose solver forms come here again (and find an
      // empty scratch array, to allocate their own).
      var terms: [Term] = []
      swap(&terms, &unitTerms)
      terms.removeAll(keepingCapacity: true)
      let expression = directSolverExpression(
        of: c, first: firstItem, second: secondItem, in: container, mirrored: mirrored,
        into: &terms)
      unitTerms = terms
      return expression
    }
    var terms: [Term] = []
    terms.reserveCapacity(count)
    return directSolverExpression(
      of: c, first: firstItem, second: secondItem, in: container, mirrored: mirrored,
      into: &terms)
  }

  /// ``directSolverExpression(of:in:mirrored:area:)`` with its items resolved, its terms
  /// appended to `terms`.
  private func directSolverExpression(
    of c: NSLayoutConstraint, first: any LayoutNode, second: (any LayoutNode)?,
    in container: UIView, mirrored: Bool, into terms: inout [Term]
  ) -> LinearExpression? {
    var lhsConstant = 0.0
    guard
      appendTerms(
        first, c.firstAttribute, in: container, mirrored: mirrored, scale: 1, to: &terms,
        constant: &lhsConstant)
    else { return nil }
    let constant = Double(c.constant)
    guard let second else {
      return LinearExpression(terms, constant: lhsConstant - constant)
    }
    let multiplier = Double(c.multiplier)
    var rhsConstant = 0.0
    guard
      appendTerms(
        second, c.secondAttribute, in: container, mirrored: mirrored, scale: -multiplier,
        to: &terms, constant: &rhsConstant)
    else { return nil }
    return LinearExpression(terms, constant: lhsConstant - (rhsConstant * multiplier + constant))
  }

  /// How many terms ``appendTerms(_:_:in:mirrored:scale:to:constant:)`` appends for
  /// `attribute` of `node` (0 when the attribute has no value).
  func termCount(
    _ node: any LayoutNode, _ attribute: NSLayoutConstraint.Attribute, in container: UIView,
    mirrored: Bool
  ) -> Int {
    if let base = attribute.marginBase, case .view(let view) = node.layoutKind {
      return termCount(view.layoutMarginsGuide, base, in: container, mirrored: mirrored)
    }
    func depth(_ node: LayoutNode) -> Int {
      if node === container { return 0 }
      // Past the item itself the chain is of views: walked through their unretained
      // superview references, without a protocol call (and the retains it costs) a step.
      return 1 + UIView.viewCount(from: node.layoutParentReference, upTo: container)
    }
    var resolved = attribute
    if attribute == .leading { resolved = .left }
    if attribute == .trailing { resolved = .right }
    if mirrored {
      switch resolved {
      case .left, .centerX: return depth(node) + 1
      case .right: return depth(node)
      default: break
      }
    }
    switch resolved {
    case .left, .top: return depth(node)
    case .right, .bottom, .centerX, .centerY: return depth(node) + 1
    case .width, .height: return 1
    case .firstBaseline, .lastBaseline:
      guard case .view(let view) = node.layoutKind else { return depth(node) + 1 }
      return depth(Self.baselineView(of: view, first: attribute == .firstBaseline)) + 1
    default: return 0
    }
  }

  /// Appends the terms of `attribute` of `node` in `container`'s coordinates, each coefficient
  /// times `scale`, and adds the attribute's own constant (a baseline's offset) unscaled to
  /// `constant`. False when the attribute has no value.
  func appendTerms(
    _ node: any LayoutNode, _ attribute: NSLayoutConstraint.Attribute, in container: UIView,
    mirrored: Bool, scale k: Double, to terms: inout [Term], constant: inout Double
  ) -> Bool {
    if let base = attribute.marginBase, case .view(let view) = node.layoutKind {
      return appendTerms(
        view.layoutMarginsGuide, base, in: container, mirrored: mirrored, scale: k, to: &terms,
        constant: &constant)
    }
    var resolved = attribute
    if attribute == .leading { resolved = .left }
    if attribute == .trailing { resolved = .right }
    if mirrored {
      // Measured leftwards: leading is the negated right edge, trailing the negated left edge.
      // (The negated expression's constant is -0, as `scaled(by: -1)` leaves it.)
      switch resolved {
      case .left:
        constant *= -1
        appendOffset(of: node, in: container, horizontal: true, scale: -k, to: &terms)
        terms.append(Term(variables(for: node).width, -k))
        return true
      case .right:
        constant *= -1
        appendOffset(of: node, in: container, horizontal: true, scale: -k, to: &terms)
        return true
      case .centerX:
        constant *= -1
        appendOffset(of: node, in: container, horizontal: true, scale: -k, to: &terms)
        terms.append(Term(variables(for: node).width, -(0.5 * k)))
        return true
      default: break
      }
    }
    switch resolved {
    case .left, .top:
      appendOffset(of: node, in: container, horizontal: resolved == .left, scale: k, to: &terms)
    case .right, .bottom:
      let horizontal = resolved == .right
      appendOffset(of: node, in: container, horizontal: horizontal, scale: k, to: &terms)
      let vars = variables(for: node)
      terms.append(Term(horizontal ? vars.width : vars.height, k))
    case .centerX, .centerY:
      let horizontal = resolved == .centerX
      appendOffset(of: node, in: container, horizontal: horizontal, scale: k, to: &terms)
      let vars = variables(for: node)
      terms.append(Term(horizontal ? vars.width : vars.height, 0.5 * k))
    case .width:
      terms.append(Term(variables(for: node).width, k))
    case .height:
      terms.append(Term(variables(for: node).height, k))
    case .firstBaseline, .lastBaseline:
      guard case .view(let view) = node.layoutKind else {
        appendOffset(of: node, in: container, horizontal: false, scale: k, to: &terms)
        terms.append(Term(variables(for: node).height, k))
        return true
      }
      let first = attribute == .firstBaseline
      let target = Self.baselineView(of: view, first: first)
      appendOffset(of: target, in: container, horizontal: false, scale: k, to: &terms)
      let layout = first ? target.firstBaselineLayout : target.lastBaselineLayout
      terms.append(Term(variables(for: target).height, Double(layout.heightFactor) * k))
      constant += Double(layout.constant)
    default:
      return false
    }
    return true
  }

  /// Appends `scale ·` the position of `node`'s origin along an axis in `container`'s
  /// coordinates (its origin and each ancestor's below `container`).
  func appendOffset(
    of node: LayoutNode, in container: UIView, horizontal: Bool, scale k: Double,
    to terms: inout [Term]
  ) {
    if node === container { return }
    let vars = variables(for: node)
    terms.append(Term(horizontal ? vars.minX : vars.minY, k))
    // Past the item itself the chain is of views (see `termCount`'s depth), read in place
    // through their superview references: the container's tree keeps them alive.
    let stop = Unmanaged.passUnretained(container).toOpaque()
    var current = node.layoutParentReference
    while let reference = current, reference.toOpaque() != stop {
      let view = reference.takeUnretainedValue()
      let vars = variables(forView: view)
      terms.append(Term(horizontal ? vars.minX : vars.minY, k))
      current = view.superviewReference
    }
  }
}
