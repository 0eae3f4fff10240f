import Foundation
import OpenUIKit
import Testing

/// What UIKit refuses (reference §1.7, §1.5.5, §5.5): the exception's reason is reported
/// through `LayoutDiagnostics` with UIKit's text, and the constraint stays inactive.
@MainActor
@Suite struct ConstraintValidationTests: LayoutBehaviorSuite {
  static let locationEqualToConstant =
    "A multiplier of 0 or a nil second item together with a location for the first attribute "
    + "creates an illegal constraint of a location equal to a constant. Location attributes "
    + "must be specified in pairs."
  static let leadingWithLeft =
    "A constraint cannot be made between a leading/trailing attribute and a right/left "
    + "attribute. Use leading/trailing for both or neither."
  static let invalidPairing = "Invalid pairing of layout attributes."

  /// Creates a constraint with `make` and activates it while capturing diagnostics (UIKit
  /// raises at creation, OpenUIKit may report at creation or at activation); returns the
  /// distinct reasons of the `NSInvalidArgumentException`s reported, each checked for the
  /// iOS 13+ prefix `NSLayoutConstraint for <view description>: `.
  func invalidArgumentReasons(
    firstView: UIView, sourceLocation: SourceLocation = #_sourceLocation,
    _ make: () -> NSLayoutConstraint
  ) -> [String] {
    var made: NSLayoutConstraint?
    let diagnostics = LayoutDiagnostics.capture {
      let c = make()
      c.isActive = true
      made = c
    }
    let prefix = "NSLayoutConstraint for \(firstView): "
    let reasons = raisedReasons(diagnostics, name: "NSInvalidArgumentException")
    #expect(!reasons.isEmpty, "\(diagnostics)", sourceLocation: sourceLocation)
    #expect(reasons.allSatisfy { $0.hasPrefix(prefix) }, sourceLocation: sourceLocation)
    #expect(made?.isActive == false, sourceLocation: sourceLocation)
    var distinct: [String] = []
    for reason in reasons.map({ String($0.dropFirst(prefix.count)) })
    where !distinct.contains(reason) {
      distinct.append(reason)
    }
    return distinct
  }

  @Test(arguments: [
    NSLayoutConstraint.Attribute.left, .right, .top, .bottom, .leading, .trailing, .centerX,
    .centerY, .firstBaseline, .lastBaseline, .leftMargin, .topMargin, .trailingMargin,
    .centerXWithinMargins,
  ])
  func locationEqualToAConstantIsRefused(attribute: NSLayoutConstraint.Attribute) {
    let root = makeRoot()
    let view = addAutoLayoutView(to: root)
    let reasons = invalidArgumentReasons(firstView: view) {
      NSLayoutConstraint(
        item: view, attribute: attribute, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: 20)
    }
    #expect(reasons == [Self.locationEqualToConstant])
    #expect(root.constraints.isEmpty && view.constraints.isEmpty)
  }

  @Test func zeroMultiplierOnALocationIsRefused() {
    let root = makeRoot()
    let view = addAutoLayoutView(to: root)
    let reasons = invalidArgumentReasons(firstView: view) {
      NSLayoutConstraint(
        item: view, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX,
        multiplier: 0, constant: 100)
    }
    #expect(reasons == [Self.locationEqualToConstant])
  }

  @Test func sizeEqualToAConstantIsAccepted() {
    let view = UIView()
    let diagnostics = LayoutDiagnostics.capture {
      NSLayoutConstraint(
        item: view, attribute: .height, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: 0, constant: 20
      ).isActive = true
    }
    #expect(diagnostics.isEmpty)
    #expect(view.constraints.count == 1)
  }

  /// UIKit validates in `+constraintWithItem:…` (Foundation's `VerifyConstraintArguments`), so
  /// the exception comes from the initializer, before any activation.
  @Test func refusalHappensWhenTheConstraintIsCreated() {
    let view = UIView()
    let diagnostics = LayoutDiagnostics.capture {
      _ = NSLayoutConstraint(
        item: view, attribute: .top, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: 20)
    }
    #expect(raisedReasons(diagnostics, name: "NSInvalidArgumentException").count == 1)

  }

  @Test(arguments: [
    (NSLayoutConstraint.Attribute.leading, NSLayoutConstraint.Attribute.left),
    (.trailing, .right), (.left, .trailing), (.leadingMargin, .leftMargin),
    (.rightMargin, .trailingMargin), (.leading, .rightMargin),
  ])
  func directionalMixedWithAbsoluteIsRefused(
    first: NSLayoutConstraint.Attribute, second: NSLayoutConstraint.Attribute
  ) {
    let root = makeRoot()
    let view = addAutoLayoutView(to: root)
    let reasons = invalidArgumentReasons(firstView: view) {
      NSLayoutConstraint(
        item: view, attribute: first, relatedBy: .equal, toItem: root, attribute: second,
        multiplier: 1, constant: 0)
    }
    #expect(reasons == [Self.leadingWithLeft])
  }

