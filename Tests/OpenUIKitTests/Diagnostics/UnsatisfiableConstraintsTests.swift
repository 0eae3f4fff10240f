import Foundation
import OpenUIKit
import Testing

/// Required constraints that conflict (reference §5.1, §5.2; sample E5): UIKit's log text,
/// one constraint broken, layout goes on.
@MainActor
@Suite struct UnsatisfiableConstraintsTests: LayoutBehaviorSuite {
  /// UIKit's log (modern iOS, `[LayoutConstraints]`, UIKitCore) for `constraints`, breaking
  /// `broken`; `note` adds the autoresizing Note line.
  func uikitLog(
    _ constraints: [NSLayoutConstraint], breaking broken: NSLayoutConstraint, note: Bool = false
  ) -> String {
    var lines = [
      "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
      "\tProbably at least one of the constraints in the following list is one you don't want. ",
      "\tTry this: ",
      "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
      "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
    ]
    if note {
      lines.append(
        "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't "
          + "understand, refer to the documentation for the UIView property "
          + "translatesAutoresizingMaskIntoConstraints) ")
    }
    lines.append("(")
    for (index, c) in constraints.enumerated() {
      lines.append("    \"\(c)\"" + (index < constraints.count - 1 ? "," : ""))
    }
    lines += [
      ")",
      "",
      "Will attempt to recover by breaking constraint ",
      "\(broken)",
      "",
      "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in "
        + "the debugger.",
      "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in "
        + "<UIKitCore/UIView.h> may also be helpful.",
    ]
    return lines.joined(separator: "\n")
  }

  func unsatisfiable(_ diagnostics: [LayoutDiagnostic]) -> [(
    conflicting: [NSLayoutConstraint], broken: NSLayoutConstraint, message: String
  )] {
    diagnostics.compactMap { diagnostic in
      if case .unsatisfiable(let conflicting, let broken) = diagnostic {
        return (conflicting, broken, diagnostic.message)
      }
      return nil
    }
  }

