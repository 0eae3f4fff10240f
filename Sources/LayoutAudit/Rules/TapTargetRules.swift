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

  /// The smallest size `view` may have on `axis`: 44 pt, or less for UIKit's fixed-size
  /// standard controls (switch 51 × 31, stepper 94 × 32, segmented control 32 high, slider 31
  /// high, page control 26 high), which are drawn at the size Apple designed and cannot be made
  /// taller by the app: on those the minimum is their intrinsic size, so only a control squeezed
  /// below it is flagged.
  static func minimum(for view: UIView, axis: NSLayoutConstraint.Axis) -> CGFloat {
    guard
      view is UISwitch || view is UIStepper || view is UISegmentedControl || view is UISlider
        || view is UIPageControl
    else { return minimum }
    let intrinsic = view.intrinsicContentSize
    let standard = axis == .horizontal ? intrinsic.width : intrinsic.height
    return standard > 0 ? min(minimum, standard) : minimum
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
      let narrow = size.width < minimum(for: node.view, axis: .horizontal) - 1e-6
      let short = size.height < minimum(for: node.view, axis: .vertical) - 1e-6
      guard narrow || short else { continue }
      var fixes: [String] = []
      if narrow { fixes.append("width ≥ 44") }
      if short { fixes.append("height ≥ 44") }
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
