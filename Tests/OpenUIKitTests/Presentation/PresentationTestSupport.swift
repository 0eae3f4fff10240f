import Foundation
import Testing

@testable import OpenUIKit

/// A window on `screen`, made key and visible, with a logging root controller.
@MainActor
func presentationHost(
  _ screen: UIScreen = .iPhone15Pro, log: AppearanceLog
) -> (UIWindow, LoggingController) {
  let window = UIWindow(screen: screen)
  let root = LoggingController("root", log: log)
  window.rootViewController = root
  window.makeKeyAndVisible()
  _ = log.take()
  return (window, root)
}

/// A controller that records, in each appearance callback, its presentation flags and
/// relations: `name.callback presenting=… presented=… beingPresented=… beingDismissed=…`.
@MainActor
final class FlagController: UIViewController {
  let name: String
  let log: AppearanceLog

  init(_ name: String, log: AppearanceLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  func record(_ callback: String) {
    let presenting = (presentingViewController as? LoggingController)?.name ?? "nil"
    log.add(
      "\(name).\(callback) presenting=\(presenting) beingPresented=\(isBeingPresented) "
        + "beingDismissed=\(isBeingDismissed)")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    record("viewWillAppear")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    record("viewDidAppear")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    record("viewWillDisappear")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    record("viewDidDisappear")
  }
}
