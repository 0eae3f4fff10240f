import Foundation
import Testing

@testable import OpenUIKit

/// A data source and delegate over a fixed list of pages that logs what it is asked and told.
@MainActor
final class PageBook: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
  let pages: [LoggingController]
  let log: AppearanceLog
  var showsIndicator = false

  init(count: Int, log: AppearanceLog) {
    self.log = log
    pages = (0..<count).map { LoggingController("p\($0)", log: log) }
  }

  func index(of controller: UIViewController) -> Int {
    pages.firstIndex { $0 === controller } ?? -1
  }

  func names(_ controllers: [UIViewController]) -> String {
    controllers.map { ($0 as? LoggingController)?.name ?? "?" }.joined(separator: ", ")
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    let i = index(of: viewController)
    log.add("dataSource.before(\(names([viewController])))")
    return i > 0 ? pages[i - 1] : nil
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    let i = index(of: viewController)
    log.add("dataSource.after(\(names([viewController])))")
    return i >= 0 && i + 1 < pages.count ? pages[i + 1] : nil
  }

  func presentationCount(for pageViewController: UIPageViewController) -> Int {
    showsIndicator ? pages.count : 0
  }

  func presentationIndex(for pageViewController: UIPageViewController) -> Int {
    pageViewController.viewControllers.map { index(of: $0[0]) } ?? 0
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) {
    log.add("delegate.willTransitionTo([\(names(pendingViewControllers))])")
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {
    log.add(
      "delegate.didFinishAnimating(\(finished), previous: [\(names(previousViewControllers))], "
        + "completed: \(completed))")
  }
}

/// UIPageViewController (scroll style) on an iPhone 15 Pro: the page frames, swipes that turn
/// the page, snap back or bounce at the ends, the exact order of the callbacks, animated
/// programmatic turns on the virtual clock, the inter-page spacing and the page indicator.
@MainActor
@Suite struct PageViewControllerTests {
  let log = AppearanceLog()

