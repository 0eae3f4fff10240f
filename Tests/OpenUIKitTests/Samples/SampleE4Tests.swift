import Foundation
import TestSupport
import Testing

@testable import OpenUIKit

/// Sample E4: collapsing by swapping priorities (999 vs 998) instead of deactivating.
@MainActor
@Suite struct SampleE4Tests {
  @Test func theHigherOptionalPriorityWins() {
    let window = makeSampleWindow()
    let root = window.rootViewController!.view!
    let customView = UIView()
    customView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(customView)
    NSLayoutConstraint.activate([
      customView.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      customView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      customView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    let expandedConstraint = customView.heightAnchor.constraint(equalToConstant: 200)
    expandedConstraint.priority = UILayoutPriority(999)
    let collapsedConstraint = customView.heightAnchor.constraint(equalToConstant: 0)
    collapsedConstraint.priority = UILayoutPriority(998)
    NSLayoutConstraint.activate([expandedConstraint, collapsedConstraint])
    root.layoutIfNeeded()
    #expect(customView.frame == CGRect(x: 0, y: 59, width: 393, height: 200))

    let diagnostics = LayoutDiagnostics.capture {
      expandedConstraint.priority = UILayoutPriority(998)
      collapsedConstraint.priority = UILayoutPriority(999)
      root.layoutIfNeeded()
    }
    #expect(diagnostics.isEmpty)
    #expect(customView.frame == CGRect(x: 0, y: 59, width: 393, height: 0))

    expandedConstraint.priority = UILayoutPriority(999)
    collapsedConstraint.priority = UILayoutPriority(998)
    root.layoutIfNeeded()
    #expect(customView.frame.height == 200)
  }
}
