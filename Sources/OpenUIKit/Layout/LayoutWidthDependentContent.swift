import Foundation

/// A view whose intrinsic height depends on the width layout gives it: a multi-line label
/// without ``UILabel/preferredMaxLayoutWidth`` (and a text view, or a cell's wrapping text,
/// as they are added).
///
/// UIKit's two-pass fitting: ``LayoutPass/fittingSize(of:target:horizontal:vertical:)`` solves
/// once, hands each such view in the fitted subtree the width the solution gives it, and solves
/// again while any of them changed its intrinsic size. The pass finds them through
/// ``UIView/layoutWidthDependentContent``, never by casting to a view type.
@MainActor
protocol LayoutWidthDependentContent: LayoutNode {
  /// Whether the view wraps at the width layout gives it (now: a label does while it has
  /// several lines, no preferred width and some text).
  var wrapsAtLayoutWidth: Bool { get }

  /// Re-measures the content at `width` from now on; true when its intrinsic size changed
  /// (the view invalidated it).
  func adoptLayoutWidth(_ width: CGFloat) -> Bool
}