  /// Sample E5: `width == 100` and `width == 200`, both required, on one view in a window.
  @Test func sampleE5LogsUIKitsTextAndBreaksOne() throws {
    let (window, root) = makePhoneWindow()
    let view = addAutoLayoutView(to: root)
    let width100 = view.widthAnchor.constraint(equalToConstant: 100)
    let width200 = view.widthAnchor.constraint(equalToConstant: 200)
    let diagnostics = LayoutDiagnostics.capture {
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        view.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
        view.heightAnchor.constraint(equalToConstant: 50),
        width100, width200,
      ])
      window.layoutIfNeeded()
    }
    let reports = unsatisfiable(diagnostics)
    try #require(reports.count == 1 && diagnostics.count == 1)
    let report = reports[0]
    #expect(
      report.conflicting.map(ObjectIdentifier.init)
        == [width100, width200].map(ObjectIdentifier.init))
    #expect(report.broken === width200)
    let expected = uikitLog([width100, width200], breaking: width200)
    #expect(report.message.hasPrefix(expected + "\n"))
    #expect(
      String(describing: width200)
        == "<NSLayoutConstraint:\(address(width200)) \(item(view)).width == 200   (active)>")
    // Beyond UIKit: the minimal set and a concrete fix, after UIKit's text.
    let extra = report.message.dropFirst(expected.count + 1)
    #expect(extra.contains("minimal conflicting set"))
    #expect(extra.contains("lower the priority of \(width200) to 999"))
    // Layout goes on: the broken constraint stays active, width 100 holds.
    #expect(width100.isActive && width200.isActive)
    expectFrame(view.frame, 20, 59, 100, 50)
  }

  @Test func layoutGoesOnForTheRestOfTheWindow() {
    let (window, root) = makePhoneWindow()
    let bad = addAutoLayoutView(to: root)
    let good = addAutoLayoutView(to: root)
    let diagnostics = LayoutDiagnostics.capture {
      NSLayoutConstraint.activate(pin(bad, in: root, 0, 0, 100, 10))
      bad.widthAnchor.constraint(equalToConstant: 200).isActive = true
      NSLayoutConstraint.activate([
        good.topAnchor.constraint(equalTo: bad.bottomAnchor, constant: 10),
        good.leadingAnchor.constraint(equalTo: bad.trailingAnchor),
        good.widthAnchor.constraint(equalTo: bad.widthAnchor),
        good.heightAnchor.constraint(equalToConstant: 30),
      ])
      window.layoutIfNeeded()
    }
    #expect(unsatisfiable(diagnostics).count == 1)
    expectFrame(good.frame, 100, 20, 100, 30)
  }

  /// Adding a constraint to a TAMIC view conflicts with its autoresizing constraints; the log
  /// then carries the Note line (reference §5.2, Variants).
  @Test func autoresizingConflictsCarryTheNote() throws {
    let (window, root) = makePhoneWindow()
    let manual = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
    root.addSubview(manual)
    let width = manual.widthAnchor.constraint(equalToConstant: 150)
    let diagnostics = LayoutDiagnostics.capture {
      width.isActive = true
      window.layoutIfNeeded()
    }
    let reports = unsatisfiable(diagnostics)
    try #require(reports.count == 1)
    let report = reports[0]
    #expect(report.conflicting.count == 2)
    #expect(report.conflicting.contains { $0 === width })
    let autoresizing = report.conflicting.first { $0 !== width }?.description ?? ""
    #expect(autoresizing.hasPrefix("<NSAutoresizingMaskLayoutConstraint:0x"))
    #expect(autoresizing.contains(" h=--- v=--- "))
    #expect(autoresizing.hasSuffix(" \(item(manual)).width == 100   (active)>"))
    #expect(
      report.message.hasPrefix(
        uikitLog(report.conflicting, breaking: report.broken, note: true) + "\n"))
    // Whichever constraint broke, the frame is one of the two.
    let expectedWidth: CGFloat = report.broken === width ? 100 : 150
    expectFrame(manual.frame, 10, 10, expectedWidth, 40)
  }

  /// A constant change that makes required constraints contradict each other is reported
  /// the same way; layout keeps a consistent solution.
  @Test func aConstantChangeCanConflict() throws {
    let root = makeRoot()
    let view = addAutoLayoutView(to: root)
    let width = view.widthAnchor.constraint(equalToConstant: 100)
    let cap = view.widthAnchor.constraint(lessThanOrEqualToConstant: 150)
    NSLayoutConstraint.activate([
      view.leftAnchor.constraint(equalTo: root.leftAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
      width, cap,
    ])
    root.layoutIfNeeded()
    let diagnostics = LayoutDiagnostics.capture {
      cap.constant = 50
      root.layoutIfNeeded()
    }
    let reports = unsatisfiable(diagnostics)
    try #require(reports.count == 1)
    let report = reports[0]
    #expect(
      Set(report.conflicting.map(ObjectIdentifier.init)) == [
        ObjectIdentifier(width), ObjectIdentifier(cap),
      ])
    #expect(report.message.hasPrefix(uikitLog(report.conflicting, breaking: report.broken) + "\n"))
    let expectedWidth: CGFloat = report.broken === cap ? 100 : 50
    expectFrame(view.frame, 0, 0, expectedWidth, 10)
  }

  /// The fix the log suggests (priority 999) removes the conflict.
  @Test func loweringThePriorityResolvesTheConflict() {
    let (window, root) = makePhoneWindow()
    let view = addAutoLayoutView(to: root)
    let width200 = view.widthAnchor.constraint(equalToConstant: 200)
    width200.priority = UILayoutPriority(999)
    let diagnostics = LayoutDiagnostics.capture {
      NSLayoutConstraint.activate(pin(view, in: root, 0, 0, 100, 10) + [width200])
      window.layoutIfNeeded()
    }
    #expect(diagnostics.isEmpty)
    expectFrame(view.frame, 0, 0, 100, 10)
  }

  @Test func theDefaultHandlerCanBeReplaced() {
    let saved = LayoutDiagnostics.handler
    defer { LayoutDiagnostics.handler = saved }
    var received: [String] = []
    LayoutDiagnostics.handler = { received.append($0.message) }
    let root = makeRoot()
    let view = addAutoLayoutView(to: root)
    NSLayoutConstraint.activate(pin(view, in: root, 0, 0, 10, 10))
    view.widthAnchor.constraint(equalToConstant: 20).isActive = true
    root.layoutIfNeeded()
    #expect(received.count == 1)
    #expect(
      received.first?.hasPrefix(
        "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n") == true)
  }
}
