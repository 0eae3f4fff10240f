import Foundation
import OpenUIKit
import SnapKit

/// Sample A1, as the tutorial writes it: a 100 × 100 box centred horizontally, its top 50 pt
/// below the safe area kept as a `Constraint?`; `moveBox()` updates the offset to 200 outside
/// the animation block and lays out inside `UIView.animate(withDuration: 0.35)`.
///
/// Showcase changes: accessibility identifiers, and a tap recognizer on the screen that calls
/// `moveBox()` (the tutorial leaves the trigger to the reader; `@objc` is dropped).
public final class BasicAnimationViewController: UIViewController {
  /// The box.
  public let boxView = UIView()
  /// The box's top constraint.
  public var topConstraint: Constraint?

  public override func viewDidLoad() {
    super.viewDidLoad()

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

  /// Moves the box 150 pt down with a 0.35 s animation.
  public func moveBox() {
    topConstraint?.update(offset: 200)

    UIView.animate(withDuration: 0.35) {
      self.view.layoutIfNeeded()
    }
  }
}

extension ShowcaseSample {
  /// A1: the box moves from y 109 to 259 in 0.35 s.
  static let a1 = ShowcaseSample(
    id: "A1", title: "Basic constraint animation", make: { BasicAnimationViewController() }
  ) {
    ShowcaseStep("initial layout")
    ShowcaseStep("tap to move the box") { $0.tap("boxView") }
  }
}
