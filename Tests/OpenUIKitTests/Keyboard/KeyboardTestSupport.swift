import Foundation
import Testing

@testable import OpenUIKit

/// One keyboard notification as an app reads it, with the common idioms.
struct KeyboardEvent: Equatable, Sendable {
  /// The notification's name without the `UIKeyboard` prefix and `Notification` suffix.
  var name: String
  var begin: CGRect?
  var end: CGRect?
  var duration: Double?
  var curve: Int?
  var isLocal: Bool?
  /// The virtual time when it was posted.
  var time: Double
}

/// Records the keyboard notifications posted on `NotificationCenter.default`, observed with
/// `addObserver(forName:object:queue:using:)` and read with `as? NSValue` / `cgRectValue`,
/// `as? Double` and `as? Int`, as apps read them. Call ``stop()`` at the end.
@MainActor
final class KeyboardRecorder {
  static let names: [NSNotification.Name] = [
    UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
    UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
    UIResponder.keyboardWillChangeFrameNotification,
    UIResponder.keyboardDidChangeFrameNotification,
  ]
  var events: [KeyboardEvent] = []
  /// Extra entries (text field notifications) interleaved with the keyboard's.
  var log: [String] = []
  private var tokens: [any NSObjectProtocol] = []

  init(alsoObserving extra: [NSNotification.Name] = []) {
    for name in Self.names + extra {
      let token = NotificationCenter.default.addObserver(
        forName: name, object: nil, queue: nil
      ) { [weak self] note in
        let parsed = KeyboardRecorder.parse(note)
        MainActor.assumeIsolated { self?.record(parsed) }
      }
      tokens.append(token)
    }
  }

  private func record(_ parsed: (String, KeyboardEvent?)) {
    log.append(parsed.0)
    guard var event = parsed.1 else { return }
    event.time = AnimationEnvironment.main.now
    events.append(event)
  }

  /// Reads a notification as apps do.
  nonisolated static func parse(_ note: Notification) -> (String, KeyboardEvent?) {
    let raw = note.name.rawValue
    guard raw.hasPrefix("UIKeyboard") else { return (raw, nil) }
    let name = String(raw.dropFirst("UIKeyboard".count).dropLast("Notification".count))
    let info = note.userInfo ?? [:]
    return (
      raw,
      KeyboardEvent(
        name: name,
        begin: (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue,
        end: (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
        duration: info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
        curve: info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int,
        isLocal: info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool,
        time: 0)
    )
  }

  /// The names of the recorded keyboard notifications, in order.
  var names: [String] { events.map(\.name) }

  func stop() {
    for token in tokens { NotificationCenter.default.removeObserver(token) }
    tokens = []
  }
}

/// The keyboard spring's progress at `t` seconds, from its closed form: mass 3, stiffness
/// 1000, damping 500 behaves as critically damped (`allowsOverdamping` false) with
/// ω = √(1000 / 3): q(t) = 1 − (1 + ωt)·e^(−ωt).
func keyboardSpringProgress(_ t: Double) -> Double {
  let omega = (1000.0 / 3).squareRoot()
  return 1 - (1 + omega * t) * exp(-omega * t)
}

/// A full-screen window on `screen` with a plain root view controller, key and visible.
@MainActor
func makeKeyboardWindow(
  _ screen: UIScreen, controller: UIViewController = UIViewController()
) -> UIWindow {
  let window = UIWindow(screen: screen)
  window.rootViewController = controller
  window.makeKeyAndVisible()
  return window
}

/// A sign-in form pinned above the keyboard guide: email and password fields (44 pt), a
/// button (50 pt), 16 pt from the safe area's sides, 12 pt apart, the button 16 pt above the
/// guide's top.
@MainActor
final class SignInForm {
  let email = UITextField()
  let password = UITextField()
  let button = UIButton(type: .system)

  init(in view: UIView) {
    for item in [email, password, button] as [UIView] {
      item.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(item)
      NSLayoutConstraint.activate([
        item.leadingAnchor.constraint(
          equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
        item.trailingAnchor.constraint(
          equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
      ])
    }
    NSLayoutConstraint.activate([
      email.heightAnchor.constraint(equalToConstant: 44),
      password.heightAnchor.constraint(equalToConstant: 44),
      button.heightAnchor.constraint(equalToConstant: 50),
      password.topAnchor.constraint(equalTo: email.bottomAnchor, constant: 12),
      button.topAnchor.constraint(equalTo: password.bottomAnchor, constant: 12),
      button.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -16),
    ])
  }

  /// The three frames for a button whose top is at `buttonY` and a width of `width`.
  static func frames(buttonY: CGFloat, width: CGFloat) -> [CGRect] {
    [
      CGRect(x: 16, y: buttonY - 112, width: width, height: 44),
      CGRect(x: 16, y: buttonY - 56, width: width, height: 44),
      CGRect(x: 16, y: buttonY, width: width, height: 50),
    ]
  }

  var views: [UIView] { [email, password, button] }
}
