import DesignSystem
import Foundation
import OpenUIKit
import SnapKit

/// Sample C8: an `EmptyStateView` 32 pt under the safe area, full width, for an empty photo
/// list; its button's action updates `statusLabel` under it.
///
/// Showcase changes: the screen (the tutorial gives the component only); identifiers
/// (`emptyStateView`, `statusLabel`, and its parts `emptyStateView.iconImageView`,
/// `.titleLabel`, `.subtitleLabel`, `.actionButton` found by position).
public final class EmptyStateSampleViewController: UIViewController {
  /// The empty state.
  public let emptyStateView = EmptyStateView()
  /// Says what the button did.
  public let statusLabel = UILabel()

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    view.addSubview(emptyStateView)
    view.addSubview(statusLabel)
    emptyStateView.snp.makeConstraints { make in
      make.top.equalTo(view.safeAreaLayoutGuide).offset(Spacing.xl)
      make.leading.trailing.equalToSuperview()
    }
    statusLabel.text = ""
    statusLabel.textAlignment = .center
    statusLabel.snp.makeConstraints { make in
      make.top.equalTo(emptyStateView.snp.bottom).offset(Spacing.md)
      make.leading.trailing.equalToSuperview().inset(Spacing.md)
    }
    emptyStateView.configure(
      icon: UIImage(systemName: "photo"), title: "Rasmlar yo'q",
      subtitle: "Hali birorta ham rasm yuklanmagan. Birinchi rasmingizni qo'shing!",
      buttonTitle: "Rasm qo'shish"
    ) { [weak self] in
      self?.statusLabel.text = "Rasm qo'shish bosildi"
    }
    emptyStateView.accessibilityIdentifier = "emptyStateView"
    statusLabel.accessibilityIdentifier = "statusLabel"
    nameParts(
      of: emptyStateView,
      [
        ("iconImageView", [0]), ("titleLabel", [1]), ("subtitleLabel", [2]),
        ("actionButton", [3]),
      ])
  }
}

extension ShowcaseSample {
  /// C8: the empty state's chain of icon, texts and button; the button's action runs.
  static let c8 = ShowcaseSample(
    id: "C8", title: "EmptyStateView", make: { EmptyStateSampleViewController() }
  ) {
    ShowcaseStep("initial layout")
    ShowcaseStep("tap the button") { $0.tap("emptyStateView.actionButton") }
  }
}
