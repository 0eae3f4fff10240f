import Foundation
import Testing

@testable import OpenUIKit

/// The keyboard notifications: their order, their `userInfo` and the idioms apps read them
/// with.
@MainActor
@Suite struct KeyboardNotificationTests {
  static let shown = CGRect(x: 0, y: 516, width: 393, height: 336)
  static let below = CGRect(x: 0, y: 852, width: 393, height: 336)

  @Test func aTextFieldBringsUpTheKeyboardAfterItsOwnCallbacks() {
    withVirtualAnimation { environment, _ in
      let window = makeKeyboardWindow(.iPhone15Pro)
      let field = UITextField(frame: CGRect(x: 16, y: 100, width: 200, height: 44))
      window.rootViewController!.view.addSubview(field)
      let recorder = KeyboardRecorder(alsoObserving: [
        UITextField.textDidBeginEditingNotification, UITextField.textDidEndEditingNotification,
      ])
      defer { recorder.stop() }
      #expect(field.becomeFirstResponder())
      #expect(
        recorder.log == [
          "UITextFieldTextDidBeginEditingNotification", "UIKeyboardWillChangeFrameNotification",
          "UIKeyboardWillShowNotification",
        ])
      #expect(window.simulatedKeyboardFrame == Self.shown)
      environment.runLoop.run(until: 0.5)
      #expect(recorder.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
      #expect(recorder.events.map(\.time) == [0, 0, 0.5, 0.5])
      for event in recorder.events {
        #expect(event.begin == Self.below)
        #expect(event.end == Self.shown)
        #expect(event.duration == 0.25)
        #expect(event.curve == 7)
        #expect(event.isLocal == true)
      }
      recorder.events = []
      recorder.log = []
      #expect(field.resignFirstResponder())
      #expect(
        recorder.log == [
          "UITextFieldTextDidEndEditingNotification", "UIKeyboardWillChangeFrameNotification",
          "UIKeyboardWillHideNotification",
        ])
      #expect(window.simulatedKeyboardFrame == nil)
      environment.runLoop.run(until: 1)
      #expect(recorder.names == ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
      #expect(recorder.events.map(\.time) == [0.5, 0.5, 1, 1])
      #expect(recorder.events.allSatisfy { $0.begin == Self.shown && $0.end == Self.below })
    }
  }

  /// The values are `NSValue` and `NSNumber`, readable with every common idiom.
  @Test func userInfoValuesReadWithTheCommonIdioms() {
    withVirtualAnimation { _, _ in
      let window = makeKeyboardWindow(.iPhone15Pro)
      nonisolated(unsafe) var info: [AnyHashable: Any] = [:]
      let token = NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
      ) { note in info = note.userInfo ?? [:] }
      defer { NotificationCenter.default.removeObserver(token) }
      window.simulateKeyboard()
      let end = info[UIResponder.keyboardFrameEndUserInfoKey]
      #expect((end as? NSValue)?.cgRectValue == Self.shown)
      #expect(end as? CGRect == Self.shown)
      #expect(info[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect == Self.below)
      let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey]
      #expect(duration as? Double == 0.25)
      #expect(duration as? TimeInterval == 0.25)
      #expect((duration as? NSNumber)?.doubleValue == 0.25)
      let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey]
      #expect(curve as? Int == 7)
      #expect(curve as? UInt == 7)
      #expect((curve as? NSNumber)?.uintValue == 7)
      #expect(info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool == true)
      #expect(info.count == 5)
      // A value holding something else is not a rectangle.
      let point: Any = NSValue(cgPoint: CGPoint(x: 1, y: 2))
      #expect(point as? CGRect == nil)
      #expect((point as? NSValue)?.cgPointValue == CGPoint(x: 1, y: 2))
      #expect((Self.shown as Any) as? NSValue == NSValue(cgRect: Self.shown))
      #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
      #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
      #expect(
        UIResponder.keyboardAnimationCurveUserInfoKey == "UIKeyboardAnimationCurveUserInfoKey")
    }
  }

  /// `simulateKeyboard(height:)` shows a keyboard of that height, and a shown one changes
  /// to a new height (will-show again, from the old frame).
  @Test func anExplicitHeightShowsAndChangesTheKeyboard() {
    withVirtualAnimation { _, _ in
      let window = makeKeyboardWindow(.iPhone15Pro)
      nonisolated(unsafe) var frames: [CGRect] = []
      let token = NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
      ) { note in
        let begin = note.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect
        let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        frames += [begin ?? .null, end ?? .null]
      }
      defer { NotificationCenter.default.removeObserver(token) }
      window.simulateKeyboard(height: 300)
      #expect(window.simulatedKeyboardFrame == CGRect(x: 0, y: 552, width: 393, height: 300))
      window.simulateKeyboard(height: 0)
      #expect(window.simulatedKeyboardFrame == CGRect(x: 0, y: 852, width: 393, height: 0))
      #expect(
        frames == [
          CGRect(x: 0, y: 852, width: 393, height: 300),
          CGRect(x: 0, y: 552, width: 393, height: 300),
          CGRect(x: 0, y: 552, width: 393, height: 300),
          CGRect(x: 0, y: 852, width: 393, height: 0),
        ])
    }
  }

  /// Moving from one field to another keeps the keyboard up: will-show again, with the new
  /// frame (a number pad is 291 pt on the iPhone 15 class).
  @Test func switchingFieldsKeepsTheKeyboardUp() {
    withVirtualAnimation { environment, _ in
      let window = makeKeyboardWindow(.iPhone15Pro)
      let view = window.rootViewController!.view!
      let name = UITextField()
      let pin = UITextField()
      pin.keyboardType = .numberPad
      view.addSubview(name)
      view.addSubview(pin)
      name.becomeFirstResponder()
      environment.runLoop.run(until: 0.5)
      let recorder = KeyboardRecorder()
      defer { recorder.stop() }
      pin.becomeFirstResponder()
      let numberPad = CGRect(x: 0, y: 561, width: 393, height: 291)
      #expect(window.simulatedKeyboardFrame == numberPad)
      environment.runLoop.run(until: 1)
      #expect(recorder.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
      #expect(recorder.events.allSatisfy { $0.begin == Self.shown && $0.end == numberPad })
      // endEditing hides it.
      recorder.events = []
      #expect(view.endEditing(true))
      #expect(!pin.isFirstResponder)
      environment.runLoop.run(until: 1.5)
      #expect(recorder.names == ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
      #expect(
        recorder.events.first?.end == CGRect(x: 0, y: 852, width: 393, height: 291))
    }
  }

  /// With animations off the keyboard jumps, the duration is 0 and every notification is
  /// posted at once.
  @Test func withoutAnimationsEverythingHappensAtOnce() {
    withVirtualAnimation { _, _ in
      let window = makeKeyboardWindow(.iPhone15Pro)
      let field = UITextField()
      window.rootViewController!.view.addSubview(field)
      let recorder = KeyboardRecorder()
      defer { recorder.stop() }
      UIView.setAnimationsEnabled(false)
      defer { UIView.setAnimationsEnabled(true) }
      field.becomeFirstResponder()
      #expect(recorder.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
      #expect(recorder.events.allSatisfy { $0.duration == 0 && $0.curve == 7 })
      let guide = window.rootViewController!.view.keyboardLayoutGuide
      #expect(guide.layoutFrame == Self.shown)
      field.resignFirstResponder()
      #expect(recorder.names.suffix(2) == ["DidChangeFrame", "DidHide"])
    }
  }

  /// A change that a later one overtakes posts no did-notification.
  @Test func anInterruptedShowPostsNoDidShow() {
    withVirtualAnimation { environment, _ in
      let window = makeKeyboardWindow(.iPhone15Pro)
      let recorder = KeyboardRecorder()
      defer { recorder.stop() }
      window.simulateKeyboard()
      environment.runLoop.run(until: 0.1)
      window.simulateKeyboardDismissal()
      environment.runLoop.run(until: 1)
      #expect(
        recorder.names == [
          "WillChangeFrame", "WillShow", "WillChangeFrame", "WillHide", "DidChangeFrame",
          "DidHide",
        ])
      #expect(window.simulatedKeyboardFrame == nil)
    }
  }

  /// Bad heights are reported with UIKit's exception name and change nothing.
  @Test func badHeightsAreReported() {
    withVirtualAnimation { _, _ in
      let window = makeKeyboardWindow(.iPhone15Pro)
      let recorder = KeyboardRecorder()
      defer { recorder.stop() }
      let diagnostics = LayoutDiagnostics.capture {
        window.simulateKeyboard(height: -10)
        window.simulateKeyboard(height: .nan)
        window.simulateKeyboard(height: .infinity)
        var heights = window.simulatedKeyboardHeights
        heights.landscape = .nan
        window.simulatedKeyboardHeights = heights
      }
      #expect(diagnostics.count == 4)
      #expect(
        diagnostics.first?.message
          == "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', "
          + "reason: 'OpenUIKit: a simulated keyboard height must be finite and not negative, "
          + "not -10.0' (OpenUIKit: reported instead of raised; the call was ignored)")
      #expect(recorder.events.isEmpty)
      #expect(window.simulatedKeyboardFrame == nil)
      #expect(window.simulatedKeyboardHeights == .iPhone)
    }
  }
}
