import DesignSystem
import Foundation
import OpenUIKit
import SnapKit

/// Sample C7: a `CardView` 24 pt under the safe area, inset 16, with a header and a
/// multi-line `contentLabel` as its content; the script replaces the content with
/// `customView`, a 120 pt high coloured view.
///
/// Showcase changes: the screen (the tutorial gives the component only); identifiers
/// (`cardView`, `contentLabel`, `customView`, and `cardView.headerLabel` found by position).
public final class CardSampleViewController: UIViewController {
  /// The card.
  public let cardView = CardView()
  /// The first content.
  public let contentLabel = UILabel()
  /// The second content.
  public let customView = UIView()

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = AppColors.background
    view.addSubview(cardView)
    cardView.snp.makeConstraints { make in
      make.top.equalTo(view.safeAreaLayoutGuide).offset(Spacing.lg)
      make.leading.trailing.equalToSuperview().inset(Spacing.md)
    }
    cardView.setHeader(title: "Foydalanuvchi darajasi")
    contentLabel.text = "Kartochka ichidagi matn: setContent uni chetlarga biriktiradi."
    contentLabel.numberOfLines = 0
    contentLabel.textColor = AppColors.textSecondary
    cardView.setContent(contentLabel)
    customView.backgroundColor = .systemTeal
    customView.layer.cornerRadius = 8
    customView.snp.makeConstraints { make in
      make.height.equalTo(120)
    }
    cardView.accessibilityIdentifier = "cardView"
    contentLabel.accessibilityIdentifier = "contentLabel"
    customView.accessibilityIdentifier = "customView"
    nameParts(of: cardView, [("containerStack", [0]), ("headerLabel", [0, 0])])
  }

  /// Replaces the card's content with ``customView``.
  public func showCustomContent() {
    cardView.setContent(customView)
  }
}

extension ShowcaseSample {
  /// C7: header and content in a stack; setContent replaces the content.
  static let c7 = ShowcaseSample(
    id: "C7", title: "CardView", make: { CardSampleViewController() }
  ) {
    ShowcaseStep("initial layout")
    ShowcaseStep("replace the content") {
      $0.controller(as: CardSampleViewController.self)?.showCustomContent()
    }
  }
}
