import OpenUIKit
import SnapKit
import TestSupport
import Testing

/// SnapKit's debug format (§6), with and without labels, multipliers, priorities and signs.
@MainActor
@Suite struct DescriptionTests {
  let superview = UIView()
  let view = UIView()

  init() {
    superview.addSubview(view)
  }

  /// Prepares the closure's constraints and returns each platform constraint with its
  /// description, read while the ``Constraint``s are alive (a platform constraint refers to
  /// its ``Constraint`` weakly; only a live one adds `@File#Line`).
  private func described(
    _ item: UIView? = nil, _ closure: (ConstraintMaker) -> Void
  ) -> [(LayoutConstraint, String)] {
    let constraints = (item ?? view).snp.prepareConstraints(closure)
    return constraints.flatMap(\.layoutConstraints).map { ($0, $0.description) }
  }

  private func head(_ c: LayoutConstraint, line: UInt) -> String {
    "<SnapKit.LayoutConstraint:\(address(c))@DescriptionTests.swift#\(line)"
  }

  @Test func constantConstraint() {
    let line: UInt = #line + 1
    let (c, text) = described { $0.height.equalTo(30) }[0]
    #expect(text == head(c, line: line) + " UIView:\(address(view)).height == 30.0>")
    let zero = described { $0.width.greaterThanOrEqualTo(0) }[0].1
    #expect(zero.hasSuffix(" UIView:\(address(view)).width >= 0.0>"))
  }

  @Test func signsOfTheConstant() {
    let v = "UIView:\(address(view))"
    let sv = "UIView:\(address(superview))"
    let line: UInt = #line + 2
    let cs = described { make in
      make.top.equalToSuperview().offset(2)
      make.left.lessThanOrEqualToSuperview().offset(-8)
      make.bottom.equalToSuperview()
    }
    #expect(cs[0].1 == head(cs[0].0, line: line) + " \(v).top == \(sv).top + 2.0>")
    #expect(cs[1].1 == head(cs[1].0, line: line + 1) + " \(v).left <= \(sv).left - 8.0>")
    #expect(cs[2].1 == head(cs[2].0, line: line + 2) + " \(v).bottom == \(sv).bottom>")
  }

  @Test func multiplierPriorityAndLabels() {
    view.snp.setLabel("box")
    superview.snp.setLabel("container")
    let line: UInt = #line + 2
    let text = described { make in
      make.width.equalToSuperview().multipliedBy(0.5).offset(1094.3333333333333).priority(.high)
        .labeled("boxWidth")
    }[0].1
    #expect(
      text
        == "<SnapKit.LayoutConstraint:boxWidth@DescriptionTests.swift#\(line) UIView:box.width"
        + " == UIView:container.width * 0.5 + 1094.3333333333333"
        + " ^UILayoutPriority(rawValue: 750.0)>")
  }

  @Test func guidesShowTheirAddressAndSubclassesTheirModule() {
    let guide = UILayoutGuide()
    superview.addLayoutGuide(guide)
    guide.snp.setLabel("ignored")
    #expect(guide.snp.label() == "ignored")
    let sized = SizedView(CGSize(width: 1, height: 1))
    superview.addSubview(sized)
    let text = described(sized) { $0.top.equalTo(guide).inset(4) }[0].1
    #expect(
      text.hasSuffix(
        " TestSupport.SizedView:\(address(sized)).top == UILayoutGuide:\(address(guide)).top"
          + " + 4.0>"))
  }

  @Test func withoutItsConstraintTheSourceLocationIsGone() {
    var layoutConstraint: LayoutConstraint?
    do {
      let constraint = view.snp.prepareConstraints { $0.width.equalTo(3) }[0]
      layoutConstraint = constraint.layoutConstraints[0]
      withExtendedLifetime(constraint) {
        #expect(layoutConstraint?.description.contains("@DescriptionTests.swift#") == true)
      }
    }
    let c = layoutConstraint!
    #expect(
      c.description
        == "<SnapKit.LayoutConstraint:\(address(c)) UIView:\(address(view)).width == 3.0>")
    #expect(c.sourceLocation?.hasPrefix("DescriptionTests.swift#") == true)
  }

  @Test func platformConstraintsLeftOutOfTheListLoseTheirOwner() {
    let constraint = view.snp.prepareConstraints { $0.width.height.equalTo(3) }[0]
    let (width, height) = (constraint.layoutConstraints[0], constraint.layoutConstraints[1])
    #expect(width.description.contains("@DescriptionTests.swift#"))
    constraint.layoutConstraints = [height]
    #expect(
      width.description
        == "<SnapKit.LayoutConstraint:\(address(width)) UIView:\(address(view)).width == 3.0>")
    #expect(height.description.contains("@DescriptionTests.swift#"))
  }

  @Test func explicitFileAndLine() {
    let cs = described { make in
      make.top.equalTo(superview, "Sources/App/Profile.swift", 78)
      make.left.lessThanOrEqualTo(superview, "Profile.swift", 79)
      make.right.greaterThanOrEqualTo(superview, "Profile.swift", line: 80)
      make.bottom.equalToSuperview("Profile.swift", 81)
      make.bottom.lessThanOrEqualToSuperview("Profile.swift", 82)
      make.bottom.greaterThanOrEqualToSuperview("Profile.swift", line: 83)
      make.leading.equalToSuperview({ $0 }, "Profile.swift", line: 84)
      make.leading.lessThanOrEqualToSuperview({ $0 }, "Profile.swift", line: 85)
      make.leading.greaterThanOrEqualToSuperview({ $0 }, "Profile.swift", line: 86)
    }
    for (offset, c) in cs.enumerated() {
      #expect(c.1.contains("@Profile.swift#\(78 + offset) "))
    }
  }

  /// OpenUIKit's unsatisfiable-constraint report lists SnapKit's descriptions, with the file
  /// and line of each chain.
  @Test func unsatisfiableReportShowsFileAndLine() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.addSubview(superview)
    let line: UInt = #line + 3
    let diagnostics = LayoutDiagnostics.capture {
      view.snp.makeConstraints { make in
        make.width.equalTo(100)
        make.width.equalTo(200)
        make.top.left.height.equalToSuperview()
      }
      window.layoutIfNeeded()
    }
    let report = diagnostics.compactMap { diagnostic -> String? in
      if case .unsatisfiable = diagnostic { return diagnostic.message }
      return nil
    }
    #expect(report.count == 1)
    let text = report.first ?? ""
    #expect(text.contains("Unable to simultaneously satisfy constraints."))
    #expect(
      text.contains("@DescriptionTests.swift#\(line) UIView:\(address(view)).width == 100.0>"))
    #expect(
      text.contains("@DescriptionTests.swift#\(line + 1) UIView:\(address(view)).width == 200.0>"))
  }
}
