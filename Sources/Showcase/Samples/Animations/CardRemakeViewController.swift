import Foundation
import OpenUIKit
import SnapKit

/// Sample A4: `toggleCardState(isExpanded:)` as the tutorial writes it — `remakeConstraints`
/// between an expanded card (top safe + 20, sides inset 20, 300 high) and a compact one (bottom
/// safe − 20, 80 high), laid out in a spring of 0.4 s with damping 0.8.
///
/// Showcase changes: the screen around the snippet (the card starts compact, made with the
/// compact constraints), accessibility identifiers, and a tap recognizer on the card that
/// toggles `isExpanded` and calls `toggleCardState(isExpanded:)`.
public final class CardRemakeViewController: UIViewController {
  /// The card.
  public let cardView = UIView()
  /// Whether the card is expanded.
  public var isExpanded = false

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    cardView.backgroundColor = .systemIndigo
    cardView.layer.cornerRadius = 16
    view.addSubview(cardView)

    cardView.snp.makeConstraints { make in
      make.bottom.equalTo(view.safeAreaLayoutGuide).offset(-20)
      make.leading.trailing.equalToSuperview().inset(20)
      make.height.equalTo(80)
    }

    cardView.accessibilityIdentifier = "cardView"
    cardView.addGestureRecognizer(
      UITapGestureRecognizer { [weak self] _ in
        guard let self else { return }
        self.isExpanded.toggle()
        self.toggleCardState(isExpanded: self.isExpanded)
      })
  }

  /// Remakes the card's constraints for the state and springs to it.
  public func toggleCardState(isExpanded: Bool) {
    cardView.snp.remakeConstraints { make in
      if isExpanded {
        make.top.equalTo(view.safeAreaLayoutGuide).offset(20)
        make.leading.trailing.equalToSuperview().inset(20)
        make.height.equalTo(300)
      } else {
        make.bottom.equalTo(view.safeAreaLayoutGuide).offset(-20)
        make.leading.trailing.equalToSuperview().inset(20)
        make.height.equalTo(80)
      }
    }

    UIView.animate(
      withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0
    ) {
      self.view.layoutIfNeeded()
    }
  }
}

extension ShowcaseSample {
  /// A4: the card is remade from compact to expanded and back.
  static let a4 = ShowcaseSample(
    id: "A4", title: "Card remake", make: { CardRemakeViewController() }
  ) {
    ShowcaseStep("compact")
    ShowcaseStep("tap: expand") { $0.tap("cardView") }
    ShowcaseStep("tap: compact") { $0.tap("cardView") }
  }
}
