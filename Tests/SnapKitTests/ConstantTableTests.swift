import OpenUIKit
import SnapKit
import Testing

/// Every row of the constant tables (reference §4.4): numbers, points, sizes, insets and
/// directional insets, per attribute and layout direction.
@MainActor
@Suite struct ConstantTableTests {
  let container = UIView()
  let view = UIView()

  init() {
    container.addSubview(view)
  }

  /// The constant of `attribute.equalTo(container).<edit>` for each maker attribute.
  private func constants(
    relatingTo target: ConstraintRelatableTarget,
    _ edit: (ConstraintMakerEditable) -> Void = { _ in }
  ) -> [String: CGFloat] {
    var result: [String: CGFloat] = [:]
    for (name, attribute) in makerAttributes {
      let constraints = view.snp.prepareConstraints { make in
        edit(attribute(make).equalTo(target))
      }
      result[name] = constraints[0].layoutConstraints[0].constant
    }
    return result
  }

  private func withDirection(
    _ direction: ConstraintInterfaceLayoutDirection, _ body: () -> Void
  ) {
    let saved = ConstraintConfig.interfaceLayoutDirection
    ConstraintConfig.interfaceLayoutDirection = direction
    defer { ConstraintConfig.interfaceLayoutDirection = saved }
    body()
  }

  @Test func numbersAreTheSameForEveryAttribute() {
    for number in [7 as ConstraintRelatableTarget, UInt(7), Float(7), 7.0, CGFloat(7)] {
      #expect(Set(constants(relatingTo: number).values) == [7])
    }
    for offset in [-3 as ConstraintOffsetTarget, UInt(3), Float(-3), -3.0, CGFloat(-3)] {
      let expected: CGFloat = offset is UInt ? 3 : -3
      #expect(Set(constants(relatingTo: container) { $0.offset(offset) }.values) == [expected])
    }
  }

