import Foundation

/// The layout cycle's state as UIKit shows it (the cycle itself is ``LayoutPass``, in
/// `Layout/Pass`).
extension UIView {
  /// Whether a layout pass is pending for this view.
  public var needsLayout: Bool { layoutState.needsLayout }

  /// Whether ``updateConstraints()`` is pending for this view.
  public func needsUpdateConstraints() -> Bool { layoutState.needsUpdateConstraints }
}
