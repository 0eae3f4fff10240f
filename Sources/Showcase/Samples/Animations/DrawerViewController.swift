import Foundation
import OpenUIKit
import SnapKit

/// Sample A9, as the tutorial writes it: a bottom sheet whose top is kept at
/// `view.snp.bottom − 100`. A pan that begins makes a paused 0.5 s ease-out animator moving the
/// top to −500; while it changes, `fractionComplete = clamp(−translation.y / 400)`; when it ends,
/// `continueAnimation(withTimingParameters: nil, durationFactor: 0)`.
///
/// Showcase changes: accessibility identifiers, `@objc` dropped and the recognizer made with
/// `UIPanGestureRecognizer(target: self, action: DrawerViewController.handlePan)`.
public final class DrawerViewController: UIViewController {
  /// The sheet.
  public let drawerView = UIView()
  /// The sheet's top constraint.
  public var topConstraint: Constraint?
  /// The animator a pan scrubs.
  public var animator: UIViewPropertyAnimator!

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    drawerView.backgroundColor = .systemPink
    drawerView.layer.cornerRadius = 20
    view.addSubview(drawerView)

    drawerView.snp.makeConstraints { make in
      make.leading.trailing.bottom.equalToSuperview()
      self.topConstraint = make.top.equalTo(view.snp.bottom).offset(-100).constraint
    }

    let panGesture = UIPanGestureRecognizer(
      target: self, action: DrawerViewController.handlePan)
    drawerView.addGestureRecognizer(panGesture)
    drawerView.accessibilityIdentifier = "drawerView"
  }

  /// Scrubs the animator with the finger, then lets it finish.
  public func handlePan(recognizer: UIPanGestureRecognizer) {
    switch recognizer.state {
    case .began:
      animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeOut) {
        self.topConstraint?.update(offset: -500)
        self.view.layoutIfNeeded()
      }
      animator.pauseAnimation()

    case .changed:
      let translation = recognizer.translation(in: view)
      let fraction = -translation.y / 400
      animator.fractionComplete = max(0, min(1, fraction))

    case .ended:
      animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)

    default:
      break
    }
  }
}

extension ShowcaseSample {
  /// A9: a 200 pt pull scrubs the drawer halfway; letting go finishes it fully open.
  static let a9 = ShowcaseSample(
    id: "A9", title: "Drawer", make: { DrawerViewController() }
  ) {
    ShowcaseStep("closed")
    ShowcaseStep("pull up 200 and release") {
      $0.drag("drawerView", by: CGPoint(x: 0, y: -200), duration: 0.1)
    }
  }
}
