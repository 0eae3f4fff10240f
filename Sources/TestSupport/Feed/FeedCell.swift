import Foundation
import OpenUIKit
import SnapKit

/// The LayoutFrameworkBenchmark feed cell written with SnapKit: a top bar label; a mini profile
/// (50 × 50 image, name, a 3-line headline, time); the poster's comment; a 350 × 200 content
/// image with title and domain labels; Like / Comment / Share labels; and a comment row (50 × 50
/// image and a label). ``contentView`` is the root of its own hierarchy, sized like a
/// collection view's mannequin cell with `systemLayoutSizeFitting`.
///
/// Multi-line labels wrap at `preferredMaxLayoutWidth`, set from the cell width in
/// ``setWidth(_:)`` (the width their leading and trailing constraints give them).
@preconcurrency @MainActor
public final class FeedCell {
  /// The inset of the content from the cell's edges and the gap between blocks.
  public static let inset: CGFloat = 8
  /// The side of the two square images.
  public static let imageSide: CGFloat = 50
  /// The horizontal space the profile and comment rows take from the labels beside their
  /// images: 8 + 50 + 8 + 8.
  public static let besideImage: CGFloat = 74

  /// The cell's content view (the root of the hierarchy).
  public let contentView = UIView()
  /// The top bar's action label.
  public let actionLabel = FeedCell.label(size: 12)
  /// The poster's picture.
  public let posterImageView = UIImageView(image: UIImage(size: CGSize(width: 50, height: 50)))
  /// The poster's name.
  public let posterNameLabel = FeedCell.label(size: 15, bold: true)
  /// The poster's headline, on at most 3 lines.
  public let posterHeadlineLabel = FeedCell.label(size: 13, lines: 3)
  /// When it was posted.
  public let posterTimeLabel = FeedCell.label(size: 12)
  /// The poster's comment, on as many lines as it needs.
  public let posterCommentLabel = FeedCell.label(size: 14, lines: 0)
  /// The shared content's image.
  public let contentImageView = UIImageView(image: UIImage(size: CGSize(width: 350, height: 200)))
  /// The shared content's title.
  public let contentTitleLabel = FeedCell.label(size: 15, bold: true)
  /// The shared content's domain.
  public let contentDomainLabel = FeedCell.label(size: 12)
  /// The social action labels.
  public let likeLabel = FeedCell.label(size: 13, text: "Like")
  /// The comment action.
  public let commentLabel = FeedCell.label(size: 13, text: "Comment")
  /// The share action.
  public let shareLabel = FeedCell.label(size: 13, text: "Share")
  /// The commenting actor's picture.
  public let actorImageView = UIImageView(image: UIImage(size: CGSize(width: 50, height: 50)))
  /// The actor's comment, on as many lines as it needs.
  public let actorCommentLabel = FeedCell.label(size: 14, lines: 0)

  /// Every label in the order of the text-metrics table: action, name, headline, time, poster
  /// comment, title, domain, like, comment, share, actor comment.
  public var labels: [UILabel] {
    [
      actionLabel, posterNameLabel, posterHeadlineLabel, posterTimeLabel, posterCommentLabel,
      contentTitleLabel, contentDomainLabel, likeLabel, commentLabel, shareLabel,
      actorCommentLabel,
    ]
  }

  /// The `(text, numberOfLines)` of each label, in ``labels`` order, for a cell showing
  /// `item` (the like / comment / share texts are fixed).
  public nonisolated static func labelContents(of item: FeedItem) -> [(String, Int)] {
    [
      (item.actionText, 1), (item.posterName, 1), (item.posterHeadline, 3), (item.posterTime, 1),
      (item.posterComment, 0), (item.contentTitle, 1), (item.contentDomain, 1), ("Like", 1),
      ("Comment", 1), ("Share", 1), (item.actorComment, 0),
    ]
  }

  /// Builds the views and their constraints and shows `item` at `width`.
  public init(item: FeedItem, width: CGFloat) {
    for view in [
      actionLabel, posterImageView, posterNameLabel, posterHeadlineLabel, posterTimeLabel,
      posterCommentLabel, contentImageView, contentTitleLabel, contentDomainLabel, likeLabel,
      commentLabel, shareLabel, actorImageView, actorCommentLabel,
    ] {
      contentView.addSubview(view)
    }
    makeProfileConstraints()
    makeContentConstraints()
    makeActionConstraints()
    configure(item)
    setWidth(width)
  }

  /// Shows the texts of `item`.
  public func configure(_ item: FeedItem) {
    actionLabel.text = item.actionText
    posterNameLabel.text = item.posterName
    posterHeadlineLabel.text = item.posterHeadline
    posterTimeLabel.text = item.posterTime
    posterCommentLabel.text = item.posterComment
    contentTitleLabel.text = item.contentTitle
    contentDomainLabel.text = item.contentDomain
    actorCommentLabel.text = item.actorComment
  }

