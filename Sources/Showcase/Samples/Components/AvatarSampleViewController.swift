import DesignSystem
import Foundation
import OpenUIKit
import SnapKit

/// Sample C6: two 100 pt `AvatarView`s side by side 32 pt under the safe area, 24 pt apart:
/// `avatarView` with the initials `AZ`, online, and `avatarImageView` with a `person` image,
/// offline; the script takes the first one offline.
///
/// Showcase changes: the screen (the tutorial gives the component only); identifiers (with the
/// parts `avatarView.initialsLabel`, `avatarView.imageView`, `avatarView.onlineIndicator`
/// found by position).
public final class AvatarSampleViewController: UIViewController {
  /// The avatar with initials.
  public let avatarView = AvatarView()
  /// The avatar with an image.
  public let avatarImageView = AvatarView()

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    view.addSubview(avatarView)
    view.addSubview(avatarImageView)
    avatarView.snp.makeConstraints { make in
      make.top.equalTo(view.safeAreaLayoutGuide).offset(Spacing.xl)
      make.trailing.equalTo(view.snp.centerX).offset(-Spacing.lg / 2)
      make.size.equalTo(100)
    }
    avatarImageView.snp.makeConstraints { make in
      make.top.equalTo(avatarView)
      make.leading.equalTo(avatarView.snp.trailing).offset(Spacing.lg)
      make.size.equalTo(100)
    }
    avatarView.configure(image: nil, initials: "AZ", isOnline: true)
    avatarImageView.configure(image: UIImage(systemName: "person"), initials: "", isOnline: false)
    avatarView.accessibilityIdentifier = "avatarView"
    avatarImageView.accessibilityIdentifier = "avatarImageView"
    let parts: [(name: String, path: [Int])] = [
      ("initialsLabel", [0]), ("imageView", [1]), ("onlineIndicator", [2]),
    ]
    nameParts(of: avatarView, parts)
    nameParts(of: avatarImageView, parts)
  }
}

extension ShowcaseSample {
  /// C6: initials or image, and the online dot.
  static let c6 = ShowcaseSample(
    id: "C6", title: "AvatarView", make: { AvatarSampleViewController() }
  ) {
    ShowcaseStep("initial layout")
    ShowcaseStep("go offline") {
      $0.controller(as: AvatarSampleViewController.self)?.avatarView.configure(
        image: nil, initials: "AZ", isOnline: false)
    }
  }
}