  /// A page view controller on `pages` pages showing `start`, the window's root, on screen.
  func host(
    pages: Int = 3, start: Int = 0, spacing: CGFloat? = nil, indicator: Bool = false,
    orientation: UIPageViewController.NavigationOrientation = .horizontal
  ) -> (UIWindow, UIPageViewController, PageBook) {
    let book = PageBook(count: pages, log: log)
    book.showsIndicator = indicator
    let options: [UIPageViewController.OptionsKey: Any]? =
      spacing.map { [.interPageSpacing: NSNumber(value: Double($0))] }
    let controller = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: orientation, options: options)
    controller.dataSource = book
    controller.delegate = book
    controller.setViewControllers([book.pages[start]], direction: .forward, animated: false)
    let window = UIWindow(screen: .iPhone15Pro)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    _ = log.take()
    return (window, controller, book)
  }

  func scrollView(of controller: UIPageViewController) -> UIScrollView {
    controller.view.subviews.compactMap { $0 as? UIScrollView }[0]
  }

  /// A horizontal pan across `fraction` of the width (negative: towards the next page) at
  /// mid-height, over `duration` seconds.
  func swipe(_ controller: UIPageViewController, fraction: CGFloat, duration: TimeInterval) {
    let page = controller.viewControllers![0].view!
    let start = CGPoint(x: fraction < 0 ? 350 : 43, y: 400)
    page.simulatePan(
      from: start, to: CGPoint(x: start.x + 393 * fraction, y: 400), duration: duration)
  }

  @Test func theFirstPageFillsTheScreen() {
    let book = PageBook(count: 3, log: log)
    let controller = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: .horizontal)
    #expect(controller.viewControllers == nil)
    #expect(controller.spineLocation == .none)
    #expect(controller.gestureRecognizers.isEmpty)
    #expect(!controller.isDoubleSided)
    controller.dataSource = book
    controller.setViewControllers([book.pages[0]], direction: .forward, animated: false)
    #expect(log.take() == ["p0.willMove(toParent: ?)", "p0.didMove(toParent: ?)"])
    let window = UIWindow(screen: .iPhone15Pro)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    #expect(
      log.take() == [
        "p0.viewDidLoad", "p0.viewWillAppear(false)", "p0.viewIsAppearing(false) window=true",
        "p0.viewDidAppear(false)",
      ])
    #expect(controller.children == [book.pages[0]])
    #expect(controller.viewControllers == [book.pages[0]])
    let scroll = scrollView(of: controller)
    #expect(scroll.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(scroll.contentSize == CGSize(width: 393, height: 852))
    #expect(scroll.contentOffset == .zero)
    #expect(book.pages[0].view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(
      book.pages[0].view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
  }

  @Test func aPanAcrossSixtyPercentTurnsThePage() {
    withVirtualAnimation { environment, _ in
      let (window, controller, book) = host()
      let scroll = scrollView(of: controller)
      let p0 = book.pages[0]
      let p1 = book.pages[1]
      var midway: CGRect?
      // 0.6 × 393 = 235.8 pt in 0.5 s: 471.6 pt/s, slower than a flick.
      p0.view.simulatePan(
        from: CGPoint(x: 350, y: 400), to: CGPoint(x: 114.2, y: 400), duration: 0.5,
        step: { k in if k == 30 { midway = p1.view.convert(p1.view.bounds, to: window) } })
      // Halfway (117.9 pt), the next page's left edge is 393 − 117.9 from the screen's.
      expectRect(midway, CGRect(x: 275.1, y: 0, width: 393, height: 852))
      #expect(
        log.take() == [
          "dataSource.before(p0)", "dataSource.after(p0)", "delegate.willTransitionTo([p1])",
          "p1.willMove(toParent: ?)", "p1.viewDidLoad", "p1.viewWillAppear(true)",
        ])
      // The finger lifted at 235.8: the content settles on the next page in 0.3 s.
      #expect(scroll.isDecelerating)
      #expect(scroll.contentOffset == CGPoint(x: 393, y: 0))
      expectRect(
        scroll.layer.presentation()?.bounds, CGRect(x: 235.8, y: 0, width: 393, height: 852))
      #expect(p1.view.frame == CGRect(x: 393, y: 0, width: 393, height: 852))
      #expect(controller.viewControllers == [p0])
      environment.runLoop.run(for: 0.3)
      #expect(
        log.take() == [
          "p0.viewWillDisappear(true)", "p0.willMove(toParent: nil)",
          "p0.didMove(toParent: nil)", "p0.viewDidDisappear(true)",
          "p1.viewIsAppearing(true) window=true", "p1.viewDidAppear(true)",
          "p1.didMove(toParent: ?)",
          "delegate.didFinishAnimating(true, previous: [p0], completed: true)",
        ])
      #expect(controller.viewControllers == [p1])
      #expect(controller.children == [p1])
      #expect(p0.view.superview == nil)
      window.layoutIfNeeded()
      #expect(p1.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
      #expect(
        p1.view.convert(p1.view.bounds, to: window) == CGRect(x: 0, y: 0, width: 393, height: 852))
      #expect(scroll.contentOffset == .zero)
      #expect(!scroll.isDecelerating)
    }
  }

  @Test func aPanAcrossTwentyPercentSnapsBack() {
    withVirtualAnimation { environment, _ in
      let (window, controller, book) = host(start: 1)
      let scroll = scrollView(of: controller)
      // 78.6 pt in 0.5 s (157.2 pt/s) towards the next page; the previous one exists too, so
      // the current page rests at 393.
      swipe(controller, fraction: -0.2, duration: 0.5)
      #expect(
        log.take() == [
          "dataSource.before(p1)", "dataSource.after(p1)", "delegate.willTransitionTo([p2])",
          "p2.willMove(toParent: ?)", "p2.viewDidLoad", "p2.viewWillAppear(true)",
        ])
      #expect(scroll.contentSize == CGSize(width: 1179, height: 852))
      #expect(scroll.contentOffset == CGPoint(x: 393, y: 0))
      expectRect(
        scroll.layer.presentation()?.bounds, CGRect(x: 471.6, y: 0, width: 393, height: 852))
      environment.runLoop.run(for: 0.3)
      #expect(
        log.take() == [
          "p2.viewWillDisappear(true)", "p2.willMove(toParent: nil)",
          "p2.didMove(toParent: nil)", "p2.viewDidDisappear(true)",
          "delegate.didFinishAnimating(true, previous: [p1], completed: false)",
        ])
      #expect(controller.viewControllers == [book.pages[1]])
      #expect(controller.children == [book.pages[1]])
      window.layoutIfNeeded()
      #expect(scroll.contentSize == CGSize(width: 393, height: 852))
      #expect(scroll.contentOffset == .zero)
      #expect(book.pages[1].view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    }
  }

  @Test func aFlickTurnsThePageAfterAShortPan() {
    withVirtualAnimation { environment, _ in
      let (_, controller, book) = host()
      // 78.6 pt in 0.1 s: 786 pt/s, a flick.
      swipe(controller, fraction: -0.2, duration: 0.1)
      environment.runLoop.run(for: 0.3)
      #expect(controller.viewControllers == [book.pages[1]])
      #expect(
        log.take().last == "delegate.didFinishAnimating(true, previous: [p0], completed: true)")
      // A flick back turns back.
      swipe(controller, fraction: 0.2, duration: 0.1)
      environment.runLoop.run(for: 0.3)
      #expect(controller.viewControllers == [book.pages[0]])
    }
  }

  @Test func theLastAndFirstPagesBounceAndStay() {
    withVirtualAnimation { environment, _ in
      let (_, controller, book) = host(start: 2)
      let scroll = scrollView(of: controller)
      var deepest: CGFloat = 0
      book.pages[2].view.simulatePan(
        from: CGPoint(x: 350, y: 400), to: CGPoint(x: 114.2, y: 400), duration: 0.5,
        step: { _ in deepest = max(deepest, scroll.contentOffset.x) })
      // The current page rests at 393, after the page before it. Pulled 235.8 pt past the
      // end, the content shows (1 − 1 / (235.8 × 0.55 / 393 + 1)) × 393 beyond it.
      expectNumber(Double(deepest), 393 + (1 - 1 / (235.8 * 0.55 / 393 + 1)) * 393)
      #expect(log.take() == ["dataSource.before(p2)", "dataSource.after(p2)"])
      environment.runLoop.run(for: 0.3)
      #expect(log.take().isEmpty)
      #expect(controller.viewControllers == [book.pages[2]])
      #expect(scroll.contentOffset == .zero)
      #expect(book.pages[2].view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))

      controller.setViewControllers([book.pages[0]], direction: .reverse, animated: false)
      _ = log.take()
      swipe(controller, fraction: 0.6, duration: 0.5)
      environment.runLoop.run(for: 0.3)
      #expect(log.take() == ["dataSource.before(p0)", "dataSource.after(p0)"])
      #expect(controller.viewControllers == [book.pages[0]])
      #expect(scroll.contentOffset == .zero)
    }
  }

  @Test func setViewControllersAnimatedSlidesTheNewPageInOnTheClock() {
    withVirtualAnimation { environment, _ in
      let (window, controller, book) = host()
      let scroll = scrollView(of: controller)
      var finished: [Bool] = []
      controller.setViewControllers(
        [book.pages[2]], direction: .forward, animated: true, completion: { finished.append($0) })
      #expect(
        log.take() == [
          "p2.willMove(toParent: ?)", "p2.viewDidLoad", "p2.viewWillAppear(true)",
          "p0.viewWillDisappear(true)",
        ])
      #expect(book.pages[2].view.frame == CGRect(x: 393, y: 0, width: 393, height: 852))
      environment.runLoop.run(for: 0.15)
      // Halfway through 0.3 s of ease in, ease out: half a page.
      expectRect(
        scroll.layer.presentation()?.bounds, CGRect(x: 196.5, y: 0, width: 393, height: 852))
      #expect(finished.isEmpty)
      environment.runLoop.run(for: 0.15)
      #expect(finished == [true])
      #expect(
        log.take() == [
          "p0.willMove(toParent: nil)", "p0.didMove(toParent: nil)", "p0.viewDidDisappear(true)",
          "p2.viewIsAppearing(true) window=true", "p2.viewDidAppear(true)",
          "p2.didMove(toParent: ?)",
        ])
      #expect(controller.viewControllers == [book.pages[2]])
      window.layoutIfNeeded()
      #expect(book.pages[2].view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))

      // Reverse: the new page comes from the left.
      controller.setViewControllers([book.pages[1]], direction: .reverse, animated: true)
      #expect(book.pages[1].view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
      #expect(book.pages[2].view.frame == CGRect(x: 393, y: 0, width: 393, height: 852))
      environment.runLoop.run(for: 0.075)
      let t = ReferenceBezier.easeInEaseOut.value(at: 0.25)
      expectRect(
        scroll.layer.presentation()?.bounds,
        CGRect(x: 393 * (1 - t), y: 0, width: 393, height: 852))
      environment.runLoop.run(for: 0.3)
      #expect(controller.viewControllers == [book.pages[1]])
      #expect(controller.children == [book.pages[1]])
    }
  }

  @Test func interPageSpacingSeparatesThePages() {
    withVirtualAnimation { environment, _ in
      let (_, controller, book) = host(spacing: 10)
      let scroll = scrollView(of: controller)
      #expect(scroll.frame == CGRect(x: 0, y: 0, width: 403, height: 852))
      #expect(book.pages[0].view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
      swipe(controller, fraction: -0.6, duration: 0.5)
      #expect(book.pages[1].view.frame == CGRect(x: 403, y: 0, width: 393, height: 852))
      #expect(scroll.contentOffset == CGPoint(x: 403, y: 0))
      environment.runLoop.run(for: 0.3)
      #expect(controller.viewControllers == [book.pages[1]])
    }
  }

  @Test func verticalPagesTurnWithAVerticalPan() {
    withVirtualAnimation { environment, _ in
      let (window, controller, book) = host(spacing: 12, orientation: .vertical)
      let scroll = scrollView(of: controller)
      #expect(scroll.frame == CGRect(x: 0, y: 0, width: 393, height: 864))
      let p0 = book.pages[0]
      // Up by 0.6 × 852 = 511.2 pt in 1.2 s (426 pt/s).
      p0.view.simulatePan(
        from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 188.8), duration: 1.2)
      #expect(book.pages[1].view.frame == CGRect(x: 0, y: 864, width: 393, height: 852))
      #expect(scroll.contentOffset == CGPoint(x: 0, y: 864))
      environment.runLoop.run(for: 0.3)
      #expect(controller.viewControllers == [book.pages[1]])
      window.layoutIfNeeded()
      let p1 = book.pages[1].view!
      #expect(p1.convert(p1.bounds, to: window) == CGRect(x: 0, y: 0, width: 393, height: 852))
    }
  }

  @Test func aHorizontalSwipeOnATableTurnsThePageAndAVerticalOneScrollsIt() {
    withVirtualAnimation { environment, _ in
      let (window, controller, book) = host()
      let table = UITableView(frame: CGRect(x: 0, y: 100, width: 393, height: 300))
      table.rowHeight = 100
      let rows = TableRows(count: 10)
      table.dataSource = rows
      book.pages[0].view.addSubview(table)
      window.layoutIfNeeded()
      #expect(table.contentSize == CGSize(width: 393, height: 1000))
      let scroll = scrollView(of: controller)
      // Vertical: the table scrolls, the pages do not move.
      table.simulatePan(
        from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 50), duration: 0.5)
      #expect(table.contentOffset == CGPoint(x: 0, y: 200))
      #expect(scroll.contentOffset == .zero)
      // Horizontal: the table cannot scroll sideways, so the pages take the drag.
      table.simulatePan(
        from: CGPoint(x: 350, y: 150), to: CGPoint(x: 114.2, y: 150), duration: 0.5)
      environment.runLoop.run(for: 0.3)
      #expect(controller.viewControllers == [book.pages[1]])
      #expect(table.contentOffset == CGPoint(x: 0, y: 200))
      withExtendedLifetime(rows) {}
    }
  }

  @Test func thePageIndicatorSitsAboveTheHomeIndicatorAndFollowsThePage() throws {
    try withVirtualAnimation { environment, _ in
      let (window, controller, book) = host(pages: 4, indicator: true)
      let indicator = try #require(
        controller.view.subviews.compactMap { $0 as? UIPageControl }.first)
      #expect(!indicator.isHidden)
      #expect(indicator.frame == CGRect(x: 0, y: 792, width: 393, height: 26))
      #expect(indicator.numberOfPages == 4)
      #expect(indicator.currentPage == 0)
      #expect(book.pages[0].view.frame == CGRect(x: 0, y: 0, width: 393, height: 792))
      #expect(
        indicator.indicators[0].convert(indicator.indicators[0].bounds, to: window)
          == CGRect(x: 168.5, y: 801, width: 8, height: 8))
      swipe(controller, fraction: -0.6, duration: 0.5)
      environment.runLoop.run(for: 0.3)
      #expect(indicator.currentPage == 1)
      controller.setViewControllers([book.pages[3]], direction: .forward, animated: false)
      #expect(indicator.currentPage == 3)
    }
  }

  @Test func aWrongNumberOfPagesIsReported() {
    let book = PageBook(count: 3, log: log)
    let controller = UIPageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .vertical,
      options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.max.rawValue)])
    #expect(controller.spineLocation == .max)
    #expect(controller.transitionStyle == .pageCurl)
    #expect(controller.navigationOrientation == .vertical)
    let messages = LayoutDiagnostics.capture {
      controller.setViewControllers(
        [book.pages[0], book.pages[1]], direction: .forward, animated: false)
    }.map(\.message)
    #expect(messages.count == 1)
    #expect(
      messages.first?.contains(
        "The number of view controllers provided (2) doesn't match the number required (1) "
          + "for the requested transition") == true)
    #expect(controller.viewControllers == nil)
  }
}

/// Plain rows for a table inside a page.
@MainActor
final class TableRows: UITableViewDataSource {
  let count: Int
  init(count: Int) { self.count = count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
}
