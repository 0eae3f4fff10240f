import Foundation

/// Cell and supplementary registrations: a class and a configuration handler, registered
/// with the collection view the first time they are used.
extension UICollectionView {
  /// A cell class with the handler that configures its cells for an item.
  @preconcurrency @MainActor
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    /// Configures a dequeued cell for the item at an index path.
    public typealias Handler =
      @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

    let reuseIdentifier: String
    let handler: Handler

    /// A registration whose cells are made of `Cell` and configured by `handler`.
    public init(handler: @escaping Handler) {
      RegistrationCounter.next += 1
      reuseIdentifier = "OpenUIKit.CellRegistration.\(RegistrationCounter.next).\(Cell.self)"
      self.handler = handler
    }
  }

  /// A supplementary view class for one element kind, with the handler that configures its
  /// views.
  @preconcurrency @MainActor
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    /// Configures a dequeued view for the element kind at an index path.
    public typealias Handler =
      @MainActor (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath)
      -> Void

    let reuseIdentifier: String
    let elementKind: String
    let handler: Handler

    /// A registration for views of `elementKind` made of `Supplementary` and configured by
    /// `handler`.
    public init(elementKind: String, handler: @escaping Handler) {
      RegistrationCounter.next += 1
      reuseIdentifier =
        "OpenUIKit.SupplementaryRegistration.\(RegistrationCounter.next).\(Supplementary.self)"
      self.elementKind = elementKind
      self.handler = handler
    }
  }

  /// A cell of the registration's class for `item`, reused or new, configured by the
  /// registration's handler (not called when `item` is nil).
  public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    let id = registration.reuseIdentifier
    if registeredCells[id] == nil { register(Cell.self, forCellWithReuseIdentifier: id) }
    let dequeued = dequeueReusableCell(withReuseIdentifier: id, for: indexPath)
    let cell: Cell
    if let typed = dequeued as? Cell {
      cell = typed
    } else {
      // A reconfigured item whose cell came from another registration: a new one.
      cell = Cell(_registeredFrame: .zero)
      cell.reuseIdentifier = id
    }
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }

  /// A supplementary view of the registration's class and kind, reused or new, configured by
  /// the registration's handler.
  public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    let id = registration.reuseIdentifier
    let kind = registration.elementKind
    if registeredSupplementary[Self.poolKey(kind, id)] == nil {
      register(Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: id)
    }
    let dequeued = dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: id, for: indexPath)
    let view: Supplementary
    if let typed = dequeued as? Supplementary {
      view = typed
    } else {
      view = Supplementary(_registeredFrame: .zero)
      view.reuseIdentifier = id
      view.supplementaryKind = kind
    }
    registration.handler(view, kind, indexPath)
    return view
  }
}

/// Numbers registrations so each has its own reuse identifier.
@MainActor
enum RegistrationCounter {
  static var next = 0
}
