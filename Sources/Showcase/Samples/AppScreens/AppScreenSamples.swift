import AppScreens
import Foundation
import OpenUIKit

extension ShowcaseSample {
  /// The app screens shown in the gallery after the tutorials' samples: P1 to P4, from the
  /// `AppScreens` module (Swift 5 language mode, written as apps write them).
  static var appScreens: [ShowcaseSample] { [p1, p2, p3, p4] }

  /// P1: a sign-in form; a short password shows the error line, a valid one enables the
  /// button.
  static let p1 = ShowcaseSample(
    id: "P1", title: "App screen: sign in", make: { SignInViewController() }
  ) {
    ShowcaseStep("initial layout")
    ShowcaseStep("type an e-mail address") { $0.type(into: "emailField", "ada@example.com") }
    ShowcaseStep("a short password, return") {
      $0.type(into: "passwordField", "short")
      $0.type(into: "passwordField", "\n")
    }
    ShowcaseStep("a valid password") { $0.type(into: "passwordField", "enough") }
  }

  /// P2: a paywall in the app's fonts, colours and button configurations; choosing the
  /// monthly plan moves the highlight.
  static let p2 = ShowcaseSample(
    id: "P2", title: "App screen: plan picker",
    make: {
      AppScreenResources.register()
      return PlanPickerViewController(plans: [
        .init(name: "Monthly", price: "€4.99", note: "Billed every month"),
        .init(name: "Yearly", price: "€39.99", note: "Save 33 %"),
      ])
    }
  ) {
    ShowcaseStep("initial layout")
    ShowcaseStep("choose the monthly plan") { $0.tap("plan0") }
  }

  /// P3: an article with an asset-catalog hero photo under a gradient, scrolled.
  static let p3 = ShowcaseSample(
    id: "P3", title: "App screen: article",
    make: {
      AppScreenResources.register()
      return ArticleDetailViewController()
    }
  ) {
    ShowcaseStep("initial layout")
    ShowcaseStep("scroll down", settle: .seconds(1)) {
      $0.drag("scrollView", by: CGPoint(x: 0, y: -300))
    }
  }
}
