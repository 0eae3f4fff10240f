import Foundation
import OpenUIKit

/// The tutorials' screen: a 393 × 852 window (the iPhone 15 Pro in points) whose root view
/// controller adds the iPhone 15 Pro safe area (59, 0, 34, 0), made key and visible.
///
/// - Parameter controller: The root view controller (a plain one by default).
/// - Returns: The window; keep it alive for as long as the controller's views are used.
@preconcurrency @MainActor
public func makeSampleWindow(_ controller: UIViewController = UIViewController()) -> UIWindow {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
  controller.additionalSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
  window.rootViewController = controller
  window.makeKeyAndVisible()
  return window
}
