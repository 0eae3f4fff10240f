import Foundation
import OpenUIKit

/// The numbers of the card layout and the frames they give, worked out by hand from the
/// constraints of ``CardCell`` in a 393-point-wide list (all frames in superview coordinates).
///
/// Horizontally: the card is inset 16 from the container (361 wide) and its content 12 from
/// the card (337 wide). Vertically, inside the card: avatar 12…60, header separator at
/// 60 + ``headerGap`` = 72, rows at 85, 109, 133 and 157 (18 high, 6 apart), media at 187
/// (337 × 0.5 = 168.5 high), footer separator at 367.5, buttons at 376.5 (32 high), chip at
/// 416.5 (24 high) and the card's bottom at 440.5 + 12 = 452.5; the cell adds 8 above and
/// below: 468.5.
enum CardGeometry {
  /// The list's width: the window's.
  static let listWidth: CGFloat = 393
  /// The window's height.
  static let windowHeight: CGFloat = 852
  /// `headerSeparator.top == avatar.bottom + headerGap` at build time.
  static let headerGap: CGFloat = 12
  /// The other value the constant-change workload toggles ``headerGap`` to.
  static let expandedHeaderGap: CGFloat = 20
  /// The height of a cell with the default ``headerGap``.
  static let cellHeight: CGFloat = 468.5

  /// The container's frame of cell `index` when every cell above it has `expandedAbove`
  /// expanded header gaps (in the content view).
  static func cellFrame(_ index: Int, expandedAbove: Int = 0) -> CGRect {
    let extra = expandedHeaderGap - headerGap
    let y = CGFloat(index) * cellHeight + CGFloat(expandedAbove) * extra
    return CGRect(x: 0, y: y, width: listWidth, height: cellHeight)
  }

  /// A few views of a cell and their frames with the default gap (superview coordinates).
  @MainActor
  static func expectedFrames(of v: CardViews) -> [(name: String, view: UIView, frame: CGRect)] {
    [
      ("card", v.card, CGRect(x: 16, y: 8, width: 361, height: 452.5)),
      ("avatar", v.avatar, CGRect(x: 12, y: 12, width: 48, height: 48)),
      ("badge", v.badge, CGRect(x: 50, y: 12, width: 10, height: 10)),
      ("title", v.title, CGRect(x: 72, y: 14, width: 160, height: 20)),
      ("menu", v.menu, CGRect(x: 325, y: 12, width: 24, height: 24)),
      ("subtitle", v.subtitle, CGRect(x: 72, y: 38, width: 120, height: 16)),
      ("timestamp", v.timestamp, CGRect(x: 200, y: 38, width: 40, height: 16)),
      ("headerSeparator", v.headerSeparator, CGRect(x: 0, y: 72, width: 361, height: 1)),
      ("rows[0]", v.rows[0], CGRect(x: 12, y: 85, width: 337, height: 18)),
      ("rows[3]", v.rows[3], CGRect(x: 12, y: 157, width: 180, height: 18)),
      ("media", v.media, CGRect(x: 12, y: 187, width: 337, height: 168.5)),
      ("footerSeparator", v.footerSeparator, CGRect(x: 0, y: 367.5, width: 361, height: 1)),
      ("comment", v.comment, CGRect(x: 84, y: 376.5, width: 72, height: 32)),
      ("share", v.share, CGRect(x: 164, y: 376.5, width: 56, height: 32)),
      ("bookmark", v.bookmark, CGRect(x: 317, y: 376.5, width: 32, height: 32)),
      ("chip", v.chip, CGRect(x: 12, y: 416.5, width: 80, height: 24)),
      ("chipIcon", v.chipIcon, CGRect(x: 6, y: 6, width: 12, height: 12)),
    ]
  }
}
