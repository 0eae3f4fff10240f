import Foundation

/// A view controller whose view is a table: it makes the table in ``loadView()`` with itself
/// as the table's data source and delegate, so subclasses override the data-source and
/// delegate methods, as with UIKit's.
///
/// ```swift
/// final class SettingsViewController: UITableViewController {
///   init() { super.init(style: .insetGrouped) }
///   required init?(coder: NSCoder) { fatalError() }
///   override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
///   override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
///     -> UITableViewCell { … }
/// }
/// ```
///
/// The table fills the controller's view (it is the view). Like every UIKit table it
/// bounces vertically (`alwaysBounceVertical`), so its content starts below the status bar
/// even when the rows are fewer than fill the screen. Its ``refreshControl`` is the table's.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// The style the table is made with.
  let tableStyle: UITableView.Style
  /// The table, once made or set.
  var storedTableView: UITableView?

  /// Creates a controller whose table has `style` (the designated initializer, as in UIKit).
  public init(style: UITableView.Style) {
    tableStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller with a plain table. OpenUIKit has no nibs: the names are kept.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    tableStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a controller with a plain table from an archive: nothing is decoded.
  public required init?(coder: NSCoder) {
    tableStyle = .plain
    super.init(coder: coder)
  }

  /// The table (the controller's view; loaded on first access). Setting it makes it the view.
  open var tableView: UITableView! {
    get {
      loadViewIfNeeded()
      return storedTableView
    }
    set {
      storedTableView = newValue
      view = newValue
    }
  }

  /// The table's refresh control (UIKit's `UITableViewController.refreshControl`): setting it
  /// puts a pull-to-refresh control on the table.
  open var refreshControl: UIRefreshControl? {
    get { tableView.refreshControl }
    set { tableView.refreshControl = newValue }
  }

  /// Whether the selected rows are deselected each time the view is about to appear (true by
  /// default).
  open var clearsSelectionOnViewWillAppear = true

  /// Makes the table: the screen's size, the controller's style, the controller as its data
  /// source and delegate.
  open override func loadView() {
    let table = UITableView(frame: UIScreen.main.bounds, style: tableStyle)
    table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    table.dataSource = self
    table.delegate = self
    storedTableView = table
    view = table
  }

  /// Deselects the selected rows when ``clearsSelectionOnViewWillAppear`` is on.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let table = storedTableView else { return }
    for path in table.indexPathsForSelectedRows ?? [] {
      table.deselectRow(at: path, animated: animated)
    }
  }

  // MARK: Data source

  /// One section; override for more.
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }

  /// No rows; override to supply them.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  /// Override to supply the cells. The default reports what UIKit raises when a data source
  /// gives no cell and returns an empty default-style cell.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    LayoutDiagnostics.report(
      .raised(
        name: "NSInternalInconsistencyException",
        reason: "UITableView (\(tableView)) failed to obtain a cell from its dataSource (\(self))"
      ),
      engine: nil)
    return UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// No header title; override to give one.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// No footer title; override to give one.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  // MARK: Delegate

  /// The table's ``UITableView/rowHeight``.
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }

  /// Does nothing.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  /// The table's ``UITableView/sectionHeaderHeight``.
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
    -> CGFloat
  { tableView.sectionHeaderHeight }

  /// The table's ``UITableView/sectionFooterHeight``.
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int)
    -> CGFloat
  { tableView.sectionFooterHeight }

  /// No view: the title's, if any.
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }

  /// No view: the title's, if any.
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }

  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  // MARK: Scroll view delegate

  /// Does nothing.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  /// Does nothing.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