  @Test(arguments: [
    (NSLayoutConstraint.Attribute.width, NSLayoutConstraint.Attribute.top),
    (.centerY, .height), (.height, .leading), (.firstBaseline, .width),
  ])
  func sizeWithLocationIsRefused(
    first: NSLayoutConstraint.Attribute, second: NSLayoutConstraint.Attribute
  ) {
    let root = makeRoot()
    let view = addAutoLayoutView(to: root)
    let reasons = invalidArgumentReasons(firstView: view) {
      NSLayoutConstraint(
        item: view, attribute: first, relatedBy: .equal, toItem: root, attribute: second,
        multiplier: 1, constant: 0)
    }
    #expect(reasons == [Self.invalidPairing])
  }

  /// Locations on different axes are accepted through the item/attribute initializer, as in
  /// UIKit (SnapKit's own tests install `left == other.top`), and solved in window
  /// coordinates per axis.
  @Test(arguments: [
    (NSLayoutConstraint.Attribute.centerX, NSLayoutConstraint.Attribute.centerY, 75.0, 50.0),
    (.left, .top, 40.0, 50.0), (.leading, .bottom, 140.0, 50.0), (.top, .left, 50.0, 20.0),
    (.firstBaseline, .centerX, 50.0, 45.0),
  ])
  func crossAxisLocationsAreAccepted(
    first: NSLayoutConstraint.Attribute, second: NSLayoutConstraint.Attribute, x: Double,
    y: Double
  ) {
    let root = makeRoot()
    let anchor = addAutoLayoutView(to: root)
    let view = addAutoLayoutView(to: root)
    let horizontal: Set<NSLayoutConstraint.Attribute> = [.left, .right, .leading, .centerX]
    let other: NSLayoutConstraint.Attribute = horizontal.contains(first) ? .top : .left
    let diagnostics = LayoutDiagnostics.capture {
      NSLayoutConstraint.activate([
        anchor.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
        anchor.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
        anchor.widthAnchor.constraint(equalToConstant: 110),
        anchor.heightAnchor.constraint(equalToConstant: 100),
        view.widthAnchor.constraint(equalToConstant: 30),
        view.heightAnchor.constraint(equalToConstant: 30),
        // The other axis of `view` sits at 50 unless the pairing under test sets it.
        NSLayoutConstraint(
          item: view, attribute: other, relatedBy: .equal,
          toItem: root, attribute: other, multiplier: 1,
          constant: 50),
        NSLayoutConstraint(
          item: view, attribute: first, relatedBy: .equal, toItem: anchor, attribute: second,
          multiplier: 1, constant: 0),
      ])
      root.layoutIfNeeded()
    }
    #expect(diagnostics.isEmpty)
    expectFrame(view.frame, x, y, 30, 30)
  }

  @Test func allowedPairingsLayOut() {
    let root = makeRoot()
    let view = addAutoLayoutView(to: root)
    let diagnostics = LayoutDiagnostics.capture {
      NSLayoutConstraint.activate([
        // Leading with centerX, top with centerY, width with height (aspect ratio), and a
        // non-identity multiplier on a location pair (reference §1.7, 10.2).
        NSLayoutConstraint(
          item: view, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .centerX,
          multiplier: 1, constant: -50),
        NSLayoutConstraint(
          item: view, attribute: .top, relatedBy: .equal, toItem: root, attribute: .centerY,
          multiplier: 0.5, constant: 0),
        NSLayoutConstraint(
          item: view, attribute: .width, relatedBy: .equal, toItem: nil,
          attribute: .notAnAttribute, multiplier: 1, constant: 80),
        NSLayoutConstraint(
          item: view, attribute: .height, relatedBy: .equal, toItem: view, attribute: .width,
          multiplier: 0.5, constant: 0),
      ])
      root.layoutIfNeeded()
    }
    #expect(diagnostics.isEmpty)
    expectFrame(view.frame, 150, 100, 80, 40)
  }

