import Foundation

/// Laying out the pages and the page indicator.
///
/// The pages are laid out in a row (a column for the vertical orientation) in the paging
/// scroll view: the page before the current one (while a drag may reveal it), the current
/// page, the page after it. Each page is as large as the page area; the scroll view is one
/// `interPageSpacing` longer than the page area along the axis, so one page of scrolling is
/// one page plus the spacing. At rest the current page is at the page area's origin.
///
/// The page area is the view's bounds; when the scroll style's page indicator is shown it
/// ends at the indicator's top: the indicator is as wide as the view and
/// ``UIPageControl/indicatorRowHeight`` (26 pt) tall, just above the bottom safe-area inset
/// (OpenUIKit's choice: UIKit puts its indicator in a strip below the pages too, but Apple
/// documents no numbers).
extension UIPageViewController {
  /// The pages in scroll order.
  var pageSlots: [UIViewController] {
    guard let current = pages.first else { return [] }
    if let turn = programmaticTurn {
      return turn.direction == .forward
        ? [turn.outgoing, turn.incoming] : [turn.incoming, turn.outgoing]
    }
    return [pageBefore, current, pageAfter].compactMap { $0 }
  }

  /// The current page's place in ``pageSlots``.
  var currentSlot: Int {
    guard let current = pages.first else { return 0 }
    return pageSlots.firstIndex { $0 === current } ?? 0
  }

  var isHorizontal: Bool { navigationOrientation == .horizontal }

  /// One page of scrolling: the scroll view's length along the axis.
  var pagePitch: CGFloat {
    guard let scroll = pageScrollView else { return 0 }
    return isHorizontal ? scroll.bounds.width : scroll.bounds.height
  }

  /// The scroll view's offset along the axis.
  var pageOffset: CGFloat {
    guard let scroll = pageScrollView else { return 0 }
    return isHorizontal ? scroll.contentOffset.x : scroll.contentOffset.y
  }

  /// Moves the scroll view to `offset` along the axis without reacting to it.
  func setPageOffset(_ offset: CGFloat) {
    guard let scroll = pageScrollView else { return }
    isAdjustingPages = true
    scroll.contentOffset = isHorizontal ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset)
    isAdjustingPages = false
  }

  /// Places the indicator, the scroll view and the pages; at rest, scrolls to the current page.
  func layoutPages() {
    guard let container = storedView, let scroll = pageScrollView else { return }
    let bounds = container.bounds
    var area = bounds
    if let indicator = pageIndicator, !indicator.isHidden {
      let height = UIPageControl.indicatorRowHeight
      let bottom = max(bounds.maxY - container.safeAreaInsets.bottom, bounds.minY + height)
      indicator.frame = CGRect(
        x: bounds.minX, y: bottom - height, width: bounds.width, height: height)
      area.size.height = max(bottom - height - bounds.minY, 0)
    }
    let spacing = max(interPageSpacing, 0)
    isAdjustingPages = true
    scroll.frame = CGRect(
      x: area.minX - bounds.minX, y: area.minY - bounds.minY,
      width: area.width + (isHorizontal ? spacing : 0),
      height: area.height + (isHorizontal ? 0 : spacing))
    let slots = pageSlots
    let pitch = pagePitch
    let count = CGFloat(slots.count)
    scroll.contentSize =
      isHorizontal
      ? CGSize(width: pitch * count, height: area.height)
      : CGSize(width: area.width, height: pitch * count)
    for (index, page) in slots.enumerated() {
      guard let pageView = page.storedView, pageView.superview === scroll else { continue }
      let along = CGFloat(index) * pitch
      pageView.frame =
        isHorizontal
        ? CGRect(x: along, y: 0, width: area.width, height: area.height)
        : CGRect(x: 0, y: along, width: area.width, height: area.height)
    }
    isAdjustingPages = false
    let atRest =
      programmaticTurn == nil && revealedPage == nil && !scroll.isDragging
      && !scroll.isDecelerating
    if atRest { setPageOffset(CGFloat(currentSlot) * pitch) }
  }

  /// Asks the data source for the indicator's count and index (scroll style): a count above 0
  /// shows the indicator.
  func updatePageIndicator() {
    guard let indicator = pageIndicator else { return }
    let count = transitionStyle == .scroll ? dataSource?.presentationCount(for: self) ?? 0 : 0
    let wasHidden = indicator.isHidden
    if count > 0, let source = dataSource {
      indicator.numberOfPages = count
      indicator.currentPage = source.presentationIndex(for: self)
      indicator.isHidden = false
    } else {
      indicator.isHidden = true
    }
    if indicator.isHidden != wasHidden { storedView?.setNeedsLayout() }
  }
}
