import Foundation
import TestSupport
import Testing

@testable import OpenUIKit

/// Alerts and action sheets: their frames on iPhone 15 Pro and iPad, and taps on their
/// actions (the alert is dismissed, then the handler runs).
@MainActor
@Suite struct AlertControllerTests {
  /// 1/3 pt: a hairline at @3x.
  let hairline: CGFloat = 1.0 / 3
  /// The header of an alert with a one-line title and a one-line message: 20 + title + 2 +
  /// message + 20.
  var alertHeader: CGFloat {
    20 + labelHeight(17, scale: 3) + 2 + labelHeight(13, scale: 3) + 20
  }

  func host(_ screen: UIScreen = .iPhone15Pro) -> (UIWindow, UIViewController) {
    let window = UIWindow(screen: screen)
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    return (window, root)
  }

  func buttons(_ alert: UIAlertController) -> [AlertActionView] {
    (alert.view as? AlertView)?.actionViews ?? []
  }

  @Test func twoActionsSideBySideCancelOnTheLeft() {
    let (window, root) = host()
    let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    #expect(alert.modalPresentationStyle == .custom)
    root.present(alert, animated: false)
    window.layoutIfNeeded()
    // 78 pt of header, a hairline, 44 pt of actions: 122.333 pt, centred.
    let height = alertHeader + hairline + 44
    expectRect(
      alert.view.frame,
      CGRect(x: 61.5, y: (852 - height) / 2, width: 270, height: height))
    let view = alert.view as! AlertView
    expectRect(view.titleLabel.frame, CGRect(x: 16, y: 20, width: 238, height: 61.0 / 3))
    expectRect(
      view.messageLabel.frame,
      CGRect(x: 16, y: 20 + 61.0 / 3 + 2, width: 238, height: 47.0 / 3))
    let half = (270 - hairline) / 2
    let (ok, cancel) = (buttons(alert)[0], buttons(alert)[1])
    #expect(ok.titleLabel.text == "OK" && cancel.titleLabel.text == "Cancel")
    expectRect(cancel.frame, CGRect(x: 0, y: alertHeader + hairline, width: half, height: 44))
    expectRect(
      ok.frame, CGRect(x: half + hairline, y: alertHeader + hairline, width: half, height: 44))
    #expect(cancel.titleLabel.font.pointSize == 17)
    #expect(cancel.titleLabel.font.weight == .semibold)
    #expect(ok.titleLabel.font.weight == .regular)
    #expect(view.mainGroup.layer.cornerRadius == 14)
    // The presenter stays, behind a dimming view.
    #expect(root.view.window === window)
    #expect(alert.presentationController?.dimmingView?.frame == window.bounds)
  }

  @Test func threeActionsStackWithCancelLast() {
    let (window, root) = host()
    let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
    alert.addAction(UIAlertAction(title: "Keep", style: .default))
    alert.preferredAction = alert.actions[2]
    root.present(alert, animated: false)
    window.layoutIfNeeded()
    let height = alertHeader + 3 * (hairline + 44)
    expectRect(
      alert.view.frame, CGRect(x: 61.5, y: (852 - height) / 2, width: 270, height: height))
    let titles = buttons(alert).map { $0.titleLabel.text ?? "" }
    #expect(titles == ["Delete", "Keep", "Cancel"])
    for (index, button) in buttons(alert).enumerated() {
      let y = alertHeader + hairline + CGFloat(index) * (44 + hairline)
      expectRect(button.frame, CGRect(x: 0, y: y, width: 270, height: 44))
    }
    #expect(buttons(alert)[0].titleLabel.textColor == .systemRed)
    #expect(buttons(alert)[1].titleLabel.font.weight == .semibold)
  }

  @Test func aTextFieldGoesUnderTheMessage() {
    let (window, root) = host()
    let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
    var configured: UITextField?
    alert.addTextField { field in
      field.placeholder = "Name"
      configured = field
    }
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    #expect(alert.textFields?.count == 1)
    #expect(alert.textFields?.first === configured)
    root.present(alert, animated: false)
    window.layoutIfNeeded()
    let header = 20 + labelHeight(17, scale: 3) + 2 + labelHeight(13, scale: 3)
    let height = header + 16 + 28 + 16 + hairline + 44
    expectRect(
      alert.view.frame, CGRect(x: 61.5, y: (852 - height) / 2, width: 270, height: height))
    expectRect(configured?.frame, CGRect(x: 16, y: header + 16, width: 238, height: 28))
  }

