import Foundation

/// The constraints along the stack's axis: canvas connections, spacings and the
/// distribution (UIKit's `_UIOrderedLayoutArrangement`).
extension UIStackView {
  /// Whether the distribution keeps sizes and spreads the gaps (`>=` spacings, gap guides).
  var distributesGaps: Bool {
    distribution == .equalSpacing || distribution == .equalCentering
  }

  /// `UISV-canvas-connection` along the axis, `UISV-spacing` and the distribution's own
  /// constraints (`UISV-fill-equally`, `UISV-fill-proportionally`, the `UISV-distributing`
  /// gap guides with `UISV-distributing-edge`, `UISV-canvas-fit`).
  func distributionConstraints(spanner: StackAlignmentSpanner?) -> [NSLayoutConstraint] {
    let ax = axisAttributes
    let canvas = arrangementCanvas
    let visible = visibleArrangedSubviews
    var list: [NSLayoutConstraint] = []
    let connection = "UISV-canvas-connection"
    if let first = visible.first, let last = visible.last {
      list.append(stackConstraint(canvas, ax.leading, .equal, first, ax.leading, connection))
      list.append(stackConstraint(last, ax.trailing, .equal, canvas, ax.trailing, connection))
    } else if let spanner {
      list.append(stackConstraint(canvas, ax.leading, .equal, spanner, ax.leading, connection))
      list.append(stackConstraint(spanner, ax.trailing, .equal, canvas, ax.trailing, connection))
    }
    let relation: NSLayoutConstraint.Relation = distributesGaps ? .greaterThanOrEqual : .equal
    for (prev, next) in zip(visible, visible.dropFirst()) {
      list.append(
        edgeToEdgeConstraint(
          from: prev, to: next, relation: relation, factor: 1, priority: .required,
          identifier: "UISV-spacing"))
    }
    switch distribution {
    case .fill:
      break
    case .fillEqually:
      if let reference = visible.first {
        for view in visible.dropFirst() {
          list.append(
            stackConstraint(
              view, ax.dimension, .equal, reference, ax.dimension, "UISV-fill-equally"))
        }
      }
    case .fillProportionally:
      list += proportionalConstraints()
    case .equalSpacing, .equalCentering:
      list += gapGuideConstraints(visible: visible)
    }
    return list
  }

  /// The length of each arranged view along the axis that `.fillProportionally` shares the
  /// stack by: its intrinsic size (≤ 0 when it has none).
  func currentProportionalLengths() -> [CGFloat] {
    arrangedSubviews.map { view in
      let size = view.intrinsicContentSize
      return axis == .horizontal ? size.width : size.height
    }
  }

  /// `UISV-fill-proportionally`: `vᵢ.D == mᵢ · S.D` with `mᵢ = lenᵢ / (Σ len + (n − 1) ·
  /// spacing)`, at 1000 when `mᵢ == 1` and at `max(999 − index, 751)` otherwise; `vᵢ.D == 0`
  /// (required) for a view without a length.
  func proportionalConstraints() -> [NSLayoutConstraint] {
    let ax = axisAttributes
    let canvas = arrangementCanvas
    let lengths = currentProportionalLengths()
    proportionalLengths = lengths
    var total: CGFloat = 0
    var visibleCount = 0
    for (index, view) in arrangedSubviews.enumerated() where !view.isHidden {
      visibleCount += 1
      if lengths[index] > 0 { total += lengths[index] }
    }
    let gap = spacing == UIStackView.spacingUseDefault ? 0 : spacing
    let gaps: CGFloat = CGFloat(max(visibleCount - 1, 0)) * gap
    let denominator: CGFloat = total + gaps
    var list: [NSLayoutConstraint] = []
    let identifier = "UISV-fill-proportionally"
    for (index, view) in arrangedSubviews.enumerated() where !view.isHidden {
      let length = lengths[index]
      guard length > 0 else {
        list.append(stackConstraint(view, ax.dimension, constant: 0, identifier))
        continue
      }
      guard denominator > 0 else { continue }
      let multiplier: CGFloat = length / denominator
      let priority =
        multiplier == 1 ? UILayoutPriority.required : UILayoutPriority(Float(max(999 - index, 751)))
      list.append(
        stackConstraint(
          view, ax.dimension, .equal, canvas, ax.dimension, multiplier: multiplier,
          priority: priority, identifier))
    }
    return list
  }

  /// One `UISV-distributing` guide per gap between visible views, its edges on the views'
  /// facing edges (`.equalSpacing`) or centres (`.equalCentering`), the gaps made equal
  /// (`UISV-fill-equally`), and `UISV-canvas-fit` pulling the stack to its smallest size.
  func gapGuideConstraints(visible: [UIView]) -> [NSLayoutConstraint] {
    let ax = axisAttributes
    let centering = distribution == .equalCentering
    var list: [NSLayoutConstraint] = []
    var first: StackGapGuide?
    for (index, (prev, next)) in zip(visible, visible.dropFirst()).enumerated() {
      let gap = gapGuide(after: prev)
      let edge = "UISV-distributing-edge"
      let prevAttribute = centering ? ax.center : ax.trailing
      let nextAttribute = centering ? ax.center : ax.leading
      list.append(stackConstraint(gap, ax.leading, .equal, prev, prevAttribute, edge))
      list.append(stackConstraint(gap, ax.trailing, .equal, next, nextAttribute, edge))
      if let first {
        let priority =
          centering ? UILayoutPriority(Float(max(150 - index, 50))) : UILayoutPriority.required
        list.append(
          stackConstraint(
            gap, ax.dimension, .equal, first, ax.dimension, priority: priority,
            "UISV-fill-equally"))
      } else {
        first = gap
      }
    }
    list.append(
      stackConstraint(
        arrangementCanvas, ax.dimension, constant: 0, priority: UILayoutPriority(49),
        "UISV-canvas-fit"))
    return list
  }

  /// Collapsed hidden views: `UISV-hiding` (`D == 0` at 999.999) and `UISV-spacing-hidden`
  /// (at 50) placing each after the preceding visible view (half the spacing when a visible
  /// view follows), before the first visible view, or at the spanner's end when all are
  /// hidden.
  func hidingConstraints(spanner: StackAlignmentSpanner?) -> [NSLayoutConstraint] {
    let ax = axisAttributes
    let items = arrangedSubviews
    let visible = visibleArrangedSubviews
    var list: [NSLayoutConstraint] = []
    let hiding = UILayoutPriority(999.999)
    let positioning = UILayoutPriority(50)
    let identifier = "UISV-spacing-hidden"
    for (index, view) in items.enumerated() where view.isHidden {
      list.append(
        stackConstraint(view, ax.dimension, constant: 0, priority: hiding, "UISV-hiding"))
      if let firstVisible = visible.first {
        if let previous = items[..<index].last(where: { !$0.isHidden }) {
          let followed = items[(index + 1)...].contains { !$0.isHidden }
          list.append(
            edgeToEdgeConstraint(
              from: previous, to: view, relation: .equal, factor: followed ? 0.5 : 0,
              priority: positioning, identifier: identifier))
        } else {
          list.append(
            edgeToEdgeConstraint(
              from: view, to: firstVisible, relation: .equal, factor: 0,
              priority: positioning, identifier: identifier))
        }
      } else if let spanner {
        list.append(
          stackConstraint(
            view, ax.leading, .equal, spanner, ax.trailing, priority: positioning, identifier))
      }
    }
    return list
  }
}
