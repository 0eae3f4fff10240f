import Foundation
import OpenUIKit
import SnapKit

/// Sample K1, as the tutorial writes it: a centred button whose `width == 300` constraint is
/// kept; a tap updates it to 100 and lays out inside `UIView.animate(withDuration: 0.5)`.
///
/// Showcase changes: the button's look (the tutorial does not show it: a blue button titled
/// "Button"), an accessibility identifier, `@objc` dropped and the target written
/// `addTarget(self, action: ShrinkingButtonViewController.didTapButton, for:)`.
public final class ShrinkingButtonViewController: UIViewController {
  /// The button.
  public let button: UIButton = {
    let button = UIButton()
    button.setTitle("Button", for: .normal)
    button.setTitleColor(.white, for: .normal)
    button.backgroundColor = .systemBlue
    return button
  }()

  private var buttonWidthConstraint: Constraint?

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.addSubview(button)
    button.addTarget(self, action: ShrinkingButtonViewController.didTapButton, for: .touchUpInside)

    self.button.snp.makeConstraints {
      $0.center.equalToSuperview()
      self.buttonWidthConstraint = $0.width.equalTo(300).constraint
    }
    button.accessibilityIdentifier = "button"
  }

  private func didTapButton() {
    self.buttonWidthConstraint?.update(offset: 100)
    UIView.animate(withDuration: 0.5) {
      self.view.layoutIfNeeded()
    }
  }
}

extension ShowcaseSample {
  /// K1: the button shrinks from 300 to 100 wide in 0.5 s.
  static let k1 = ShowcaseSample(
    id: "K1", title: "Shrinking button", make: { ShrinkingButtonViewController() }
  ) {
    ShowcaseStep("initial layout")
    ShowcaseStep("tap: shrink") { $0.tap("button") }
  }
}