  @Test func anActionSheetOnIPhone15ProAndIPad() {
    let (window, root) = host()
    let sheet = UIAlertController(title: "Title", message: "Message", preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    sheet.addAction(UIAlertAction(title: "Share", style: .default))
    sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
    root.present(sheet, animated: false)
    window.layoutIfNeeded()
    // Header 16 + 15.667 + 2 + 15.667 + 16; two 57 pt rows with hairlines; 8 pt; cancel 57.
    let header = 16 + labelHeight(13, scale: 3) * 2 + 2 + 16
    let main = header + 2 * (hairline + 57)
    let height = main + 8 + 57
    expectRect(
      sheet.view.frame, CGRect(x: 8, y: 852 - 34 - height, width: 377, height: height))
    let view = sheet.view as! AlertView
    expectRect(view.mainGroup.frame, CGRect(x: 0, y: 0, width: 377, height: main))
    expectRect(view.cancelGroup.frame, CGRect(x: 0, y: main + 8, width: 377, height: 57))
    let cancel = buttons(sheet)[2]
    #expect(cancel.superview === view.cancelGroup)
    expectRect(cancel.frame, CGRect(x: 0, y: 0, width: 377, height: 57))
    #expect(cancel.titleLabel.font.pointSize == 20)

    let (padWindow, padRoot) = host(.iPad)
    let padSheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    padSheet.addAction(UIAlertAction(title: "Share", style: .default))
    padSheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    padRoot.present(padSheet, animated: false)
    padWindow.layoutIfNeeded()
    let padHeight: CGFloat = 57 + 0.5 + 57
    expectRect(
      padSheet.view.frame,
      CGRect(x: (820 - 304) / 2, y: (1180 - padHeight) / 2, width: 304, height: padHeight))
  }

  @Test func tappingAnActionDismissesThenRunsItsHandler() {
    withVirtualAnimation { environment, clock in
      let (window, root) = host()
      var events: [String] = []
      let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
      alert.addAction(
        UIAlertAction(title: "Delete", style: .destructive) { action in
          events.append(
            "\(action.title ?? "") at \(clock.now) presented=\(root.presentedViewController != nil)"
          )
        })
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      root.present(alert, animated: true)
      environment.runLoop.run(for: 0.25)
      #expect(alert.view.alpha == 1)
      let delete = buttons(alert)[0]
      let center = delete.convert(CGPoint(x: delete.bounds.midX, y: delete.bounds.midY), to: nil)
      let hit = window.simulateTap(at: center)
      #expect(hit === delete || hit?.superview === delete)
      #expect(events.isEmpty)
      // A second tap during the dismissal does nothing.
      window.simulateTap(at: center)
      environment.runLoop.run(for: 0.25)
      #expect(events == ["Delete at 0.5 presented=false"])
      #expect(alert.view.window == nil)
    }
  }

  @Test func disabledActionsIgnoreTaps() {
    let (window, root) = host()
    var ran = false
    let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
    let action = UIAlertAction(title: "Go", style: .default) { _ in ran = true }
    action.isEnabled = false
    alert.addAction(action)
    root.present(alert, animated: false)
    window.layoutIfNeeded()
    let button = buttons(alert)[0]
    window.simulateTap(at: button.convert(CGPoint(x: 10, y: 10), to: nil))
    #expect(!ran)
    #expect(root.presentedViewController === alert)
  }

  @Test func anActionSheetKeepsItsPopoverSettings() {
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    let source = UIView()
    sheet.popoverPresentationController?.sourceView = source
    sheet.popoverPresentationController?.sourceRect = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(sheet.popoverPresentationController?.sourceView === source)
    #expect(
      sheet.popoverPresentationController?.sourceRect == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(sheet.popoverPresentationController?.permittedArrowDirections == .any)
    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
    #expect(alert.popoverPresentationController == nil)
  }

  @Test func refusedAdditionsAreReported() {
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    let messages = LayoutDiagnostics.capture {
      sheet.addTextField()
      sheet.addAction(UIAlertAction(title: "A", style: .cancel))
      sheet.addAction(UIAlertAction(title: "B", style: .cancel))
    }.map(\.message)
    #expect(messages.count == 2)
    #expect(messages[0].contains("Text fields can only be added to an alert controller"))
    #expect(messages[1].contains("can only have one action with a style of"))
    #expect(sheet.actions.count == 1)
    #expect(sheet.textFields == nil)
  }
}

/// The share sheet: a placeholder sheet at the medium detent, with the first item's text.
@MainActor
@Suite struct ActivityViewControllerTests {
  @Test func presentsAsAMediumSheetWithTheFirstItemsText() {
    let window = UIWindow(screen: .iPhone15Pro)
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let share = UIActivityViewController(
      activityItems: [URL(string: "https://example.com")!, "Text"], applicationActivities: nil)
    #expect(share.modalPresentationStyle == .formSheet)
    #expect(share.sheetPresentationController?.detents.map(\.identifier) == [.medium, .large])
    root.present(share, animated: false)
    window.layoutIfNeeded()
    #expect(windowFrame(share.view) == CGRect(x: 0, y: 444, width: 393, height: 408))
    #expect(share.titleLabel.text == "https://example.com")
    #expect(share.titleLabel.frame.origin == CGPoint(x: 16, y: 20))
    var finished: [String] = []
    share.completionWithItemsHandler = { type, completed, items, error in
      finished.append("\(type?.rawValue ?? "nil") \(completed) \(items == nil) \(error == nil)")
    }
    share.popoverPresentationController?.sourceView = root.view
    #expect(share.popoverPresentationController == nil)
    share.dismiss(animated: false)
    #expect(root.presentedViewController == nil)
    #expect(finished == ["nil false true true"])
  }
}
