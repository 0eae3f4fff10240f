import Foundation
import OpenUIKit
import SnapKit

/// Sample A7 as the tutorial writes it, with the colours of the reference snapshots: a scroll
/// view filling the screen, a content view pinned to its edges and width (1000 high), a 250 pt
/// header image outside it, `contentInset.top = 250`, and a delegate that sets the header's
/// height to `abs(offsetY)` while the content is pulled past −250.
///
/// Kept apart from Showcase's `StretchyHeaderController`, whose rendering differs: it leaves the
/// root and content views without a background (these are white and systemGray6), the header's
/// tint at its default (white here) and names its views with accessibility identifiers, which
/// become the node identifiers of the text and SVG snapshots.
@preconcurrency @MainActor
public final class StretchyHeaderSample: UIViewController, UIScrollViewDelegate {
  /// The scroll view.
  public let scrollView = UIScrollView()
  /// The scrolling content.
  public let contentView = UIView()
  /// The header that stretches.
  public let headerImageView = UIImageView()
  /// The header's resting height.
  public let headerMaxHeight: CGFloat = 250
  /// The header's height constraint.
  public private(set) var headerHeightConstraint: Constraint?

  /// Builds the scroll view, the content and the header.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.addSubview(scrollView)
    scrollView.delegate = self
    scrollView.alwaysBounceVertical = true
    scrollView.snp.makeConstraints { $0.edges.equalToSuperview() }
    scrollView.addSubview(contentView)
    contentView.backgroundColor = .systemGray6
    contentView.snp.makeConstraints { make in
      make.edges.width.equalToSuperview()
      make.height.equalTo(1000)
    }
    headerImageView.image = UIImage(systemName: "photo.artframe")
    headerImageView.contentMode = .scaleAspectFill
    headerImageView.clipsToBounds = true
    headerImageView.backgroundColor = .systemIndigo
    headerImageView.tintColor = .white
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
      headerHeightConstraint?.update(offset: abs(offsetY))
    } else {
      headerHeightConstraint?.update(offset: headerMaxHeight)
    }
  }
}
