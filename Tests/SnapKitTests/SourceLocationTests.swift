import OpenUIKit
import SnapKit
import Testing

/// The `sourceLocation` of the platform constraints a chain makes: `File.swift#line` of the
/// chain's relation call, until something else is set.
@MainActor
@Suite struct SourceLocationTests {
  @Test func aChainsConstraintsNameItsFileAndLine() throws {
    let superview = UIView()
    let view = UIView()
    superview.addSubview(view)
    let line = #line + 1
    let constraint = view.snp.prepareConstraints { $0.edges.equalToSuperview() }[0]
    let locations = constraint.layoutConstraints.map(\.sourceLocation)
    #expect(locations == Array(repeating: "SourceLocationTests.swift#\(line)", count: 4))
  }

  @Test func anExplicitPathKeepsItsLastComponent() throws {
    let superview = UIView()
    let view = UIView()
    superview.addSubview(view)
    let constraints = view.snp.prepareConstraints { make in
      make.top.equalTo(superview, "Sources/App/Profile.swift", 78)
      make.left.equalTo(superview, "Profile.swift", 79)
    }
    let locations = constraints.flatMap(\.layoutConstraints).map(\.sourceLocation)
    #expect(locations == ["Profile.swift#78", "Profile.swift#79"])
  }

  @Test func aSetLocationReplacesTheChainsAndNilClearsIt() throws {
    let superview = UIView()
    let view = UIView()
    superview.addSubview(view)
    let c = try #require(
      view.snp.prepareConstraints { $0.width.equalTo(10) }.first?.layoutConstraints.first)
    c.sourceLocation = "Elsewhere.swift#3"
    #expect(c.sourceLocation == "Elsewhere.swift#3")
    c.sourceLocation = nil
    #expect(c.sourceLocation == nil)
  }
}
