import Foundation
import OpenUIKit
import Showcase
import Testing

/// The session's interactions with text fields and controls inside a named container view.
@MainActor
@Suite struct ShowcaseSessionComponentsTests {
  final class FormController: UIViewController {
    let container = UIView()
    let field = UITextField()
    let button = UIButton()
    var events: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      container.frame = CGRect(x: 20, y: 100, width: 300, height: 100)
      field.frame = CGRect(x: 10, y: 10, width: 200, height: 30)
      button.frame = CGRect(x: 220, y: 10, width: 60, height: 60)
      view.addSubview(container)
      container.addSubview(field)
      container.addSubview(button)
      container.accessibilityIdentifier = "container"
      field.accessibilityIdentifier = "field"
      field.addTarget(self, action: FormController.began, for: .editingDidBegin)
      field.addTarget(self, action: FormController.ended, for: .editingDidEnd)
      button.addTarget(self, action: FormController.tapped, for: .touchUpInside)
    }

    func began() { events.append("began") }
    func ended() { events.append("ended") }
    func tapped() { events.append("tapped") }
  }

  @Test func typesClearsAndEndsEditingInsideAContainer() {
    var controller: FormController?
    let sample = ShowcaseSample(
      id: "T1", title: "form", make: { FormController() }
    ) {
      ShowcaseStep("type") { session in
        controller = session.controller(as: FormController.self)
        #expect(session.textField(in: "container") === controller?.field)
        #expect(session.textField(in: "missing") == nil)
        session.type(into: "container", "abc")
      }
      ShowcaseStep("clear") { $0.clearText(in: "container") }
      ShowcaseStep("end") { $0.endEditing(in: "container") }
      // The button's centre is (250, 40) in the container.
      ShowcaseStep("tap the button") { $0.tap("container", at: CGPoint(x: 250, y: 40)) }
      ShowcaseStep("tap beside it") { $0.tap("container", at: CGPoint(x: 150, y: 80)) }
    }
    let run = ShowcaseRunner().run(sample)
    let texts = run.report.steps.map { $0.views["field"]?.text }
    #expect(texts == ["abc", "", "", "", ""])
    // Focusing the field brings up the keyboard, whose spring runs 0.5 s: the first step
    // settles then (after the three frames of typing); then one frame per character deleted
    // (120 Hz).
    let times = run.report.steps.map(\.time)
    #expect(abs(times[0] - 0.5) < 0.001)
    #expect(abs(times[1] - (0.5 + 3.0 / 120)) < 0.001)
    #expect(controller?.events == ["began", "ended", "tapped"])
  }
}
