import Foundation
import OpenUIKit
import SnapKit

/// Sample A8: the tutorial's 120 Hz snippet — a `UIViewPropertyAnimator(duration: 0.5, curve:
/// .easeInOut)` that lays out, started with `startAnimation()` — on the smallest screen that runs
/// it, following the tutorial's advice to lay out only the container that changed. A 60 pt box
/// in a 200 pt container moves from the container's leading edge (+16) to its trailing edge
/// (−16); on the iPhone 15 Pro's 120 Hz screen each frame is 1/120 s.
///
/// Showcase changes: the screen around the snippet, accessibility identifiers, a tap recognizer
/// on the screen that calls `moveBox()`, and `containerView.layoutIfNeeded()` in the animator
/// (the tutorial's performance tip) instead of `self.view.layoutIfNeeded()`; the `#available`
/// check is dropped.
public final class ProMotionViewController: UIViewController {
  /// The container that changes.
  public let containerView = UIView()
  /// The box inside it.
  public let boxView = UIView()
  /// The box's leading constraint.
  public var leadingConstraint: Constraint?

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    containerView.backgroundColor = .secondarySystemBackground
    containerView.layer.cornerRadius = 12
    boxView.backgroundColor = .systemGreen
    boxView.layer.cornerRadius = 8
    view.addSubview(containerView)
    containerView.addSubview(boxView)

    containerView.snp.makeConstraints { make in
      make.top.equalTo(view.safeAreaLayoutGuide).offset(20)
      make.leading.trailing.equalToSuperview().inset(20)
      make.height.equalTo(200)
    }
    boxView.snp.makeConstraints { make in
      make.size.equalTo(60)
      make.centerY.equalToSuperview()
      self.leadingConstraint = make.leading.equalToSuperview().offset(16).constraint
    }

    containerView.accessibilityIdentifier = "containerView"
    boxView.accessibilityIdentifier = "boxView"
    view.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.moveBox() })
  }

  /// Moves the box to the container's trailing edge with the 0.5 s ease-in-out animator.
  public func moveBox() {
    let width = containerView.bounds.width
    leadingConstraint?.update(offset: width - 16 - 60)

    let propertyAnimator = UIViewPropertyAnimator(duration: 0.5, curve: .easeInOut) {
      self.containerView.layoutIfNeeded()
    }
    propertyAnimator.startAnimation()
  }
}

extension ShowcaseSample {
  /// A8: the box crosses the container in 60 frames of 1/120 s.
  static let a8 = ShowcaseSample(
    id: "A8", title: "120 Hz property animator", make: { ProMotionViewController() }
  ) {
    ShowcaseStep("initial layout")
    ShowcaseStep("tap: move") { $0.tap("boxView") }
  }
}
