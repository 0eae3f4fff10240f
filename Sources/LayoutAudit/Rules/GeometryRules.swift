import Foundation
import OpenUIKit

/// `clippedContent`, `offscreen`, `outsideSafeArea` and `overlappingSiblings`.
@MainActor
enum GeometryRules {
  /// How far (pt) a view may cross an edge before it counts: pixel rounding.
  static let tolerance: CGFloat = 0.5

  /// How far `inner` crosses each edge of `outer` (top, left, bottom, right; positive when it
  /// crosses).
  static func overflow(_ inner: CGRect, _ outer: CGRect) -> [(edge: String, amount: CGFloat)] {
    [
      ("top", outer.minY - inner.minY), ("left", outer.minX - inner.minX),
      ("bottom", inner.maxY - outer.maxY), ("right", inner.maxX - outer.maxX),
    ].filter { $0.1 > tolerance }
  }

  static func hasArea(_ rect: CGRect) -> Bool {
    !rect.isNull && rect.width > tolerance && rect.height > tolerance
  }

  /// A view lying outside its superview, or cut by a clipping one. Only the outermost such
  /// view of a subtree is reported; children of scroll views (content) and views that are
  /// reported `offscreen` are not.
  static func clipped(_ context: AuditContext, offscreen: Set<Int>) {
    var skip = Set<Int>()
    for (index, node) in context.nodes.enumerated() {
      guard let parentIndex = node.parent else { continue }
      if skip.contains(parentIndex) || offscreen.contains(index) {
        skip.insert(index)
        continue
      }
      let parent = context.nodes[parentIndex]
      guard !(parent.view is UIScrollView), !node.inSystemBar, hasArea(node.frame) else { continue }
      let edges = overflow(node.frame, parent.frame)
      guard let worst = edges.max(by: { $0.amount < $1.amount }) else { continue }
      skip.insert(index)
      let side = edges.map(\.edge)
      let parentName = AuditContext.name(parent.view)
      let message: String
      if parent.view.clipsToBounds {
        message =
          "Its superview \(parentName) clips it: \(points(worst.amount)) pt past the "
          + "\(list(side)) edge\(side.count == 1 ? " is" : "s are") cut off."
      } else {
        message =
          "It lies \(points(worst.amount)) pt outside the \(list(side)) edge"
          + "\(side.count == 1 ? "" : "s") of its superview \(parentName), "
          + "where it does not receive touches."
      }
      context.report(
        .clippedContent, node.view, message: message,
        suggestion: "constrain its \(list(side.map { anchor($0, context) })) inside its superview, "
          + "or let the superview grow with it")
    }
  }

  /// The anchor name of an edge in the configuration's direction (left is leading in left to
  /// right).
  static func anchor(_ edge: String, _ context: AuditContext) -> String {
    let rtl = context.configuration.layoutDirection == .rightToLeft
    switch edge {
    case "left": return rtl ? "trailing" : "leading"
    case "right": return rtl ? "leading" : "trailing"
    default: return edge
    }
  }

  /// A visible view (cut by its clipping ancestors) crossing the window's edges, not in a
  /// scroll view's content. Only the outermost of a subtree is reported. Returns the indexes
  /// of the nodes reported and of their descendants.
  @discardableResult
  static func offscreen(_ context: AuditContext) -> Set<Int> {
    var flagged = Set<Int>()
    let window = context.window.bounds
    for (index, node) in context.nodes.enumerated() {
      if let parent = node.parent, flagged.contains(parent) {
        flagged.insert(index)
        continue
      }
      guard !node.inScrollContent, !node.inSystemBar, hasArea(node.visibleRect) else { continue }
      let edges = overflow(node.visibleRect, window)
      guard !edges.isEmpty else { continue }
      flagged.insert(index)
      let side = edges.map(\.edge)
      let outside = !node.visibleRect.intersects(window)
      let amount = edges.map(\.amount).max() ?? 0
      let message =
        outside
        ? "It lies entirely outside the window (past its \(list(side)) edge)."
        : "It reaches \(points(amount)) pt past the \(list(side)) edge"
          + "\(side.count == 1 ? "" : "s") of the window."
      let suggestion =
        side.contains("bottom")
        ? "put the content in a UIScrollView: it does not fit the screen"
        : "constrain its \(list(side.map { anchor($0, context) })) inside its superview"
      context.report(.offscreen, node.view, message: message, suggestion: suggestion)
    }
    return flagged
  }