  /// `NSGenericException`, reason as in real crash logs (two spaces between sentences).
  @Test func itemsWithoutCommonAncestorAreRefused() throws {
    let a = UIView()
    let b = UIView()
    let c = a.rightAnchor.constraint(equalTo: b.leftAnchor)
    let diagnostics = LayoutDiagnostics.capture { c.isActive = true }
    #expect(!c.isActive)
    #expect(a.constraints.isEmpty && b.constraints.isEmpty)
    let reasons = raisedReasons(diagnostics, name: "NSGenericException")
    try #require(reasons.count == 1)
    let anchorAddress = #/(<NSLayout\w+):0x[0-9a-f]+ /#
    let masked = reasons[0].replacing(anchorAddress) { "\($0.output.1):0x… " }
    #expect(
      masked
        == "Unable to activate constraint with anchors "
        + "<NSLayoutXAxisAnchor:0x… \"\(item(a)).right\"> and "
        + "<NSLayoutXAxisAnchor:0x… \"\(item(b)).left\"> because they have no common ancestor.  "
        + "Does the constraint or its anchors reference items in different view hierarchies?  "
        + "That's illegal.")
  }

  @Test func dimensionsWithoutCommonAncestorNameDimensionAnchors() throws {
    let a = UIView()
    let b = UIView()
    let c = a.widthAnchor.constraint(equalTo: b.heightAnchor)
    let diagnostics = LayoutDiagnostics.capture { NSLayoutConstraint.activate([c]) }
    let reasons = raisedReasons(diagnostics, name: "NSGenericException")
    try #require(reasons.count == 1)
    #expect(
      reasons[0].hasPrefix("Unable to activate constraint with anchors <NSLayoutDimension:0x"))
    #expect(reasons[0].contains("\"\(item(a)).width\"> and <NSLayoutDimension:0x"))
    #expect(reasons[0].contains("\"\(item(b)).height\"> because they have no common ancestor."))
    #expect(!c.isActive)
  }

  /// A constraint whose second item has been freed must not turn into a constant
  /// constraint (`width == 0` here) when activated.
  @Test func aFreedSecondItemIsReportedNotIgnored() {
    let root = makeRoot()
    let view = addAutoLayoutView(to: root)
    NSLayoutConstraint.activate([
      view.leftAnchor.constraint(equalTo: root.leftAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    let wish = view.widthAnchor.constraint(equalToConstant: 77)
    wish.priority = .defaultLow
    wish.isActive = true
    var c: NSLayoutConstraint?
    do {
      let gone = addAutoLayoutView(to: root)
      c = view.widthAnchor.constraint(equalTo: gone.widthAnchor)
      gone.removeFromSuperview()
    }
    let diagnostics = LayoutDiagnostics.capture {
      c?.isActive = true
      root.layoutIfNeeded()
    }
    #expect(c?.secondItem == nil)
    #expect(diagnostics.count == 1)
    #expect(c?.isActive == false)
    expectFrame(view.frame, 0, 0, 77, 10)

  }

  /// Non-finite numbers (no UIKit text: reference 10.10) are reported, each naming its
  /// constraint, and the constraints stay inactive.
  @Test func nonFiniteConstantsAndMultipliersAreRefused() {
    let root = makeRoot()
    let view = addAutoLayoutView(to: root)
    var refused: [NSLayoutConstraint] = []
    let diagnostics = LayoutDiagnostics.capture {
      refused = [
        view.widthAnchor.constraint(equalToConstant: .nan),
        view.heightAnchor.constraint(equalToConstant: .infinity),
        view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: -.infinity),
        view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: .nan),
        view.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: .infinity),
      ]
      NSLayoutConstraint.activate(refused)
      NSLayoutConstraint.activate(pin(view, in: root, 10, 20, 30, 40))
      root.layoutIfNeeded()
    }
    #expect(refused.allSatisfy { !$0.isActive })
    var reported: [NSLayoutConstraint] = []
    for diagnostic in diagnostics {
      if case .invalidConstraint(let c, _) = diagnostic {
        reported.append(c)
      } else {
        Issue.record("unexpected diagnostic \(diagnostic)")
      }
    }
    #expect(refused.allSatisfy { c in reported.contains { $0 === c } })
    expectFrame(view.frame, 10, 20, 30, 40)
  }

  /// A non-finite constant set on an active constraint must be reported and must not corrupt
  /// the engine: the last finite value stays in force, and later finite values work.
  @Test func nonFiniteConstantOnAnActiveConstraintIsContained() {
    let root = makeRoot()
    let view = addAutoLayoutView(to: root)
    let sibling = addAutoLayoutView(to: root)
    let constraints = pin(view, in: root, 10, 20, 30, 40)
    NSLayoutConstraint.activate(constraints + pin(sibling, in: root, 0, 100, 50, 50))
    root.layoutIfNeeded()
    let width = constraints[2]
    let diagnostics = LayoutDiagnostics.capture {
      width.constant = .nan
      root.layoutIfNeeded()
    }
    #expect(!diagnostics.isEmpty)
    expectFrame(view.frame, 10, 20, 30, 40)
    expectFrame(sibling.frame, 0, 100, 50, 50)
    let after = LayoutDiagnostics.capture {
      width.constant = 60
      root.layoutIfNeeded()
    }
    #expect(after.isEmpty)
    expectFrame(view.frame, 10, 20, 60, 40)

    expectFrame(sibling.frame, 0, 100, 50, 50)
  }
}
