import Foundation
import OpenUIKit
import Testing

/// `NSLayoutConstraint` as an object: raw values, the designated initializer, activation and
/// installation (reference §1.1, §1.2, §1.5), constant and priority changes.
@MainActor
@Suite struct ConstraintModelTests: LayoutBehaviorSuite {
  @Test func attributeRawValuesAreUIKits() {
    let expected: [(NSLayoutConstraint.Attribute, Int)] = [
      (.notAnAttribute, 0), (.left, 1), (.right, 2), (.top, 3), (.bottom, 4), (.leading, 5),
      (.trailing, 6), (.width, 7), (.height, 8), (.centerX, 9), (.centerY, 10),
      (.lastBaseline, 11), (.firstBaseline, 12), (.leftMargin, 13), (.rightMargin, 14),
      (.topMargin, 15), (.bottomMargin, 16), (.leadingMargin, 17), (.trailingMargin, 18),
      (.centerXWithinMargins, 19), (.centerYWithinMargins, 20),
    ]
    for (attribute, raw) in expected {
      #expect(attribute.rawValue == raw, "\(attribute)")
      #expect(NSLayoutConstraint.Attribute(rawValue: raw) == attribute)
    }
    #expect(NSLayoutConstraint.Attribute.baseline == .lastBaseline)
    #expect(NSLayoutConstraint.Attribute.baseline.rawValue == 11)
    #expect(NSLayoutConstraint.Attribute(rawValue: 21) == nil)
  }

  @Test func relationAndAxisRawValuesAreUIKits() {
    #expect(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
    #expect(NSLayoutConstraint.Relation.equal.rawValue == 0)
    #expect(NSLayoutConstraint.Relation.greaterThanOrEqual.rawValue == 1)
    #expect(NSLayoutConstraint.Axis.horizontal.rawValue == 0)
    #expect(NSLayoutConstraint.Axis.vertical.rawValue == 1)
  }

  @Test func initializerKeepsEveryArgumentAndStartsInactive() {
    let root = makeRoot()
    let a = addAutoLayoutView(to: root)
    let b = addAutoLayoutView(to: root)
    let c = NSLayoutConstraint(
      item: a, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: b,
      attribute: .height, multiplier: 0.5, constant: 12)
    #expect(c.firstItem === a)
    #expect(c.firstAttribute == .width)
    #expect(c.relation == .greaterThanOrEqual)
    #expect(c.secondItem === b)
    #expect(c.secondAttribute == .height)
    #expect(c.multiplier == 0.5)
    #expect(c.constant == 12)
    #expect(c.priority == .required)
    #expect(c.identifier == nil)
    #expect(!c.isActive)
    #expect(root.constraints.isEmpty)
  }

