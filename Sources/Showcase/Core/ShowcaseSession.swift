import Foundation
import LayoutSnapshot
import OpenUIKit

/// A running sample: its window, view controller and clock, and the interactions a script
/// performs on it. Every interaction runs the screen frame by frame on the virtual clock, so
/// drags and typing are recorded as they happen.
@MainActor
public final class ShowcaseSession {
  /// The window the sample's controller fills.
  public let window: UIWindow
  /// The sample's view controller.
  public let controller: UIViewController
  /// The environment whose virtual clock and run loop drive the screen.
  public let environment: AnimationEnvironment
  /// The frames recorded so far.
  public let recorder: TimelineRecorder
  /// Appends a line to the running step's log (set by the runner).
  var appendToLog: (String) -> Void = { _ in }

  init(window: UIWindow, controller: UIViewController, environment: AnimationEnvironment) {
    self.window = window
    self.controller = controller
    self.environment = environment
    recorder = TimelineRecorder(view: window, environment: environment)
  }

  /// The duration of one frame of the screen.
  public var frameInterval: Double { environment.runLoop.frameInterval }

  /// The controller as its own type (`nil` if it is another one).
  public func controller<Controller: UIViewController>(as type: Controller.Type) -> Controller? {
    controller as? Controller
  }

  /// The first view, depth first from the window, whose accessibilityIdentifier is `identifier`.
  public func view(_ identifier: String) -> UIView? {
    Self.find(identifier, in: window)
  }

  /// The first view with the identifier, as its own type.
  public func view<View: UIView>(_ identifier: String, as type: View.Type) -> View? {
    view(identifier) as? View
  }

  static func find(_ identifier: String, in view: UIView) -> UIView? {
    if view.accessibilityIdentifier == identifier { return view }
    for subview in view.subviews {
      if let found = find(identifier, in: subview) { return found }
    }
    return nil
  }

  /// Runs the screen for `seconds`, recording every frame.
  public func wait(_ seconds: Double) {
    recorder.record(duration: seconds)
  }

  /// Taps the centre of the view with the identifier (hit-testing decides who gets it).
  public func tap(_ identifier: String) {
    guard let target = view(identifier) else { return }
    target.simulateTap()
  }

  /// Drags a finger from the centre of the view with the identifier by `translation` points
  /// over `duration` seconds, one touch sample per frame, recording each frame; then lifts it.
  public func drag(_ identifier: String, by translation: CGPoint, duration: Double = 0.5) {
    guard let target = view(identifier) else { return }
    let start = CGPoint(x: target.bounds.midX, y: target.bounds.midY)
    let end = CGPoint(x: start.x + translation.x, y: start.y + translation.y)
    let fps = Double(environment.maximumFramesPerSecond)
    target.simulatePan(from: start, to: end, duration: duration, framesPerSecond: fps) { _ in
      self.recorder.record(duration: 1 / fps)
    }
  }

  /// Focuses the text field (or text view) with the identifier and types `text` one
  /// character per frame.
  public func type(_ identifier: String, _ text: String) {
    if let textView = view(identifier, as: UITextView.self) {
      _ = textView.becomeFirstResponder()
      for character in text {
        textView.insertText(String(character))
        recorder.record(duration: frameInterval)
      }
      return
    }
    guard let field = view(identifier, as: UITextField.self) else { return }
    _ = field.becomeFirstResponder()
    for character in text {
      field.insertText(String(character))
      recorder.record(duration: frameInterval)
    }
  }

  /// Deletes every character of the text field with the identifier, one per frame.
  public func clearText(_ identifier: String) {
    guard let field = view(identifier, as: UITextField.self) else { return }
    _ = field.becomeFirstResponder()
    while let text = field.text, !text.isEmpty {
      field.deleteBackward()
      recorder.record(duration: frameInterval)
    }
  }

  /// Ends editing in the text field with the identifier.
  public func endEditing(_ identifier: String) {
    _ = view(identifier, as: UITextField.self)?.resignFirstResponder()
  }

  /// Runs frames until nothing is left to run (animations, timers), at most `limit` seconds.
  func settle(limit: Double) {
    let runLoop = environment.runLoop
    let end = environment.now + limit
    while runLoop.hasPendingWork && environment.now < end - 1e-9 {
      recorder.record(duration: frameInterval)
    }
  }
}
