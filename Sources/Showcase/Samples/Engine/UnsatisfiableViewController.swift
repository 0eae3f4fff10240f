import Foundation
import OpenUIKit

/// Sample E5: the tutorial's conflict — `width == 100` and `width == 200`, both required. The
/// engine logs "Unable to simultaneously satisfy constraints", breaks one, and layout goes on;
/// the fix the tutorial gives is lowering one of them to 999.
///
/// Showcase changes: the screen around the two constraints (a 50 pt high view 20 pt under the
/// safe area, 20 pt from the leading edge); `lowerPriority()` applies the fix (deactivate,
/// priority 999, activate: UIKit does not allow a required constraint to become optional while
/// it is active).
public final class UnsatisfiableViewController: UIViewController {
  /// The view with two widths.
  public let customView = UIView()
  /// `width == 100`.
  public let width100: NSLayoutConstraint
  /// `width == 200`.
  public let width200: NSLayoutConstraint

  /// Creates the controller and its two width constraints.
  public init() {
    width100 = customView.widthAnchor.constraint(equalToConstant: 100)
    width200 = customView.widthAnchor.constraint(equalToConstant: 200)
    super.init(nibName: nil, bundle: nil)
  }

  /// Not supported: the sample is made in code.
  public required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    customView.backgroundColor = .systemPurple
    customView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(customView)
    NSLayoutConstraint.activate([
      customView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      customView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      customView.heightAnchor.constraint(equalToConstant: 50),
      width100, width200,
    ])
    customView.accessibilityIdentifier = "customView"
  }

  /// Lowers `width == 200` to 999: the conflict is gone, the required 100 wins.
  public func lowerPriority() {
    width200.isActive = false
    width200.priority = UILayoutPriority(999)
    width200.isActive = true
    view.layoutIfNeeded()
  }
}

extension ShowcaseSample {
  /// E5: the report in the first step's log; no report after the fix.
  static let e5 = ShowcaseSample(
    id: "E5", title: "Unsatisfiable constraints", make: { UnsatisfiableViewController() }
  ) {
    ShowcaseStep("conflict")
    ShowcaseStep("lower to 999") {
      $0.controller(as: UnsatisfiableViewController.self)?.lowerPriority()
    }
  }
}
