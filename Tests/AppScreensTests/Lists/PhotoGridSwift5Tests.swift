import Foundation
import OpenUIKit
import SnapKit
import TestSupport
import Testing

/// A photo cell as apps write it: a subclass made through `init(frame:)`, with a caption pinned
/// inside its content view.
final class PhotoGridCell: UICollectionViewCell {
  static let reuseIdentifier = "PhotoGridCell"
  let caption = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = .secondarySystemBackground
    caption.font = .preferredFont(forTextStyle: .caption1)
    contentView.addSubview(caption)
    caption.snp.makeConstraints { make in
      make.leading.trailing.bottom.equalToSuperview().inset(4)
    }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    caption.text = nil
  }
}

/// A section header registered by class.
final class PhotoGridHeader: UICollectionReusableView {
  static let reuseIdentifier = "PhotoGridHeader"
  let title = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    title.font = .preferredFont(forTextStyle: .headline)
    addSubview(title)
    title.snp.makeConstraints { make in
      make.leading.equalToSuperview().offset(16)
      make.centerY.equalToSuperview()
    }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A three-column photo grid: a `UICollectionViewController` subclass overriding the data
/// source and delegate, sizing its items through `UICollectionViewDelegateFlowLayout` in an
/// extension, as apps write it against UIKit.
final class PhotoGridViewController: UICollectionViewController {
  let photos = (1...30).map { "Photo \($0)" }
  private(set) var opened: [String] = []

  init() {
    let layout = UICollectionViewFlowLayout()
    layout.minimumInteritemSpacing = 2
    layout.minimumLineSpacing = 2
    layout.headerReferenceSize = CGSize(width: 0, height: 44)
    super.init(collectionViewLayout: layout)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Library"
    collectionView.backgroundColor = .systemBackground
    collectionView.register(
      PhotoGridCell.self, forCellWithReuseIdentifier: PhotoGridCell.reuseIdentifier)
    collectionView.register(
      PhotoGridHeader.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: PhotoGridHeader.reuseIdentifier)
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    return photos.count
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(
        withReuseIdentifier: PhotoGridCell.reuseIdentifier, for: indexPath) as! PhotoGridCell
    cell.caption.text = photos[indexPath.item]
    return cell
  }

  override func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let header =
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: PhotoGridHeader.reuseIdentifier, for: indexPath)
      as! PhotoGridHeader
    header.title.text = "Recents"
    return header
  }

  override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    opened.append(photos[indexPath.item])
  }
}

extension PhotoGridViewController: UICollectionViewDelegateFlowLayout {
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    let side = ((collectionView.bounds.width - 4) / 3).rounded(.down)
    return CGSize(width: side, height: side)
  }
}

/// A favourites list through a diffable data source and a cell registration, as iOS 14+ code
/// writes it.
final class FavouritesViewController: UIViewController {
  enum Section: Hashable {
    case pinned
    case recent
  }

  private(set) var collectionView: UICollectionView!
  private(set) var dataSource: UICollectionViewDiffableDataSource<Section, String>!

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 160, height: 60)
    layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
    let registration = UICollectionView.CellRegistration<PhotoGridCell, String> {
      cell, _, name in
      cell.caption.text = name
    }
    dataSource = UICollectionViewDiffableDataSource<Section, String>(
      collectionView: collectionView
    ) { collectionView, indexPath, name in
      collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: name)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.pinned, .recent])
    snapshot.appendItems(["Home", "Work"], toSection: .pinned)
    snapshot.appendItems(["Gym", "Café", "Station"], toSection: .recent)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func unpin(_ name: String) {
    var snapshot = dataSource.snapshot()
    snapshot.deleteItems([name])
    snapshot.appendItems([name], toSection: .recent)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

@MainActor
@Suite struct PhotoGridSwift5Tests {
  /// In a navigation controller on an iPhone 15 Pro the grid's content starts below the bar
  /// (59 + 44 = 103) and above the home indicator (34). Items are ⌊(393 − 4) / 3⌋ = 129 pt
  /// squares; a full line of three is justified, so the two gaps share 393 − 387 = 6 pt. Under
  /// the 44 pt header the lines are 129 + 2 apart: 10 lines end at 44 + 10 × 129 + 9 × 2 = 1352.
  @Test func aThreeColumnGridUnderANavigationBar() {
    let controller = PhotoGridViewController()
    let navigation = UINavigationController(rootViewController: controller)
    let hosted = host(navigation, on: .iPhone15Pro)
    expectClean(hosted)
    let grid = controller.collectionView!
    #expect(grid.adjustedContentInset == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
    #expect(grid.contentSize == CGSize(width: 393, height: 1352))
    expectRect(grid.cellForItem(at: IndexPath(item: 0, section: 0))!.frame, 0, 44, 129, 129)
    expectRect(grid.cellForItem(at: IndexPath(item: 1, section: 0))!.frame, 132, 44, 129, 129)
    expectRect(grid.cellForItem(at: IndexPath(item: 2, section: 0))!.frame, 264, 44, 129, 129)
    expectRect(grid.cellForItem(at: IndexPath(item: 3, section: 0))!.frame, 0, 175, 129, 129)
    let header = grid.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect((header as? PhotoGridHeader)?.title.text == "Recents")
    // The visible content runs from −103 to 749: lines 0…5 (the sixth starts at 699).
    #expect(grid.indexPathsForVisibleItems.count == 18)
    let fifth = grid.cellForItem(at: IndexPath(item: 4, section: 0)) as? PhotoGridCell
    #expect(fifth?.caption.text == "Photo 5")
    fifth?.simulateTap()
    #expect(controller.opened == ["Photo 5"])
  }

  /// Two 160-pt items fit in 393 − 32 = 361 (three would not); the full line is justified to
  /// the insets (x 16 and 377 − 160 = 217). The second section starts after 8 + 60 + 8, plus
  /// its own 8; its lines are 10 apart (the default minimum line spacing).
  @Test func aDiffableListMovesAnItemBetweenSections() {
    let controller = FavouritesViewController()
    let hosted = host(controller, on: .iPhone15Pro)
    expectClean(hosted)
    let collection = controller.collectionView!
    func frame(_ item: Int, _ section: Int) -> CGRect {
      collection.cellForItem(at: IndexPath(item: item, section: section))?.frame ?? .null
    }
    expectRect(frame(0, 0), 16, 8, 160, 60)
    expectRect(frame(1, 0), 217, 8, 160, 60)
    expectRect(frame(0, 1), 16, 84, 160, 60)
    expectRect(frame(2, 1), 16, 154, 160, 60)
    controller.unpin("Home")
    hosted.window.layoutIfNeeded()
    #expect(controller.dataSource.snapshot().itemIdentifiers(inSection: .pinned) == ["Work"])
    #expect(controller.dataSource.indexPath(for: "Home") == IndexPath(item: 3, section: 1))
    expectRect(frame(3, 1), 217, 154, 160, 60)
    let moved = collection.cellForItem(at: IndexPath(item: 3, section: 1)) as? PhotoGridCell
    #expect(moved?.caption.text == "Home")
  }
}
