import Foundation
import Testing

@testable import OpenUIKit

/// The fields few constraints use live in a box made only for those constraints, so that an
/// ordinary constraint (most of a screen's) does not carry them.
@MainActor
@Suite struct ConstraintExtrasTests {
  @Test func anOrdinaryConstraintHasNoBox() {
    let a = UIView()
    let b = UIView()
    let c = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)
    #expect(c.extras == nil)
    #expect(c.firstSpan == nil && c.secondSpan == nil)
    #expect(c.systemSpacingMultiplier == nil)
    #expect(c.creationProblem == nil)
    // Clearing what is absent makes no box either.
    c.systemSpacingMultiplier = nil
    c.creationProblem = nil
    #expect(c.extras == nil)
  }

  @Test func anIdentifierGoesInTheBox() {
    let a = UIView()
    let c = a.widthAnchor.constraint(equalToConstant: 10)
    c.identifier = nil
    #expect(c.extras == nil)
    c.identifier = "card-width"
    #expect(c.extras != nil)
    #expect(c.identifier == "card-width")
    #expect(c.description.hasPrefix("<NSLayoutConstraint:0x"))
    #expect(c.description.contains(" 'card-width' UIView:0x"))
    c.identifier = nil
    #expect(c.identifier == nil)
    #expect(!c.description.contains("card-width"))
  }

  @Test func rareFieldsGoInTheBox() {
    let a = UIView()
    let b = UIView()
    let spacing = a.leadingAnchor.constraint(
      equalToSystemSpacingAfter: b.trailingAnchor, multiplier: 2)
    #expect(spacing.extras != nil)
    #expect(spacing.systemSpacingMultiplier == 2)
    #expect(spacing.description.contains("NSLayoutAnchorConstraintSpace(16)"))

    let gap = a.leadingAnchor.anchorWithOffset(to: b.leadingAnchor)
    let offset = gap.constraint(equalToConstant: 20)
    #expect(offset.extras != nil)
    #expect(offset.firstSpan != nil)
    #expect(offset.secondSpan == nil)
  }
}
