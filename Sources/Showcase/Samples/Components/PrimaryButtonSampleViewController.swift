import DesignSystem
import Foundation
import OpenUIKit
import SnapKit

/// Sample C3: a `PrimaryButton` with a `plus` icon and a title, 24 pt under the safe area,
/// inset 16; a tap presses it (0.95 and back) and shows the loading state for 2 s.
///
/// Showcase changes: the screen (the tutorial gives the component only); identifiers, with the
/// button's parts named `button.stackView` … (found by position); the tap action (the tutorial
/// leaves it to the screen), timed on `AnimationEnvironment.main`.
public final class PrimaryButtonSampleViewController: UIViewController {
  /// The button.
  public let button = PrimaryButton()

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    view.addSubview(button)
    button.snp.makeConstraints { make in
      make.top.equalTo(view.safeAreaLayoutGuide).offset(Spacing.lg)
      make.leading.trailing.equalToSuperview().inset(Spacing.md)
    }
    button.configure(title: "Qo'shish", icon: UIImage(systemName: "plus"))
    button.tapAction = { [weak self] in
      self?.button.setLoading(true)
      AnimationEnvironment.main.asyncAfter(delay: 2) {
        self?.button.setLoading(false)
      }
    }
    button.accessibilityIdentifier = "button"
    nameParts(of: button, primaryButtonParts)
  }
}

extension ShowcaseSample {
  /// C3: centred icon and title; a tap shows the loading state for 2 s.
  static let c3 = ShowcaseSample(
    id: "C3", title: "PrimaryButton", make: { PrimaryButtonSampleViewController() }
  ) {
    ShowcaseStep("initial layout")
    ShowcaseStep("tap the button", settle: .seconds(1)) { $0.tap("button") }
    ShowcaseStep("2 s later")
  }
}
