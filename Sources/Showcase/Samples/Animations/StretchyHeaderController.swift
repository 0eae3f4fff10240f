import Foundation
import OpenUIKit
import SnapKit

/// Sample A7, as the tutorial writes it: a scroll view filling the screen, a content view pinned
/// to its edges and width (1000 high), a 250 pt header image outside it with its height kept,
/// `contentInset.top = 250`, and a delegate that sets the header's height to `abs(offsetY)`
/// while the content is pulled past −250 (no animation).
///
/// Showcase changes: accessibility identifiers.
public final class StretchyHeaderController: UIViewController, UIScrollViewDelegate {
  /// The scroll view.
  public let scrollView = UIScrollView()
  /// The scrolling content.
  public let contentView = UIView()
  /// The header that stretches.
  public let headerImageView = UIImageView()

  /// The header's resting height.
  public let headerMaxHeight: CGFloat = 250
  /// The header's height constraint.
  public var headerHeightConstraint: Constraint?

  public override func viewDidLoad() {
    super.viewDidLoad()
    setupViews()
    scrollView.accessibilityIdentifier = "scrollView"
    contentView.accessibilityIdentifier = "contentView"
    headerImageView.accessibilityIdentifier = "headerImageView"
  }

  private func setupViews() {
    view.addSubview(scrollView)
    scrollView.delegate = self
    scrollView.alwaysBounceVertical = true

    scrollView.snp.makeConstraints { $0.edges.equalToSuperview() }

    scrollView.addSubview(contentView)
    contentView.snp.makeConstraints { make in
      make.edges.width.equalToSuperview()
      make.height.equalTo(1000)
    }

    headerImageView.image = UIImage(systemName: "photo.artframe")
    headerImageView.contentMode = .scaleAspectFill
    headerImageView.clipsToBounds = true
    headerImageView.backgroundColor = .systemIndigo

    view.addSubview(headerImageView)
    headerImageView.snp.makeConstraints { make in
      make.top.leading.trailing.equalToSuperview()
      self.headerHeightConstraint = make.height.equalTo(headerMaxHeight).constraint
    }

    scrollView.contentInset = UIEdgeInsets(top: headerMaxHeight, left: 0, bottom: 0, right: 0)
  }

  /// Stretches the header while the content is pulled past its top.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {
    let offsetY = scrollView.contentOffset.y

    if offsetY < -headerMaxHeight {
      let stretchAmount = abs(offsetY)
      headerHeightConstraint?.update(offset: stretchAmount)
    } else {
      headerHeightConstraint?.update(offset: headerMaxHeight)
    }
  }
}

extension ShowcaseSample {
  /// The finger translation that pulls the sample's scroll view (at rest at offset 0, its top
  /// 309 pt away: the 250 pt inset and the 59 pt safe area) to an offset of −350: 309 pt
  /// freely, then the 41 pt overshoot undone through the rubber band
  /// `shown = (1 − 1 / (over·c / h + 1))·h`.
  static func a7PullToMinus350() -> CGPoint {
    let height: CGFloat = 852
    let shown: CGFloat = 41
    let c = UIScrollView.rubberBandCoefficient
    let over: CGFloat = shown * height / ((height - shown) * c)
    return CGPoint(x: 0, y: 309 + over)
  }

  /// A7: pulling the content down to −350 stretches the header to 350; letting go bounces the
  /// content back to the top of its range.
  static let a7 = ShowcaseSample(
    id: "A7", title: "Stretchy header", make: { StretchyHeaderController() }
  ) {
    ShowcaseStep("at rest")
    ShowcaseStep("pull to -350") {
      $0.dragWithoutLifting("scrollView", by: a7PullToMinus350(), duration: 0.5)
    }
    ShowcaseStep("release") { $0.liftFinger("scrollView") }
  }
}
