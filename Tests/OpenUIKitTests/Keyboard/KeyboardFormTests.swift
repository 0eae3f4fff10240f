import Foundation
import TestSupport
import Testing

@testable import OpenUIKit

/// A sign-in form riding up on the keyboard, frame by frame, on phones in both orientations;
/// the accessory view; the idioms apps write in keyboard observers.
@MainActor
@Suite struct KeyboardFormTests {
  func expectForm(
    _ form: SignInForm, buttonY: CGFloat, width: CGFloat, x: CGFloat = 16, presented: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let expected = SignInForm.frames(buttonY: buttonY, width: width).map {
      $0.offsetBy(dx: x - 16, dy: 0)
    }
    for (view, frame) in zip(form.views, expected) {
      expectRect(
        presented ? presentedFrame(view) : view.frame, frame, sourceLocation: sourceLocation)
    }
  }

  /// iPhone 15 Pro: at rest the button is 16 pt above the guide at 818; the keyboard (336 pt)
  /// brings the guide to 516, along the keyboard's spring; hiding brings it back.
  @Test func theFormRidesUpOnTheKeyboardOfAniPhone15Pro() {
    withVirtualAnimation { environment, _ in
      let window = makeKeyboardWindow(.iPhone15Pro)
      let view = window.rootViewController!.view!
      let form = SignInForm(in: view)
      window.layoutIfNeeded()
      expectForm(form, buttonY: 752, width: 361)
      #expect(form.email.frame == CGRect(x: 16, y: 640, width: 361, height: 44))
      form.email.becomeFirstResponder()
      // The model frames are final at once; the presentation moves along the spring.
      expectForm(form, buttonY: 450, width: 361)
      #expect(view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 516, width: 393, height: 336))
      expectForm(form, buttonY: 752, width: 361, presented: true)
      environment.runLoop.run(until: 0.05)
      let q = keyboardSpringProgress(0.05)
      expectNumber(q, 0.232230, tolerance: 1e-6)
      expectForm(form, buttonY: 752 - 302 * q, width: 361, presented: true)
      expectRect(presentedFrame(form.button), CGRect(x: 16, y: 681.866, width: 361, height: 50))
      environment.runLoop.run(until: 0.25)
      expectForm(
        form, buttonY: 752 - 302 * keyboardSpringProgress(0.25), width: 361, presented: true)
      environment.runLoop.run(until: 0.5)
      expectForm(form, buttonY: 450, width: 361, presented: true)
      #expect(form.button.frame == CGRect(x: 16, y: 450, width: 361, height: 50))
      // Moving to the password field keeps the form where it is.
      form.password.becomeFirstResponder()
      environment.runLoop.run(until: 1)
      expectForm(form, buttonY: 450, width: 361, presented: true)
      form.password.resignFirstResponder()
      expectForm(form, buttonY: 752, width: 361)
      environment.runLoop.run(until: 1.1)
      expectForm(
        form, buttonY: 450 + 302 * keyboardSpringProgress(0.1), width: 361, presented: true)
      environment.runLoop.run(until: 1.5)
      expectForm(form, buttonY: 752, width: 361, presented: true)
      #expect(view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 818, width: 393, height: 34))
    }
  }

  /// iPhone SE: no bottom safe area; the keyboard is 260 pt in portrait, 206 in landscape.
  @Test func theFormOnAniPhoneSEInBothOrientations() {
    withVirtualAnimation { environment, _ in
      let window = makeKeyboardWindow(.iPhoneSE)
      let view = window.rootViewController!.view!
      let form = SignInForm(in: view)
      window.layoutIfNeeded()
      expectForm(form, buttonY: 667 - 66, width: 343)
      form.email.becomeFirstResponder()
      #expect(window.simulatedKeyboardFrame == CGRect(x: 0, y: 407, width: 375, height: 260))
      environment.runLoop.run(until: 0.5)
      expectForm(form, buttonY: 341, width: 343, presented: true)
      window.rotate(to: .landscapeLeft, animated: false)
      #expect(window.simulatedKeyboardFrame == CGRect(x: 0, y: 169, width: 667, height: 206))
      expectForm(form, buttonY: 169 - 66, width: 635)
      form.email.keyboardType = .numberPad
      form.password.keyboardType = .numberPad
      form.password.becomeFirstResponder()
      #expect(window.simulatedKeyboardFrame == CGRect(x: 0, y: 213, width: 667, height: 162))
      window.rotate(to: .portrait, animated: false)
      #expect(window.simulatedKeyboardFrame == CGRect(x: 0, y: 434, width: 375, height: 233))
    }
  }

