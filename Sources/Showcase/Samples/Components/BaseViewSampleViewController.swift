import DesignSystem
import Foundation
import OpenUIKit
import SnapKit

/// Sample C1: the tutorial gives `BaseView` without a screen; this one shows a
/// ``SetupOrderView`` (a BaseView subclass) 24 pt under the safe area, inset 16, listing the
/// setup calls in the order `init` made them.
///
/// Showcase changes: the whole screen (the tutorial has none); identifiers `customView`,
/// `titleLabel`, `callsLabel`.
public final class BaseViewSampleViewController: UIViewController {
  /// The BaseView subclass.
  public let customView = SetupOrderView()

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = AppColors.background
    view.addSubview(customView)
    customView.snp.makeConstraints { make in
      make.top.equalTo(view.safeAreaLayoutGuide).offset(Spacing.lg)
      make.leading.trailing.equalToSuperview().inset(Spacing.md)
    }
    customView.accessibilityIdentifier = "customView"
    customView.titleLabel.accessibilityIdentifier = "titleLabel"
    customView.callsLabel.accessibilityIdentifier = "callsLabel"
  }
}

extension ShowcaseSample {
  /// C1: BaseView's init calls the three setup methods in order.
  static let c1 = ShowcaseSample(
    id: "C1", title: "BaseView setup order", make: { BaseViewSampleViewController() }
  ) {
    ShowcaseStep("initial layout")
  }
}
