import OpenUIKit
import TestSupport
import Testing

@testable import AppScreens

@MainActor
struct SignInScreenTests {
  /// Where the form sits on each device: 32 pt under the safe area, the margins' width up to
  /// 400 pt, centred.
  @Test func formLaysOutOnEveryDevice() {
    let placements: [(UIScreen, CGFloat, CGFloat, CGFloat)] = [
      (.iPhoneSE, 16, 52, 343), (.iPhone15Pro, 16, 91, 361), (.iPad, 210, 56, 400),
    ]
    for (screen, x, top, width) in placements {
      checkForm(on: screen, x: x, top: top, width: width)
    }
  }

  func checkForm(on screen: UIScreen, x: CGFloat, top: CGFloat, width: CGFloat) {
    let controller = SignInViewController()
    let hosted = host(controller, on: screen)
    expectClean(hosted)
    let title = labelHeight(28, scale: screen.scale)
    let subtitle = labelHeight(15, scale: screen.scale)
    expectRect(windowFrame(controller.titleLabel), x, top, width, title)
    let subtitleY = top + title + 8
    expectRect(windowFrame(controller.subtitleLabel), x, subtitleY, width, subtitle)
    let emailY = subtitleY + subtitle + 24
    expectRect(windowFrame(controller.emailField), x, emailY, width, 48)
    expectRect(windowFrame(controller.passwordField), x, emailY + 60, width, 48)
    // The hidden error line takes no room: the button follows the password field.
    expectRect(windowFrame(controller.signInButton), x, emailY + 120, width, 50)
    expectRect(windowFrame(controller.forgotButton), x, emailY + 182, width, 30)
  }

  @Test func validationEnablesTheButtonAndShowsTheError() {
    let controller = SignInViewController()
    let hosted = host(controller, on: .iPhone15Pro)
    var signedIn: [String] = []
    controller.onSignIn = { signedIn.append($0) }
    #expect(!controller.signInButton.isEnabled)
    controller.emailField.becomeFirstResponder()
    controller.emailField.insertText("ada@example.com")
    controller.emailField.insertText("\n")
    #expect(controller.passwordField.isFirstResponder)
    controller.passwordField.insertText("short")
    #expect(!controller.signInButton.isEnabled)
    controller.passwordField.insertText("\n")
    #expect(!controller.errorLabel.isHidden)
    hosted.window.layoutIfNeeded()
    // The error line (two lines of 13 pt at 361 pt) pushes the button down.
    let errorY = windowFrame(controller.passwordField).maxY + 12
    let errorHeight = labelHeight(13, lines: 2, scale: 3)
    expectRect(windowFrame(controller.errorLabel), 16, errorY, 361, errorHeight)
    expectRect(windowFrame(controller.signInButton), 16, errorY + errorHeight + 12, 361, 50)
    controller.passwordField.becomeFirstResponder()
    controller.passwordField.insertText("enough")
    #expect(controller.signInButton.isEnabled && controller.errorLabel.isHidden)
    controller.signInButton.simulateTap()
    #expect(signedIn == ["ada@example.com"])
  }
}
