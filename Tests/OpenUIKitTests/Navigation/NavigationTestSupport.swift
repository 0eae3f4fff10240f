import Foundation
import Testing

@testable import OpenUIKit

/// A name for containers in the appearance log.
@MainActor
protocol NamedController: AnyObject {
  var logName: String { get }
}

/// A controller that writes its appearance and containment callbacks into a shared log as
/// `name.callback`.
@MainActor
final class RecordingController: UIViewController, NamedController {
  let logName: String
  let log: AppearanceLog

  init(_ name: String, log: AppearanceLog) {
    logName = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
    title = name
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    log.add("\(logName).viewDidLoad")
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.add("\(logName).viewWillAppear(\(animated))\(isMovingToParent ? " moving" : "")")
  }
  override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    log.add("\(logName).viewIsAppearing(\(animated))")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.add("\(logName).viewDidAppear(\(animated))")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.add("\(logName).viewWillDisappear(\(animated))\(isMovingFromParent ? " moving" : "")")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.add("\(logName).viewDidDisappear(\(animated))")
  }
  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    log.add("\(logName).willMove(toParent: \(nameOf(parent)))")
  }
  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    log.add("\(logName).didMove(toParent: \(nameOf(parent)))")
  }
}

/// The log name of a controller ("nil" for none).
@MainActor
func nameOf(_ controller: UIViewController?) -> String {
  guard let controller else { return "nil" }
  return (controller as? NamedController)?.logName ?? "\(type(of: controller))"
}

/// A navigation controller that is its own delegate and logs the delegate's calls.
@MainActor
final class RecordingNavigationController: UINavigationController, NamedController,
  UINavigationControllerDelegate
{
  let logName = "nav"
  var log: AppearanceLog?

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    log?.add("nav.willShow \(nameOf(viewController)) \(animated)")
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    log?.add("nav.didShow \(nameOf(viewController)) \(animated)")
  }
}

/// Expects `actual` to equal `expected` to 1/1000 pt on each edge.
func expectInsets(
  _ actual: UIEdgeInsets, _ expected: UIEdgeInsets,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let close =
    abs(actual.top - expected.top) < 0.001 && abs(actual.left - expected.left) < 0.001
    && abs(actual.bottom - expected.bottom) < 0.001 && abs(actual.right - expected.right) < 0.001
  #expect(close, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
}

/// A window on `screen` showing `root`, made key and visible.
@MainActor
func showInWindow(_ root: UIViewController, on screen: UIScreen = .iPhone15Pro) -> UIWindow {
  let window = UIWindow(screen: screen)
  window.rootViewController = root
  window.makeKeyAndVisible()
  return window
}

/// `view`'s frame in its window's coordinates.
@MainActor
func frameInWindow(_ view: UIView) -> CGRect {
  view.convert(view.bounds, to: nil)
}

/// The names of the device presets (``UIScreen/presets``), for parameterized tests.
let presetNames = [
  "iphone15pro", "iphone15", "iphone15promax", "iphonese", "ipad", "ipad10", "ipadpro11",
  "ipadpro13",
]
