import Foundation

/// The look a list section gives its rows: separator, background and rounded corners.
extension UICollectionViewListCell {
  /// Takes the separator, background and corners of the row the cell shows (`nil` outside a
  /// list section: no separator). A background colour the app set itself is kept.
  func applyListRow(_ row: ListRowStyle?) {
    if listSeparator != row?.separator { listSeparator = row?.separator }
    guard let row else { return }
    if backgroundColor == nil || backgroundColor == listStyleBackground {
      if backgroundColor != row.background { backgroundColor = row.background }
      listStyleBackground = row.background
    }
    let corners = row.roundedCorners
    let radius: CGFloat = corners.isEmpty ? 0 : 10
    if layer.cornerRadius != radius { layer.cornerRadius = radius }
    if !corners.isEmpty, layer.maskedCorners != corners { layer.maskedCorners = corners }
    if clipsToBounds != !corners.isEmpty { clipsToBounds = !corners.isEmpty }
  }
}
