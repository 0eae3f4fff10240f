import Foundation
import OpenUIKit

/// One visible view of an audited tree, with what the rules ask of it.
@MainActor
struct AuditNode {
  /// The view.
  let view: UIView
  /// Its place in the tree (`UIView > UIStackView[0] > UILabel[2]`).
  let path: String
  /// Its frame in window coordinates.
  let frame: CGRect
  /// Its frame cut by every clipping ancestor (window coordinates; the window itself does not
  /// count).
  let visibleRect: CGRect
  /// The index of its superview's node (nil for the root).
  let parent: Int?
  /// Whether an ancestor is a scroll view (the view is scrolling content).
  let inScrollContent: Bool
  /// Whether an ancestor is a bar the system draws (navigation bar, tab bar, toolbar).
  let inSystemBar: Bool
}

/// The state of one configuration's audit: the window, the visible views in depth-first order
/// and the findings so far.
@MainActor
final class AuditContext {
  let configuration: AuditConfiguration
  let window: UIWindow
  let root: UIView
  /// The visible views under (and including) the root, depth first.
  private(set) var nodes: [AuditNode] = []
  /// The index of each visible view's node.
  private(set) var indexByView: [ObjectIdentifier: Int] = [:]
  /// What the rules found, in order.
  var findings: [AuditFinding] = []

  init(configuration: AuditConfiguration, window: UIWindow, root: UIView) {
    self.configuration = configuration
    self.window = window
    self.root = root
    collect(
      root, path: Self.className(root), parent: nil, clip: .infinite, inScroll: false,
      inBar: false)
  }

  /// The name a path shows for a view: its class's name.
  static func className(_ view: UIView) -> String {
    String(describing: type(of: view))
  }

  /// Whether a view is visible by itself (not hidden, not transparent).
  static func isShown(_ view: UIView) -> Bool {
    !view.isHidden && view.alpha > 0.01
  }

  private func collect(
    _ view: UIView, path: String, parent: Int?, clip: CGRect, inScroll: Bool, inBar: Bool
  ) {
    guard Self.isShown(view) else { return }
    let frame = view.convert(view.bounds, to: nil)
    let visible = clip.isInfinite ? frame : frame.intersection(clip)
    let index = nodes.count
    nodes.append(
      AuditNode(
        view: view, path: path, frame: frame, visibleRect: visible, parent: parent,
        inScrollContent: inScroll, inSystemBar: inBar))
    indexByView[ObjectIdentifier(view)] = index
    let childClip: CGRect
    if view.clipsToBounds {
      childClip = clip.isInfinite ? frame : clip.intersection(frame)
    } else {
      childClip = clip
    }
    let childInScroll = inScroll || view is UIScrollView
    let childInBar = inBar || view is UINavigationBar || view is UITabBar || view is UIToolbar
    for (i, sub) in view.subviews.enumerated() {
      collect(
        sub, path: "\(path) > \(Self.className(sub))[\(i)]", parent: index, clip: childClip,
        inScroll: childInScroll, inBar: childInBar)
    }
  }

  /// The node of a view, when it is visible and under the root.
  func node(of view: UIView) -> AuditNode? {
    indexByView[ObjectIdentifier(view)].map { nodes[$0] }
  }

  /// The path of any view: from the root when it is under it, otherwise from its topmost
  /// superview.
  func path(of view: UIView) -> String {
    if let node = node(of: view) { return node.path }
    var steps: [String] = []
    var current: UIView? = view
    while let v = current {
      if v === root {
        steps.append(Self.className(v))
        break
      }
      if let superview = v.superview, let i = superview.subviews.firstIndex(where: { $0 === v }) {
        steps.append("\(Self.className(v))[\(i)]")
      } else {
        steps.append(Self.className(v))
      }
      current = v.superview
    }
    return steps.reversed().joined(separator: " > ")
  }

  /// Records a finding about `view`.
  func report(
    _ kind: AuditFinding.Kind, _ view: UIView, message: String, suggestion: String?,
    frame: CGRect? = nil
  ) {
    findings.append(
      AuditFinding(
        kind: kind, viewIdentifier: view.accessibilityIdentifier, viewPath: path(of: view),
        configuration: configuration, frame: frame ?? view.convert(view.bounds, to: nil),
        message: message, suggestion: suggestion))
  }

  /// Whether `view` is `ancestor` or lies under it.
  static func isDescendant(_ view: UIView, of ancestor: UIView) -> Bool {
    var current: UIView? = view
    while let v = current {
      if v === ancestor { return true }
      current = v.superview
    }
    return false
  }

  /// The name a message gives a view: `UILabel 'title'` or `UILabel`.
  static func name(_ view: UIView) -> String {
    let base = className(view)
    if let id = view.accessibilityIdentifier { return "\(base) '\(id)'" }
    return base
  }
}

/// Numbers in messages: whole numbers plainly, others to at most two decimals.
func points(_ value: CGFloat) -> String {
  let rounded = (value * 100).rounded() / 100
  if rounded == rounded.rounded() { return String(Int(rounded)) }
  var text = String(format: "%.2f", Double(rounded))
  while text.hasSuffix("0") { text.removeLast() }
  return text
}

/// A text quoted for a message, shortened to 40 characters.
func quoted(_ text: String) -> String {
  let flat = text.replacingOccurrences(of: "\n", with: " ")
  if flat.count <= 40 { return "\"\(flat)\"" }
  return "\"\(flat.prefix(39))…\""
}
