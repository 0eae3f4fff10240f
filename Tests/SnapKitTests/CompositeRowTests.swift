import OpenUIKit
import SnapKit
import Testing

/// Expansion order (§4.2), target resolution (§4.3) and the composite rows of §4.4, as the
/// platform constraints they make.
@MainActor
@Suite struct CompositeRowTests {
  let superview = UIView()
  let view = UIView()
  let other = UIView()

  init() {
    superview.addSubview(view)
    superview.addSubview(other)
  }

  private var names: [(AnyObject, String)] { [(view, "v"), (superview, "sv"), (other, "o")] }

  private func rows(_ closure: (ConstraintMaker) -> Void) -> [String] {
    view.snp.prepareConstraints(closure).flatMap(\.layoutConstraints).map { render($0, names) }
  }

  @Test func expansionOrder() {
    func attributes(_ closure: (ConstraintMaker) -> Void) -> [NSLayoutConstraint.Attribute] {
      view.snp.prepareConstraints(closure).flatMap(\.layoutConstraints).map(\.firstAttribute)
    }
    #expect(attributes { $0.edges.equalToSuperview() } == [.left, .top, .right, .bottom])
    #expect(attributes { $0.horizontalEdges.equalToSuperview() } == [.left, .right])
    #expect(attributes { $0.verticalEdges.equalToSuperview() } == [.top, .bottom])
    #expect(
      attributes { $0.directionalEdges.equalToSuperview() } == [
        .top, .bottom, .leading, .trailing,
      ])
    #expect(
      attributes { $0.directionalHorizontalEdges.equalToSuperview() } == [.leading, .trailing])
    #expect(attributes { $0.directionalVerticalEdges.equalToSuperview() } == [.top, .bottom])
    #expect(attributes { $0.size.equalTo(1) } == [.width, .height])
    #expect(attributes { $0.center.equalToSuperview() } == [.centerX, .centerY])
    #expect(
      attributes { $0.margins.equalToSuperview() } == [
        .leftMargin, .rightMargin, .topMargin, .bottomMargin,
      ])
    #expect(
      attributes { $0.directionalMargins.equalToSuperview() } == [
        .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
      ])
    #expect(
      attributes { $0.centerWithinMargins.equalToSuperview() } == [
        .centerXWithinMargins, .centerYWithinMargins,
      ])
    #expect(attributes { $0.top.left.equalToSuperview() } == [.left, .top])
    #expect(attributes { $0.left.top.equalToSuperview() } == [.left, .top])
    #expect(attributes { $0.left.left.left.equalToSuperview() } == [.left])
    #expect(
      attributes { $0.center.size.equalToSuperview() } == [.width, .height, .centerX, .centerY])
    #expect(
      attributes {
        $0.trailingMargin.leadingMargin.bottomMargin.topMargin.rightMargin.leftMargin
          .centerYWithinMargins.centerXWithinMargins.firstBaseline.lastBaseline.centerY
          .centerX.height.width.trailing.leading.bottom.right.top.left.equalToSuperview()
      }
        == NSLayoutConstraint.Attribute.allCases.filter { $0 != .notAnAttribute }.sorted {
          order($0) < order($1)
        })
  }

  /// SnapKit's bit order of an attribute.
  private func order(_ attribute: NSLayoutConstraint.Attribute) -> Int {
    let bits: [NSLayoutConstraint.Attribute] = [
      .left, .top, .right, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
      .lastBaseline, .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins,
    ]
    return bits.firstIndex(of: attribute)!
  }

  @Test func edgesRows() {
    #expect(
      rows { $0.edges.equalToSuperview() } == [
        "v.left == sv.left", "v.top == sv.top", "v.right == sv.right", "v.bottom == sv.bottom",
      ])
    #expect(
      rows { $0.edges.equalToSuperview().inset(10) } == [
        "v.left == sv.left + 10.0", "v.top == sv.top + 10.0", "v.right == sv.right + -10.0",
        "v.bottom == sv.bottom + -10.0",
      ])
    let plusTen = [
      "v.left == sv.left + 10.0", "v.top == sv.top + 10.0", "v.right == sv.right + 10.0",
      "v.bottom == sv.bottom + 10.0",
    ]
    #expect(rows { $0.edges.equalToSuperview().offset(10) } == plusTen)
    #expect(rows { $0.edges.equalTo(10) } == plusTen)
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let insetRows = [
      "v.left == sv.left + 2.0", "v.top == sv.top + 1.0", "v.right == sv.right + -4.0",
      "v.bottom == sv.bottom + -3.0",
    ]
    #expect(rows { $0.edges.equalTo(insets) } == insetRows)
    #expect(rows { $0.edges.equalTo(superview).inset(insets) } == insetRows)
  }

  @Test func sizeRows() {
    #expect(
      rows { $0.size.equalTo(CGSize(width: 50, height: 60)) } == [
        "v.width == 50.0", "v.height == 60.0",
      ])
    #expect(rows { $0.size.equalTo(50) } == ["v.width == 50.0", "v.height == 50.0"])
    #expect(
      rows { $0.size.equalToSuperview().offset(100) } == [
        "v.width == sv.width + 100.0", "v.height == sv.height + 100.0",
      ])
    #expect(
      rows { $0.size.equalToSuperview().inset(10) } == [
        "v.width == sv.width + -20.0", "v.height == sv.height + -20.0",
      ])
  }

  @Test func centerRows() {
    #expect(
      rows { $0.center.equalToSuperview() } == [
        "v.centerX == sv.centerX", "v.centerY == sv.centerY",
      ])
    #expect(
      rows { $0.center.equalToSuperview().offset(5) } == [
        "v.centerX == sv.centerX + 5.0", "v.centerY == sv.centerY + 5.0",
      ])
    #expect(
      rows { $0.center.equalToSuperview().inset(10) } == [
        "v.centerX == sv.centerX", "v.centerY == sv.centerY",
      ])
    // with a constant, the centre is measured from the superview's left and top.
    #expect(
      rows { $0.center.equalTo(CGPoint(x: 10, y: 20)) } == [
        "v.centerX == sv.left + 10.0", "v.centerY == sv.top + 20.0",
      ])
    #expect(rows { $0.center.equalTo(0) } == ["v.centerX == sv.left", "v.centerY == sv.top"])
    #expect(
      rows { $0.centerWithinMargins.equalTo(3) } == [
        "v.centerXWithinMargins == sv.centerXWithinMargins + 3.0",
        "v.centerYWithinMargins == sv.centerYWithinMargins + 3.0",
      ])
  }

  @Test func singleAttributeRows() {
    #expect(rows { $0.width.equalTo(100) } == ["v.width == 100.0"])
    // offset replaces the constant given to the relation.
    #expect(rows { $0.width.equalTo(100).offset(10) } == ["v.width == 10.0"])
    #expect(rows { $0.left.equalTo(10) } == ["v.left == sv.left + 10.0"])
    #expect(
      rows { $0.trailing.equalToSuperview().inset(16) } == ["v.trailing == sv.trailing + -16.0"])
    #expect(rows { $0.top.equalTo(other.snp.bottom).offset(8) } == ["v.top == o.bottom + 8.0"])
    #expect(rows { $0.top.equalTo(other.snp.bottom).inset(8) } == ["v.top == o.bottom + -8.0"])
    #expect(rows { $0.right.equalTo(other.snp.left).inset(8) } == ["v.right == o.left + 8.0"])
    #expect(
      rows { $0.width.equalTo(other.snp.height).multipliedBy(2) } == [
        "v.width == o.height * 2.0"
      ])
    #expect(
      rows { $0.width.equalTo(other).multipliedBy(0.5).offset(10) } == [
        "v.width == o.width * 0.5 + 10.0"
      ])
    #expect(rows { $0.width.equalTo(other).dividedBy(4) } == ["v.width == o.width * 0.25"])
    let constant = view.snp.prepareConstraints { $0.width.equalTo(295).multipliedBy(0.2) }
    #expect(rows { $0.width.equalTo(295).multipliedBy(0.2) } == ["v.width == 295.0"])
    #expect(constant[0].layoutConstraints[0].multiplier == 0.2)
  }

  @Test func leadingTrailingInsetsFollowTheConfiguredDirection() {
    let insets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 20)
    #expect(
      rows { $0.leading.trailing.equalToSuperview().inset(insets) } == [
        "v.leading == sv.leading + 10.0", "v.trailing == sv.trailing + -20.0",
      ])
    let saved = ConstraintConfig.interfaceLayoutDirection
    ConstraintConfig.interfaceLayoutDirection = .rightToLeft
    defer { ConstraintConfig.interfaceLayoutDirection = saved }
    #expect(
      rows { $0.leading.trailing.equalToSuperview().inset(insets) } == [
        "v.leading == sv.leading + 20.0", "v.trailing == sv.trailing + -10.0",
      ])
  }

  @Test func edgesToMarginsRows() {
    #expect(
      rows { $0.edges.equalTo(superview.snp.margins).inset(5) } == [
        "v.left == sv.leftMargin + 5.0", "v.top == sv.topMargin + 5.0",
        "v.right == sv.rightMargin + -5.0", "v.bottom == sv.bottomMargin + -5.0",
      ])
    #expect(
      rows { $0.directionalEdges.equalTo(superview.snp.directionalMargins) } == [
        "v.top == sv.topMargin", "v.bottom == sv.bottomMargin", "v.leading == sv.leadingMargin",
        "v.trailing == sv.trailingMargin",
      ])
    #expect(
      rows { $0.directionalMargins.equalTo(superview.snp.directionalEdges) } == [
        "v.topMargin == sv.top", "v.bottomMargin == sv.bottom", "v.leadingMargin == sv.leading",
        "v.trailingMargin == sv.trailing",
      ])
  }

  @Test func targetResolution() {
    // A single target attribute is used for every source attribute.
    #expect(
      rows { $0.left.right.equalTo(other.snp.left) } == ["v.left == o.left", "v.right == o.left"])
    // The same attribute set maps one to one.
    #expect(
      rows { $0.horizontalEdges.equalTo(other.snp.horizontalEdges) } == [
        "v.left == o.left", "v.right == o.right",
      ])
    #expect(
      rows { $0.verticalEdges.equalTo(other.snp.directionalVerticalEdges) } == [
        "v.top == o.top", "v.bottom == o.bottom",
      ])
    // An item without attributes (a view, a guide) means the same attribute.
    let guide = UILayoutGuide()
    superview.addLayoutGuide(guide)
    let guideRows = view.snp.prepareConstraints { $0.top.bottom.equalTo(guide) }
      .flatMap(\.layoutConstraints).map { render($0, names + [(guide, "g")]) }
    #expect(guideRows == ["v.top == g.top", "v.bottom == g.bottom"])
    // A view with a constant target binds to the superview; a guide to its owning view.
    let guideConstant = guide.snp.prepareConstraints { $0.top.width.equalTo(4) }
      .flatMap(\.layoutConstraints).map { render($0, names + [(guide, "g")]) }
    #expect(guideConstant == ["g.top == sv.top + 4.0", "g.width == 4.0"])
    // Relations.
    #expect(
      rows {
        $0.width.lessThanOrEqualTo(other)
        $0.height.greaterThanOrEqualTo(10)
        $0.top.lessThanOrEqualToSuperview()
        $0.bottom.greaterThanOrEqualToSuperview()
      } == [
        "v.width <= o.width", "v.height >= 10.0", "v.top <= sv.top", "v.bottom >= sv.bottom",
      ])
  }

  @Test func everyTargetTypeIsAccepted() {
    let guide = UILayoutGuide()
    superview.addLayoutGuide(guide)
    let targets: [ConstraintRelatableTarget] = [
      1, UInt(1), Float(1), 1.0, CGFloat(1), CGSize(width: 1, height: 1), CGPoint(x: 1, y: 1),
      ConstraintInsets(top: 1, left: 1, bottom: 1, right: 1),
      ConstraintDirectionalInsets(top: 1, leading: 1, bottom: 1, trailing: 1), other.snp.left,
      other, guide,
    ]
    for target in targets {
      let constraints = view.snp.prepareConstraints { $0.left.equalTo(target) }
      #expect(constraints.count == 1)
      #expect(constraints[0].layoutConstraints.count == 1)
    }
  }
}
