import Foundation
import OpenUIKit

/// Sample A1 (tutorial 000) written with anchors: a 100 × 100 box (blue, corners 12) centred
/// horizontally on a white screen, its top 50 pt below the safe area; ``moveBox()`` changes the
/// top constant to 200 and lays out inside a 0.35 s animation.
///
/// Kept apart from Showcase's `BasicAnimationViewController` (SnapKit, no background, square
/// corners, an accessibility identifier), whose renderings differ from the reference
/// snapshots and timelines the tests record with this one.
@preconcurrency @MainActor
public final class MovingBoxController: UIViewController {
  /// The box.
  public let boxView = UIView()
  /// The box's top constraint (constant 50, then 200).
  public private(set) var topConstraint: NSLayoutConstraint?

  /// Builds the box and its constraints.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    boxView.backgroundColor = .systemBlue
    boxView.layer.cornerRadius = 12
    boxView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(boxView)
    let top = boxView.topAnchor.constraint(
      equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 50)
    topConstraint = top
    NSLayoutConstraint.activate([
      boxView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      boxView.widthAnchor.constraint(equalToConstant: 100),
      boxView.heightAnchor.constraint(equalToConstant: 100),
      top,
    ])
  }

  /// Moves the box 150 pt down with a 0.35 s animation.
  public func moveBox() {
    topConstraint?.constant = 200
    UIView.animate(withDuration: 0.35) {
      self.view.layoutIfNeeded()
    }
  }
}