  @Test func pointTable() {
    let table = constants(relatingTo: CGPoint(x: 3, y: 7))
    let horizontal = [
      "left", "right", "leading", "trailing", "centerX", "leftMargin", "rightMargin",
      "leadingMargin", "trailingMargin", "centerXWithinMargins",
    ]
    let vertical = [
      "top", "bottom", "centerY", "topMargin", "bottomMargin", "centerYWithinMargins",
      "lastBaseline", "firstBaseline",
    ]
    for name in horizontal { #expect(table[name] == 3, "\(name)") }
    for name in vertical { #expect(table[name] == 7, "\(name)") }
    #expect(table["width"] == 0)
    #expect(table["height"] == 0)
  }

  @Test func sizeTable() {
    let table = constants(relatingTo: CGSize(width: 5, height: 9))
    for (name, value) in table {
      let expected: CGFloat = name == "width" ? 5 : name == "height" ? 9 : 0
      #expect(value == expected, "\(name)")
    }
  }

  private let insets = ConstraintInsets(top: 1, left: 2, bottom: 4, right: 8)

  /// With a constant target (`equalTo(insets)`) the centres are measured from the
  /// superview's left and top, so they take the left and top rows.
  private func expectInsetsTable(
    _ table: [String: CGFloat], rtl: Bool, constantTarget: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var expected: [String: CGFloat] = [
      "left": 2, "leftMargin": 2, "top": 1, "topMargin": 1, "firstBaseline": 1,
      "right": -8, "rightMargin": -8, "bottom": -4, "bottomMargin": -4, "lastBaseline": -4,
      "leading": rtl ? 8 : 2, "leadingMargin": rtl ? 8 : 2,
      "trailing": rtl ? -2 : -8, "trailingMargin": rtl ? -2 : -8,
      "centerX": -3, "centerXWithinMargins": -3, "centerY": -1.5, "centerYWithinMargins": -1.5,
      "width": -10, "height": -5,
    ]
    if constantTarget {
      expected["centerX"] = expected["left"]
      expected["centerY"] = expected["top"]
    }
    #expect(table == expected, sourceLocation: sourceLocation)
  }

  @Test func insetsTableThroughInset() {
    expectInsetsTable(constants(relatingTo: container) { $0.inset(insets) }, rtl: false)
    withDirection(.rightToLeft) {
      expectInsetsTable(constants(relatingTo: container) { $0.inset(insets) }, rtl: true)
    }
  }

  @Test func insetsTableThroughEqualTo() {
    expectInsetsTable(constants(relatingTo: insets), rtl: false, constantTarget: true)
    withDirection(.rightToLeft) {
      expectInsetsTable(constants(relatingTo: insets), rtl: true, constantTarget: true)
    }
  }

  @Test func insetsTableThroughUpdate() {
    for (name, attribute) in makerAttributes {
      let constraint = view.snp.prepareConstraints { make in
        attribute(make).equalTo(container)
      }[0]
      constraint.update(inset: insets)
      let value = constraint.layoutConstraints[0].constant
      #expect(value == constants(relatingTo: container) { $0.inset(insets) }[name], "\(name)")
    }
  }

  @Test func numberInsetIsTheSameOnEverySide() {
    let table = constants(relatingTo: container) { $0.inset(5) }
    #expect(table["left"] == 5 && table["top"] == 5 && table["leading"] == 5)
    #expect(table["right"] == -5 && table["bottom"] == -5 && table["trailing"] == -5)
    #expect(table["centerX"] == 0 && table["centerY"] == 0)
    #expect(table["width"] == -10 && table["height"] == -10)
    for inset in [5 as ConstraintInsetTarget, UInt(5), Float(5), 5.0, CGFloat(5)] {
      #expect(constants(relatingTo: container) { $0.inset(inset) } == table)
    }
  }

  private let directional = ConstraintDirectionalInsets(top: 1, leading: 2, bottom: 4, trailing: 8)

  /// With a constant target (`equalTo(insets)`) the centres are measured from the
  /// superview's left and top, so they take the left and top rows.
  private func expectDirectionalTable(
    _ table: [String: CGFloat], rtl: Bool, constantTarget: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var expected: [String: CGFloat] = [
      "left": rtl ? 8 : 2, "leftMargin": rtl ? 8 : 2, "top": 1, "topMargin": 1,
      "firstBaseline": 1, "right": rtl ? -2 : -8, "rightMargin": rtl ? -2 : -8,
      "bottom": -4, "bottomMargin": -4, "lastBaseline": -4,
      "leading": 2, "leadingMargin": 2, "trailing": -8, "trailingMargin": -8,
      "centerX": -3, "centerXWithinMargins": -3, "centerY": -1.5, "centerYWithinMargins": -1.5,
      "width": -10, "height": -5,
    ]
    if constantTarget {
      expected["centerX"] = expected["left"]
      expected["centerY"] = expected["top"]
    }
    #expect(table == expected, sourceLocation: sourceLocation)
  }

  @Test func directionalInsetsTable() {
    expectDirectionalTable(constants(relatingTo: container) { $0.inset(directional) }, rtl: false)
    expectDirectionalTable(constants(relatingTo: directional), rtl: false, constantTarget: true)
    withDirection(.rightToLeft) {
      expectDirectionalTable(
        constants(relatingTo: container) { $0.inset(directional) }, rtl: true)
      expectDirectionalTable(constants(relatingTo: directional), rtl: true, constantTarget: true)
    }
  }

  @Test func directionalInsetsThroughUpdate() {
    let constraint = view.snp.prepareConstraints { make in
      make.edges.equalToSuperview()
    }[0]
    constraint.update(inset: directional)
    #expect(constraint.layoutConstraints.map(\.constant) == [2, 1, -8, -4])
  }

  /// insets are looked up with the second attribute, not the first.
  @Test func insetsFollowTheSecondAttribute() {
    let other = UIView()
    container.addSubview(other)
    let constraints = view.snp.prepareConstraints { make in
      make.top.equalTo(other.snp.bottom).inset(8)
      make.right.equalTo(other.snp.left).inset(8)
      make.top.equalTo(other.snp.bottom).offset(8)
    }
    #expect(constraints.map { $0.layoutConstraints[0].constant } == [-8, 8, 8])
  }
}
