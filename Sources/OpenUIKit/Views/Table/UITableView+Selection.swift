import Foundation

/// The selected rows: the cells on screen that are selected (a row scrolled away and reused
/// loses its selection in OpenUIKit).
extension UITableView {
  /// The first selected row, top to bottom, or nil.
  public var indexPathForSelectedRow: IndexPath? {
    indexPathsForSelectedRows?.first
  }

  /// The selected rows, top to bottom, or nil when none is selected (as in UIKit).
  public var indexPathsForSelectedRows: [IndexPath]? {
    let paths = (indexPathsForVisibleRows ?? []).filter { visible[$0]?.isSelected == true }
    return paths.isEmpty ? nil : paths
  }

  /// Deselects the row (the delegate is not told, as in UIKit). `animated` is accepted; the
  /// change is immediate.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    visible[indexPath]?.isSelected = false
  }
}
