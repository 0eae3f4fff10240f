import Foundation

/// Supplies a table view's rows and cells.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
  /// The number of sections (1 by default).
  func numberOfSections(in tableView: UITableView) -> Int
  /// The number of rows in a section.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for a row, usually from ``UITableView/dequeueReusableCell(withIdentifier:for:)``.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// The title of a section's header (nil by default: no title).
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// The title of a section's footer (nil by default: no title).
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// No title.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { nil }
  /// No title.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
    -> String?
  { nil }
}

/// Reacts to a table view's rows; a scroll-view delegate too. Every method has a default.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// The height of a row (the table's ``UITableView/rowHeight`` by default).
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// A row was selected.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// The height of a section's header (the table's ``UITableView/sectionHeaderHeight`` by
  /// default).
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// The height of a section's footer (the table's ``UITableView/sectionFooterHeight`` by
  /// default).
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// A view for a section's header (nil by default: the title's, if any).
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// A view for a section's footer (nil by default: the title's, if any).
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  /// A cell is about to be shown for a row.
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  /// The table's ``UITableView/rowHeight``.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// The table's ``UITableView/sectionHeaderHeight``.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
    -> CGFloat
  { tableView.sectionHeaderHeight }
  /// The table's ``UITableView/sectionFooterHeight``.
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int)
    -> CGFloat
  { tableView.sectionFooterHeight }
  /// No view.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int)
    -> UIView?
  { nil }
  /// No view.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int)
    -> UIView?
  { nil }
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
}
