import Foundation

/// Supplies a page view controller's pages on demand, and the page indicator's numbers.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
  /// The page before `viewController`, or nil at the first page.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController?
  /// The page after `viewController`, or nil at the last page.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController?
  /// The number of dots of the scroll style's page indicator. The default, 0, shows no
  /// indicator (UIKit shows one when this and ``presentationIndex(for:)`` are implemented).
  func presentationCount(for pageViewController: UIPageViewController) -> Int
  /// The dot of the page indicator to highlight (0 by default).
  func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
  /// 0: no page indicator.
  public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
  /// 0.
  public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Hears about a page view controller's gesture-driven transitions (not about
/// ``UIPageViewController/setViewControllers(_:direction:animated:completion:)``). Every
/// method has an empty default.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
  /// A swipe started to reveal `pendingViewControllers`.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController])
  /// A swipe's transition ended: `completed` tells whether the page turned (`previousViewControllers`
  /// are the pages shown before it).
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
  /// Does nothing.
  public func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) {}
  /// Does nothing.
  public func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {}
}
