import Foundation
import OpenUIKit
import Testing

/// UICollectionViewCompositionalLayout grids: fractional and absolute dimensions, item and
/// section insets, inter-item and inter-group spacing, nested groups, `count:` groups and
/// custom groups. Expected frames follow UIKit's documented rules: an item's fractional
/// dimensions are fractions of its group's size, a group's of the section's container (the
/// collection view's width minus the section's content insets), and an item's content insets
/// shrink its cell inside the space it gets.
@MainActor
@Suite struct CompositionalGridTests: LayoutBehaviorSuite {
  typealias F = CompositionalFixtures

  /// Two columns on a 393 pt wide iPhone: section insets 16, 10 pt between the columns and
  /// between the rows, rows 100 tall.
  @Test func twoColumnGridWithInsetsAndSpacing() {
    let item = NSCollectionLayoutItem(layoutSize: F.size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: F.size(.fractionalWidth(1), .absolute(100)), repeatingSubitem: item, count: 2)
    group.interItemSpacing = .fixed(10)
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    section.interGroupSpacing = 10
    let layout = UICollectionViewCompositionalLayout(section: section)
    let (_, collection, _) = F.collection(width: 393, height: 852, counts: [5], layout: layout)
    // Container: 393 − 16 − 16 = 361 wide; each column (361 − 10) / 2 = 175.5.
    expectFrame(F.frame(collection, 0), 16, 16, 175.5, 100)
    // 16 + 175.5 + 10 = 201.5.
    expectFrame(F.frame(collection, 1), 201.5, 16, 175.5, 100)
    // Second row: 16 + 100 + 10 = 126; third: 126 + 110 = 236, one item in the first column.
    expectFrame(F.frame(collection, 2), 16, 126, 175.5, 100)
    expectFrame(F.frame(collection, 3), 201.5, 126, 175.5, 100)
    expectFrame(F.frame(collection, 4), 16, 236, 175.5, 100)
    // 236 + 100 + 16 = 352.
    #expect(collection.contentSize == CGSize(width: 393, height: 352))
    #expect(collection.visibleCells.count == 5)
    expectFrame(
      collection.cellForItem(at: IndexPath(item: 3, section: 0))!.frame, 201.5, 126, 175.5, 100)
  }

  /// Square cells: items half the group's width with 5 pt content insets; the group is as tall
  /// as half the container's width.
  @Test func fractionalItemsWithContentInsets() {
    let item = NSCollectionLayoutItem(
      layoutSize: F.size(.fractionalWidth(0.5), .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: F.size(.fractionalWidth(1), .fractionalWidth(0.5)), subitems: [item])
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    let (_, collection, _) = F.collection(width: 393, height: 852, counts: [3], layout: layout)
    // Group 393 × 196.5; each item gets 196.5 × 196.5, its cell 5 in from each edge.
    expectFrame(F.frame(collection, 0), 5, 5, 186.5, 186.5)
    expectFrame(F.frame(collection, 1), 201.5, 5, 186.5, 186.5)
    expectFrame(F.frame(collection, 2), 5, 201.5, 186.5, 186.5)
    #expect(collection.contentSize.height == 393)
  }

  /// One big item and two stacked ones: a horizontal group of an item 0.7 wide and a
  /// vertical group 0.3 wide of two items half its height.
  @Test func nestedGroups() {
    let big = NSCollectionLayoutItem(
      layoutSize: F.size(.fractionalWidth(0.7), .fractionalHeight(1)))
    let small = NSCollectionLayoutItem(
      layoutSize: F.size(.fractionalWidth(1), .fractionalHeight(0.5)))
    let stack = NSCollectionLayoutGroup.vertical(
      layoutSize: F.size(.fractionalWidth(0.3), .fractionalHeight(1)), subitems: [small, small])
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: F.size(.fractionalWidth(1), .absolute(200)), subitems: [big, stack])
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    let (_, collection, _) = F.collection(width: 393, height: 852, counts: [5], layout: layout)
    // 0.7 × 393 = 275.1; the stack is 0.3 × 393 = 117.9 wide and 200 tall.
    expectFrame(F.frame(collection, 0), 0, 0, 275.1, 200)
    expectFrame(F.frame(collection, 1), 275.1, 0, 117.9, 100)
    expectFrame(F.frame(collection, 2), 275.1, 100, 117.9, 100)
    // The second instance takes items 3 and 4: the big one and the first small one.
    expectFrame(F.frame(collection, 3), 0, 200, 275.1, 200)
    expectFrame(F.frame(collection, 4), 275.1, 200, 117.9, 100)
    #expect(collection.contentSize.height == 400)
  }

