import Foundation

/// Page turns: swipes (the scroll view's drags) and ``UIPageViewController/setViewControllers(_:direction:animated:completion:)``.
///
/// A swipe, in order:
/// 1. the drag begins: the data source is asked for the pages before and after the current
///    one (both, every drag);
/// 2. the content first moves towards a page: the delegate's `willTransitionTo`, then the page
///    is added as a child (`willMove(toParent:)`), its view joins the scroll view and it gets
///    `viewWillAppear(true)` (dragging back the other way takes it away again, as a cancelled
///    page below, and reveals the other one);
/// 3. the content settles (at once, or after the paging scroll view's settle animation):
///    - turned: the old page gets `viewWillDisappear(true)`, `willMove(toParent: nil)`, leaves,
///      `didMove(toParent: nil)`, `viewDidDisappear(true)`; then the new page
///      `viewDidAppear(true)` and `didMove(toParent:)`; the indicator is updated; then the
///      delegate's `didFinishAnimating(true, previousViewControllers: [old], transitionCompleted: true)`;
///    - not turned: the revealed page gets `viewWillDisappear(true)`, `willMove(toParent: nil)`,
///      leaves, `didMove(toParent: nil)`, `viewDidDisappear(true)`; then the delegate's
///      `didFinishAnimating(true, previousViewControllers: [current], transitionCompleted: false)`.
///
/// Appearance callbacks are sent only while the page view controller itself is on screen.
extension UIPageViewController {
  /// Whether the controller is on screen (its pages get appearance callbacks then).
  var pagesAreOnScreen: Bool { appearanceState == .appeared }

  // MARK: Swipes

  /// A drag begins: ask for the neighbours and lay them out around the current page.
  func pageDragWillBegin() {
    guard let scroll = pageScrollView, let current = pages.first else { return }
    // A turn still in flight (a programmatic one, or the last swipe settling) ends where it
    // stands before the new drag.
    if let turn = programmaticTurn {
      completeTurn(from: turn.outgoing, to: turn.incoming)
      turn.completion?(false)
    }
    if revealedPage != nil { settleRevealedPage() }
    if scroll.isDecelerating {
      scroll.isDecelerating = false
      scroll.layer.removeAllAnimations()
    }
    let before = dataSource?.pageViewController(self, viewControllerBefore: current)
    let after = dataSource?.pageViewController(self, viewControllerAfter: current)
    pageBefore = before === current ? nil : before
    pageAfter = after === current || after === pageBefore ? nil : after
    layoutPages()
    let home = CGFloat(currentSlot) * pagePitch
    setPageOffset(home)
    scroll.dragStartOffset = isHorizontal ? CGPoint(x: home, y: 0) : CGPoint(x: 0, y: home)
  }

  /// The content moved: reveal the page it moves towards.
  func pageScrollDidScroll() {
    guard !isAdjustingPages, programmaticTurn == nil, let scroll = pageScrollView,
      scroll.isDragging, !pages.isEmpty
    else { return }
    let home = CGFloat(currentSlot) * pagePitch
    let offset = pageOffset
    let wanted = offset > home ? pageAfter : offset < home ? pageBefore : nil
    guard let wanted, wanted !== revealedPage else { return }
    if let shown = revealedPage { takeAway(shown) }
    reveal(wanted)
  }

  /// Adds `page` as the page being revealed.
  func reveal(_ page: UIViewController) {
    guard let scroll = pageScrollView else { return }
    delegate?.pageViewController(self, willTransitionTo: [page])
    addChild(page)
    revealedPage = page
    if pagesAreOnScreen { page.beginAppearanceTransition(true, animated: true) }
    scroll.addSubview(page.view)
    layoutPages()
  }

  /// Removes a revealed page that did not become current.
  func takeAway(_ page: UIViewController) {
    let onScreen = page.appearanceState == .appearing || page.appearanceState == .appeared
    if onScreen { page.beginAppearanceTransition(false, animated: true) }
    page.willMove(toParent: nil)
    page.storedView?.removeFromSuperview()
    page.removeFromParent()
    if onScreen { page.endAppearanceTransition() }
    if revealedPage === page { revealedPage = nil }
  }

  /// The content came to rest after a drag: the page turned if the revealed page is where the
  /// content rests.
  func pageScrollDidSettle() {
    guard let scroll = pageScrollView, !scroll.isDragging, programmaticTurn == nil else { return }
    settleRevealedPage()
  }

  /// The revealed page becomes current if the content rests on it, else it is taken away;
  /// the delegate hears how the transition ended.
  func settleRevealedPage() {
    guard let current = pages.first, let incoming = revealedPage else {
      pageBefore = nil
      pageAfter = nil
      layoutPages()
      return
    }
    let pitch = pagePitch
    let slots = pageSlots
    let index = pitch > 0 ? Int((pageOffset / pitch).rounded()) : currentSlot
    let turned = index >= 0 && index < slots.count && slots[index] === incoming
    if turned {
      completeTurn(from: current, to: incoming)
      delegate?.pageViewController(
        self, didFinishAnimating: true, previousViewControllers: [current],
        transitionCompleted: true)
    } else {
      takeAway(incoming)
      pageBefore = nil
      pageAfter = nil
      layoutPages()
      delegate?.pageViewController(
        self, didFinishAnimating: true, previousViewControllers: [current],
        transitionCompleted: false)
    }
  }