  @Test func initializerConstraintsLayOutLikeAnchors() {
    let root = makeRoot()
    let box = addAutoLayoutView(to: root)
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: box, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX,
        multiplier: 1, constant: 10),
      NSLayoutConstraint(
        item: box, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top,
        multiplier: 1, constant: 30),
      NSLayoutConstraint(
        item: box, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
        multiplier: 1, constant: 100),
      NSLayoutConstraint(
        item: box, attribute: .height, relatedBy: .equal, toItem: root, attribute: .height,
        multiplier: 0.25, constant: 5),
    ])
    root.layoutIfNeeded()
    expectFrame(box.frame, 160, 30, 100, 105)
  }

  @Test func anchorFactoriesReturnInactiveConstraints() {
    let root = makeRoot()
    let view = addAutoLayoutView(to: root)
    let constraints = [
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor, constant: 4),
      view.widthAnchor.constraint(equalToConstant: 10),
      view.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5),
    ]
    #expect(constraints.allSatisfy { !$0.isActive })
    #expect(root.constraints.isEmpty && view.constraints.isEmpty)
  }

  @Test func activationInstallsOnTheNearestCommonAncestor() {
    let root = makeRoot()
    let a = addAutoLayoutView(to: root)
    let a1 = addAutoLayoutView(to: a)
    let b = addAutoLayoutView(to: root)
    let onA1 = a1.widthAnchor.constraint(equalToConstant: 10)
    let onA = a1.leadingAnchor.constraint(equalTo: a.leadingAnchor)
    let onRoot = a1.trailingAnchor.constraint(equalTo: b.leadingAnchor)
    let toAncestor = a1.topAnchor.constraint(equalTo: root.topAnchor)
    let toGuide = a1.bottomAnchor.constraint(equalTo: a.layoutMarginsGuide.bottomAnchor)
    NSLayoutConstraint.activate([onA1, onA, onRoot, toAncestor, toGuide])
    #expect([onA1, onA, onRoot, toAncestor, toGuide].allSatisfy { $0.isActive })
    #expect(a1.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(onA1)])
    #expect(a.constraints.map(ObjectIdentifier.init) == [onA, toGuide].map(ObjectIdentifier.init))
    #expect(
      root.constraints.map(ObjectIdentifier.init)
        == [onRoot, toAncestor].map(ObjectIdentifier.init))
    #expect(b.constraints.isEmpty)
  }

  @Test func isActiveAndDeactivateUninstall() {
    let root = makeRoot()
    let a = addAutoLayoutView(to: root)
    let b = addAutoLayoutView(to: root)
    let first = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
    let second = a.topAnchor.constraint(equalTo: b.topAnchor)
    first.isActive = true
    #expect(first.isActive)
    #expect(root.constraints.count == 1)
    NSLayoutConstraint.activate([first, second])  // activating an active constraint is harmless
    #expect(root.constraints.count == 2)
    first.isActive = false
    #expect(!first.isActive)
    #expect(root.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(second)])
    NSLayoutConstraint.deactivate([first, second])
    #expect(!second.isActive)
    #expect(root.constraints.isEmpty)
  }

  @Test func reactivationRestoresTheLayout() {
    let root = makeRoot()
    let view = addAutoLayoutView(to: root)
    let wide = view.widthAnchor.constraint(equalToConstant: 300)
    let narrow = view.widthAnchor.constraint(equalToConstant: 30)
    NSLayoutConstraint.activate([
      view.leftAnchor.constraint(equalTo: root.leftAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
      wide,
    ])
    root.layoutIfNeeded()
    expectFrame(view.frame, 0, 0, 300, 10)
    for _ in 0..<3 {
      NSLayoutConstraint.deactivate([wide])
      NSLayoutConstraint.activate([narrow])
      root.layoutIfNeeded()
      expectFrame(view.frame, 0, 0, 30, 10)
      narrow.isActive = false
      wide.isActive = true
      root.layoutIfNeeded()
      expectFrame(view.frame, 0, 0, 300, 10)
    }
    #expect(root.constraints.count == 2 && view.constraints.count == 2)
  }

  @Test func addConstraintAndRemoveConstraintUseTheReceiver() {
    let root = makeRoot()
    let child = addAutoLayoutView(to: root)
    let width = child.widthAnchor.constraint(equalToConstant: 40)
    root.addConstraint(width)
    #expect(width.isActive)
    #expect(root.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(width)])
    #expect(child.constraints.isEmpty)
    let more = [
      child.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 6),
      child.heightAnchor.constraint(equalToConstant: 7),
    ]
    root.addConstraints(more)
    root.layoutIfNeeded()
    expectFrame(child.frame, 5, 6, 40, 7)
    root.removeConstraint(width)
    #expect(!width.isActive)
    root.removeConstraints(more)
    #expect(root.constraints.isEmpty)
  }

  @Test func constantChangeAppliesAtTheNextLayoutPass() {
    let root = makeRoot()
    let box = addAutoLayoutView(to: root)
    let top = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 50)
    NSLayoutConstraint.activate([
      top,
      box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 100),
    ])
    root.layoutIfNeeded()
    expectFrame(box.frame, 150, 50, 100, 100)
    top.constant = 200
    expectFrame(box.frame, 150, 50, 100, 100)  // unchanged until layout
    root.layoutIfNeeded()
    expectFrame(box.frame, 150, 200, 100, 100)
    top.constant = -12.5
    root.layoutIfNeeded()
    expectFrame(box.frame, 150, -12.5, 100, 100)
  }

  /// Sample E4: expanded (200 @ 999) against collapsed (0 @ 998), toggled by swapping the
  /// optional priorities.
  @Test func optionalPriorityChangesMoveTheWinner() {
    let root = makeRoot()
    let panel = addAutoLayoutView(to: root)
    let expanded = panel.heightAnchor.constraint(equalToConstant: 200)
    expanded.priority = UILayoutPriority(999)
    let collapsed = panel.heightAnchor.constraint(equalToConstant: 0)
    collapsed.priority = UILayoutPriority(998)
    NSLayoutConstraint.activate([
      panel.leftAnchor.constraint(equalTo: root.leftAnchor),
      panel.rightAnchor.constraint(equalTo: root.rightAnchor),
      panel.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      expanded, collapsed,
    ])
    root.layoutIfNeeded()
    expectFrame(panel.frame, 0, 10, 400, 200)
    let diagnostics = LayoutDiagnostics.capture {
      expanded.priority = UILayoutPriority(998)
      collapsed.priority = UILayoutPriority(999)
      root.layoutIfNeeded()
    }
    #expect(diagnostics.isEmpty)
    #expect(expanded.priority == UILayoutPriority(998))
    expectFrame(panel.frame, 0, 10, 400, 0)
    collapsed.priority = .defaultLow
    root.layoutIfNeeded()
    expectFrame(panel.frame, 0, 10, 400, 200)
  }

  @Test func priorityCanChangeFreelyBeforeActivation() {
    let view = UIView()
    let c = view.widthAnchor.constraint(equalToConstant: 10)
    let diagnostics = LayoutDiagnostics.capture {
      c.priority = .defaultLow
      c.priority = .required
      c.priority = UILayoutPriority(999.5)
    }
    #expect(diagnostics.isEmpty)
    #expect(c.priority.rawValue == 999.5)
  }

  /// UIKit raises `NSInternalInconsistencyException` with this reason (numbers printed as
  /// `%g`: `You passed priority 250 and the existing priority was 1000.`); OpenUIKit reports
  /// it and keeps the old priority.
  @Test func requiredToOptionalOnAnActiveConstraintIsReported() {
    let root = makeRoot()
    let view = addAutoLayoutView(to: root)
    let width = view.widthAnchor.constraint(equalToConstant: 100)
    let widthWish = view.widthAnchor.constraint(equalToConstant: 300)
    widthWish.priority = .defaultLow
    NSLayoutConstraint.activate([
      view.leftAnchor.constraint(equalTo: root.leftAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
      width, widthWish,
    ])
    root.layoutIfNeeded()
    let diagnostics = LayoutDiagnostics.capture {
      width.priority = UILayoutPriority(999)
      widthWish.priority = .required
      root.layoutIfNeeded()
    }
    #expect(width.priority == .required)
    #expect(widthWish.priority == .defaultLow)
    expectFrame(view.frame, 0, 0, 100, 10)
    let reasons = raisedReasons(diagnostics, name: "NSInternalInconsistencyException")
    #expect(reasons.count == 2)
    let prefix =
      "Mutating a priority from required to not on an installed constraint (or vice-versa) "
      + "is not supported.  "
    #expect(
      reasons == [
        prefix + "You passed priority 999 and the existing priority was 1000.",
        prefix + "You passed priority 1000 and the existing priority was 250.",
      ])

    #expect(reasons.allSatisfy { $0.hasPrefix(prefix) })
    // Reported as UIKit's crash log would show the exception.
    #expect(
      diagnostics.allSatisfy {
        $0.message.hasPrefix(
          "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
            + "reason: '" + prefix)
      })
  }

  @Test func optionalToOptionalOnAnActiveConstraintIsSilent() {
    let root = makeRoot()
    let view = addAutoLayoutView(to: root)
    let narrow = view.widthAnchor.constraint(equalToConstant: 50)
    narrow.priority = UILayoutPriority(700)
    let wide = view.widthAnchor.constraint(equalToConstant: 150)
    wide.priority = UILayoutPriority(600)
    NSLayoutConstraint.activate([
      view.leftAnchor.constraint(equalTo: root.leftAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
      narrow, wide,
    ])
    root.layoutIfNeeded()
    expectFrame(view.frame, 0, 0, 50, 10)
    let diagnostics = LayoutDiagnostics.capture {
      wide.priority = UILayoutPriority(800)
      root.layoutIfNeeded()
    }
    #expect(diagnostics.isEmpty)
    expectFrame(view.frame, 0, 0, 150, 10)
  }

  @Test func identifierIsKept() {
    let view = UIView()
    let c = view.widthAnchor.constraint(equalToConstant: 10)
    #expect(c.identifier == nil)
    c.identifier = "card-width"
    #expect(c.identifier == "card-width")
  }

  @Test func sourceLocationSetAsTextIsKeptAndDescribed() {
    let view = UIView()
    let c = NSLayoutConstraint(
      item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
      multiplier: 1, constant: 10)
    #expect(c.sourceLocation == nil)
    c.sourceLocation = "ProfileScreen.swift#42"
    #expect(c.sourceLocation == "ProfileScreen.swift#42")
    #expect(
      c.description
        == "<NSLayoutConstraint:\(address(c)) \(item(view)).width == 10 (ProfileScreen.swift#42)   (inactive)>"
    )
    c.sourceLocation = "Card.swift#7"
    #expect(c.sourceLocation == "Card.swift#7")
    c.sourceLocation = nil
    #expect(c.sourceLocation == nil)
    #expect(
      c.description == "<NSLayoutConstraint:\(address(c)) \(item(view)).width == 10   (inactive)>")
  }

  @Test func autoresizingConstraintsDescribeTheirMask() {
    let root = makeRoot()
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
    view.autoresizingMask = [.flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin]
    root.addSubview(view)
    let anchor = addAutoLayoutView(to: root)
    anchor.leadingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
    root.layoutIfNeeded()
    let texts = view.constraintsAffectingLayout(for: .horizontal).map(\.description)
    #expect(texts.contains { $0.contains("NSAutoresizingMaskLayoutConstraint") })
    for text in texts where text.contains("NSAutoresizingMaskLayoutConstraint") {
      #expect(text.contains(" h=-&- v=&-& "), "\(text)")
    }
  }
}