  /// A vertical `count:` group shares its height equally after the spacing; the subitem's
  /// own height dimension is not used. The deprecated `subitem:count:` spelling is the same.
  @Test func verticalCountGroups() {
    let item = NSCollectionLayoutItem(layoutSize: F.size(.fractionalWidth(1), .absolute(999)))
    let column = NSCollectionLayoutGroup.vertical(
      layoutSize: F.size(.fractionalWidth(0.5), .absolute(230)), repeatingSubitem: item, count: 3)
    column.interItemSpacing = .fixed(10)
    let old = NSCollectionLayoutGroup.vertical(
      layoutSize: F.size(.fractionalWidth(0.5), .absolute(230)), subitem: item, count: 3)
    #expect(old.subitems.count == 1)
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: column))
    let (_, collection, _) = F.collection(width: 400, height: 800, counts: [4], layout: layout)
    // (230 − 2 × 10) / 3 = 70 each: at 0, 80, 160; the group is half of 400 wide.
    expectFrame(F.frame(collection, 0), 0, 0, 200, 70)
    expectFrame(F.frame(collection, 1), 0, 80, 200, 70)
    expectFrame(F.frame(collection, 2), 0, 160, 200, 70)
    // Groups follow one another downwards even when they are narrower than the section.
    expectFrame(F.frame(collection, 3), 0, 230, 200, 70)
    #expect(collection.contentSize.height == 460)
  }

  /// A custom group's provider gives frames in the group; each instance takes as many items
  /// as frames, and the environment's container is the group.
  @Test func customGroups() {
    var containerWidths: [CGFloat] = []
    let group = NSCollectionLayoutGroup.custom(
      layoutSize: F.size(.fractionalWidth(1), .absolute(150))
    ) { environment in
      let size = environment.container.contentSize
      containerWidths.append(size.width)
      // A wide item, and a narrow one overlapping it in front.
      return [
        NSCollectionLayoutGroupCustomItem(
          frame: CGRect(x: 0, y: 0, width: size.width * 0.75, height: 150)),
        NSCollectionLayoutGroupCustomItem(
          frame: CGRect(x: size.width * 0.5, y: 50, width: size.width * 0.5, height: 100), zIndex: 2
        ),
      ]
    }
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 8
    let layout = UICollectionViewCompositionalLayout(section: section)
    let (_, collection, _) = F.collection(width: 320, height: 600, counts: [3], layout: layout)
    // 320 × 0.75 = 240; the second at 160, 50 down, 160 × 100.
    expectFrame(F.frame(collection, 0), 0, 0, 240, 150)
    expectFrame(F.frame(collection, 1), 160, 50, 160, 100)
    #expect(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 2)
    // The second group starts at 150 + 8 and takes the last item.
    expectFrame(F.frame(collection, 2), 0, 158, 240, 150)
    #expect(collection.contentSize.height == 308)
    #expect(containerWidths.allSatisfy { $0 == 320 })
  }

  /// Flexible inter-item spacing spreads items whose widths are absolute; edge spacing
  /// moves an item inside its group.
  @Test func flexibleAndEdgeSpacing() {
    let item = NSCollectionLayoutItem(layoutSize: F.size(.absolute(80), .absolute(40)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: F.size(.fractionalWidth(1), .absolute(60)), subitems: [item, item, item])
    group.interItemSpacing = .flexible(0)
    let spaced = NSCollectionLayoutItem(layoutSize: F.size(.absolute(100), .absolute(40)))
    spaced.edgeSpacing = NSCollectionLayoutEdgeSpacing(
      leading: .fixed(20), top: .flexible(0), trailing: nil, bottom: .flexible(0))
    let second = NSCollectionLayoutGroup.horizontal(
      layoutSize: F.size(.fractionalWidth(1), .absolute(60)), subitems: [spaced])
    let wider = NSCollectionLayoutItem(layoutSize: F.size(.absolute(90), .absolute(40)))
    let spread = NSCollectionLayoutGroup.horizontal(
      layoutSize: F.size(.fractionalWidth(1), .absolute(60)), subitems: [wider])
    spread.interItemSpacing = .flexible(10)
    let layout = UICollectionViewCompositionalLayout { index, _ in
      NSCollectionLayoutSection(group: [group, second, spread][index])
    }
    let (_, collection, _) = F.collection(
      width: 400, height: 600, counts: [3, 1, 4], layout: layout)
    // 90 + 10 per more item: 4 fit in 400 (4 × 90 + 3 × 10 = 390); the 10 pt left is shared
    // by the three flexible spacings: 13.333 each. Section 2 starts at 60 + 60 = 120.
    expectFrame(F.frame(collection, 1, 2), 103.333, 120, 90, 40)
    expectFrame(F.frame(collection, 3, 2), 310, 120, 90, 40)
    // The group repeats its subitems while they fit: 5 × 80 = 400, so five slots and no
    // space left for the flexible spacings; the three items take the first three.
    expectFrame(F.frame(collection, 0), 0, 0, 80, 40)
    expectFrame(F.frame(collection, 1), 80, 0, 80, 40)
    expectFrame(F.frame(collection, 2), 160, 0, 80, 40)
    // Section 1 starts at 60: 20 in from the leading edge, centred in the 60 pt group.
    expectFrame(F.frame(collection, 0, 1), 20, 70, 100, 40)
  }
}
