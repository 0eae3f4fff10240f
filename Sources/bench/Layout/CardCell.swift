import Foundation
import OpenUIKit

/// One card cell: the ``CardViews`` and their 62 constraints, activated with
/// `NSLayoutConstraint.activate` as app code does. The layout inside the card is fully
/// determined: every position and size follows from required constraints, from the views'
/// intrinsic sizes, or from one optional aspect-ratio constraint (see ``CardGeometry``).
@MainActor
struct CardCell {
  /// The views.
  let views: CardViews
  /// `headerSeparator.top == avatar.bottom + 12`: changing it changes the cell's height.
  let headerGap: NSLayoutConstraint
  /// The number of constraints the cell activated.
  let constraintCount: Int

  /// The container, to stack in a list.
  var container: UIView { views.container }

  /// Builds the views and activates their constraints (the container is not in a list yet,
  /// so the constraints join the window's engine when the container is added).
  init() {
    let v = CardViews()
    let gap = v.headerSeparator.topAnchor.constraint(
      equalTo: v.avatar.bottomAnchor, constant: CardGeometry.headerGap)
    let constraints =
      CardCell.cardConstraints(v) + CardCell.headerConstraints(v, gap: gap)
      + CardCell.bodyConstraints(v) + CardCell.footerConstraints(v)
    NSLayoutConstraint.activate(constraints)
    views = v
    headerGap = gap
    constraintCount = constraints.count
  }

  /// The card inset in the container (4).
  static func cardConstraints(_ v: CardViews) -> [NSLayoutConstraint] {
    [
      v.card.leadingAnchor.constraint(equalTo: v.container.leadingAnchor, constant: 16),
      v.card.trailingAnchor.constraint(equalTo: v.container.trailingAnchor, constant: -16),
      v.card.topAnchor.constraint(equalTo: v.container.topAnchor, constant: 8),
      v.card.bottomAnchor.constraint(equalTo: v.container.bottomAnchor, constant: -8),
    ]
  }

  /// Avatar, badge, title, menu, subtitle, timestamp and the header separator (21).
  static func headerConstraints(_ v: CardViews, gap: NSLayoutConstraint) -> [NSLayoutConstraint] {
    let card = v.card
    return [
      v.avatar.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
      v.avatar.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
      v.badge.trailingAnchor.constraint(equalTo: v.avatar.trailingAnchor),
      v.badge.topAnchor.constraint(equalTo: v.avatar.topAnchor),
      v.badge.widthAnchor.constraint(equalToConstant: 10),
      v.badge.heightAnchor.constraint(equalTo: v.badge.widthAnchor),
      v.menu.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
      v.menu.centerYAnchor.constraint(equalTo: v.title.centerYAnchor),
      v.title.leadingAnchor.constraint(equalTo: v.avatar.trailingAnchor, constant: 12),
      v.title.trailingAnchor.constraint(lessThanOrEqualTo: v.menu.leadingAnchor, constant: -8),
      v.title.topAnchor.constraint(equalTo: card.topAnchor, constant: 14),
      v.subtitle.leadingAnchor.constraint(equalTo: v.title.leadingAnchor),
      v.subtitle.topAnchor.constraint(equalTo: v.title.bottomAnchor, constant: 4),
      v.timestamp.leadingAnchor.constraint(equalTo: v.subtitle.trailingAnchor, constant: 8),
      v.timestamp.lastBaselineAnchor.constraint(equalTo: v.subtitle.lastBaselineAnchor),
      v.timestamp.trailingAnchor.constraint(
        lessThanOrEqualTo: v.menu.leadingAnchor, constant: -8),
      gap,
      v.headerSeparator.topAnchor.constraint(
        greaterThanOrEqualTo: v.subtitle.bottomAnchor, constant: 8),
      v.headerSeparator.leadingAnchor.constraint(equalTo: card.leadingAnchor),
      v.headerSeparator.trailingAnchor.constraint(equalTo: card.trailingAnchor),
      v.headerSeparator.heightAnchor.constraint(equalToConstant: 1),
    ]
  }

  /// Four text rows, the media and the footer separator (21).
  static func bodyConstraints(_ v: CardViews) -> [NSLayoutConstraint] {
    let card = v.card
    var list: [NSLayoutConstraint] = []
    var above = v.headerSeparator.bottomAnchor
    for (index, row) in v.rows.enumerated() {
      let last = index == v.rows.count - 1
      list += [
        row.topAnchor.constraint(equalTo: above, constant: index == 0 ? 12 : 6),
        row.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
        last
          ? row.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -12)
          : row.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
      ]
      above = row.bottomAnchor
    }
    let aspect = v.media.heightAnchor.constraint(equalTo: v.media.widthAnchor, multiplier: 0.5)
    aspect.priority = .required - 1
    list += [
      v.media.topAnchor.constraint(equalTo: above, constant: 12),
      v.media.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
      v.media.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
      aspect,
      v.media.heightAnchor.constraint(lessThanOrEqualToConstant: 200),
      v.footerSeparator.topAnchor.constraint(equalTo: v.media.bottomAnchor, constant: 12),
      v.footerSeparator.leadingAnchor.constraint(equalTo: card.leadingAnchor),
      v.footerSeparator.trailingAnchor.constraint(equalTo: card.trailingAnchor),
      v.footerSeparator.heightAnchor.constraint(equalToConstant: 1),
    ]
    return list
  }

  /// The buttons, the chip with its icon, and the card's bottom (16).
  static func footerConstraints(_ v: CardViews) -> [NSLayoutConstraint] {
    let card = v.card
    return [
      v.like.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
      v.like.topAnchor.constraint(equalTo: v.footerSeparator.bottomAnchor, constant: 8),
      v.comment.leadingAnchor.constraint(equalTo: v.like.trailingAnchor, constant: 8),
      v.comment.centerYAnchor.constraint(equalTo: v.like.centerYAnchor),
      v.share.leadingAnchor.constraint(equalTo: v.comment.trailingAnchor, constant: 8),
      v.share.centerYAnchor.constraint(equalTo: v.like.centerYAnchor),
      v.bookmark.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
      v.bookmark.centerYAnchor.constraint(equalTo: v.like.centerYAnchor),
      v.bookmark.leadingAnchor.constraint(
        greaterThanOrEqualTo: v.share.trailingAnchor, constant: 8),
      v.chip.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
      v.chip.topAnchor.constraint(equalTo: v.like.bottomAnchor, constant: 8),
      v.chip.widthAnchor.constraint(equalToConstant: 80),
      v.chip.heightAnchor.constraint(equalToConstant: 24),
      v.chipIcon.leadingAnchor.constraint(equalTo: v.chip.leadingAnchor, constant: 6),
      v.chipIcon.centerYAnchor.constraint(equalTo: v.chip.centerYAnchor),
      card.bottomAnchor.constraint(equalTo: v.chip.bottomAnchor, constant: 12),
    ]
  }
}
