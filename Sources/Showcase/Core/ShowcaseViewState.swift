import Foundation
import OpenUIKit

/// Reads the state of a window's named views for the report.
@MainActor
enum ShowcaseViewState {
  /// Every view with an accessibilityIdentifier, depth first; the first one wins when two share
  /// an identifier.
  static func named(in window: UIWindow) -> [String: ShowcaseReport.ViewState] {
    var states: [String: ShowcaseReport.ViewState] = [:]
    visit(window) { view in
      guard let id = view.accessibilityIdentifier, states[id] == nil else { return }
      states[id] = state(of: view)
    }
    return states
  }

  /// The view's model frame in window coordinates (center and bounds, transforms ignored),
  /// alpha, hidden and text.
  static func state(of view: UIView) -> ShowcaseReport.ViewState {
    let frame = modelFrameInWindow(view)
    return ShowcaseReport.ViewState(
      frame: [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map {
        rounded(Double($0))
      },
      alpha: rounded(Double(view.alpha)), hidden: view.isHidden, text: text(of: view))
  }

  /// Origin = centre − half the bounds size, moved up the superview chain by each ancestor's
  /// own origin and bounds origin (a scroll view's offset).
  static func modelFrameInWindow(_ view: UIView) -> CGRect {
    let size = view.bounds.size
    var origin = CGPoint(x: view.center.x - size.width / 2, y: view.center.y - size.height / 2)
    var ancestor = view.superview
    while let current = ancestor, current.superview != nil {
      let own = current.bounds.size
      origin.x += current.center.x - own.width / 2 - current.bounds.origin.x
      origin.y += current.center.y - own.height / 2 - current.bounds.origin.y
      ancestor = current.superview
    }
    if let root = ancestor, root !== view {
      origin.x -= root.bounds.origin.x
      origin.y -= root.bounds.origin.y
    }
    return CGRect(origin: origin, size: size)
  }

  /// The text a label, button, text field or text view shows.
  static func text(of view: UIView) -> String? {
    switch view {
    case let label as UILabel: return label.text ?? ""
    case let button as UIButton: return button.currentTitle ?? ""
    case let field as UITextField: return field.text ?? ""
    case let textView as UITextView: return textView.text ?? ""
    default: return nil
    }
  }

  /// Views in the tree, the root included.
  static func count(_ root: UIView) -> Int {
    var n = 0
    visit(root) { _ in n += 1 }
    return n
  }

  /// Active constraints held by the views of the tree.
  static func constraintCount(_ root: UIView) -> Int {
    var n = 0
    visit(root) { view in n += view.constraints.count { $0.isActive } }
    return n
  }

  static func visit(_ view: UIView, _ body: (UIView) -> Void) {
    body(view)
    for subview in view.subviews { visit(subview, body) }
  }
}
