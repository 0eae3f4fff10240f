import Foundation
import OpenUIKit

/// `smallTapTarget` and `missingAccessibilityLabel`.
@MainActor
enum TapTargetRules {
  /// Apple's minimum tap target: 44 × 44 pt (Human Interface Guidelines, "Accessibility",
  /// hit targets: "at least 44x44 pt").
  static let minimum: CGFloat = 44

  /// Whether a view takes taps: an enabled control, or a view with an enabled tap gesture
  /// recognizer. Text fields are left out (their row is the target, and UIKit's own are
  /// 34 pt tall).
  static func isTapTarget(_ view: UIView) -> Bool {
    guard view.isUserInteractionEnabled else { return false }
    if let control = view as? UIControl {
      return control.isEnabled && !(control is UITextField)
    }
    return (view.gestureRecognizers ?? []).contains { $0.isEnabled && $0 is UITapGestureRecognizer }
  }

  /// Whether touches reach the view: it and every ancestor take user interaction.
  static func receivesTouches(_ view: UIView) -> Bool {
    var current: UIView? = view
    while let v = current {
      if !v.isUserInteractionEnabled { return false }
      current = v.superview
    }
    return true
  }

  static func smallTargets(_ context: AuditContext) {
    var inTarget = Set<Int>()
    for (index, node) in context.nodes.enumerated() {
      if let parent = node.parent, inTarget.contains(parent) {
        inTarget.insert(index)
        continue
      }
      guard isTapTarget(node.view), !node.inSystemBar else { continue }
      inTarget.insert(index)
      guard receivesTouches(node.view) else { continue }
      let size = node.view.bounds.size
      guard size.width < minimum - 1e-6 || size.height < minimum - 1e-6 else { continue }
      var fixes: [String] = []
      if size.width < minimum - 1e-6 { fixes.append("width ≥ 44") }
      if size.height < minimum - 1e-6 { fixes.append("height ≥ 44") }
      context.report(
        .smallTapTarget, node.view,
        message:
          "Its tap target is \(points(size.width)) × \(points(size.height)) pt, smaller than "
          + "Apple's minimum of 44 × 44 pt.",
        suggestion: "constrain its \(list(fixes))")
    }
  }

  /// An enabled button (or tap target) that shows only an image and has no accessibility
  /// label.
  static func missingLabels(_ context: AuditContext) {
    for node in context.nodes where !node.inSystemBar {
      let view = node.view
      guard isTapTarget(view), receivesTouches(view), (view.accessibilityLabel ?? "").isEmpty
      else { continue }
      let imageOnly: Bool
      if let button = view as? UIButton {
        imageOnly =
          button.currentImage != nil && (button.currentTitle ?? "").isEmpty
          && (button.currentAttributedTitle?.length ?? 0) == 0
      } else if let image = view as? UIImageView {
        imageOnly = image.image != nil
      } else {
        imageOnly = false
      }
      guard imageOnly else { continue }
      context.report(
        .missingAccessibilityLabel, view,
        message: "It shows only an image and has no accessibilityLabel: VoiceOver cannot say "
          + "what it does.",
        suggestion: "set accessibilityLabel to a short name of its action (\"Close\", \"Share\")")
    }
  }
}
