import Foundation

/// Stub.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  func barDidChange() {}
  /// Stub.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? { nil }
}
