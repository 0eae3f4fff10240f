import Foundation
import OpenUIKit
import SnapKit

/// Five star buttons (C5): a horizontal `.fillEqually` stack, spacing 4, of 30 pt buttons that
/// fills the view (166 × 30). Tapping star *n* sets the rating to *n* and calls
/// ``didChangeRating``.
///
/// Changes from the tutorial: `import OpenUIKit`; `public`; target–action uses OpenUIKit's
/// closure form (`addTarget(self, action: RatingView.starTapped, for: .touchUpInside)`)
/// instead of `#selector`, so `starTapped(_:)` is not `@objc`.
@MainActor
public final class RatingView: BaseView {

  private let stackView = UIStackView()
  private var starButtons: [UIButton] = []

  /// Called with the new rating after a tap.
  public var didChangeRating: ((Int) -> Void)?
  /// The rating, 0 … 5.
  public var currentRating: Int = 0

  /// The stack and its five star buttons (tags 1 … 5).
  public override func setupSubviews() {
    addSubview(stackView)
    stackView.axis = .horizontal
    stackView.spacing = 4
    stackView.distribution = .fillEqually

    for i in 0..<5 {
      let btn = UIButton()
      btn.setImage(UIImage(systemName: "star"), for: .normal)
      btn.setImage(UIImage(systemName: "star.fill"), for: .selected)
      btn.tintColor = .systemYellow
      btn.tag = i + 1
      btn.addTarget(self, action: RatingView.starTapped, for: .touchUpInside)
      stackView.addArrangedSubview(btn)
      starButtons.append(btn)
    }
  }

  /// The stack fills the view; each star is 30 × 30.
  public override func setupConstraints() {
    stackView.snp.makeConstraints { make in
      make.edges.equalToSuperview()
    }

    for btn in starButtons {
      btn.snp.makeConstraints { make in
        make.size.equalTo(30)
      }
    }
  }

  private func starTapped(_ sender: UIButton) {
    let rating = sender.tag
    setRating(rating)
    didChangeRating?(rating)
  }

  /// Sets the rating: the first `rating` stars are selected (filled).
  public func setRating(_ rating: Int) {
    currentRating = rating
    for (index, button) in starButtons.enumerated() {
      button.isSelected = index < rating
    }
  }
}