  /// Rotating with the keyboard up: the landscape height (209 pt on the iPhone 15 class), the
  /// will-notifications inside the rotation, the did-notifications when it ends.
  @Test func rotatingAniPhone15ProTakesTheLandscapeHeight() {
    withVirtualAnimation { environment, _ in
      let window = makeKeyboardWindow(.iPhone15Pro)
      let view = window.rootViewController!.view!
      let form = SignInForm(in: view)
      form.email.becomeFirstResponder()
      environment.runLoop.run(until: 0.5)
      let recorder = KeyboardRecorder()
      defer { recorder.stop() }
      window.rotate(to: .landscapeRight)
      let landscape = CGRect(x: 0, y: 184, width: 852, height: 209)
      #expect(window.simulatedKeyboardFrame == landscape)
      // Safe area (0, 59, 21, 59): the guide's top is the keyboard's, above 393 - 21.
      #expect(view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 184, width: 852, height: 209))
      expectForm(form, buttonY: 118, width: 702, x: 75)
      #expect(recorder.names == ["WillChangeFrame", "WillShow"])
      environment.runLoop.run(until: 0.8)
      #expect(recorder.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
      #expect(recorder.events.map(\.time) == [0.5, 0.5, 0.8, 0.8])
      let portrait = CGRect(x: 0, y: 516, width: 393, height: 336)
      #expect(recorder.events.allSatisfy { $0.begin == portrait && $0.end == landscape })
      #expect(recorder.events.allSatisfy { $0.duration == 0.3 && $0.curve == 7 })
      expectForm(form, buttonY: 118, width: 702, x: 75, presented: true)
    }
  }

