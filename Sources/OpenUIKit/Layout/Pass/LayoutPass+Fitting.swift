import Foundation

/// The fitting pass of ``UIView/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``.
extension LayoutPass {
  /// The size the constraints give `view` when its width and height are pulled toward
  /// `target` with the given priorities; nothing is laid out.
  ///
  /// The engine solves with temporary fitting constraints (kept between calls, see
  /// ``FittingSession``); then the width-dependent content of the subtree (multi-line labels,
  /// ``LayoutWidthDependentContent``) takes the widths the solution gives it and the engine
  /// solves again, UIKit's second pass, until nothing changes (at most four more solves:
  /// each can only narrow or widen what the previous one moved).
  static func fittingSize(
    of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
  ) -> CGSize {
    view.updateConstraintsIfNeeded()
    let (engine, deferred) = view.engineLeavingOptimizationOpen(
      true, fitting: (target, horizontal, vertical))
    var size = engine.fittingSize(
      of: view, target: target, horizontal: horizontal, vertical: vertical,
      endingDeferredOptimization: deferred)
    let wrapping = widthDependentContent(in: view)
    guard !wrapping.isEmpty else { return size }
    for _ in 0..<4 {
      var changed = false
      for content in wrapping where content.adoptLayoutWidth(engine.solvedWidth(of: content)) {
        changed = true
      }
      guard changed else { break }
      size = engine.fittingSize(
        of: view, target: target, horizontal: horizontal, vertical: vertical)
    }
    return size
  }

  /// The width-dependent content in `view`'s subtree that wraps now, depth first. Allocates
  /// nothing unless it finds some: it runs on every fitting call (a collection view's
  /// mannequin cell is fitted once per item).
  static func widthDependentContent(in view: UIView) -> [any LayoutWidthDependentContent] {
    var found: [any LayoutWidthDependentContent] = []
    collectWidthDependentContent(in: view, into: &found)
    return found
  }

  private static func collectWidthDependentContent(
    in view: UIView, into found: inout [any LayoutWidthDependentContent]
  ) {
    if let content = view.layoutWidthDependentContent, content.wrapsAtLayoutWidth {
      found.append(content)
    }
    for subview in view.subviews { collectWidthDependentContent(in: subview, into: &found) }
  }
}
