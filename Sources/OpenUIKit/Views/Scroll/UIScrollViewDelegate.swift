import Foundation

/// The messages a scroll view sends about scrolling. Every method has an empty default, as
/// UIKit's optional protocol methods.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
  /// The content offset changed.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// A drag is about to start.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// A drag ended; `decelerate` tells whether the content keeps moving.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// The content came to rest after a drag.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// An animated offset change finished.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  /// The adjusted content inset changed.
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}
  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
