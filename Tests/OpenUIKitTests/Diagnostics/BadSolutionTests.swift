import Foundation
import OpenUIKit
import Testing

/// Solutions OpenUIKit will not write as they are, and layouts that do not settle.
@MainActor
@Suite struct BadSolutionTests: LayoutBehaviorSuite {
  /// `width == -50` holds in the solver; the frame gets width 0 and the report names the view.
  @Test func negativeSolvedSizeIsClampedAndReported() {
    let root = makeRoot()
    let view = addAutoLayoutView(to: root)
    let diagnostics = LayoutDiagnostics.capture {
      NSLayoutConstraint.activate(pin(view, in: root, 10, 20, -50, 30))
      root.layoutIfNeeded()
    }
    expectFrame(view.frame, 10, 20, 0, 30)
    #expect(diagnostics.count == 1)
    let size = CGSize(width: -50, height: 30)
    #expect(
      diagnostics.first?.message
        == "[LayoutConstraints] The engine solved a negative size \(size) for UIView:"
        + "\(address(view)); it was clamped to zero.")
  }

  /// A view whose layoutSubviews invalidates layout every time: the pass stops after 32
  /// rounds with a report instead of hanging.
  @Test func layoutThatNeverSettlesIsReported() {
    final class Restless: UIView {
      var count = 0
      override func layoutSubviews() {
        super.layoutSubviews()
        count += 1
        setNeedsLayout()
      }
    }
    let root = Restless(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    let diagnostics = LayoutDiagnostics.capture { root.layoutIfNeeded() }
    #expect(root.count == 32)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.message.contains("did not settle after 32 passes") == true)
  }
}
