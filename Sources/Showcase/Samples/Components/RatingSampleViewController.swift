import DesignSystem
import Foundation
import OpenUIKit
import SnapKit

/// Sample C5: a `RatingView` centred 32 pt under the safe area with a label under it that
/// `didChangeRating` updates; the script taps the fourth star, then the first.
///
/// Showcase changes: the screen (the tutorial gives the component only); identifiers
/// (`ratingView`, `ratingLabel`, and the stars `ratingView.star1` … found by position).
public final class RatingSampleViewController: UIViewController {
  /// The stars.
  public let ratingView = RatingView()
  /// Shows the last rating chosen.
  public let ratingLabel = UILabel()

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    view.addSubview(ratingView)
    view.addSubview(ratingLabel)
    ratingView.snp.makeConstraints { make in
      make.top.equalTo(view.safeAreaLayoutGuide).offset(Spacing.xl)
      make.centerX.equalToSuperview()
    }
    ratingLabel.text = "Reyting: 0"
    ratingLabel.snp.makeConstraints { make in
      make.top.equalTo(ratingView.snp.bottom).offset(Spacing.md)
      make.centerX.equalToSuperview()
    }
    ratingView.didChangeRating = { [weak self] rating in
      self?.ratingLabel.text = "Reyting: \(rating)"
    }
    ratingView.accessibilityIdentifier = "ratingView"
    ratingLabel.accessibilityIdentifier = "ratingLabel"
    nameParts(of: ratingView, (0..<5).map { ("star\($0 + 1)", [0, $0]) })
  }
}

extension ShowcaseSample {
  /// C5: tapping a star sets the rating.
  static let c5 = ShowcaseSample(
    id: "C5", title: "RatingView", make: { RatingSampleViewController() }
  ) {
    ShowcaseStep("initial layout")
    // Star n's centre is at x = 34 (n − 1) + 15 in the rating view.
    ShowcaseStep("tap the fourth star") { $0.tap("ratingView", at: CGPoint(x: 117, y: 15)) }
    ShowcaseStep("tap the first star") { $0.tap("ratingView", at: CGPoint(x: 15, y: 15)) }
  }
}
