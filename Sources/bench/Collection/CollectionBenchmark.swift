import Foundation
import OpenUIKit

/// The two collection workloads of `bench collection` and their measurement.
@MainActor
enum CollectionBenchmark {
  /// The layouts measured.
  enum Kind: String, CaseIterable {
    case grid
    case list
  }

  /// Counts the cells a benchmark's collection view makes.
  final class CountingCell: UICollectionViewCell {
    nonisolated(unsafe) static var made = 0
    let label = UILabel()

    override init(frame: CGRect) {
      CountingCell.made += 1
      super.init(frame: frame)
      label.numberOfLines = 0
      label.font = .preferredFont(forTextStyle: .body)
      label.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(label)
      NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
        label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
        label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
        label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      ])
    }

    required init?(coder: NSCoder) { nil }
  }

  /// The compositional layout of `kind`: three fractional square columns, or one column of
  /// self-sizing rows estimated at 44 pt.
  static func layout(_ kind: Kind) -> UICollectionViewCompositionalLayout {
    switch kind {
    case .grid:
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
      item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
        subitems: [item])
      return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    case .list:
      let size = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
      let item = NSCollectionLayoutItem(layoutSize: size)
      let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
      return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }
  }

  /// The text of list item `index`: one, two or three lines at 393 pt.
  static func text(_ index: Int) -> String {
    let words = "Lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor"
    switch index % 3 {
    case 0: return "Item \(index)"
    case 1: return "Item \(index): \(words)"
    default: return "Item \(index): \(words) \(words) \(words)"
    }
  }

  /// A window holding a collection view of `kind` with `items` items, not yet laid out, and
  /// its data source (kept alive by the caller).
  static func make(_ kind: Kind, items: Int) -> (
    UIWindow, UICollectionView, UICollectionViewDiffableDataSource<Int, Int>
  ) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout(kind))
    collection.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) {
      collection, path, item in
      let cell =
        collection.dequeueReusableCell(withReuseIdentifier: "cell", for: path) as! CountingCell
      cell.label.text = kind == .list ? text(item) : nil
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<items))
    dataSource.apply(snapshot, animatingDifferences: false)
    window.addSubview(collection)
    return (window, collection, dataSource)
  }

  /// Runs the workloads of `kinds` and prints their `RESULT` lines.
  static func run(kinds: [Kind], reps: Int, items: Int, frames: Int) -> Int32 {
    Console.runHeader(
      "collection", "impl=openuikit reps=\(reps) items=\(items) frames=\(frames)")
    for kind in kinds {
      var firstTimes: [Double] = []
      var frameTimes: [Double] = []
      var visible = 0
      var made = 0
      for _ in 0..<reps {
        CountingCell.made = 0
        let watch = CPUStopwatch()
        let (window, collection, dataSource) = make(kind, items: items)
        window.layoutIfNeeded()
        firstTimes.append(watch.elapsedMilliseconds)
        let scroll = CPUStopwatch()
        let step: CGFloat = 2000.0 / 120
        let start = collection.contentOffset.y
        for frame in 1...frames {
          collection.contentOffset.y = start + step * CGFloat(frame)
          window.layoutIfNeeded()
        }
        frameTimes.append(scroll.elapsedMilliseconds / Double(frames))
        visible = collection.visibleCells.count
        made = CountingCell.made
        _ = dataSource
      }
      let first = median(firstTimes)
      let frame = median(frameTimes)
      Console.out(
        resultLineText(
          impl: "openuikit", workload: "collection-\(kind.rawValue)-first", n: items,
          constraints: 0, vars: 0, ops: 1, totalMs: first, nsPerOp: first * 1e6,
          checksum: Int64(visible), checksum2: Int64(made), specHash: "0",
          extra: ["reps=\(reps)", "target_ms=5"]))
      Console.out(
        resultLineText(
          impl: "openuikit", workload: "collection-\(kind.rawValue)-scroll", n: items,
          constraints: 0, vars: 0, ops: frames, totalMs: frame * Double(frames),
          nsPerOp: frame * 1e6, checksum: Int64(visible), checksum2: Int64(made),
          specHash: "0", extra: ["reps=\(reps)", "target_ms_per_frame=1"]))
    }
    return 0
  }
}
