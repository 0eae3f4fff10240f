import Cassowary
import Foundation
import Testing

@testable import OpenUIKit

/// The engine writes a constraint's solver form straight into one array of terms; it must be
/// the very expression that composing the attributes' expressions with the operators gives
/// (the same variables in the same order, the same coefficients and constant, to the bit).
@MainActor
@Suite struct SolverFormTests {
  static let attributes: [NSLayoutConstraint.Attribute] = [
    .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
    .lastBaseline, .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
    .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins,
  ]

  /// The composed form: `first − (multiplier · second + constant)`.
  func composed(
    _ c: NSLayoutConstraint, _ engine: LayoutEngine, _ container: UIView, _ mirrored: Bool
  )
    -> LinearExpression?
  {
    guard let first = c.firstItem,
      let lhs = engine.expression(first, c.firstAttribute, in: container, mirrored: mirrored)
    else { return nil }
    var rhs = LinearExpression(Double(c.constant))
    if let second = c.secondItem {
      guard
        let e = engine.expression(second, c.secondAttribute, in: container, mirrored: mirrored)
      else { return nil }
      rhs = e * Double(c.multiplier) + rhs
    }
    return lhs - rhs
  }

  func render(_ e: LinearExpression) -> [String] {
    e.terms.map { "\(ObjectIdentifier($0.variable).hashValue):\($0.coefficient.bitPattern)" }
      + ["c:\(e.constant.bitPattern)"]
  }

  @Test(arguments: [false, true])
  func directFormsMatchTheComposedOnes(rightToLeft: Bool) throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    if rightToLeft { root.semanticContentAttribute = .forceRightToLeft }
    let card = UIView()
    let inner = UIView()
    let label = UILabel()
    label.text = "Baseline"
    root.addSubview(card)
    card.addSubview(inner)
    inner.addSubview(label)
    let guide = UILayoutGuide()
    card.addLayoutGuide(guide)
    let engine = root.engine
    var compared = 0
    let items: [AnyObject] = [label, inner, guide, card]
    for a in Self.attributes {
      for b in Self.attributes {
        for (first, second) in [(label, inner), (label, guide), (inner, card)]
          as [(AnyObject, AnyObject)]
        {
          for (multiplier, constant) in [(1.0, 0.0), (0.5, 8.0), (-1.5, -3.25)] {
            let c = NSLayoutConstraint(
              unvalidatedItem: first, attribute: a, relatedBy: .equal, toItem: second,
              attribute: b, multiplier: CGFloat(multiplier), constant: CGFloat(constant))
            let mirrored = rightToLeft && (a.isDirectional || b.isDirectional)
            let direct = engine.directSolverExpression(
              of: c, in: root, mirrored: mirrored, area: nil)
            let expected = composed(c, engine, root, mirrored)
            #expect(direct.map(render) == expected.map(render), "\(a.rawValue) \(b.rawValue)")
            // The size reserved up front is the size written.
            let counted =
              engine.termCount(ItemReference.node(of: first)!, a, in: root, mirrored: mirrored)
              + engine.termCount(ItemReference.node(of: second)!, b, in: root, mirrored: mirrored)
            if let direct { #expect(direct.terms.count == counted) }
            compared += 1
          }
        }
        // A constant, no second item.
        let single = NSLayoutConstraint(
          unvalidatedItem: items[compared % items.count], attribute: a, relatedBy: .equal,
          toItem: nil, attribute: .notAnAttribute, multiplier: 0, constant: 42)
        let mirrored = rightToLeft && a.isDirectional
        let direct = engine.directSolverExpression(
          of: single, in: root, mirrored: mirrored, area: nil)
        #expect(direct.map(render) == composed(single, engine, root, mirrored).map(render))
      }
    }
    #expect(compared == 20 * 20 * 9)
  }

  /// A one-term form is written into the engine's scratch array; reading its item can make
  /// the item's variables and, for a frame-based view, its four autoresizing constraints,
  /// whose one-term forms are written while the first is: each keeps its own term.
  @Test func aOneTermFormThatMakesItsItemsVariablesKeepsItsOwnTerm() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    let framed = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    root.addSubview(framed)
    let engine = root.engine
    #expect(framed.layoutState.variables == nil)
    let c = framed.heightAnchor.constraint(equalToConstant: 50)
    let form = try #require(
      engine.directSolverExpression(of: c, in: root, mirrored: false, area: nil))
    let height = try #require(framed.layoutState.variables?.height)
    #expect(form.terms.count == 1)
    #expect(form.terms.first?.variable === height)
    #expect(form.terms.first?.coefficient == 1)
    #expect(form.constant == -50)
    // The autoresizing constraints made meanwhile pin the frame, each on its own variable.
    let pins = try #require(engine.autoresizing[ObjectIdentifier(framed)])
    #expect(pins.map { $0.solverConstraint?.constant } == [-10, -100, -20, -50])
    root.layoutIfNeeded()
    #expect(framed.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
  }
}
