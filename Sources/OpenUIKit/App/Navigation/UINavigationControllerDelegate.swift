import Foundation

/// Hears a navigation controller show controllers. Every method is optional.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
  /// `viewController` is about to become the top controller (before the appearance callbacks).
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)
  /// `viewController` became the top controller (after its `viewDidAppear(_:)`).
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
}

extension UINavigationControllerDelegate {
  /// Does nothing.
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {}
  /// Does nothing.
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {}
}
