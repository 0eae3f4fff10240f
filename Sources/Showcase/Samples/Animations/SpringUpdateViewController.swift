import Foundation
import OpenUIKit
import SnapKit

/// Sample A2: the tutorial's spring update (a snippet) on the smallest screen that runs it — a
/// 100 × 100 box 50 pt under the safe area whose kept top constraint is updated to 200, laid
/// out inside `UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7,
/// initialSpringVelocity: 0.5, options: .curveEaseInOut)`.
///
/// Showcase changes: the screen around the snippet (the box and its constraints, as in A1),
/// accessibility identifiers, and a tap recognizer on the screen that calls `moveBox()`.
public final class SpringUpdateViewController: UIViewController {
  /// The box.
  public let boxView = UIView()
  /// The box's top constraint.
  public var topConstraint: Constraint?

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    boxView.backgroundColor = .systemBlue
    view.addSubview(boxView)

    boxView.snp.makeConstraints { make in
      make.width.height.equalTo(100)
      make.centerX.equalToSuperview()
      self.topConstraint = make.top.equalTo(view.safeAreaLayoutGuide).offset(50).constraint
    }

    boxView.accessibilityIdentifier = "boxView"
    view.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.moveBox() })
  }

  /// Moves the box 150 pt down with the tutorial's spring.
  public func moveBox() {
    topConstraint?.update(offset: 200)

    UIView.animate(
      withDuration: 0.5,
      delay: 0,
      usingSpringWithDamping: 0.7,
      initialSpringVelocity: 0.5,
      options: .curveEaseInOut,
      animations: {
        self.view.layoutIfNeeded()
      }
    )
  }
}

extension ShowcaseSample {
  /// A2: the box springs from y 109 to 259.
  static let a2 = ShowcaseSample(
    id: "A2", title: "Spring update", make: { SpringUpdateViewController() }
  ) {
    ShowcaseStep("initial layout")
    ShowcaseStep("tap: spring down") { $0.tap("boxView") }
  }
}
