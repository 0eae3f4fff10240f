import Foundation
import OpenUIKit
import Testing

/// Invalid input is laid out as well as it can be and reported, never fatal; many items lay
/// out with cells only for the visible ones.
@MainActor
@Suite struct CompositionalRobustnessTests: LayoutBehaviorSuite {
  typealias F = CompositionalFixtures

  /// A zero fraction, a negative count and overflowing subitems are each reported once.
  @Test func invalidInputIsReported() {
    let zero = NSCollectionLayoutItem(layoutSize: F.size(.fractionalWidth(0), .absolute(40)))
    let wide = NSCollectionLayoutItem(layoutSize: F.size(.absolute(300), .absolute(40)))
    let counted = NSCollectionLayoutGroup.horizontal(
      layoutSize: F.size(.fractionalWidth(1), .absolute(40)), repeatingSubitem: wide, count: -2)
    let layout = UICollectionViewCompositionalLayout { index, _ in
      switch index {
      case 0:
        return NSCollectionLayoutSection(
          group: .horizontal(
            layoutSize: F.size(.fractionalWidth(1), .absolute(40)), subitems: [zero]))
      case 1:
        return NSCollectionLayoutSection(group: counted)
      case 2:
        return NSCollectionLayoutSection(
          group: .horizontal(
            layoutSize: F.size(.fractionalWidth(1), .absolute(40)), subitems: [wide, wide]))
      default:
        return nil
      }
    }
    var collection: UICollectionView?
    let messages = LayoutDiagnostics.capture {
      collection = F.collection(width: 400, height: 600, counts: [2, 2, 2, 1], layout: layout).1
    }.map(\.message)
    #expect(
      messages == [
        "[UICollectionViewLayout] NSCollectionLayoutDimension fractionalWidth(0.0) in section 0 "
          + "is 0: its element gets no size.",
        "[UICollectionViewLayout] NSCollectionLayoutGroup count -2 in section 1 is not "
          + "positive; the group repeats its subitem once.",
        "[UICollectionViewLayout] NSCollectionLayoutGroup in section 2: its subitems need 600.0 "
          + "pt but the group is 400.0 pt wide; they overflow it.",
        "[UICollectionViewLayout] UICollectionViewCompositionalLayout: the section provider "
          + "returned nil for section 3; the section is laid out empty.",
      ])
    guard let collection else { return }
    expectFrame(F.frame(collection, 1, 0), 0, 40, 0, 40)
    // count −2 is taken as 1: the subitem fills the group.
    expectFrame(F.frame(collection, 0, 1), 0, 80, 400, 40)
    // The second wide item overflows the 400 pt group.
    expectFrame(F.frame(collection, 1, 2), 300, 160, 300, 40)
    #expect(collection.contentSize.height == 200)
    #expect(F.frame(collection, 0, 3) == .null)
  }

  /// 10,000 items in three columns: 27 cells on a 852 pt screen, and the right ones after a
  /// scroll deep into the content.
  @Test func onlyVisibleItemsGetCells() {
    let item = NSCollectionLayoutItem(layoutSize: F.size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: F.size(.fractionalWidth(1), .absolute(100)), repeatingSubitem: item, count: 3)
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    let (root, collection, _) = F.collection(
      width: 393, height: 852, counts: [10_000], layout: layout)
    // ⌈852 / 100⌉ = 9 rows of 3.
    #expect(collection.visibleCells.count == 27)
    // 3,334 rows.
    #expect(collection.contentSize.height == 333_400)
    collection.contentOffset = CGPoint(x: 0, y: 250_050)
    root.layoutIfNeeded()
    // Rows 2500 (250,000…250,100) to 2509 (250,900…251,000, meeting 250,902): items 7500…7529.
    #expect(collection.indexPathsForVisibleItems.map(\.item) == Array(7500...7529))
    expectFrame(F.frame(collection, 7501), 131, 250_000, 131, 100)
    #expect(collection.subviews.filter { $0 is UICollectionViewCell }.count == 30)
  }
}
