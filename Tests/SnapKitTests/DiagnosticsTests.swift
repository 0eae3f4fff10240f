import OpenUIKit
import Testing

@testable import SnapKit

/// Where upstream stops the app (`fatalError`) or prints: the same messages, reported
/// through OpenUIKit's diagnostics (`.raised(name: "SnapKit", reason:)`), and the chain makes
/// nothing.
@MainActor
@Suite struct DiagnosticsTests {
  @Test func superviewRelationsWithoutASuperview() {
    let view = UIView()
    let guide = UILayoutGuide()
    var constraint: Constraint?
    let (reasons, all) = snapKitErrors {
      view.snp.makeConstraints { make in
        make.top.equalToSuperview()
        make.top.lessThanOrEqualToSuperview()
        make.top.greaterThanOrEqualToSuperview()
        make.top.equalToSuperview { $0.safeAreaLayoutGuide }
        make.top.lessThanOrEqualToSuperview { $0.snp.top }
        constraint = make.top.greaterThanOrEqualToSuperview { $0 }.offset(3).constraint
      }
      guide.snp.makeConstraints { $0.top.equalToSuperview() }
    }
    let method = [
      "equalToSuperview", "lessThanOrEqualToSuperview", "greaterThanOrEqualToSuperview",
      "equalToSuperview", "lessThanOrEqualToSuperview", "greaterThanOrEqualToSuperview",
      "equalToSuperview",
    ]
    #expect(
      reasons
        == method.map {
          "Expected superview but found nil when attempting make constraint `\($0)`."
        })
    #expect(
      all.allSatisfy {
        $0.message.hasPrefix("*** Terminating app due to uncaught exception 'SnapKit'")
      })
    #expect(view.constraints.isEmpty)
    #expect(constraint?.layoutConstraints.isEmpty == true)
    #expect(view.snp.prepareConstraints { _ in }.isEmpty)
    #expect(!view.translatesAutoresizingMaskIntoConstraints)
  }

  @Test func multipleNonIdenticalAttributes() {
    let superview = UIView()
    let view = UIView()
    let other = UIView()
    superview.addSubview(view)
    superview.addSubview(other)
    var line: UInt = 0
    let (reasons, _) = snapKitErrors {
      view.snp.makeConstraints { make in
        line = #line + 1
        make.edges.equalTo(other.snp.size)
        make.top.equalTo(other.snp.center)
        make.size.equalTo(other.snp.size)
        make.left.right.equalTo(other.snp.left)
        make.edges.equalTo(other.snp.margins)
      }
    }
    #expect(
      reasons == [
        "Cannot constraint to multiple non identical attributes. (\(#file), \(line))",
        "Cannot constraint to multiple non identical attributes. (\(#file), \(line + 1))",
      ])
    #expect(snpConstraints(superview).count == 8)
  }

  @Test func aChainWithoutARelationIsDropped() {
    let superview = UIView()
    let view = UIView()
    superview.addSubview(view)
    let (reasons, all) = snapKitErrors {
      view.snp.makeConstraints { make in
        _ = make.top
        _ = make.left.right
        make.bottom.equalToSuperview()
      }
    }
    #expect(reasons.isEmpty && all.isEmpty)
    #expect(snpConstraints(superview).map(\.firstAttribute) == [.bottom])
  }

  @Test func activatingWhenTheItemIsGoneWarns() {
    var warnings: [String] = []
    let saved = SnapKitDiagnostics.warningHandler
    SnapKitDiagnostics.warningHandler = { warnings.append($0) }
    defer { SnapKitDiagnostics.warningHandler = saved }
    var constraint: Constraint?
    do {
      let view = UIView()
      constraint = view.snp.prepareConstraints { $0.width.equalTo(1) }[0]
    }
    constraint?.activate()
    constraint?.deactivate()
    if let constraint {
      Constraint.activate([constraint])
      Constraint.deactivate([constraint])
    }
    #expect(
      warnings == [
        "WARNING: SnapKit failed to get from item from constraint. Activate will be a no-op.",
        "WARNING: SnapKit failed to get from item from constraint. Deactivate will be a no-op.",
        "WARNING: SnapKit failed to get from item from constraint. Activate will be a no-op.",
        "WARNING: SnapKit failed to get from item from constraint. Deactivate will be a no-op.",
      ])
  }

  /// A position constant without a superview: UIKit's exception (not SnapKit's), reported by
  /// OpenUIKit.
  @Test func positionConstantWithoutASuperview() {
    let view = UIView()
    let (reasons, all) = snapKitErrors {
      view.snp.makeConstraints { $0.left.equalTo(10) }
    }
    #expect(reasons.isEmpty)
    #expect(all.count == 1)
    #expect(all.first?.message.contains("Location attributes must be specified in pairs") == true)
    #expect(view.constraints.isEmpty)
  }

  @Test func sideTableForgetsDeadObjects() {
    for _ in 0..<600 {
      let view = UIView()
      view.snp.setLabel("temporary")
      #expect(view.snp.label() == "temporary")
    }
    let fresh = UIView()
    #expect(fresh.snp.label() == nil)
    fresh.snp.setLabel(nil)
    #expect(fresh.snp.label() == nil)
  }
}
