import Foundation
import OpenUIKit

/// Sample E7's screen: a ``ProfileHeaderCard`` configured with "Alisher Navoiy" and "PRO" under
/// the safe area, its width kept (393) and its height left to the card's `>= 72` (a 72 pt height
/// at fitting-size priority keeps it from growing).
///
/// Showcase changes: the screen around the tutorial's card; `narrowCard()` sets the width to 220
/// to show the title truncating while the badge keeps its size.
public final class ProfileHeaderViewController: UIViewController {
  /// The card.
  public let profileHeaderCard = ProfileHeaderCard(frame: .zero)
  private var widthConstraint: NSLayoutConstraint?

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    profileHeaderCard.backgroundColor = .secondarySystemBackground
    profileHeaderCard.configure(name: "Alisher Navoiy", badge: "PRO")
    profileHeaderCard.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(profileHeaderCard)
    let width = profileHeaderCard.widthAnchor.constraint(equalToConstant: 393)
    let height = profileHeaderCard.heightAnchor.constraint(equalToConstant: 72)
    height.priority = .fittingSizeLevel
    NSLayoutConstraint.activate([
      profileHeaderCard.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      profileHeaderCard.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      width, height,
    ])
    widthConstraint = width
    profileHeaderCard.accessibilityIdentifier = "profileHeaderCard"
  }

  /// Narrows the card to 220 pt.
  public func narrowCard() {
    widthConstraint?.constant = 220
    view.layoutIfNeeded()
  }
}

extension ShowcaseSample {
  /// E7: the title stretches at 393 pt and truncates at 220 pt; the badge keeps its width.
  static let e7 = ShowcaseSample(
    id: "E7", title: "ProfileHeaderCard", make: { ProfileHeaderViewController() }
  ) {
    ShowcaseStep("card 393")
    ShowcaseStep("card 220") {
      $0.controller(as: ProfileHeaderViewController.self)?.narrowCard()
    }
  }
}
