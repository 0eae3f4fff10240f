import Foundation

/// How long hiding or showing the bars animates: 0.2 s (UIKit publishes the constant
/// `UINavigationControllerHideShowBarDuration`; 0.2 is its widely reported value).
public let UINavigationControllerHideShowBarDuration: CGFloat = 0.2

/// The layout of a navigation controller's view.
///
/// The bar spans the width at the top of the view's safe area (y = 59 on an iPhone 15 Pro in
/// portrait, 20 on an iPhone SE, 24 on an iPad, 0 on a landscape phone), 44, 32 or 50 pt tall
/// (96 with an expanded large title), and its background reaches up to the top of the view.
/// A shown toolbar sits on the bottom of the safe area and its background reaches down to the
/// bottom of the view. The top controller's view fills the view; its safe area adds the bar's
/// and the toolbar's heights. It stops at an opaque bar instead, unless the controller's
/// `extendedLayoutIncludesOpaqueBars` is set, and it never extends on the edges missing from
/// its `edgesForExtendedLayout`.
extension UINavigationController {
  /// Places the bar, the toolbar and the children's views and sets the children's safe areas.
  func layoutContainer() {
    guard let container = storedView else { return }
    let b = container.bounds
    let safe = container.safeAreaInsets
    let barHeight = navigationBar.currentHeight
    let barY = barHidden ? -barHeight : safe.top
    navigationBar.frame = CGRect(x: 0, y: barY, width: b.width, height: barHeight)
    navigationBar.backgroundTopExtension = max(0, barY)
    let toolbarHeight = BarMetrics.barHeight(for: traitCollection)
    toolbar.frame = CGRect(
      x: 0, y: b.height - safe.bottom - toolbarHeight, width: b.width, height: toolbarHeight)
    toolbar.backgroundBottomExtension = safe.bottom
    for child in stack {
      guard let v = child.storedView, v.superview === container else { continue }
      placeChildView(child, in: b, barHeight: barHeight)
    }
    if let t = transition, let from = t.from, !stack.contains(where: { $0 === from }),
      from.storedView?.superview === container
    {
      placeChildView(from, in: b, barHeight: barHeight)
    }
    trackContentScrollView()
  }

  /// Places one child's view (offset while a transition slides it) and sets its safe area.
  private func placeChildView(_ child: UIViewController, in b: CGRect, barHeight: CGFloat) {
    guard let v = child.storedView else { return }
    let edges = child.edgesForExtendedLayout
    let barShown = !barHidden
    let underBar =
      edges.contains(.top)
      && (navigationBar.isTranslucent || child.extendedLayoutIncludesOpaqueBars)
    let toolbarShown = !toolbarHiddenState
    let underToolbar =
      edges.contains(.bottom) && (toolbar.isTranslucent || child.extendedLayoutIncludesOpaqueBars)
    var frame = b
    if barShown, !underBar {
      let top = navigationBar.frame.maxY
      frame.origin.y = top
      frame.size.height -= top
    }
    if toolbarShown, !underToolbar {
      frame.size.height = max(0, toolbar.frame.minY - frame.minY)
    }
    frame.origin.x = xOffset(of: child, width: b.width)
    v.frame = frame
    child.containerSafeAreaInsets = UIEdgeInsets(
      top: barShown && underBar ? barHeight : 0, left: 0,
      bottom: toolbarShown && underToolbar ? toolbar.frame.height : 0, right: 0)
  }

  /// Where a child's view is along the width: 0, except while a transition slides it.
  private func xOffset(of child: UIViewController, width: CGFloat) -> CGFloat {
    guard let t = transition, t.animated else { return 0 }
    let shift = UINavigationController.parallaxShift(width: width)
    if child === t.to {
      guard t.atStart else { return 0 }
      return t.kind == .push ? width : -shift
    }
    if child === t.from {
      if t.atStart { return 0 }
      return t.kind == .push ? -shift : width
    }
    return 0
  }

  /// Follows the top controller's content scroll view, whose offset collapses a large title.
  func trackContentScrollView() {
    let scroll = navigationBar.displaysLargeTitle ? topViewController?.contentScrollView : nil
    guard scroll !== trackedScrollView else { return }
    trackedScrollView?.didScrollHandler = nil
    trackedScrollView = scroll
    scroll?.didScrollHandler = { [weak self] s in self?.contentDidScroll(s) }
  }

  /// The content scrolled: the large title's band follows how far the content's top still
  /// lies below the collapsed bar.
  func contentDidScroll(_ scrollView: UIScrollView) {
    guard !updatingLargeTitle, transition == nil, navigationBar.displaysLargeTitle else { return }
    let current = navigationBar.largeTitleBand
    let collapsedTop = scrollView.adjustedContentInset.top - current
    let band = UINavigationBar.largeTitleBand(
      offsetY: scrollView.contentOffset.y, collapsedTop: collapsedTop)
    guard band != current else { return }
    updatingLargeTitle = true
    defer { updatingLargeTitle = false }
    navigationBar.largeTitleBand = band
    navigationBar.setNeedsLayout()
    layoutContainer()
  }
}
