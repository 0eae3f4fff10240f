import Foundation

/// The constraints across the stack's axis: canvas connections, alignment, the alignment
/// spanner (UIKit's `_UIAlignedLayoutArrangement`).
extension UIStackView {
  /// Whether the arranged views' cross-axis leading (top) edges may fall inside the stack.
  var crossLeadingIsWeak: Bool {
    [.trailing, .center, .firstBaseline, .lastBaseline].contains(alignment)
  }

  /// Whether the arranged views' cross-axis trailing (bottom) edges may fall inside the
  /// stack.
  var crossTrailingIsWeak: Bool {
    [.leading, .center, .firstBaseline, .lastBaseline].contains(alignment)
  }

  /// The attributes `UISV-alignment` makes equal (none for baseline alignments in a
  /// vertical stack, where UIKit ignores them).
  var alignedAttributes: [NSLayoutConstraint.Attribute] {
    let ax = axisAttributes
    switch alignment {
    case .fill: return [ax.crossLeading, ax.crossTrailing]
    case .leading: return [ax.crossLeading]
    case .trailing: return [ax.crossTrailing]
    case .center: return [ax.crossCenter]
    case .firstBaseline: return axis == .horizontal ? [.firstBaseline] : []
    case .lastBaseline: return axis == .horizontal ? [.lastBaseline] : []
    }
  }

  /// `UISV-canvas-connection` across the axis, `UISV-alignment`, `UISV-spanning-boundary`,
  /// `UISV-spanning-fit`, `UISV-ambiguity-suppression` and `UISV-canvas-fit`.
  func alignmentConstraints(spanner: StackAlignmentSpanner?) -> [NSLayoutConstraint] {
    let ax = axisAttributes
    let canvas = arrangementCanvas
    let items = arrangedSubviews
    let visible = visibleArrangedSubviews
    let top = ax.crossLeading
    let bottom = ax.crossTrailing
    let connection = "UISV-canvas-connection"
    var list: [NSLayoutConstraint] = []
    guard let v0 = items.first, !visible.isEmpty else {
      if let spanner {
        list.append(stackConstraint(canvas, top, .equal, spanner, top, connection))
        list.append(stackConstraint(spanner, bottom, .equal, canvas, bottom, connection))
        list += spannerConstraints(spanner, allHidden: true)
      }
      return list
    }
    if let spanner {
      switch alignment {
      case .fill:
        list.append(stackConstraint(canvas, top, .equal, v0, top, connection))
        list.append(stackConstraint(v0, bottom, .equal, canvas, bottom, connection))
      case .leading:
        list.append(stackConstraint(canvas, top, .equal, v0, top, connection))
        list.append(stackConstraint(spanner, bottom, .equal, canvas, bottom, connection))
      case .center, .firstBaseline:
        list.append(stackConstraint(canvas, top, .equal, spanner, top, connection))
        list.append(stackConstraint(spanner, bottom, .equal, canvas, bottom, connection))
      case .trailing:
        list.append(stackConstraint(canvas, top, .equal, spanner, top, connection))
        list.append(stackConstraint(v0, bottom, .equal, canvas, bottom, connection))
      case .lastBaseline:
        list.append(stackConstraint(canvas, top, .equal, spanner, top, connection))
        list.append(
          stackConstraint(canvas, bottom, .greaterThanOrEqual, v0, bottom, connection))
      }
    } else if crossLeadingIsWeak || crossTrailingIsWeak {
      // A single view that does not fill: its weak edges stay inside the stack.
      list.append(
        crossLeadingIsWeak
          ? stackConstraint(canvas, top, .lessThanOrEqual, v0, top, connection)
          : stackConstraint(canvas, top, .equal, v0, top, connection))
      list.append(
        crossTrailingIsWeak
          ? stackConstraint(canvas, bottom, .greaterThanOrEqual, v0, bottom, connection)
          : stackConstraint(v0, bottom, .equal, canvas, bottom, connection))
    } else {
      list.append(stackConstraint(canvas, top, .equal, v0, top, connection))
      list.append(stackConstraint(v0, bottom, .equal, canvas, bottom, connection))
    }
    if alignment == .center {
      list.append(stackConstraint(canvas, ax.crossCenter, .equal, v0, ax.crossCenter, connection))
    }
    for view in items.dropFirst() {
      for attribute in alignedAttributes {
        list.append(stackConstraint(v0, attribute, .equal, view, attribute, "UISV-alignment"))
      }
    }
    if let spanner { list += spannerConstraints(spanner, allHidden: false) }
    if alignment != .fill {
      for view in items {
        list.append(
          stackConstraint(
            view, ax.crossDimension, constant: 0, priority: UILayoutPriority(25),
            "UISV-ambiguity-suppression"))
      }
    }
    let baseline = alignment == .firstBaseline || alignment == .lastBaseline
    let weakCanvas =
      spanner != nil
      ? baseline : (alignment != .fill && (crossLeadingIsWeak || crossTrailingIsWeak))
    if weakCanvas {
      list.append(
        stackConstraint(
          canvas, ax.crossDimension, constant: 0, priority: UILayoutPriority(49),
          "UISV-canvas-fit"))
    }
    return list
  }

  /// `UISV-spanning-boundary` for every arranged view (`==` at 999.5 on edges that follow
  /// the alignment, `<=` / `>=` at 1000 on weak edges) and `UISV-spanning-fit` (51, or 0.001
  /// when every view is hidden).
  func spannerConstraints(_ spanner: StackAlignmentSpanner, allHidden: Bool)
    -> [NSLayoutConstraint]
  {
    let ax = axisAttributes
    let top = ax.crossLeading
    let bottom = ax.crossTrailing
    let boundary = "UISV-spanning-boundary"
    let strong = UILayoutPriority(999.5)
    var list: [NSLayoutConstraint] = []
    for view in arrangedSubviews {
      list.append(
        crossLeadingIsWeak
          ? stackConstraint(spanner, top, .lessThanOrEqual, view, top, boundary)
          : stackConstraint(spanner, top, .equal, view, top, priority: strong, boundary))
      list.append(
        crossTrailingIsWeak
          ? stackConstraint(spanner, bottom, .greaterThanOrEqual, view, bottom, boundary)
          : stackConstraint(spanner, bottom, .equal, view, bottom, priority: strong, boundary))
    }
    list.append(
      stackConstraint(
        spanner, ax.crossDimension, constant: 0,
        priority: UILayoutPriority(allHidden ? 0.001 : 51), "UISV-spanning-fit"))
    return list
  }
}
