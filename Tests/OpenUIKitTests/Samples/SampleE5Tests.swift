import Foundation
import TestSupport
import Testing

@testable import OpenUIKit

/// Sample E5: two required widths that contradict each other.
@MainActor
@Suite struct SampleE5Tests {
  func hex(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
  }

  @Test func conflictIsLoggedOneConstraintBrokenLayoutGoesOn() {
    let window = makeSampleWindow()
    let root = window.rootViewController!.view!
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    let width100 = view.widthAnchor.constraint(equalToConstant: 100)
    let width200 = view.widthAnchor.constraint(equalToConstant: 200)
    var diagnostics: [LayoutDiagnostic] = []
    diagnostics = LayoutDiagnostics.capture {
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        view.topAnchor.constraint(equalTo: root.topAnchor),
        view.heightAnchor.constraint(equalToConstant: 50),
        width100, width200,
      ])
      root.layoutIfNeeded()
    }
    #expect(diagnostics.count == 1)
    let v = "UIView:\(hex(view))"
    let a = "<NSLayoutConstraint:\(hex(width100)) \(v).width == 100   (active)>"
    let b = "<NSLayoutConstraint:\(hex(width200)) \(v).width == 200   (active)>"
    let expected = """
      [LayoutConstraints] Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want. 
      \tTry this: 
      \t\t(1) look at each constraint and try to figure out which you don't expect; 
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
      (
          "\(a)",
          "\(b)"
      )

      Will attempt to recover by breaking constraint 
      \(b)

      Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
      The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
      OpenUIKit: these 2 constraints are a minimal conflicting set: removing any one of them resolves the conflict.
      OpenUIKit: to fix, lower the priority of \(b) to 999, or remove it.
      """
    #expect(diagnostics.first?.message == expected)
    // The broken constraint stays active in the object model; layout goes on with 100.
    #expect(width200.isActive)
    #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    // The fix the log suggests works.
    width200.isActive = false
    width200.priority = UILayoutPriority(999)
    let after = LayoutDiagnostics.capture {
      width200.isActive = true
      root.layoutIfNeeded()
    }
    #expect(after.isEmpty)
    #expect(view.frame.width == 100)
  }
}
