import Foundation
import OpenUIKit

@testable import OpenUIKit

/// The page steps: a page view controller (a child of the root controller, its own data
/// source over a changing list of pages) is swiped by simulated pans of any length and speed,
/// turned programmatically (animated or not), its page list shrinks and grows, and the
/// animation clock runs in between; a page control pinned to the root changes its number of
/// pages and current page. Under the existing invariants, plus: the page view controller
/// shows exactly one page, which is a child whose view is in its scroll view, it has at most
/// one other child (the page being revealed or turned to), every page frame is finite, and the
/// page control's current page is in range and its size is its intrinsic size.
extension LayoutFuzzer {
  /// A page view controller that is its own data source.
  final class FuzzPages: UIPageViewController, UIPageViewControllerDataSource {
    var pageList: [UIViewController] = []
    var showsIndicator = true

    init(orientation: NavigationOrientation, spacing: CGFloat) {
      super.init(
        transitionStyle: .scroll, navigationOrientation: orientation,
        options: [.interPageSpacing: spacing])
      dataSource = self
    }

    required init?(coder: NSCoder) { nil }

    func pageViewController(
      _ pageViewController: UIPageViewController,
      viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
      guard let i = pageList.firstIndex(where: { $0 === viewController }), i > 0 else {
        return nil
      }
      return pageList[i - 1]
    }

    func pageViewController(
      _ pageViewController: UIPageViewController,
      viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
      guard let i = pageList.firstIndex(where: { $0 === viewController }), i + 1 < pageList.count
      else { return nil }
      return pageList[i + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int {
      showsIndicator ? pageList.count : 0
    }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
      guard let current = viewControllers?.first else { return 0 }
      return pageList.firstIndex { $0 === current } ?? 0
    }
  }

  var pager: FuzzPages? { controller.children.lazy.compactMap { $0 as? FuzzPages }.first }
  var fuzzPageControl: UIPageControl? {
    root.subviews.lazy.compactMap { $0 as? UIPageControl }.first
  }

  /// One page step. It draws one number from the run's generator (as the step it replaced
  /// did) and makes its own choices from a generator seeded with it, so the other steps of a
  /// run see the numbers they saw before the page steps existed.
  func pageOperation(seed: UInt64? = nil) {
    var own = FuzzRandom(seed: seed ?? random.next())
    swap(&random, &own)
    defer { swap(&random, &own) }
    guard let pager else {
      addPager()
      return
    }
    switch random.below(8) {
    case 0, 1, 2: swipe(pager)
    case 3: environment.runLoop.run(for: random.pick([0.05, 0.15, 0.3, 1]))
    case 4:
      let count = 1 + random.below(5)
      while pager.pageList.count > count { pager.pageList.removeLast() }
      while pager.pageList.count < count { pager.pageList.append(makeFuzzPage()) }
      pager.showsIndicator = random.chance(700)
      if let current = pager.viewControllers?.first,
        !pager.pageList.contains(where: { $0 === current })
      {
        pager.setViewControllers(
          [pager.pageList[0]], direction: .reverse, animated: random.chance(500))
      }
    case 5:
      pager.setViewControllers(
        [random.pick(pager.pageList)], direction: random.chance(500) ? .forward : .reverse,
        animated: random.chance(600))
    default:
      pageControlOperation()
    }
    layoutAndCheck()
    checkPages(pager)
  }

  func makeFuzzPage() -> UIViewController {
    let page = UIViewController()
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    page.view.addSubview(box)
    NSLayoutConstraint.activate([
      box.centerXAnchor.constraint(equalTo: page.view.centerXAnchor),
      box.topAnchor.constraint(equalTo: page.view.safeAreaLayoutGuide.topAnchor, constant: 8),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 40),
    ])
    return page
  }

