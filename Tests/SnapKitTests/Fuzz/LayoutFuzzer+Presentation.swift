import Foundation
import OpenUIKit

@testable import OpenUIKit

/// The presentation steps: controllers are presented (every style, both transition styles,
/// sheets at random detents, alerts and action sheets) and dismissed, animated or not, from
/// the root or from the topmost presented controller; sheets change detents (animated or
/// not); alerts' actions are tapped; the clock steps through the transitions. Under the
/// existing invariants, plus: every presented view sits at its presentation controller's
/// frame, finite, inside the window; safe areas are finite, non-negative and fit their view;
/// presenting and presented controllers point at each other; a controller out of transition
/// is on screen (appeared) exactly when it is visible, and a full-screen presentation's
/// presenter is out of the window.
extension LayoutFuzzer {
  /// Whether the engine broke the window's own size (an active
  /// `UIView-Encapsulated-Layout-Width` or `-Height` of the window, reported unsatisfiable,
  /// as UIKit breaks it too): fuzz constraints tied the window's size to something else, and
  /// views sized from the window's size variables (presentation containers, by their
  /// autoresizing masks) follow the solved size rather than the window's frame. Seed 1: at
  /// step 22977 a rotation re-added the window's height, it was the constraint broken in a
  /// conflict with a keyboard-guide pin, and from step 23113 a 1e12-multiplier chain made
  /// the window's height 3.93e14 pt.
  var windowSizeIsBroken: Bool {
    broken.values.contains {
      $0.isActive && $0.firstItem === window
        && ($0.identifier?.hasPrefix("UIView-Encapsulated-Layout-") ?? false)
    }
  }

  static let fuzzPresentationStyles: [UIModalPresentationStyle] = [
    .automatic, .fullScreen, .overFullScreen, .pageSheet, .formSheet, .custom, .popover,
    .currentContext, .overCurrentContext, .none,
  ]
  static let fuzzTransitionStyles: [UIModalTransitionStyle] = [
    .coverVertical, .crossDissolve, .flipHorizontal, .partialCurl,
  ]
  static let fuzzDetents: [UISheetPresentationController.Detent.Identifier?] = [
    nil, .medium, .large, .init("fuzz.small"), .init("missing"),
  ]

  /// The presented controllers, from the root's upwards.
  var presentationChain: [UIViewController] {
    var chain: [UIViewController] = []
    var current = controller.presentedViewController
    while let presented = current, chain.count < 20 {
      chain.append(presented)
      current = presented.storedPresentedViewController
    }
    return chain
  }

  func presentationOperation() {
    let top = presentationChain.last
    switch random.below(7) {
    case 0, 1:
      guard presentationChain.count < 4 else { return }
      presentFuzzController(from: top ?? controller)
    case 2:
      let target = random.chance(500) ? controller : (top ?? controller)
      target.dismiss(animated: random.chance(500))
    case 3:
      guard let sheet = top?.sheetPresentationController else { return }
      if random.chance(300) {
        sheet.detents = random.pick([
          [.large()], [.medium(), .large()], [.medium()], [fuzzSmallDetent(), .large()], [],
        ])
      }
      let detent = random.pick(Self.fuzzDetents)
      if random.chance(500) {
        sheet.animateChanges { sheet.selectedDetentIdentifier = detent }
      } else {
        sheet.selectedDetentIdentifier = detent
      }
      sheet.largestUndimmedDetentIdentifier = random.pick(Self.fuzzDetents)
      sheet.prefersGrabberVisible = random.chance(500)
    case 4:
      guard let alert = top as? UIAlertController,
        let buttons = (alert.view as? AlertView)?.actionViews, !buttons.isEmpty
      else { return }
      let button = random.pick(buttons)
      window.simulateTap(at: button.convert(CGPoint(x: 5, y: 5), to: nil))
    default:
      environment.runLoop.run(for: random.pick([0.05, 0.25, 0.6]))
    }
  }

  func fuzzSmallDetent() -> UISheetPresentationController.Detent {
    .custom(identifier: .init("fuzz.small")) { context in
      context.maximumDetentValue * 0.3
    }
  }

