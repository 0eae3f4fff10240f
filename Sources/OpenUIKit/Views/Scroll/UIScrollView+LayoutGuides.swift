import Foundation

/// The content and frame layout guides, and how constraints to the scroll view itself map to
/// them: the scroll view is the engine's ``LayoutContentArea``.
extension UIScrollView: LayoutContentArea {
  /// The content area: its edges are where content starts and ends, its size is
  /// ``contentSize``. Edge constraints between the scroll view and its content attach here.
  public var contentLayoutGuide: UILayoutGuide {
    if let g = storedContentGuide { return g }
    let g = makeSystemGuide("UIScrollView-contentLayoutGuide")
    storedContentGuide = g
    return g
  }

  /// The scroll view's frame, in content coordinates (it moves with ``contentOffset``, so
  /// content pinned to it stays put on screen). Width, height and centre constraints between
  /// the scroll view and its content attach here.
  public var frameLayoutGuide: UILayoutGuide {
    if let g = storedFrameGuide { return g }
    let g = makeSystemGuide("UIScrollView-frameLayoutGuide")
    storedFrameGuide = g
    return g
  }

  /// The guide that a constraint between this scroll view and one of its descendants means
  /// when it names `attribute` of the scroll view itself (nil: the attribute keeps its plain
  /// meaning).
  func contentRelativeGuide(for attribute: NSLayoutConstraint.Attribute) -> UILayoutGuide? {
    switch attribute {
    case .left, .right, .top, .bottom, .leading, .trailing:
      return contentLayoutGuide
    case .width, .height, .centerX, .centerY:
      return frameLayoutGuide
    default:
      return nil
    }
  }

  /// Pins the content or frame guide once the engine uses it; false for other guides.
  func installContentGuideConstraints(_ guide: UILayoutGuide, engine: LayoutEngine) -> Bool {
    if guide === storedContentGuide {
      // The origin is the content area's; the size follows contentSize unless content
      // constraints decide it (priority 1: anything else wins).
      let left = engine.systemConstraint(
        guide, .left, .equal, self, .left, multiplier: 1, constant: 0, kind: .system,
        identifier: "UIScrollView-contentLayoutGuide-left", container: self)
      let top = engine.systemConstraint(
        guide, .top, .equal, self, .top, multiplier: 1, constant: 0, kind: .system,
        identifier: "UIScrollView-contentLayoutGuide-top", container: self)
      let width = engine.systemConstraint(
        guide, .width, constant: contentSize.width, priority: UILayoutPriority(1), kind: .system,
        identifier: "UIScrollView-contentSize-width", container: self)
      let height = engine.systemConstraint(
        guide, .height, constant: contentSize.height, priority: UILayoutPriority(1),
        kind: .system, identifier: "UIScrollView-contentSize-height", container: self)
      layoutState.guideConstraints[ObjectIdentifier(guide)] = [left, top, width, height]
      return true
    }
    if guide === storedFrameGuide {
      let offset = contentOffset
      let left = engine.systemConstraint(
        guide, .left, .equal, self, .left, multiplier: 1, constant: offset.x, kind: .system,
        identifier: "UIScrollView-frameLayoutGuide-left", container: self)
      let top = engine.systemConstraint(
        guide, .top, .equal, self, .top, multiplier: 1, constant: offset.y, kind: .system,
        identifier: "UIScrollView-frameLayoutGuide-top", container: self)
      let width = engine.systemConstraint(
        guide, .width, .equal, self, .width, multiplier: 1, constant: 0, kind: .system,
        identifier: "UIScrollView-frameLayoutGuide-width", container: self)
      let height = engine.systemConstraint(
        guide, .height, .equal, self, .height, multiplier: 1, constant: 0, kind: .system,
        identifier: "UIScrollView-frameLayoutGuide-height", container: self)
      layoutState.guideConstraints[ObjectIdentifier(guide)] = [left, top, width, height]
      return true
    }
    return false
  }

  /// Pushes a hand-set ``contentSize`` into the content guide's size constraints.
  func updateContentSizeConstants() {
    guard let g = storedContentGuide, let list = layoutState.guideConstraints[ObjectIdentifier(g)],
      list.count == 4
    else { return }
    if list[2].constant != contentSize.width { list[2].constant = contentSize.width }
    if list[3].constant != contentSize.height { list[3].constant = contentSize.height }
  }

  /// Moves the frame guide with the content offset.
  func updateFrameGuideConstants() {
    guard let g = storedFrameGuide, let list = layoutState.guideConstraints[ObjectIdentifier(g)],
      list.count == 4
    else { return }
    let offset = contentOffset
    if list[0].constant != offset.x { list[0].constant = offset.x }
    if list[1].constant != offset.y { list[1].constant = offset.y }
  }
}
