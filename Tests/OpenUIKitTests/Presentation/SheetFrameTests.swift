import Foundation
import TestSupport
import Testing

@testable import OpenUIKit

/// Where sheets go: on phones at their detents (large: from 10 pt below the safe area's top;
/// medium: half the large detent's value, rounded down, plus the bottom inset), over the
/// whole window in landscape, and as centred cards on iPads.
@MainActor
@Suite struct SheetFrameTests {
  func present(
    on screen: UIScreen, style: UIModalPresentationStyle = .automatic,
    configure: (UIViewController) -> Void = { _ in }
  ) -> (UIWindow, UIViewController, UIViewController) {
    let window = UIWindow(screen: screen)
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let sheet = UIViewController()
    sheet.modalPresentationStyle = style
    configure(sheet)
    root.present(sheet, animated: false)
    window.layoutIfNeeded()
    return (window, root, sheet)
  }

  @Test func aLargePageSheetOnIPhone15Pro() {
    let (window, root, sheet) = present(on: .iPhone15Pro)
    #expect(sheet.modalPresentationStyle == .automatic)
    #expect(sheet.presentationController?.presentationStyle == .pageSheet)
    let controller = sheet.sheetPresentationController
    #expect(controller?.detents.map(\.identifier) == [.large])
    #expect(controller?.presentedView?.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
    #expect(windowFrame(sheet.view) == CGRect(x: 0, y: 69, width: 393, height: 783))
    #expect(sheet.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    #expect(controller?.containerView?.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(root.view.window === window)
    // The dimming view covers the window at 20 % black; the sheet's top corners are rounded.
    let dimming = controller?.dimmingView
    #expect(dimming?.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(dimming?.alpha == 1)
    #expect(controller?.presentedView?.layer.cornerRadius == 10)
    #expect(
      controller?.presentedView?.layer.maskedCorners == [
        .layerMinXMinYCorner, .layerMaxXMinYCorner,
      ]
    )
  }

  @Test func theMediumDetentAndSwitchingWithAnimateChanges() {
    withVirtualAnimation { environment, _ in
      let (window, _, sheet) = present(on: .iPhone15Pro) {
        $0.sheetPresentationController?.detents = [.medium(), .large()]
        $0.sheetPresentationController?.prefersGrabberVisible = true
      }
      let controller = sheet.sheetPresentationController!
      // Medium: the large value is 852 − 69 − 34 = 749; half of it, rounded down, is 374.
      #expect(controller.selectedDetentIdentifier == nil)
      #expect(windowFrame(sheet.view) == CGRect(x: 0, y: 444, width: 393, height: 408))
      #expect(sheet.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
      let grabber = controller.sheetView?.grabber
      #expect(grabber?.isHidden == false)
      #expect(grabber.map(windowFrame) == CGRect(x: 178.5, y: 449, width: 36, height: 5))

      controller.animateChanges { controller.selectedDetentIdentifier = .large }
      #expect(windowFrame(sheet.view) == CGRect(x: 0, y: 69, width: 393, height: 783))
      environment.runLoop.run(for: 0.2)
      let y = presentedFrame(controller.presentedView!)?.minY ?? 0
      #expect(y > 69 && y < 444)
      environment.runLoop.run(for: 0.35)
      expectRect(
        presentedFrame(controller.presentedView!), CGRect(x: 0, y: 69, width: 393, height: 783))

      // Back to medium without animation; undimmed up to medium.
      controller.selectedDetentIdentifier = .medium
      controller.largestUndimmedDetentIdentifier = .medium
      window.layoutIfNeeded()
      #expect(windowFrame(sheet.view) == CGRect(x: 0, y: 444, width: 393, height: 408))
      #expect(controller.dimmingView?.alpha == 0)
      controller.selectedDetentIdentifier = .large
      window.layoutIfNeeded()
      #expect(controller.dimmingView?.alpha == 1)
    }
  }

  @Test func customDetentsResolveInTheSafeArea() {
    var seen: CGFloat = 0
    let (_, _, sheet) = present(on: .iPhone15Pro) {
      $0.sheetPresentationController?.detents = [
        .custom(identifier: .init("small")) { context in
          seen = context.maximumDetentValue
          return 200
        }
      ]
    }
    #expect(seen == 749)
    #expect(windowFrame(sheet.view) == CGRect(x: 0, y: 618, width: 393, height: 234))
  }

  @Test func sheetsOnIPhoneSE() {
    let (_, _, large) = present(on: .iPhoneSE)
    #expect(windowFrame(large.view) == CGRect(x: 0, y: 30, width: 375, height: 637))
    #expect(large.view.safeAreaInsets == .zero)
    let (_, _, medium) = present(on: .iPhoneSE) {
      $0.sheetPresentationController?.detents = [.medium()]
    }
    // 667 − 30 = 637; half, rounded down: 318.
    #expect(windowFrame(medium.view) == CGRect(x: 0, y: 349, width: 375, height: 318))
  }

  @Test func inLandscapeAPhoneSheetCoversTheWindow() {
    let (window, root, sheet) = present(on: .iPhone15Pro) {
      $0.sheetPresentationController?.detents = [.medium(), .large()]
    }
    window.rotate(to: .landscapeLeft, animated: false)
    window.layoutIfNeeded()
    #expect(windowFrame(sheet.view) == CGRect(x: 0, y: 0, width: 852, height: 393))
    #expect(sheet.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    #expect(sheet.sheetPresentationController?.presentedView?.layer.cornerRadius == 0)
    #expect(root.view.window === window)
    window.rotate(to: .portrait, animated: false)
    window.layoutIfNeeded()
    #expect(windowFrame(sheet.view) == CGRect(x: 0, y: 444, width: 393, height: 408))
  }

  @Test func fullScreenInLandscapeAndOnIPad() {
    let (window, _, modal) = present(on: .iPhone15Pro, style: .fullScreen)
    window.rotate(to: .landscapeRight, animated: false)
    window.layoutIfNeeded()
    #expect(modal.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
    #expect(modal.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    #expect(modal.sheetPresentationController == nil)
    let (_, _, padModal) = present(on: .iPad, style: .fullScreen)
    #expect(padModal.view.frame == CGRect(x: 0, y: 0, width: 820, height: 1180))
    #expect(padModal.view.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
  }

  @Test func formAndPageSheetsOnIPad() {
    let (window, _, form) = present(on: .iPad, style: .formSheet)
    #expect(windowFrame(form.view) == CGRect(x: 140, y: 280, width: 540, height: 620))
    #expect(form.view.safeAreaInsets == .zero)
    #expect(form.sheetPresentationController?.presentedView?.layer.cornerRadius == 10)
    window.rotate(to: .landscapeLeft, animated: false)
    window.layoutIfNeeded()
    #expect(windowFrame(form.view) == CGRect(x: 320, y: 100, width: 540, height: 620))

    let (padWindow, _, page) = present(on: .iPad, style: .pageSheet)
    #expect(windowFrame(page.view) == CGRect(x: 58, y: 44, width: 704, height: 1096))
    padWindow.rotate(to: .landscapeLeft, animated: false)
    padWindow.layoutIfNeeded()
    #expect(windowFrame(page.view) == CGRect(x: 238, y: 44, width: 704, height: 736))

    // A preferred content size sizes a form sheet.
    let (_, _, sized) = present(on: .iPad, style: .formSheet) {
      $0.preferredContentSize = CGSize(width: 400, height: 300)
    }
    #expect(windowFrame(sized.view) == CGRect(x: 210, y: 440, width: 400, height: 300))
  }

  @Test func emptyDetentsAreRefused() {
    let sheet = UIViewController()
    let controller = sheet.sheetPresentationController
    let messages = LayoutDiagnostics.capture { controller?.detents = [] }
    #expect(messages.count == 1)
    #expect(controller?.detents.map(\.identifier) == [.large])
  }

  /// A child reaches the sheet of the controller it is in, before and during the
  /// presentation, and its changes move the sheet.
  @Test func aChildConfiguresItsContainersSheet() {
    let window = UIWindow(screen: .iPhone15Pro)
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let container = UIViewController()
    let child = UIViewController()
    container.addChild(child)
    container.view.addSubview(child.view)
    child.didMove(toParent: container)
    #expect(child.sheetPresentationController === container.sheetPresentationController)
    child.sheetPresentationController?.detents = [.medium()]
    root.present(container, animated: false)
    window.layoutIfNeeded()
    #expect(child.presentationController === container.presentationController)
    #expect(windowFrame(container.view) == CGRect(x: 0, y: 444, width: 393, height: 408))
    child.sheetPresentationController?.detents = [.large()]
    window.layoutIfNeeded()
    #expect(windowFrame(container.view) == CGRect(x: 0, y: 69, width: 393, height: 783))
  }

  /// A form sheet on a phone is a page sheet; a regular-width phone in landscape (compact
  /// height) covers the window.
  @Test func formSheetsOnPhonesAndTheLargePhoneInLandscape() {
    let (_, _, form) = present(on: .iPhone15Pro, style: .formSheet)
    #expect(windowFrame(form.view) == CGRect(x: 0, y: 69, width: 393, height: 783))
    let (window, _, sheet) = present(on: .iPhone15ProMax)
    #expect(windowFrame(sheet.view) == CGRect(x: 0, y: 69, width: 430, height: 863))
    window.rotate(to: .landscapeRight, animated: false)
    window.layoutIfNeeded()
    #expect(sheet.traitCollection.horizontalSizeClass == .regular)
    #expect(windowFrame(sheet.view) == CGRect(x: 0, y: 0, width: 932, height: 430))
  }
}
