import Foundation

/// Hears a standalone navigation bar push and pop items (a navigation controller's bar
/// answers to its controller instead). Every method is optional.
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: AnyObject {
  /// Whether the bar may push `item` (true by default).
  func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
  /// The bar pushed `item`.
  func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
  /// Whether the bar may pop `item` (true by default).
  func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
  /// The bar popped `item`.
  func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
  /// True.
  public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem)
    -> Bool
  { true }
  /// Does nothing.
  public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
  /// True.
  public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem)
    -> Bool
  { true }
  /// Does nothing.
  public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}
