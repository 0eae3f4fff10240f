import Foundation

/// Large titles (iOS 11+): when the bar prefers them and the top item's display mode allows,
/// the bar grows by a 52 pt band that shows the title in 34 pt bold at the leading margin,
/// 8 pt above the bar's bottom. As the content scrolls up the band shrinks to nothing (the
/// bar is 44 pt again) and the small title appears; it never grows past 52 pt.
extension UINavigationBar {
  /// Whether the top item's title is shown large: the bar prefers large titles, the height is
  /// regular (compact-height phones show standard bars), and the item's mode is `.always` or
  /// `.inline`, or `.automatic` with no earlier item saying `.never` (the nearest earlier item
  /// with a mode other than `.automatic` decides).
  var displaysLargeTitle: Bool {
    guard prefersLargeTitles, traitCollection.verticalSizeClass != .compact,
      let list = storedItems, !list.isEmpty
    else { return false }
    for item in list.reversed() {
      switch item.largeTitleDisplayMode {
      case .always, .inline: return true
      case .never: return false
      case .automatic: continue
      }
    }
    return true
  }

  /// Places the large title's band under the standard band, and shows the small title only
  /// once the band has collapsed.
  func layoutLargeTitle(margin: CGFloat, width: CGFloat) {
    guard displaysLargeTitle, largeTitleContainer.superview === self else {
      titleLabel.alpha = 1
      return
    }
    let band = max(0, min(largeTitleBand, BarMetrics.largeTitleBand))
    largeTitleContainer.frame = CGRect(
      x: 0, y: contentHeight, width: bounds.width, height: band)
    let size = largeTitleLabel.intrinsicContentSize
    largeTitleLabel.frame = CGRect(
      x: margin, y: band - BarMetrics.largeTitleBottomInset - size.height,
      width: min(size.width.rounded(.up), max(0, width)), height: size.height)
    titleLabel.alpha = band > 0 ? 0 : 1
    (topItem?.titleView)?.alpha = band > 0 ? 0 : 1
  }

  /// The band for a scroll view's content offset: how far the content's top still lies below
  /// the collapsed bar, between 0 and 52. `collapsedTop` is the scroll view's adjusted top inset
  /// with the band collapsed.
  static func largeTitleBand(offsetY: CGFloat, collapsedTop: CGFloat) -> CGFloat {
    max(0, min(BarMetrics.largeTitleBand, -offsetY - collapsedTop))
  }
}
