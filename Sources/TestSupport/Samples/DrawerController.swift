import Foundation
import OpenUIKit

/// Sample A9: a drawer whose animator a pan scrubs, then continues. The drawer (indigo on
/// white, corners 20) fills the width with its top 100 pt above the bottom; a pan that begins
/// makes a paused 0.5 s ease-out animator moving the top to −500; while it changes,
/// `fractionComplete = clamp(−translation.y / 400)`; when it ends, the animator continues.
///
/// Kept apart from Showcase's `DrawerViewController` (a pink drawer on systemBackground with
/// the identifier `drawerView`), whose recorded frames differ from the tests' timelines.
@preconcurrency @MainActor
public final class DrawerController: UIViewController {
  /// The drawer.
  public let drawer = UIView()
  /// The drawer's top constraint, relative to the screen's bottom.
  public private(set) var top: NSLayoutConstraint!
  /// The animator a pan scrubs.
  public private(set) var animator: UIViewPropertyAnimator?

  /// Builds the drawer, its constraints and its pan recognizer.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    drawer.backgroundColor = .systemIndigo
    drawer.layer.cornerRadius = 20
    drawer.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(drawer)
    drawer.addGestureRecognizer(
      UIPanGestureRecognizer(target: self, action: DrawerController.handlePan))
    top = drawer.topAnchor.constraint(equalTo: view.bottomAnchor, constant: -100)
    NSLayoutConstraint.activate([
      drawer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      drawer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      drawer.bottomAnchor.constraint(equalTo: view.bottomAnchor), top,
    ])
  }

  /// Scrubs the animator with the finger, then lets it finish.
  public func handlePan(_ gesture: UIPanGestureRecognizer) {
    switch gesture.state {
    case .began:
      let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeOut) {
        self.top.constant = -500
        self.view.layoutIfNeeded()
      }
      animator.pauseAnimation()
      self.animator = animator
      fallthrough
    case .changed:
      let translation = gesture.translation(in: view)
      animator?.fractionComplete = min(max(-translation.y / 400, 0), 1)
    case .ended:
      animator?.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    default:
      break
    }
  }
}