  /// Presents a random controller (a plain one with a safe-area-pinned box, an alert, an
  /// action sheet, or a share sheet) from `presenter`.
  func presentFuzzController(from presenter: UIViewController) {
    let presented: UIViewController
    switch random.below(5) {
    case 0:
      let alert = UIAlertController(
        title: random.pick([nil, "Title", "A longer title that wraps over two lines"]),
        message: random.pick([nil, "Message"]),
        preferredStyle: random.chance(500) ? .alert : .actionSheet)
      for index in 0..<random.below(5) {
        alert.addAction(
          UIAlertAction(
            title: "Action \(index)",
            style: random.pick([UIAlertAction.Style.default, .cancel, .destructive])))
      }
      if random.chance(300) { alert.addTextField() }
      presented = alert
    case 1:
      presented = UIActivityViewController(activityItems: ["Fuzz"], applicationActivities: nil)
    default:
      let plain = UIViewController()
      plain.modalPresentationStyle = random.pick(Self.fuzzPresentationStyles)
      plain.modalTransitionStyle = random.pick(Self.fuzzTransitionStyles)
      if random.chance(300) { plain.preferredContentSize = CGSize(width: 300, height: 2000) }
      let box = UIView()
      box.translatesAutoresizingMaskIntoConstraints = false
      plain.view.addSubview(box)
      let guide = plain.view.safeAreaLayoutGuide
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: guide.topAnchor),
        box.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        box.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        box.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      ])
      if let sheet = plain.sheetPresentationController, random.chance(500) {
        sheet.detents = [.medium(), .large()]
      }
      presented = plain
    }
    presenter.present(presented, animated: random.chance(500))
  }

  /// The presentation invariants (see the extension's overview).
  func checkPresentations() {
    let chain = presentationChain
    var presenter: UIViewController = controller
    for (index, presented) in chain.enumerated() {
      // A full-screen presentation on top, out of its transition, took this one's views out
      // of the window.
      let next = index + 1 < chain.count ? chain[index + 1] : nil
      let covered =
        next.map {
          $0.storedPresentationController?.shouldRemovePresentersView == true
            && !$0.isBeingPresented && !$0.isBeingDismissed
        } ?? false
      guard presented.presentingViewController === presenter,
        presenter.storedPresentedViewController === presented
      else {
        violations.append("step \(stepIndex): broken presentation relation at \(presented)")
        return
      }
      guard let presentation = presented.storedPresentationController,
        let view = presentation.presentedView
      else {
        violations.append("step \(stepIndex): presented without views: \(presented)")
        return
      }
      let f = view.frame
      if !(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite) {
        violations.append("step \(stepIndex): non-finite presented frame \(f)")
      }
      if covered {
        if view.window != nil {
          violations.append("step \(stepIndex): a covered presented view is in the window")
        }
      } else if !presentation.isDismissing {
        let e = presentation.frameOfPresentedViewInContainerView
        // To 1/1000 pt: a frame goes through its centre and back, which rounds.
        if abs(f.minX - e.minX) > 0.001 || abs(f.minY - e.minY) > 0.001
          || abs(f.width - e.width) > 0.001 || abs(f.height - e.height) > 0.001
        {
          violations.append(
            "step \(stepIndex): presented frame \(f), expected "
              + "\(presentation.frameOfPresentedViewInContainerView)")
        }
        let bounds = window.bounds.insetBy(dx: -0.001, dy: -0.001)
        if !(presented is UIAlertController) && !windowSizeIsBroken && !bounds.contains(f) {
          violations.append("step \(stepIndex): presented frame \(f) outside the window")
        }
        if view.window !== window {
          violations.append("step \(stepIndex): presented view not in the window")
        }
      }
      let insets = presented.view.safeAreaInsets
      let size = presented.view.bounds.size
      for value in [insets.top, insets.left, insets.bottom, insets.right]
      where !(value.isFinite && value >= 0) {
        violations.append("step \(stepIndex): safe area \(insets) of \(presented)")
      }
      if insets.top + insets.bottom > size.height + 0.001
        || insets.left + insets.right > size.width + 0.001
      {
        violations.append("step \(stepIndex): safe area \(insets) larger than \(size)")
      }
      let moving = presented.isBeingPresented || presented.isBeingDismissed
      let expected: AppearanceState = covered ? .disappeared : .appeared
      if !moving && next?.isBeingPresented != true && next?.isBeingDismissed != true
        && presented.appearanceState != expected
      {
        violations.append(
          "step \(stepIndex): \(presented) out of transition but \(presented.appearanceState)")
      }
      for value in [f.minX, f.minY, f.width, f.height] {
        digest = (digest ^ (value * 1000).rounded().bitPattern) &* 0x100_0000_01B3
      }
      presenter = presented
    }
    if let first = chain.first,
      first.storedPresentationController?.shouldRemovePresentersView
        == true, !first.isBeingPresented, !first.isBeingDismissed
    {
      if controller.view.window != nil || controller.appearanceState != .disappeared {
        violations.append("step \(stepIndex): a full-screen presenter is still on screen")
      }
    } else if controller.appearanceState == .disappeared && chain.isEmpty {
      violations.append("step \(stepIndex): the root is not on screen with nothing presented")
    }
  }

  /// Ends every presentation at once (before the fuzzer is torn down).
  func dismissAllPresentations() {
    controller.dismiss(animated: false)
  }
}
