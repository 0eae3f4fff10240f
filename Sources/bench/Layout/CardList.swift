import Foundation
import OpenUIKit

/// A screen with a vertical list of cards: a 393 × 852 `UIWindow(frame:)` whose root view
/// controller's view holds a scroll-like content view (pinned to the top, leading and trailing
/// edges; as tall as its cells) in which the cells are stacked in one column. The cells are
/// independent except for their stacking: each one's top is the previous one's bottom.
@MainActor
final class CardList {
  /// The window.
  let window: UIWindow
  /// The root view controller.
  let controller = UIViewController()
  /// The content view the cells are stacked in.
  let content = UIView()
  /// The cells, top to bottom.
  private(set) var cells: [CardCell] = []
  /// The constraints activated so far (cells' and the list's own).
  private(set) var constraintCount = 0
  /// The stacking constraint pinning the content's bottom to the last cell, once finished.
  private var bottom: NSLayoutConstraint?

  /// Creates the window, the controller and the empty content view, and lays them out once.
  /// With `pinnedContent`, the content view fills the root view (for independent cells,
  /// which do not give it a height).
  init(pinnedContent: Bool = false) {
    window = UIWindow(
      frame: CGRect(x: 0, y: 0, width: CardGeometry.listWidth, height: CardGeometry.windowHeight))
    window.rootViewController = controller
    let root = controller.view!
    content.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(content)
    var pins = [
      content.topAnchor.constraint(equalTo: root.topAnchor),
      content.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ]
    if pinnedContent { pins.append(content.bottomAnchor.constraint(equalTo: root.bottomAnchor)) }
    NSLayoutConstraint.activate(pins)
    constraintCount += pins.count
    window.makeKeyAndVisible()
  }

  /// Builds a cell, adds it under the last one and activates its stacking constraints
  /// (leading, trailing, top).
  func appendCell() {
    let cell = CardCell()
    let container = cell.container
    content.addSubview(container)
    let top = cells.last.map { $0.container.bottomAnchor } ?? content.topAnchor
    let stacking = [
      container.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      container.trailingAnchor.constraint(equalTo: content.trailingAnchor),
      container.topAnchor.constraint(equalTo: top),
    ]
    NSLayoutConstraint.activate(stacking)
    constraintCount += cell.constraintCount + stacking.count
    cells.append(cell)
  }

  /// Pins the content view's bottom to the last cell, so that its height is the cells'.
  /// Adds a cell pinned to the content view at `top` (not to the cell above: the cells do not
  /// depend on each other).
  func appendIndependentCell(top: CGFloat) {
    let cell = CardCell()
    let container = cell.container
    content.addSubview(container)
    let pins = [
      container.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      container.trailingAnchor.constraint(equalTo: content.trailingAnchor),
      container.topAnchor.constraint(equalTo: content.topAnchor, constant: top),
    ]
    NSLayoutConstraint.activate(pins)
    constraintCount += cell.constraintCount + pins.count
    cells.append(cell)
  }

  func finish() {
    guard bottom == nil, let last = cells.last else { return }
    let c = content.bottomAnchor.constraint(equalTo: last.container.bottomAnchor)
    c.isActive = true
    bottom = c
    constraintCount += 1
  }

  /// The number of views in the window (the window included).
  var viewCount: Int { CardList.count(window) }

  /// The number of views in a subtree.
  static func count(_ view: UIView) -> Int {
    view.subviews.reduce(1) { $0 + count($1) }
  }
}