  /// `incoming` replaces `outgoing` (both children; `incoming` appearing when on screen).
  func completeTurn(from outgoing: UIViewController, to incoming: UIViewController) {
    let onScreen = pagesAreOnScreen
    if onScreen { outgoing.beginAppearanceTransition(false, animated: true) }
    outgoing.willMove(toParent: nil)
    outgoing.storedView?.removeFromSuperview()
    outgoing.removeFromParent()
    if onScreen { outgoing.endAppearanceTransition() }
    pages = [incoming]
    revealedPage = nil
    programmaticTurn = nil
    pageBefore = nil
    pageAfter = nil
    layoutPages()
    if onScreen { incoming.endAppearanceTransition() }
    incoming.didMove(toParent: self)
    updatePageIndicator()
  }

  /// Ends whatever turn is in flight at once: an animated programmatic turn completes, a
  /// revealed page is taken away (the drag, if any, is dropped), and the scroll view's
  /// animations stop.
  func finishTurnsInFlight() {
    if let turn = programmaticTurn {
      completeTurn(from: turn.outgoing, to: turn.incoming)
      turn.completion?(false)
    }
    if let shown = revealedPage { takeAway(shown) }
    if let scroll = pageScrollView {
      scroll.dragStartOffset = nil
      scroll.isDragging = false
      scroll.isTracking = false
      scroll.isDecelerating = false
      scroll.layer.removeAllAnimations()
    }
    pageBefore = nil
    pageAfter = nil
    layoutPages()
  }

  // MARK: Programmatic turns

  /// What ``setViewControllers(_:direction:animated:completion:)`` does.
  func performSetViewControllers(
    _ list: [UIViewController], direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)?
  ) {
    let required = transitionStyle == .pageCurl && isDoubleSided ? 2 : 1
    guard list.count == required else {
      LayoutDiagnostics.report(
        .raised(
          name: "NSInvalidArgumentException",
          reason: "The number of view controllers provided (\(list.count)) doesn't match the "
            + "number required (\(required)) for the requested transition"),
        engine: nil)
      return
    }
    if programmaticTurn != nil || revealedPage != nil || pageScrollView?.isDragging == true {
      finishTurnsInFlight()
    }
    let incoming = list[0]
    let outgoing = pages.first
    let canAnimate =
      animated && outgoing != nil && outgoing !== incoming && pagesAreOnScreen
      && storedView?.window != nil
    guard canAnimate, let outgoing, let scroll = pageScrollView else {
      replacePages(with: list)
      completion?(true)
      return
    }
    let turn = ProgrammaticPageTurn(
      incoming: incoming, outgoing: outgoing, direction: direction, completion: completion)
    addChild(incoming)
    programmaticTurn = turn
    incoming.beginAppearanceTransition(true, animated: true)
    outgoing.beginAppearanceTransition(false, animated: true)
    scroll.addSubview(incoming.view)
    layoutPages()
    let from = direction == .forward ? 0 : pagePitch
    let to = direction == .forward ? pagePitch : 0
    setPageOffset(from)
    let target = isHorizontal ? CGPoint(x: to, y: 0) : CGPoint(x: 0, y: to)
    isAdjustingPages = true
    UIView.animate(
      withDuration: 0.3, delay: 0, options: [.curveEaseInOut],
      animations: { scroll.contentOffset = target },
      completion: { [weak self] _ in self?.finishProgrammaticTurn(turn) })
    isAdjustingPages = false
  }

  /// The animation of `turn` ended.
  func finishProgrammaticTurn(_ turn: ProgrammaticPageTurn) {
    guard programmaticTurn === turn else { return }
    completeTurn(from: turn.outgoing, to: turn.incoming)
    turn.completion?(true)
  }

  /// Replaces the pages at once (children and views; appearance through the view hierarchy).
  func replacePages(with list: [UIViewController]) {
    let incoming = list[0]
    if let outgoing = pages.first, outgoing !== incoming {
      outgoing.willMove(toParent: nil)
      outgoing.storedView?.removeFromSuperview()
      outgoing.removeFromParent()
    }
    pages = [incoming]
    let added = incoming.parent !== self
    if added { addChild(incoming) }
    if let scroll = pageScrollView, incoming.view.superview !== scroll {
      scroll.addSubview(incoming.view)
    }
    if added { incoming.didMove(toParent: self) }
    pageBefore = nil
    pageAfter = nil
    layoutPages()
    updatePageIndicator()
  }
}