  /// The larger phones and the iPad.
  @Test func heightsOfTheOtherPresets() {
    withVirtualAnimation { _, _ in
      let max = makeKeyboardWindow(.iPhone15ProMax)
      max.simulateKeyboard(animated: false)
      #expect(max.simulatedKeyboardFrame == CGRect(x: 0, y: 586, width: 430, height: 346))
      let pad = makeKeyboardWindow(.iPad)
      pad.simulateKeyboard(animated: false)
      #expect(pad.simulatedKeyboardFrame == CGRect(x: 0, y: 832, width: 820, height: 348))
      pad.rotate(to: .landscapeLeft, animated: false)
      #expect(pad.simulatedKeyboardFrame == CGRect(x: 0, y: 402, width: 1180, height: 418))
      let se = makeKeyboardWindow(.iPhoneSE)
      se.simulatedKeyboardHeights.portrait = 250
      se.simulateKeyboard(animated: false)
      #expect(se.simulatedKeyboardFrame == CGRect(x: 0, y: 417, width: 375, height: 250))
      #expect(SimulatedKeyboardHeights.standard(for: .iPhone15) == .iPhone)
      #expect(
        SimulatedKeyboardHeights.iPhone.height(for: .decimalPad, orientation: .portrait) == 291)
      #expect(
        SimulatedKeyboardHeights.iPhone.height(for: .emailAddress, orientation: .landscapeLeft)
          == 209)
    }
  }

  /// The input accessory view sits above the keys, as wide as the screen, in the keyboard's
  /// own window; the keyboard frame includes it.
  @Test func theInputAccessoryViewSitsAboveTheKeys() {
    withVirtualAnimation { environment, _ in
      let window = makeKeyboardWindow(.iPhone15Pro)
      let view = window.rootViewController!.view!
      let field = UITextField()
      view.addSubview(field)
      let toolbar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      field.inputAccessoryView = toolbar
      field.becomeFirstResponder()
      #expect(window.simulatedKeyboardFrame == CGRect(x: 0, y: 472, width: 393, height: 380))
      #expect(toolbar.frame == CGRect(x: 0, y: 472, width: 393, height: 44))
      #expect(toolbar.window != nil && toolbar.window !== window)
      expectRect(presentedFrame(toolbar), CGRect(x: 0, y: 852, width: 393, height: 44))
      environment.runLoop.run(until: 0.5)
      expectRect(presentedFrame(toolbar), CGRect(x: 0, y: 472, width: 393, height: 44))
      #expect(view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 472, width: 393, height: 380))
      // A field whose accessory has only an intrinsic height (50 pt).
      let other = UITextField()
      view.addSubview(other)
      let bar = SizedView(CGSize(width: UIView.noIntrinsicMetric, height: 50))
      other.inputAccessoryView = bar
      other.becomeFirstResponder()
      #expect(toolbar.superview == nil)
      #expect(window.simulatedKeyboardFrame == CGRect(x: 0, y: 466, width: 393, height: 386))
      #expect(bar.frame == CGRect(x: 0, y: 466, width: 393, height: 50))
      other.resignFirstResponder()
      environment.runLoop.run(until: 1.5)
      #expect(bar.superview == nil)
    }
  }

  /// The common idiom: in keyboardWillShow, inset a scroll view by the part of the keyboard
  /// over it (the frame converted from screen coordinates), less the safe area; reset in
  /// keyboardWillHide.
  @Test func aScrollViewInsetInKeyboardWillShow() {
    withVirtualAnimation { environment, _ in
      let controller = ScrollingController()
      let window = makeKeyboardWindow(.iPhone15Pro, controller: controller)
      window.layoutIfNeeded()
      controller.field.becomeFirstResponder()
      #expect(
        controller.scrollView.contentInset == UIEdgeInsets(top: 0, left: 0, bottom: 302, right: 0))
      environment.runLoop.run(until: 0.5)
      controller.field.resignFirstResponder()
      #expect(controller.scrollView.contentInset == .zero)
      controller.stopObserving()
    }
  }

  /// The other idiom: a bottom constraint's constant set in keyboardWillShow and laid out in
  /// an animation with the notification's duration and curve (7 << 16): it follows the
  /// keyboard's spring exactly.
  @Test func aBottomConstraintAnimatedWithTheNotificationsCurve() {
    withVirtualAnimation { environment, _ in
      let controller = BottomConstraintController()
      let window = makeKeyboardWindow(.iPhone15Pro, controller: controller)
      window.layoutIfNeeded()
      #expect(controller.bar.frame == CGRect(x: 0, y: 774, width: 393, height: 44))
      controller.field.becomeFirstResponder()
      #expect(controller.bar.frame == CGRect(x: 0, y: 472, width: 393, height: 44))
      environment.runLoop.run(until: 0.1)
      expectRect(
        presentedFrame(controller.bar),
        CGRect(x: 0, y: 774 - 302 * keyboardSpringProgress(0.1), width: 393, height: 44))
      environment.runLoop.run(until: 0.5)
      expectRect(presentedFrame(controller.bar), CGRect(x: 0, y: 472, width: 393, height: 44))
      controller.stopObserving()
    }
  }

  /// Curve 7 outside a keyboard notification: the keyboard's spring for 0.5 s, whatever the
  /// duration; a duration of 0 still applies at once.
  @Test func curveSevenAnimatesWithTheKeyboardSpring() {
    withVirtualAnimation { environment, _ in
      let window = makeKeyboardWindow(.iPhone15Pro)
      let box = UIView(frame: CGRect(x: 0, y: 100, width: 10, height: 10))
      window.rootViewController!.view.addSubview(box)
      var finishedAt: Double?
      UIView.animate(
        withDuration: 0.25, delay: 0, options: UIView.AnimationOptions(rawValue: 7 << 16),
        animations: { box.frame.origin.y = 400 },
        completion: { _ in finishedAt = environment.now })
      environment.runLoop.run(until: 0.25)
      expectNumber(Double(presentedFrame(box)!.minY), 100 + 300 * keyboardSpringProgress(0.25))
      #expect(finishedAt == nil)
      environment.runLoop.run(until: 0.5)
      #expect(finishedAt == 0.5)
      #expect(presentedFrame(box)!.minY == 400)
      UIView.animate(
        withDuration: 0, delay: 0, options: UIView.AnimationOptions(rawValue: 7 << 16),
        animations: { box.frame.origin.y = 0 })
      #expect(presentedFrame(box)!.minY == 0)
    }
  }
  /// A responder that is not a text field but has an input view brings up a keyboard of its
  /// input view's height, with the input view in place of the keys; a text field taking over
  /// keeps the keyboard up.
  @Test func aCustomResponderWithAnInputView() {
    withVirtualAnimation { environment, _ in
      let window = makeKeyboardWindow(.iPhone15Pro)
      let view = window.rootViewController!.view!
      let picker = PickerResponder()
      let field = UITextField()
      view.addSubview(picker)
      view.addSubview(field)
      let recorder = KeyboardRecorder()
      defer { recorder.stop() }
      #expect(picker.becomeFirstResponder())
      #expect(window.simulatedKeyboardFrame == CGRect(x: 0, y: 636, width: 393, height: 216))
      #expect(picker.wheel.frame == CGRect(x: 0, y: 0, width: 393, height: 216))
      #expect(picker.wheel.window != nil && picker.wheel.window !== window)
      environment.runLoop.run(until: 0.5)
      #expect(field.becomeFirstResponder())
      #expect(window.simulatedKeyboardFrame == CGRect(x: 0, y: 516, width: 393, height: 336))
      #expect(picker.wheel.superview == nil)
      environment.runLoop.run(until: 1)
      #expect(
        recorder.names == [
          "WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow", "WillChangeFrame",
          "WillShow", "DidChangeFrame", "DidShow",
        ])
      #expect(recorder.events[4].begin == CGRect(x: 0, y: 636, width: 393, height: 216))
      // A responder that brings up no keyboard taking over hides it.
      let plain = PlainResponder()
      view.addSubview(plain)
      #expect(plain.becomeFirstResponder())
      #expect(window.simulatedKeyboardFrame == nil)
      #expect(recorder.names.suffix(2) == ["WillChangeFrame", "WillHide"])
    }
  }
}

