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
}

extension UITableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

/// Reacts to a table view's rows; a scroll-view delegate too. Every method has a default.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// The height of a row (the table's ``UITableView/rowHeight`` by default).
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// A row was selected.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  /// The table's ``UITableView/rowHeight``.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}
