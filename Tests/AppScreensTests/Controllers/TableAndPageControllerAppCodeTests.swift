import Foundation
import OpenUIKit
import TestSupport
import Testing

/// A settings screen as apps write it against UIKit (Swift 5 language mode): a
/// `UITableViewController` subclass overriding the data source and delegate.
final class AppSettingsViewController: UITableViewController {
  private let items = ["Account", "Privacy", "Notifications", "About"]
  private(set) var opened: [String] = []

  init() {
    super.init(style: .insetGrouped)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return items.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    opened.append(items[indexPath.row])
    tableView.deselectRow(at: indexPath, animated: true)
  }

  override func scrollViewDidScroll(_ scrollView: UIScrollView) {
    super.scrollViewDidScroll(scrollView)
  }
}

/// An onboarding flow as apps write it: a `UIPageViewController` subclass that is its own
/// data source and delegate.
final class AppOnboardingViewController: UIPageViewController, UIPageViewControllerDataSource,
  UIPageViewControllerDelegate
{
  private(set) lazy var steps: [UIViewController] = (0..<3).map { index in
    let step = UIViewController()
    step.title = "Step \(index + 1)"
    return step
  }
  private(set) var finishedTransitions = 0

  init() {
    super.init(
      transitionStyle: .scroll, navigationOrientation: .horizontal,
      options: [UIPageViewController.OptionsKey.interPageSpacing: 16])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    dataSource = self
    delegate = self
    setViewControllers([steps[0]], direction: .forward, animated: false, completion: nil)
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let index = steps.firstIndex(of: viewController), index > 0 else { return nil }
    return steps[index - 1]
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let index = steps.firstIndex(of: viewController), index < steps.count - 1 else {
      return nil
    }
    return steps[index + 1]
  }

  func presentationCount(for pageViewController: UIPageViewController) -> Int {
    return steps.count
  }

  func presentationIndex(for pageViewController: UIPageViewController) -> Int {
    guard let current = viewControllers?.first else { return 0 }
    return steps.firstIndex(of: current) ?? 0
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {
    if completed { finishedTransitions += 1 }
  }
}

@MainActor
struct TableAndPageControllerAppCodeTests {
  @Test func theSettingsTableStartsBelowTheStatusBar() {
    let controller = AppSettingsViewController()
    let hosted = host(controller, on: .iPhone15Pro)
    expectClean(hosted)
    let table = controller.tableView!
    #expect(table.style == .insetGrouped)
    expectRect(table.frame, 0, 0, 393, 852)
    #expect(table.visibleCells.count == 4)
    // Inset grouped: rows inset 16 pt on each side, the section 35 pt below the inset.
    expectRect(windowFrame(table.visibleCells[0]), 16, 94, 361, 44)
    expectRect(windowFrame(table.visibleCells[3]), 16, 226, 361, 44)
    table.visibleCells[2].simulateTap()
    #expect(controller.opened == ["Notifications"])
    #expect(table.indexPathForSelectedRow == nil)
  }

  @Test func theOnboardingPagesSwipeAndShowTheirIndicator() {
    let clock = VirtualClock()
    let environment = AnimationEnvironment(clock: clock, maximumFramesPerSecond: 120)
    AnimationEnvironment.withEnvironment(environment) {
      let controller = AppOnboardingViewController()
      let hosted = host(controller, on: .iPhone15Pro)
      expectClean(hosted)
      let first = controller.steps[0]
      expectRect(windowFrame(first.view), 0, 0, 393, 792)
      let indicator = controller.view.subviews.compactMap { $0 as? UIPageControl }.first!
      expectRect(windowFrame(indicator), 0, 792, 393, 26)
      first.view.simulatePan(
        from: CGPoint(x: 300, y: 400), to: CGPoint(x: 50, y: 400), duration: 0.5)
      environment.runLoop.run(for: 1)
      #expect(controller.viewControllers?.first === controller.steps[1])
      #expect(controller.finishedTransitions == 1)
      #expect(indicator.currentPage == 1)
      hosted.window.layoutIfNeeded()
      expectRect(windowFrame(controller.steps[1].view), 0, 0, 393, 792)
    }
  }
}
