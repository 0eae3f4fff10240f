import DesignSystem
import Foundation
import OpenUIKit
import SnapKit

/// Sample C4: a 44 pt `envelope` icon with a `BadgeView` centred on its top-trailing corner;
/// the script sets the count to 5, then 120 (`99+`), then 0 (hidden).
///
/// Showcase changes: the screen (the tutorial gives the component only); identifiers
/// (`iconView`, `badgeView`, and `badgeView.textLabel` found by position).
public final class BadgeSampleViewController: UIViewController {
  /// The icon the badge sits on.
  public let iconView = UIImageView(image: UIImage(systemName: "envelope"))
  /// The badge.
  public let badgeView = DesignSystem.BadgeView()

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    view.addSubview(iconView)
    view.addSubview(badgeView)
    iconView.tintColor = AppColors.primary
    iconView.snp.makeConstraints { make in
      make.top.equalTo(view.safeAreaLayoutGuide).offset(Spacing.xl)
      make.centerX.equalToSuperview()
      make.size.equalTo(44)
    }
    badgeView.snp.makeConstraints { make in
      make.centerX.equalTo(iconView.snp.trailing)
      make.centerY.equalTo(iconView.snp.top)
    }
    badgeView.setNumber(5)
    iconView.accessibilityIdentifier = "iconView"
    badgeView.accessibilityIdentifier = "badgeView"
    nameParts(of: badgeView, [("textLabel", [0])])
  }
}

extension ShowcaseSample {
  /// C4: the badge's count, `99+`, and hidden at 0.
  static let c4 = ShowcaseSample(
    id: "C4", title: "BadgeView", make: { BadgeSampleViewController() }
  ) {
    ShowcaseStep("initial layout")
    ShowcaseStep("set the count to 120") {
      $0.controller(as: BadgeSampleViewController.self)?.badgeView.setNumber(120)
    }
    ShowcaseStep("set the count to 0") {
      $0.controller(as: BadgeSampleViewController.self)?.badgeView.setNumber(0)
    }
  }
}
