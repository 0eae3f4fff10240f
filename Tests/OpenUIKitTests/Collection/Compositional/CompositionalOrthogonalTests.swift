import Foundation
import Testing

@testable import OpenUIKit

/// Sections that scroll orthogonally: the groups run across the layout's direction, the
/// section is hosted in an embedded scroll view, only the items it shows get cells, and a
/// drag comes to rest as the section's behaviour says.
@MainActor
@Suite struct CompositionalOrthogonalTests: LayoutBehaviorSuite {
  typealias F = CompositionalFixtures

  /// A carousel section of 150 × 100 groups, 10 apart, 16 in from both sides, over a plain
  /// section of 44 pt rows.
  func carousel(
    _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior,
    width: NSCollectionLayoutDimension = .absolute(150)
  ) -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { index, _ in
      let item = NSCollectionLayoutItem(
        layoutSize: F.size(.fractionalWidth(1), .fractionalHeight(1)))
      if index == 0 {
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: F.size(width, .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(
          top: 8, leading: 16, bottom: 8, trailing: 16)
        return section
      }
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: F.size(.fractionalWidth(1), .absolute(44)), subitems: [item])
      return NSCollectionLayoutSection(group: group)
    }
  }

  func visible(_ collection: UICollectionView, section: Int = 0) -> [Int] {
    collection.indexPathsForVisibleItems.filter { $0.section == section }.map(\.item)
  }

  /// The groups run left to right inside the section's insets; the section is 8 + 100 + 8
  /// tall and the next section starts below it.
  @Test func groupsRunAcrossTheScrollDirection() {
    let (_, collection, _) = F.collection(
      width: 393, height: 852, counts: [10, 3], layout: carousel(.continuous))
    // Groups at 16, 16 + 160 = 176, 336, …, 8 down.
    expectFrame(F.frame(collection, 0), 16, 8, 150, 100)
    expectFrame(F.frame(collection, 1), 176, 8, 150, 100)
    expectFrame(F.frame(collection, 9), 1456, 8, 150, 100)
    expectFrame(F.frame(collection, 0, 1), 0, 116, 393, 44)
    #expect(collection.contentSize == CGSize(width: 393, height: 116 + 3 * 44))
    let scroller = collection.orthogonalScrollView(forSection: 0)!
    expectFrame(scroller.frame, 0, 0, 393, 116)
    // 16 + 10 × 150 + 9 × 10 + 16 = 1622.
    #expect(scroller.contentSize == CGSize(width: 1622, height: 116))
    // 393 pt show items 0, 1 and 2 (336 < 393); their cells are the scroll view's subviews.
    #expect(visible(collection) == [0, 1, 2])
    let cell = collection.cellForItem(at: IndexPath(item: 1, section: 0))!
    #expect(cell.superview === scroller)
    expectFrame(cell.frame, 176, 8, 150, 100)
    #expect(collection.orthogonalScrollView(forSection: 1) == nil)
  }

  /// A continuous section dragged 200 pt to the left rests where the finger left it and
  /// shows items 1 to 3; the plain section below does not move.
  @Test func continuousSectionScrollsOnItsOwn() {
    let (root, collection, _) = F.collection(
      width: 393, height: 852, counts: [10, 3], layout: carousel(.continuous))
    // 200 pt in 0.5 s: 400 pt/s.
    root.simulatePan(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 100, y: 50), duration: 0.5)
    root.layoutIfNeeded()
    let scroller = collection.orthogonalScrollView(forSection: 0)!
    #expect(scroller.contentOffset == CGPoint(x: 200, y: 0))
    #expect(collection.contentOffset == .zero)
    // Window 200…593: item 1 (176…326) to item 3 (496…646); item 4 starts at 656.
    #expect(visible(collection) == [1, 2, 3])
    // Setting the offset scrolls too: 1000…1393 shows items 6 (976) to 8 (1296).
    scroller.contentOffset = CGPoint(x: 1000, y: 0)
    root.layoutIfNeeded()
    #expect(visible(collection) == [6, 7, 8])
    // Hit testing sees the section as it is scrolled: x 100 of the screen is x 1100 of the
    // section, item 7 (1136…1286) is at x 150…300.
    #expect(
      collection.indexPathForItem(at: CGPoint(x: 200, y: 50)) == IndexPath(item: 7, section: 0))
    #expect(collection.indexPathForItem(at: CGPoint(x: 130, y: 50)) == nil)
    #expect(collection.indexPathsForVisibleItems.filter { $0.section == 1 }.count == 3)
    // The attributes stay where the section at its start puts them.
    expectFrame(F.frame(collection, 6), 976, 8, 150, 100)
  }

  /// Group paging: groups 0.8 of the 361 pt container (288.8 wide), 298.8 apart. A slow
  /// drag of 200 pt settles on the nearest group edge; a flick moves one group.
  @Test func groupPagingSnapsToGroups() {
    withVirtualAnimation { environment, _ in
      let (root, collection, _) = F.collection(
        width: 393, height: 852, counts: [6, 1],
        layout: carousel(.groupPaging, width: .fractionalWidth(0.8)))
      let scroller = collection.orthogonalScrollView(forSection: 0)!
      // Container 393 − 32 = 361; 0.8 × 361 = 288.8; stops at 0, 298.8, 597.6, …
      expectFrame(F.frame(collection, 1), 314.8, 8, 288.8, 100)
      root.simulatePan(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 100, y: 50), duration: 0.5)
      environment.runLoop.run(for: 1)
      root.layoutIfNeeded()
      // Left at 200: 298.8 is nearer than 0.
      expectValue(scroller.contentOffset.x, 298.8)
      // Window 298.8…691.8: item 0 ends at 304.8, item 2 starts at 613.6.
      #expect(visible(collection) == [0, 1, 2])
      // A 60 pt flick (60 / 0.05 = 1200 pt/s) to the left: on to the next group.
      root.simulatePan(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 240, y: 50), duration: 0.05)
      environment.runLoop.run(for: 1)
      expectValue(scroller.contentOffset.x, 597.6)
      // A slow 60 pt drag back to the right settles where it was.
      root.simulatePan(from: CGPoint(x: 100, y: 50), to: CGPoint(x: 160, y: 50), duration: 0.5)
      environment.runLoop.run(for: 1)
      expectValue(scroller.contentOffset.x, 597.6)
    }
  }

  /// A cell (with constraints inside) that a page turn brings on screen is made while the
  /// section scrolls and is placed at once, in the scroll view's coordinates, at its item's
  /// frame.
  @Test func cellsMadeDuringAPageTurnArePlaced() throws {
    try withVirtualAnimation { environment, _ in
      let (root, collection, _) = F.collection(
        width: 393, height: 852, counts: [6, 1],
        layout: carousel(.groupPaging, width: .fractionalWidth(0.8)),
        cellClass: CompositionalSelfSizingTests.BoxCell.self)
      let scroller = try #require(collection.orthogonalScrollView(forSection: 0))
      #expect(visible(collection) == [0, 1])
      // Laid out at every frame, as a window is, during the drag and the page turn.
      root.simulatePan(
        from: CGPoint(x: 300, y: 50), to: CGPoint(x: 100, y: 50), duration: 0.5,
        framesPerSecond: 120
      ) { _ in root.layoutIfNeeded() }
      for _ in 0..<120 {
        environment.runLoop.run(for: 1.0 / 120)
        root.layoutIfNeeded()
      }
      expectValue(scroller.contentOffset.x, 298.8)
      let cell = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
      #expect(cell.superview === scroller)
      // Item 2 at 16 + 2 × 298.8 = 613.6 in the section's band (which starts at y 0).
      expectFrame(cell.frame, 613.6, 8, 288.8, 100)
    }
  }

  /// Centred group paging starts with the first group centred and centres the group it
  /// comes to rest on; paging moves by the section's width; the leading-boundary behaviour
  /// rests on the nearest group edge.
  @Test func otherBehaviours() {
    withVirtualAnimation { environment, _ in
      let (root, collection, _) = F.collection(
        width: 393, height: 852, counts: [6, 1], layout: carousel(.groupPagingCentered))
      let scroller = collection.orthogonalScrollView(forSection: 0)!
      // Group 0 spans 16…166, centre 91: offset 91 − 196.5 = −105.5 (a content inset of
      // 105.5 makes room for it).
      expectValue(scroller.contentOffset.x, -105.5)
      #expect(scroller.contentInset.left == 105.5)
      root.simulatePan(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 200, y: 50), duration: 0.5)
      environment.runLoop.run(for: 1)
      // Left at −5.5: group 1's centre 251 − 196.5 = 54.5 is nearer than −105.5.
      expectValue(scroller.contentOffset.x, 54.5)

      let (root2, collection2, _) = F.collection(
        width: 393, height: 852, counts: [10, 1], layout: carousel(.paging))
      let pager = collection2.orthogonalScrollView(forSection: 0)!
      root2.simulatePan(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 50, y: 50), duration: 0.5)
      environment.runLoop.run(for: 1)
      // Left at 250: the nearest page is 393.
      expectValue(pager.contentOffset.x, 393)

      let (root3, collection3, _) = F.collection(
        width: 393, height: 852, counts: [10, 1], layout: carousel(.continuousGroupLeadingBoundary))
      let free = collection3.orthogonalScrollView(forSection: 0)!
      root3.simulatePan(from: CGPoint(x: 380, y: 50), to: CGPoint(x: 10, y: 50), duration: 0.5)
      environment.runLoop.run(for: 1)
      // Left at 370: group edges (less the leading inset) at 320 and 480; 320 is nearer.
      expectValue(free.contentOffset.x, 320)
    }
  }

  /// A vertical drag over an orthogonal section scrolls the collection view.
  @Test func verticalDragScrollsTheCollection() {
    let (root, collection, _) = F.collection(
      width: 393, height: 300, counts: [10, 20], layout: carousel(.continuous))
    root.simulatePan(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 150), duration: 0.5)
    root.layoutIfNeeded()
    #expect(collection.contentOffset.y == 100)
    #expect(collection.orthogonalScrollView(forSection: 0)!.contentOffset == .zero)
  }
}
