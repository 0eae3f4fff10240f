import Foundation
import OpenUIKit

/// Sample E2's screen: a ``BadgeView`` 10 pt under the safe area, 16 pt from the trailing edge,
/// with no width or height constraint (its intrinsic size decides).
///
/// Showcase changes: the screen around the tutorial's badge (the tutorial gives only the view);
/// `setCount(_:)` sets the count and lays out in a 0.3 s animation.
public final class BadgeViewController: UIViewController {
  /// The badge.
  public let badgeView = BadgeView()

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    badgeView.backgroundColor = .systemRed
    badgeView.layer.cornerRadius = 10
    badgeView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(badgeView)
    NSLayoutConstraint.activate([
      badgeView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 10),
      badgeView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
    ])
    badgeView.accessibilityIdentifier = "badgeView"
  }

  /// Sets the badge's count and animates the new layout.
  public func setCount(_ count: Int) {
    badgeView.count = count
    UIView.animate(withDuration: 0.3) {
      self.view.layoutIfNeeded()
    }
  }
}

extension ShowcaseSample {
  /// E2: the badge grows from 28 to 40 wide at 120 and shrinks back at 5.
  static let e2 = ShowcaseSample(
    id: "E2", title: "Intrinsic content size", make: { BadgeViewController() }
  ) {
    ShowcaseStep("count 0")
    ShowcaseStep("count 120") { $0.controller(as: BadgeViewController.self)?.setCount(120) }
    ShowcaseStep("count 5") { $0.controller(as: BadgeViewController.self)?.setCount(5) }
  }
}
