import Foundation
import OpenUIKit
import Testing

/// Intrinsic content size, content hugging and compression resistance (reference §3.1–3.3;
/// samples E2 and E3).
@MainActor
@Suite struct IntrinsicContentSizeTests: LayoutBehaviorSuite {
  @Test func defaults() {
    let view = UIView()
    #expect(UIView.noIntrinsicMetric == -1)
    #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1))
    #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(view.contentHuggingPriority(for: .vertical) == .defaultLow)
    #expect(view.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
    #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    view.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    view.setContentCompressionResistancePriority(.required, for: .horizontal)
    #expect(view.contentHuggingPriority(for: .vertical).rawValue == 251)
    #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(view.contentCompressionResistancePriority(for: .horizontal) == .required)
    #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
  }

  /// Sample E2: a badge reports 28 × 20, then 40 × 20 once the count passes 99.
  @Test func intrinsicSizeSizesTheViewAndFollowsInvalidation() {
    let root = makeRoot()
    let badge = IntrinsicView(28, 20)
    root.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 12),
      badge.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -12),
    ])
    root.layoutIfNeeded()
    expectFrame(badge.frame, 360, 12, 28, 20)
    badge.size = CGSize(width: 40, height: 20)
    badge.invalidateIntrinsicContentSize()
    expectFrame(badge.frame, 360, 12, 28, 20)  // until the next layout pass
    root.layoutIfNeeded()
    expectFrame(badge.frame, 348, 12, 40, 20)
    #expect(!badge.hasAmbiguousLayout)
  }

  @Test func withoutInvalidationTheOldIntrinsicSizeStays() {
    let root = makeRoot()
    let badge = IntrinsicView(28, 20)
    root.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.topAnchor.constraint(equalTo: root.topAnchor),
      badge.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    ])
    root.layoutIfNeeded()
    badge.size = CGSize(width: 40, height: 30)
    root.setNeedsLayout()
    root.layoutIfNeeded()
    expectFrame(badge.frame, 0, 0, 28, 20)
  }

  @Test func oneAxisMayHaveNoIntrinsicMetric() {
    let root = makeRoot()
    let bar = IntrinsicView(UIView.noIntrinsicMetric, 4)
    root.addSubview(bar)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      bar.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      bar.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    ])
    root.layoutIfNeeded()
    expectFrame(bar.frame, 10, 198, 380, 4)
    bar.size = CGSize(width: 50, height: UIView.noIntrinsicMetric)
    bar.invalidateIntrinsicContentSize()
    bar.heightAnchor.constraint(equalToConstant: 6).isActive = true
    root.layoutIfNeeded()
    expectFrame(bar.frame, 10, 197, 380, 6)
  }

  @Test func requiredConstraintsOverrideTheIntrinsicSize() {
    let root = makeRoot()
    let view = IntrinsicView(100, 40)
    root.addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.widthAnchor.constraint(equalToConstant: 150),  // stretches: hugging is optional
      view.heightAnchor.constraint(equalToConstant: 10),  // squeezes: compression is optional
    ])
    let diagnostics = LayoutDiagnostics.capture { root.layoutIfNeeded() }
    #expect(diagnostics.isEmpty)
    expectFrame(view.frame, 0, 0, 150, 10)
  }

  /// Two views in a 393 pt row (reference §3.2, sample E3): the one that hugs harder keeps
  /// its intrinsic width, the other stretches; 251 beats 250.
  @Test(arguments: [false, true])
  func higherHuggingKeepsItsIntrinsicWidth(firstHugsHarder: Bool) {
    let root = makeRoot(width: 393, height: 100)
    let name = IntrinsicView(100, 20)
    let role = IntrinsicView(80, 20)
    root.addSubview(name)
    root.addSubview(role)
    (firstHugsHarder ? name : role).setContentHuggingPriority(
      UILayoutPriority(251), for: .horizontal)
    NSLayoutConstraint.activate([
      name.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      role.leadingAnchor.constraint(equalTo: name.trailingAnchor),
      role.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      name.topAnchor.constraint(equalTo: root.topAnchor),
      role.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    if firstHugsHarder {
      expectFrame(name.frame, 0, 0, 100, 20)
      expectFrame(role.frame, 100, 0, 293, 20)
    } else {
      expectFrame(name.frame, 0, 0, 313, 20)
      expectFrame(role.frame, 313, 0, 80, 20)
    }
  }

  /// A 150 pt row cannot hold 100 + 80: the lower compression resistance gives way.
  @Test(arguments: [false, true])
  func lowerCompressionResistanceShrinks(firstResistsLess: Bool) {
    let root = makeRoot(width: 150, height: 100)
    let name = IntrinsicView(100, 20)
    let role = IntrinsicView(80, 20)
    root.addSubview(name)
    root.addSubview(role)
    (firstResistsLess ? name : role).setContentCompressionResistancePriority(
      UILayoutPriority(749), for: .horizontal)
    NSLayoutConstraint.activate([
      name.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      role.leadingAnchor.constraint(equalTo: name.trailingAnchor),
      role.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      name.topAnchor.constraint(equalTo: root.topAnchor),
      role.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    if firstResistsLess {
      expectFrame(name.frame, 0, 0, 70, 20)
      expectFrame(role.frame, 70, 0, 80, 20)
    } else {
      expectFrame(name.frame, 0, 0, 100, 20)
      expectFrame(role.frame, 100, 0, 50, 20)
    }
  }

  /// Sample E3's priorities (name: hugging 250, compression 250; role: hugging 750,
  /// compression 1000), in a wide row, then in a row too narrow for both.
  @Test func sampleE3PrioritiesInWideAndNarrowRows() {
    let root = makeRoot(width: 393, height: 100)
    let container = addAutoLayoutView(to: root)
    let nameLabel = IntrinsicView(140, 20)
    let roleLabel = IntrinsicView(90, 20)
    container.addSubview(nameLabel)
    container.addSubview(roleLabel)
    nameLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
    roleLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    roleLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
    nameLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    let width = container.widthAnchor.constraint(equalToConstant: 393)
    NSLayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      container.topAnchor.constraint(equalTo: root.topAnchor),
      container.heightAnchor.constraint(equalToConstant: 20),
      width,
      nameLabel.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      roleLabel.leadingAnchor.constraint(equalTo: nameLabel.trailingAnchor, constant: 8),
      roleLabel.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      nameLabel.topAnchor.constraint(equalTo: container.topAnchor),
      roleLabel.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    root.layoutIfNeeded()
    expectFrame(nameLabel.frame, 0, 0, 295, 20)
    expectFrame(roleLabel.frame, 303, 0, 90, 20)
    width.constant = 200
    root.layoutIfNeeded()
    expectFrame(nameLabel.frame, 0, 0, 102, 20)
    expectFrame(roleLabel.frame, 110, 0, 90, 20)
  }

  @Test func priorityChangesAfterLayoutMoveTheSlack() {
    let root = makeRoot(width: 393, height: 100)
    let a = IntrinsicView(100, 20)
    let b = IntrinsicView(80, 20)
    root.addSubview(a)
    root.addSubview(b)
    b.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
      b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      b.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    expectFrame(a.frame, 0, 0, 313, 20)
    a.setContentHuggingPriority(UILayoutPriority(252), for: .horizontal)
    root.layoutIfNeeded()
    expectFrame(a.frame, 0, 0, 100, 20)
    expectFrame(b.frame, 100, 0, 293, 20)
  }

  @Test func compressionResistanceCanBecomeRequiredAfterLayout() {
    let root = makeRoot(width: 150, height: 100)
    let a = IntrinsicView(100, 20)
    let b = IntrinsicView(80, 20)
    root.addSubview(a)
    root.addSubview(b)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
      b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      b.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    a.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
    root.layoutIfNeeded()
    expectFrame(a.frame, 0, 0, 70, 20)
    a.setContentCompressionResistancePriority(.required, for: .horizontal)
    let diagnostics = LayoutDiagnostics.capture { root.layoutIfNeeded() }
    #expect(diagnostics.isEmpty)
    expectFrame(a.frame, 0, 0, 100, 20)
    expectFrame(b.frame, 100, 0, 50, 20)
  }

  /// The content-size constraints are the engine's: `constraints` does not list them
  /// (reference §1.5.6).
  @Test func contentSizeConstraintsAreNotListed() {
    let root = makeRoot()
    let badge = IntrinsicView(28, 20)
    root.addSubview(badge)
    let top = badge.topAnchor.constraint(equalTo: root.topAnchor)
    let leading = badge.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    NSLayoutConstraint.activate([top, leading])
    root.layoutIfNeeded()
    #expect(badge.constraints.isEmpty)
    #expect(root.constraints.count == 2)
  }
}