  /// Lets the multi-line labels wrap at the widths their constraints give them in a cell
  /// `width` points wide.
  public func setWidth(_ width: CGFloat) {
    let beside = max(width - FeedCell.besideImage, 0)
    posterHeadlineLabel.preferredMaxLayoutWidth = beside
    posterCommentLabel.preferredMaxLayoutWidth = max(width - 2 * FeedCell.inset, 0)
    actorCommentLabel.preferredMaxLayoutWidth = beside
  }

  /// The cell's height at `width`, as a collection view sizes a self-sizing cell.
  public func fittedHeight(width: CGFloat) -> CGFloat {
    let size = contentView.systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    return size.height
  }

  private static func label(
    size: CGFloat, bold: Bool = false, lines: Int = 1, text: String? = nil
  ) -> UILabel {
    let label = UILabel()
    label.font = bold ? UIFont.boldSystemFont(ofSize: size) : UIFont.systemFont(ofSize: size)
    label.numberOfLines = lines
    label.text = text
    return label
  }

  /// The top bar and the mini profile.
  private func makeProfileConstraints() {
    let gap = FeedCell.inset
    actionLabel.snp.makeConstraints { make in
      make.top.leading.equalToSuperview().offset(gap)
      make.trailing.lessThanOrEqualToSuperview().offset(-gap)
    }
    posterImageView.snp.makeConstraints { make in
      make.top.equalTo(actionLabel.snp.bottom).offset(gap)
      make.leading.equalToSuperview().offset(gap)
    }
    posterNameLabel.snp.makeConstraints { make in
      make.top.equalTo(posterImageView)
      make.leading.equalTo(posterImageView.snp.trailing).offset(gap)
      make.trailing.lessThanOrEqualToSuperview().offset(-gap)
    }
    posterHeadlineLabel.snp.makeConstraints { make in
      make.top.equalTo(posterNameLabel.snp.bottom).offset(2)
      make.leading.equalTo(posterNameLabel)
      make.trailing.equalToSuperview().offset(-gap)
    }
    posterTimeLabel.snp.makeConstraints { make in
      make.top.equalTo(posterHeadlineLabel.snp.bottom).offset(2)
      make.leading.equalTo(posterNameLabel)
      make.trailing.lessThanOrEqualToSuperview().offset(-gap)
    }
    posterCommentLabel.snp.makeConstraints { make in
      make.top.greaterThanOrEqualTo(posterImageView.snp.bottom).offset(gap)
      make.top.greaterThanOrEqualTo(posterTimeLabel.snp.bottom).offset(gap)
      make.leading.equalToSuperview().offset(gap)
      make.trailing.equalToSuperview().offset(-gap)
    }
  }

  /// The content image with its title and domain.
  private func makeContentConstraints() {
    let gap = FeedCell.inset
    contentImageView.snp.makeConstraints { make in
      make.top.equalTo(posterCommentLabel.snp.bottom).offset(gap)
      make.leading.equalToSuperview().offset(gap)
      make.trailing.lessThanOrEqualToSuperview().offset(-gap)
    }
    contentTitleLabel.snp.makeConstraints { make in
      make.top.equalTo(contentImageView.snp.bottom).offset(4)
      make.leading.equalToSuperview().offset(gap)
      make.trailing.lessThanOrEqualToSuperview().offset(-gap)
    }
    contentDomainLabel.snp.makeConstraints { make in
      make.top.equalTo(contentTitleLabel.snp.bottom).offset(2)
      make.leading.equalToSuperview().offset(gap)
      make.trailing.lessThanOrEqualToSuperview().offset(-gap)
    }
  }

  /// Like / Comment / Share and the comment row.
  private func makeActionConstraints() {
    let gap = FeedCell.inset
    likeLabel.snp.makeConstraints { make in
      make.top.equalTo(contentDomainLabel.snp.bottom).offset(gap)
      make.leading.equalToSuperview().offset(gap)
    }
    commentLabel.snp.makeConstraints { make in
      make.top.equalTo(likeLabel)
      make.leading.equalTo(likeLabel.snp.trailing).offset(16)
    }
    shareLabel.snp.makeConstraints { make in
      make.top.equalTo(likeLabel)
      make.leading.equalTo(commentLabel.snp.trailing).offset(16)
      make.trailing.lessThanOrEqualToSuperview().offset(-gap)
    }
    actorImageView.snp.makeConstraints { make in
      make.top.equalTo(likeLabel.snp.bottom).offset(gap)
      make.leading.equalToSuperview().offset(gap)
      make.bottom.lessThanOrEqualToSuperview().offset(-gap)
    }
    actorCommentLabel.snp.makeConstraints { make in
      make.top.equalTo(actorImageView)
      make.leading.equalTo(actorImageView.snp.trailing).offset(gap)
      make.trailing.equalToSuperview().offset(-gap)
      make.bottom.lessThanOrEqualToSuperview().offset(-gap)
    }
  }
}
