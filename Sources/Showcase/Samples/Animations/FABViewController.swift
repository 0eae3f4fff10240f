import Foundation
import OpenUIKit
import SnapKit

/// Sample A6, as the tutorial writes it: three 56 pt round buttons stacked at the bottom right
/// (safe area − 30, trailing − 30). `toggleMenu()` remakes `action1` 20 pt above the main button
/// and `action2` 20 pt to its left (or back under it), and springs (0.4 s, damping 0.7) the
/// main button's rotation by π/4, the actions' alpha and the layout.
///
/// Showcase changes: accessibility identifiers, `@objc` dropped and the main button's target
/// written `addTarget(self, action: FABViewController.toggleMenu, for:)`.
public final class FABViewController: UIViewController {
  /// The main button.
  public let mainFab = UIButton(type: .custom)
  /// The action that opens upwards.
  public let action1 = UIButton(type: .custom)
  /// The action that opens to the left.
  public let action2 = UIButton(type: .custom)

  /// Whether the menu is open.
  public var isMenuOpen = false

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    setupFAB()
    mainFab.accessibilityIdentifier = "mainFab"
    action1.accessibilityIdentifier = "action1"
    action2.accessibilityIdentifier = "action2"
  }

  private func setupFAB() {
    [action1, action2, mainFab].forEach {
      $0.backgroundColor = .systemBlue
      $0.layer.cornerRadius = 28
      $0.tintColor = .white
      view.addSubview($0)

      $0.snp.makeConstraints { make in
        make.size.equalTo(56)
        make.bottom.equalTo(view.safeAreaLayoutGuide).offset(-30)
        make.trailing.equalToSuperview().offset(-30)
      }
    }

    mainFab.setImage(UIImage(systemName: "plus"), for: .normal)
    action1.setImage(UIImage(systemName: "camera"), for: .normal)
    action2.setImage(UIImage(systemName: "photo"), for: .normal)

    action1.alpha = 0
    action2.alpha = 0

    mainFab.addTarget(self, action: FABViewController.toggleMenu, for: .touchUpInside)
  }

  private func toggleMenu() {
    isMenuOpen.toggle()

    action1.snp.remakeConstraints { make in
      make.size.equalTo(56)
      make.centerX.equalTo(mainFab)
      if isMenuOpen {
        make.bottom.equalTo(mainFab.snp.top).offset(-20)
      } else {
        make.bottom.equalTo(mainFab.snp.bottom)
      }
    }

    action2.snp.remakeConstraints { make in
      make.size.equalTo(56)
      make.centerY.equalTo(mainFab)
      if isMenuOpen {
        make.trailing.equalTo(mainFab.snp.leading).offset(-20)
      } else {
        make.trailing.equalTo(mainFab.snp.trailing)
      }
    }

    UIView.animate(
      withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0
    ) {
      self.mainFab.transform =
        self.isMenuOpen ? CGAffineTransform(rotationAngle: .pi / 4) : .identity
      self.action1.alpha = self.isMenuOpen ? 1 : 0
      self.action2.alpha = self.isMenuOpen ? 1 : 0
      self.view.layoutIfNeeded()
    }
  }
}

extension ShowcaseSample {
  /// A6: the two actions fan out above and to the left of the main button, and back.
  static let a6 = ShowcaseSample(
    id: "A6", title: "FAB menu", make: { FABViewController() }
  ) {
    ShowcaseStep("closed")
    ShowcaseStep("tap: open") { $0.tap("mainFab") }
    ShowcaseStep("tap: close") { $0.tap("mainFab") }
  }
}