  /// Whether a view is text or a control (what must stay in the safe area).
  static func isTextOrControl(_ view: UIView) -> Bool {
    if let label = view as? UILabel { return !(label.text ?? "").isEmpty }
    return view is UIControl
  }

  /// The rectangle a view's content occupies in window coordinates: a label's lines of text, a
  /// control's frame; for other views the union of their subviews' content (nil when there
  /// is none: a plain background, an image).
  static func contentRect(_ index: Int, _ context: AuditContext, children: [Int: [Int]]) -> CGRect?
  {
    let node = context.nodes[index]
    let view = node.view
    if let label = view as? UILabel {
      let lines = label.textLines(forBounds: label.bounds)
      guard !lines.isEmpty else { return nil }
      let union = lines.dropFirst().reduce(lines[0].frame) { $0.union($1.frame) }
      return label.convert(union.intersection(label.bounds), to: nil)
    }
    if view is UIControl { return node.frame }
    // Images are pictures, not content that must stay readable or tappable: a badge on an
    // avatar's corner, text over a photo.
    if view is UIImageView { return nil }
    var result: CGRect?
    for child in children[index] ?? [] {
      guard let rect = contentRect(child, context, children: children) else { continue }
      result = result.map { $0.union(rect) } ?? rect
    }
    if view.clipsToBounds, let r = result { result = r.intersection(node.frame) }
    if let r = result, r.isNull { return nil }
    return result
  }

  /// Text or a control whose content crosses the window's safe area (outside scroll views and
  /// system bars). Only the outermost of a subtree is reported.
  static func outsideSafeArea(_ context: AuditContext, children: [Int: [Int]]) {
    let safe = context.window.bounds.inset(by: context.window.safeAreaInsets)
    let window = context.window.bounds
    var flagged = Set<Int>()
    for (index, node) in context.nodes.enumerated() {
      if let parent = node.parent, flagged.contains(parent) {
        flagged.insert(index)
        continue
      }
      guard !node.inScrollContent, !node.inSystemBar, isTextOrControl(node.view),
        let content = contentRect(index, context, children: children), hasArea(content)
      else { continue }
      let visible = content.intersection(window)
      guard hasArea(visible) else { continue }
      let edges = overflow(visible, safe)
      guard !edges.isEmpty else { continue }
      flagged.insert(index)
      let side = edges.map(\.edge)
      let amount = edges.map(\.amount).max() ?? 0
      let what = node.view is UILabel ? "Its text" : "It"
      context.report(
        .outsideSafeArea, node.view,
        message:
          "\(what) reaches \(points(amount)) pt into the unsafe area past the safe area's "
          + "\(list(side)) edge\(side.count == 1 ? "" : "s").",
        suggestion: "pin the \(list(side.map { anchor($0, context) })) to safeAreaLayoutGuide",
        frame: content)
    }
  }

  /// Whether a view can hold or back other content: anything but text and controls (an image
  /// view can be a background).
  static func isContainer(_ view: UIView) -> Bool {
    !(view is UILabel || view is UIControl)
  }

  /// Two visible siblings whose content rectangles overlap, unless one is a container (or a
  /// background) whose frame contains the other's: that is layered on purpose.
  static func overlapping(_ context: AuditContext, children: [Int: [Int]]) {
    for (parentIndex, kids) in children.sorted(by: { $0.key < $1.key }) {
      guard kids.count > 1 else { continue }
      _ = parentIndex
      let rects = kids.map { contentRect($0, context, children: children) }
      for j in 1..<kids.count {
        guard let b = rects[j] else { continue }
        for i in 0..<j {
          guard let a = rects[i] else { continue }
          let nodeA = context.nodes[kids[i]]
          let nodeB = context.nodes[kids[j]]
          if nodeA.frame.contains(nodeB.frame) && isContainer(nodeA.view) { continue }
          if nodeB.frame.contains(nodeA.frame) && isContainer(nodeB.view) { continue }
          let overlap = a.intersection(b)
          guard hasArea(overlap) else { continue }
          context.report(
            .overlappingSiblings, nodeB.view,
            message:
              "Its content overlaps its sibling \(AuditContext.name(nodeA.view)) by "
              + "\(points(overlap.width)) × \(points(overlap.height)) pt.",
            suggestion: "add spacing constraints between it and "
              + "\(AuditContext.name(nodeA.view)) so that they cannot overlap")
        }
      }
    }
  }
}
