import Foundation
import OpenUIKit

/// Sample E4: the tutorial's `configureCollapsibleView(customView:)` — an expanded height of
/// 200 at priority 999 and a collapsed height of 0 at 998, both active — with the toggle the text
/// describes: swapping the two priorities instead of deactivating a constraint.
///
/// Showcase changes: the screen around the snippet (the view under the safe area, full width),
/// the two constraints kept and activated, and `setExpanded(_:)` that swaps the priorities and
/// lays out in a 0.3 s animation.
public final class CollapsibleViewController: UIViewController {
  /// The view that collapses.
  public let customView = UIView()
  /// The 200 pt height.
  public private(set) var expandedConstraint: NSLayoutConstraint?
  /// The 0 pt height.
  public private(set) var collapsedConstraint: NSLayoutConstraint?

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    customView.backgroundColor = .systemTeal
    customView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(customView)
    NSLayoutConstraint.activate([
      customView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      customView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      customView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
    configureCollapsibleView(customView: customView)
    customView.accessibilityIdentifier = "customView"
  }

  private func configureCollapsibleView(customView: UIView) {
    let expandedConstraint = customView.heightAnchor.constraint(equalToConstant: 200)
    expandedConstraint.priority = UILayoutPriority(999)

    let collapsedConstraint = customView.heightAnchor.constraint(equalToConstant: 0)
    collapsedConstraint.priority = UILayoutPriority(998)

    NSLayoutConstraint.activate([expandedConstraint, collapsedConstraint])
    self.expandedConstraint = expandedConstraint
    self.collapsedConstraint = collapsedConstraint
  }

  /// Swaps the priorities (999 wins over 998) and animates the new height.
  public func setExpanded(_ expanded: Bool) {
    expandedConstraint?.priority = UILayoutPriority(expanded ? 999 : 998)
    collapsedConstraint?.priority = UILayoutPriority(expanded ? 998 : 999)
    UIView.animate(withDuration: 0.3) {
      self.view.layoutIfNeeded()
    }
  }
}

extension ShowcaseSample {
  /// E4: 200 high, collapsed to 0 by priorities, and back.
  static let e4 = ShowcaseSample(
    id: "E4", title: "Priorities", make: { CollapsibleViewController() }
  ) {
    ShowcaseStep("expanded")
    ShowcaseStep("collapse") {
      $0.controller(as: CollapsibleViewController.self)?.setExpanded(false)
    }
    ShowcaseStep("expand") { $0.controller(as: CollapsibleViewController.self)?.setExpanded(true) }
  }
}
