import Foundation
import OpenUIKit

/// The views of one card cell: a container with 20 descendants, built the way a custom cell
/// builds its content (every view with `translatesAutoresizingMaskIntoConstraints = false`).
///
/// ```
/// container
/// └── card
///     ├── avatar, badge, title, menu, subtitle, timestamp, headerSeparator
///     ├── rows[0…3], media, footerSeparator
///     └── like, comment, share, bookmark, chip
///                                        └── chipIcon
/// ```
///
/// Labels, images and buttons are ``FixedSizeView``s with the intrinsic sizes of
/// ``CardGeometry``; backgrounds and separators are plain views sized by constraints.
@MainActor
struct CardViews {
  /// The cell's container view (stacked in the list's content view).
  let container = UIView()
  /// The card background, inset in the container.
  let card = UIView()
  /// The author's picture (48 × 48 intrinsic).
  let avatar = FixedSizeView(width: 48, height: 48)
  /// An unread dot on the avatar's top-right corner.
  let badge = UIView()
  /// The author's name (a label of 160 × 20).
  let title = FixedSizeView(width: 160, height: 20)
  /// The "…" button (24 × 24).
  let menu = FixedSizeView(width: 24, height: 24)
  /// The handle (a label of 120 × 16).
  let subtitle = FixedSizeView(width: 120, height: 16)
  /// The relative date after the handle (a label of 40 × 16).
  let timestamp = FixedSizeView(width: 40, height: 16)
  /// The hairline under the header.
  let headerSeparator = UIView()
  /// Four lines of body text; the first three are wider than the card and get stretched to
  /// it, the last is a short line at its intrinsic width.
  let rows: [FixedSizeView] = [
    FixedSizeView(width: 420, height: 18), FixedSizeView(width: 420, height: 18),
    FixedSizeView(width: 420, height: 18), FixedSizeView(width: 180, height: 18),
  ]
  /// An image with a 2 : 1 aspect ratio.
  let media = UIView()
  /// The hairline above the buttons.
  let footerSeparator = UIView()
  /// The like button (64 × 32).
  let like = FixedSizeView(width: 64, height: 32)
  /// The comment button (72 × 32).
  let comment = FixedSizeView(width: 72, height: 32)
  /// The share button (56 × 32).
  let share = FixedSizeView(width: 56, height: 32)
  /// The bookmark button (32 × 32), at the trailing edge.
  let bookmark = FixedSizeView(width: 32, height: 32)
  /// A tag chip under the buttons.
  let chip = UIView()
  /// The chip's icon (12 × 12), a subview of the chip.
  let chipIcon = FixedSizeView(width: 12, height: 12)

  /// The number of views below the container.
  static let descendantCount = 20

  /// Creates the views and the hierarchy; no constraints yet.
  init() {
    container.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(card)
    for view in cardSubviews { card.addSubview(view) }
    chip.addSubview(chipIcon)
    for view in descendants { view.translatesAutoresizingMaskIntoConstraints = false }
    // The timestamp keeps its width before the subtitle does, as a label set up to hug would.
    timestamp.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
  }

  /// The card's direct subviews, back to front.
  var cardSubviews: [UIView] {
    [avatar, badge, title, menu, subtitle, timestamp, headerSeparator] + rows
      + [media, footerSeparator, like, comment, share, bookmark, chip]
  }

  /// Every view below the container, parents first.
  var descendants: [UIView] { [card] + cardSubviews + [chipIcon] }
}