/// A view that can become first responder and shows a 216 pt input view.
private final class PickerResponder: UIView {
  let wheel = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 216))
  override var canBecomeFirstResponder: Bool { true }
  override var inputView: UIView? { wheel }
}

/// A view that can become first responder and brings up no keyboard.
private final class PlainResponder: UIView {
  override var canBecomeFirstResponder: Bool { true }
}

/// A controller with a full-screen scroll view that it insets in keyboardWillShow.
private final class ScrollingController: UIViewController {
  let scrollView = UIScrollView()
  let field = UITextField()
  private var tokens: [any NSObjectProtocol] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
    scrollView.addSubview(field)
    let center = NotificationCenter.default
    tokens.append(
      center.addObserver(
        forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
      ) { [weak self] note in
        let value = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
        MainActor.assumeIsolated { self?.keyboardWillShow(value?.cgRectValue) }
      })
    tokens.append(
      center.addObserver(
        forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil
      ) { [weak self] _ in
        MainActor.assumeIsolated { self?.scrollView.contentInset = .zero }
      })
  }

  func keyboardWillShow(_ frame: CGRect?) {
    guard let frame else { return }
    let local = view.convert(frame, from: nil)
    let overlap = view.bounds.maxY - local.minY
    scrollView.contentInset.bottom = overlap - view.safeAreaInsets.bottom
  }

  func stopObserving() {
    for token in tokens { NotificationCenter.default.removeObserver(token) }
  }
}

/// A controller with a bar pinned to the safe area's bottom by a constraint it moves in
/// keyboardWillShow, in an animation with the notification's duration and curve.
private final class BottomConstraintController: UIViewController {
  let bar = UIView()
  let field = UITextField()
  var bottom: NSLayoutConstraint!
  private var tokens: [any NSObjectProtocol] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    bar.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(bar)
    view.addSubview(field)
    bottom = bar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
    NSLayoutConstraint.activate([
      bottom, bar.heightAnchor.constraint(equalToConstant: 44),
      bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
    tokens.append(
      NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
      ) { [weak self] note in
        let info = note.userInfo ?? [:]
        let frame = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
        let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0
        let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 0
        MainActor.assumeIsolated {
          self?.move(keyboardHeight: frame.height, duration: duration, curve: curve)
        }
      })
  }

  func move(keyboardHeight: CGFloat, duration: Double, curve: UInt) {
    bottom.constant = -(keyboardHeight - view.safeAreaInsets.bottom)
    UIView.animate(
      withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16),
      animations: { self.view.layoutIfNeeded() })
  }

  func stopObserving() {
    for token in tokens { NotificationCenter.default.removeObserver(token) }
  }
}
