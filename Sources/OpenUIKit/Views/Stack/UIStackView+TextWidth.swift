import Foundation

/// A view whose text may wrap over several lines (a label with `numberOfLines != 1`).
/// Side by side in a horizontal stack, such views get `UISV-text-width-disambiguation`
/// constraints so that the engine does not have to guess how to share the width.
@MainActor
protocol StackMultilineTextCandidate: AnyObject {
  /// Whether the view currently wraps text over several lines.
  var isCandidateForMultilineTextWidthDisambiguation: Bool { get }
}

extension UIStackView {
  /// UIKit's improved (modern SDK) text-width disambiguation: in a horizontal `.fill`,
  /// `.equalSpacing` or `.equalCentering` stack, each visible multi-line candidate gets
  /// `item.width <= (1/m)·S.width − spacing·(m − 1)/m` (`m` candidates) at 950, the next
  /// ones staggered by `min(25/m, 1)`; required if the step no longer changes the priority.
  func textWidthDisambiguationConstraints() -> [NSLayoutConstraint] {
    guard axis == .horizontal, distribution != .fillEqually,
      distribution != .fillProportionally
    else { return [] }
    let candidates = visibleArrangedSubviews.filter {
      ($0 as? StackMultilineTextCandidate)?.isCandidateForMultilineTextWidthDisambiguation
        ?? false
    }
    guard !candidates.isEmpty else { return [] }
    let count = CGFloat(candidates.count)
    let gap = spacing == UIStackView.spacingUseDefault ? 0 : spacing
    let constant: CGFloat = -gap * (count - 1) / count
    let step = Float(min(25 / count, 1))
    let base: Float = 950
    let required = candidates.count > 1 && base + step == base
    var list: [NSLayoutConstraint] = []
    for (index, view) in candidates.enumerated() {
      let priority: UILayoutPriority =
        required ? .required : UILayoutPriority(base + Float(index) * step)
      list.append(
        stackConstraint(
          view, .width, .lessThanOrEqual, arrangementCanvas, .width, multiplier: 1 / count,
          constant: constant, priority: priority, "UISV-text-width-disambiguation"))
    }
    return list
  }
}
