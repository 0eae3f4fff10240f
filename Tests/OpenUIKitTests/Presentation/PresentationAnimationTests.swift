import Foundation
import TestSupport
import Testing

@testable import OpenUIKit

/// The animations of presentations on the virtual clock: cover vertical slides the sheet up
/// while the dimming view fades in; cross dissolve fades the presented view; both take 0.5 s.
@MainActor
@Suite struct PresentationAnimationTests {
  @Test func coverVerticalSlidesTheSheetAndFadesTheDimming() {
    withVirtualAnimation { environment, clock in
      let window = UIWindow(screen: .iPhone15Pro)
      let root = UIViewController()
      window.rootViewController = root
      window.makeKeyAndVisible()
      let sheet = UIViewController()
      var done: Double?
      root.present(sheet, animated: true) { done = clock.now }
      let controller = sheet.sheetPresentationController!
      let sheetView = controller.presentedView!
      // The model is at the final frame at once; what is drawn starts below the window.
      #expect(sheetView.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
      #expect(sheet.isBeingPresented)
      environment.runLoop.run(for: 0.1)
      let y = presentedFrame(sheetView)?.minY ?? 0
      #expect(y > 69 && y < 852)
      let dim = Double(controller.dimmingView?.layer.presentation()?.opacity ?? -1)
      #expect(dim > 0 && dim < 1)
      environment.runLoop.run(for: 0.4)
      #expect(done.map { abs($0 - 0.5) < 1e-6 } == true)
      #expect(!sheet.isBeingPresented)
      expectRect(presentedFrame(sheetView), CGRect(x: 0, y: 69, width: 393, height: 783))
    }
  }

  @Test func crossDissolveFadesThePresentedView() {
    withVirtualAnimation { environment, _ in
      let window = UIWindow(screen: .iPhone15Pro)
      let root = UIViewController()
      window.rootViewController = root
      window.makeKeyAndVisible()
      let modal = UIViewController()
      modal.modalPresentationStyle = .fullScreen
      modal.modalTransitionStyle = .crossDissolve
      root.present(modal, animated: true)
      environment.runLoop.run(for: 0.1)
      let opacity = Double(modal.view.layer.presentation()?.opacity ?? -1)
      #expect(opacity > 0 && opacity < 1)
      expectRect(presentedFrame(modal.view), CGRect(x: 0, y: 0, width: 393, height: 852))
      environment.runLoop.run(for: 0.5)
      #expect(modal.view.alpha == 1)
      modal.dismiss(animated: true)
      environment.runLoop.run(for: 0.6)
      // The view's opacity is back for the next presentation.
      #expect(modal.view.alpha == 1)
      #expect(modal.view.window == nil)
      #expect(root.view.window === window)
    }
  }
}
