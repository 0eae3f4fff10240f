import Foundation

/// A view controller whose view is a collection view: it makes the collection view in
/// ``loadView()`` with the layout it was created with and itself as the data source and
/// delegate, so subclasses override the data-source and delegate methods, as with UIKit's.
///
/// ```swift
/// final class PhotosViewController: UICollectionViewController {
///   init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
///   required init?(coder: NSCoder) { fatalError() }
///   override func collectionView(_ collectionView: UICollectionView,
///     numberOfItemsInSection section: Int) -> Int { 12 }
///   override func collectionView(_ collectionView: UICollectionView,
///     cellForItemAt indexPath: IndexPath) -> UICollectionViewCell { … }
/// }
/// ```
///
/// A subclass that also adopts `UICollectionViewDelegateFlowLayout` in an extension gets its
/// sizes asked for, as on iOS. The collection view fills the controller's view (it is the view).
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  /// The layout the collection view is made with.
  let initialLayout: UICollectionViewLayout
  /// The collection view, once made or set.
  var storedCollectionView: UICollectionView?

  /// Creates a controller whose collection view uses `layout` (the designated initializer, as
  /// in UIKit).
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    initialLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller with a flow layout. OpenUIKit has no nibs: the names are kept.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    initialLayout = UICollectionViewFlowLayout()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a controller with a flow layout from an archive: nothing is decoded.
  public required init?(coder: NSCoder) {
    initialLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// The collection view (the controller's view; loaded on first access). Setting it makes it
  /// the view.
  open var collectionView: UICollectionView! {
    get {
      loadViewIfNeeded()
      return storedCollectionView
    }
    set {
      storedCollectionView = newValue
      view = newValue
    }
  }

  /// The collection view's layout: the one the controller was made with until the view loads,
  /// then the collection view's own.
  open var collectionViewLayout: UICollectionViewLayout {
    storedCollectionView?.collectionViewLayout ?? initialLayout
  }

  /// Whether the selected items are deselected each time the view is about to appear (true by
  /// default).
  open var clearsSelectionOnViewWillAppear = true

  /// Whether a long press starts moving an item (false by default). Kept for source
  /// compatibility: OpenUIKit simulates no reordering gesture.
  open var installsStandardGestureForInteractiveMovement = false

  /// Whether pushing another collection view controller animates between the layouts (false
  /// by default). Kept for source compatibility: transitions are not simulated.
  open var useLayoutToLayoutNavigationTransitions = false

  /// Makes the collection view: the screen's size, the controller's layout, the controller as
  /// its data source and delegate.
  open override func loadView() {
    let collection = UICollectionView(
      frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
    collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collection.dataSource = self
    collection.delegate = self
    storedCollectionView = collection
    view = collection
  }

  /// Deselects the selected items when ``clearsSelectionOnViewWillAppear`` is on.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let collection = storedCollectionView else { return }
    for path in collection.indexPathsForSelectedItems ?? [] {
      collection.deselectItem(at: path, animated: animated)
    }
  }

  // MARK: Data source

  /// One section; override for more.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// No items; override to supply them.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 0 }

  /// Override to supply the cells. A subclass that does not is sent a selector it does not
  /// implement on iOS; the default reports that and returns an empty cell.
  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    LayoutDiagnostics.report(
      .raised(
        name: "NSInvalidArgumentException",
        reason:
          "-[\(type(of: self)) collectionView:cellForItemAtIndexPath:]: unrecognized selector "
          + "sent to instance"),
      engine: nil)
    return UICollectionViewCell(frame: .zero)
  }

  /// Override to supply headers, footers and other supplementary views. The default reports
  /// the view as missing, as ``UICollectionViewDataSource`` does.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.missingSupplementaryView(ofKind: kind, at: indexPath)
  }

  // MARK: Delegate

  /// True: every item highlights.
  open func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {}
  /// True: every item can be selected.
  open func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// True: every item can be deselected.
  open func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
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