  /// A page view controller in a random frame of the root, on three pages.
  func addPager() {
    let orientation: UIPageViewController.NavigationOrientation =
      random.chance(700) ? .horizontal : .vertical
    let pager = FuzzPages(orientation: orientation, spacing: random.pick([0, 0, 8, 16.5]))
    pager.pageList = (0..<3).map { _ in makeFuzzPage() }
    controller.addChild(pager)
    pager.view.frame = CGRect(
      x: CGFloat(random.below(40)), y: CGFloat(random.below(200)),
      width: CGFloat(200 + random.below(193)), height: CGFloat(200 + random.below(400)))
    pager.view.autoresizingMask = random.pick([[], [.flexibleWidth], [.flexibleHeight]])
    root.addSubview(pager.view)
    pager.didMove(toParent: controller)
    pager.setViewControllers([pager.pageList[0]], direction: .forward, animated: false)
  }

  /// A pan across the current page along the pager's axis: a random fraction of the page,
  /// forwards or backwards, slow or flicked.
  func swipe(_ pager: FuzzPages) {
    guard let page = pager.viewControllers?.first?.view else { return }
    let fraction = random.pick([-1.3, -0.7, -0.55, -0.3, -0.05, 0.05, 0.3, 0.55, 0.7, 1.3])
    let duration = random.pick([0.05, 0.2, 0.6])
    let b = page.bounds
    let horizontal = pager.navigationOrientation == .horizontal
    let start = CGPoint(x: b.midX, y: b.midY)
    let end =
      horizontal
      ? CGPoint(x: start.x + b.width * fraction, y: start.y)
      : CGPoint(x: start.x, y: start.y + b.height * fraction)
    page.simulatePan(from: start, to: end, duration: duration, framesPerSecond: 60)
  }

  /// A page control pinned to the root's top-left area: its number of pages and current page
  /// change (bad values included).
  func pageControlOperation() {
    guard let control = fuzzPageControl else {
      let control = UIPageControl()
      control.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(control)
      let pins = [
        control.leadingAnchor.constraint(
          equalTo: root.leadingAnchor, constant: CGFloat(random.below(100))),
        control.bottomAnchor.constraint(
          equalTo: root.bottomAnchor, constant: -CGFloat(random.below(300))),
      ]
      NSLayoutConstraint.activate(pins)
      constraints.append(contentsOf: pins)
      return
    }
    control.numberOfPages = random.pick([-1, 0, 1, 2, 5, 12, 40])
    control.currentPage = random.pick([-3, 0, 1, 4, 100])
    control.hidesForSinglePage = random.chance(300)
    control.backgroundStyle = random.pick([.automatic, .prominent, .minimal])
  }

  func checkPages(_ pager: FuzzPages) {
    guard let scroll = pager.pageScrollView else {
      violations.append("step \(stepIndex): page view controller without its scroll view")
      return
    }
    let shown = pager.viewControllers ?? []
    if shown.count != 1 {
      violations.append("step \(stepIndex): \(shown.count) pages shown")
    }
    if let current = shown.first {
      if current.parent !== pager || current.view.superview !== scroll {
        violations.append("step \(stepIndex): the current page is not a child in the scroll view")
      }
    }
    if pager.children.count > 2 || pager.children.isEmpty {
      violations.append(
        "step \(stepIndex): page view controller has \(pager.children.count) children")
    }
    for page in pager.children {
      let f = page.view.frame
      if !(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite) {
        violations.append("step \(stepIndex): non-finite page frame \(f)")
      }
      for value in [f.minX, f.minY, f.width, f.height] {
        digest = (digest ^ (value * 1000).rounded().bitPattern) &* 0x100_0000_01B3
      }
    }
    if let control = fuzzPageControl {
      let n = control.numberOfPages
      if n < 0 || control.currentPage < 0 || (n > 0 && control.currentPage >= n) {
        violations.append("step \(stepIndex): page control at \(control.currentPage) of \(n)")
      }
      // Only a control in the window is laid out (a full-screen presentation takes the root
      // view out of it), and only while its pins are active (the other steps deactivate
      // constraints at random; a view without constraints is not laid out, as in UIKit).
      let pinned =
        root.constraints.filter {
          $0.isActive && ($0.firstItem === control || $0.secondItem === control)
        }.count == 2
      if control.window != nil, pinned, control.frame.size != control.intrinsicContentSize {
        violations.append(
          "step \(stepIndex): page control \(control.frame.size), intrinsic "
            + "\(control.intrinsicContentSize)")
      }
    }
  }
}
