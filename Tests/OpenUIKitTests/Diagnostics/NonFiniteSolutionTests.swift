import Foundation
import OpenUIKit
import Testing

/// Finite constraints whose solution overflows a double: the frame is not written and the
/// report names the view (the bad-input table's "non-finite solved rectangle" row).
@MainActor
@Suite struct NonFiniteSolutionTests: LayoutBehaviorSuite {
  @Test func anOverflowingSolutionLeavesTheFrameAndIsReported() {
    let root = makeRoot()
    let base = addAutoLayoutView(to: root)
    let view = addAutoLayoutView(to: root)
    NSLayoutConstraint.activate(pin(base, in: root, 0, 0, 1e300, 10))
    root.layoutIfNeeded()
    view.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    let diagnostics = LayoutDiagnostics.capture {
      NSLayoutConstraint.activate([
        view.leftAnchor.constraint(equalTo: root.leftAnchor),
        view.topAnchor.constraint(equalTo: root.topAnchor),
        view.heightAnchor.constraint(equalToConstant: 10),
        // 1e300 × 1e300 is beyond the largest double (1.8e308): infinity.
        view.widthAnchor.constraint(equalTo: base.widthAnchor, multiplier: 1e300),
      ])
      root.layoutIfNeeded()
    }
    expectFrame(view.frame, 1, 2, 3, 4)
    let reports = diagnostics.filter { $0.message.contains("non-finite frame") }
    #expect(reports.count == 1)
    #expect(
      reports.first?.message.hasPrefix(
        "[LayoutConstraints] The engine solved a non-finite frame ") == true)
    #expect(
      reports.first?.message.hasSuffix(
        " for UIView:\(address(view)); the frame was left unchanged. "
          + "(UIKit raises CALayerInvalidGeometry.)") == true)
  }
}
