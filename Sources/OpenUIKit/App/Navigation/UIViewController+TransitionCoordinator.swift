import Foundation

extension UIViewController {
  /// The coordinator of the navigation transition the controller takes part in, while it
  /// runs: the nearest navigation controller among the controller and its ancestors that is
  /// pushing or popping. Nil otherwise.
  public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    var c: UIViewController? = self
    while let current = c {
      if let nav = current as? UINavigationController,
        let coordinator = nav.activeTransitionCoordinator
      {
        return coordinator
      }
      c = current.parent
    }
    return nil
  }
}
