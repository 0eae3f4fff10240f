import Foundation
import OpenUIKit
import Testing

/// Compositional sections' headers and footers (pinned ones too), backgrounds, the layout's
/// own header, the section provider's environment, inter-section spacing, horizontal
/// scrolling and right-to-left mirroring.
@MainActor
@Suite struct CompositionalSupplementaryTests: LayoutBehaviorSuite {
  typealias F = CompositionalFixtures

  /// A background view.
  final class Background: UICollectionReusableView {}

  /// Rows of `height`, full width.
  func rows(_ height: CGFloat = 44) -> NSCollectionLayoutGroup {
    let item = NSCollectionLayoutItem(layoutSize: F.size(.fractionalWidth(1), .fractionalHeight(1)))
    return NSCollectionLayoutGroup.horizontal(
      layoutSize: F.size(.fractionalWidth(1), .absolute(height)), subitems: [item])
  }

  func header(_ height: CGFloat, kind: String = "header", alignment: NSRectAlignment = .top)
    -> NSCollectionLayoutBoundarySupplementaryItem
  {
    NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: F.size(.fractionalWidth(1), .absolute(height)), elementKind: kind,
      alignment: alignment)
  }

  func supplementaryFrame(_ collection: UICollectionView, _ kind: String, _ section: Int)
    -> CGRect
  {
    collection.layoutAttributesForSupplementaryElement(
      ofKind: kind, at: IndexPath(item: 0, section: section))?.frame ?? .null
  }

  /// Pinned headers stay at the top of the visible area until their section's end pushes
  /// them up; the next section's header takes over.
  @Test func pinnedSectionHeaders() {
    let section = NSCollectionLayoutSection(group: rows())
    let pinned = header(30)
    pinned.pinToVisibleBounds = true
    pinned.zIndex = 2
    section.boundarySupplementaryItems = [pinned]
    let layout = UICollectionViewCompositionalLayout(section: section)
    let (root, collection, _) = F.collection(
      width: 393, height: 400, counts: [10, 10], layout: layout)
    // Section 0: header 0…30, rows 30…470; section 1: header 470…500, rows 500…940.
    expectFrame(supplementaryFrame(collection, "header", 0), 0, 0, 393, 30)
    expectFrame(F.frame(collection, 0), 0, 30, 393, 44)
    expectFrame(F.frame(collection, 0, 1), 0, 500, 393, 44)
    #expect(collection.contentSize.height == 940)
    collection.contentOffset = CGPoint(x: 0, y: 100)
    root.layoutIfNeeded()
    let view = collection.supplementaryView(
      forElementKind: "header", at: IndexPath(item: 0, section: 0))
    expectFrame(view!.frame, 0, 100, 393, 30)
    #expect(view!.layer.zPosition == 2)
    // At 450 the first header is pushed up by its section's end: 470 − 30 = 440.
    collection.contentOffset = CGPoint(x: 0, y: 450)
    root.layoutIfNeeded()
    expectFrame(
      collection.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 0))!
        .frame,
      0, 440, 393, 30)
    expectFrame(
      collection.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 1))!
        .frame,
      0, 470, 393, 30)
    // At 600 only the second shows, pinned at 600.
    collection.contentOffset = CGPoint(x: 0, y: 540)
    root.layoutIfNeeded()
    #expect(
      collection.indexPathsForVisibleSupplementaryElements(ofKind: "header") == [
        IndexPath(item: 0, section: 1)
      ])
    expectFrame(supplementaryFrame(collection, "header", 1), 0, 540, 393, 30)
  }

  /// A background covers the section's content area (inside its header, with its content
  /// insets) inset by its own insets; a footer follows the bottom inset.
  @Test func sectionBackgroundDecoration() {
    let section = NSCollectionLayoutSection(group: rows())
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    section.boundarySupplementaryItems = [
      header(30), header(20, kind: "footer", alignment: .bottom),
    ]
    let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
    background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    section.decorationItems = [background]
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.register(Background.self, forDecorationViewOfKind: "background")
    let (_, collection, _) = F.collection(width: 393, height: 852, counts: [3, 2], layout: layout)
    // The header follows the 10 pt insets across: 373 wide at 10.
    expectFrame(supplementaryFrame(collection, "header", 0), 10, 0, 373, 30)
    // Rows at 30 + 10 = 40, 84, 128; the content area 30…182; the footer 182…202.
    expectFrame(F.frame(collection, 0), 10, 40, 373, 44)
    expectFrame(F.frame(collection, 2), 10, 128, 373, 44)
    expectFrame(supplementaryFrame(collection, "footer", 0), 10, 182, 373, 20)
    // Background: 5 in from 0…393 × 30…182.
    let attributes = collection.collectionViewLayout.layoutAttributesForDecorationView(
      ofKind: "background", at: IndexPath(item: 0, section: 0))
    expectFrame(attributes!.frame, 5, 35, 383, 142)
    let views = collection.visibleDecorationViews(ofKind: "background")
    #expect(views.count == 2)
    #expect(views.allSatisfy { $0 is Background })
    expectFrame(views[0].frame, 5, 35, 383, 142)
    // Section 1 starts at 202: its background 5 in from 232…(232 + 10 + 88 + 10 = 340).
    expectFrame(views[1].frame, 5, 237, 383, 98)
    // Behind the cells.
    let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0))!
    #expect(
      collection.subviews.firstIndex { $0 === views[0] }! < collection.subviews.firstIndex {
        $0 === cell
      }!)
  }

  /// The provider reads the container: two columns on a 393 pt iPhone, four on an 820 pt
  /// iPad; sections are 20 apart and the layout's header comes first.
  @Test func providerReadsTheEnvironment() {
    var widths: [CGFloat] = []
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 20
    configuration.boundarySupplementaryItems = [header(60, kind: "layout-header")]
    let provider: UICollectionViewCompositionalLayoutSectionProvider = { _, environment in
      let width = environment.container.effectiveContentSize.width
      widths.append(width)
      let columns = width > 700 ? 4 : 2
      let item = NSCollectionLayoutItem(
        layoutSize: F.size(.fractionalWidth(1), .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: F.size(.fractionalWidth(1), .absolute(50)), repeatingSubitem: item,
        count: columns)
      return NSCollectionLayoutSection(group: group)
    }
    let layout = UICollectionViewCompositionalLayout(
      sectionProvider: provider, configuration: configuration)
    let (_, phone, _) = F.collection(width: 393, height: 852, counts: [3, 1], layout: layout)
    #expect(Set(widths) == [393])
    // The layout's header 0…60 (at index path 0-0); section 0: two rows from 60.
    expectFrame(supplementaryFrame(phone, "layout-header", 0), 0, 0, 393, 60)
    // 393 / 2 = 196.5.
    expectFrame(F.frame(phone, 1), 196.5, 60, 196.5, 50)
    expectFrame(F.frame(phone, 2), 0, 110, 196.5, 50)
    // Section 1 after 20 pt: 160 + 20 = 180.
    expectFrame(F.frame(phone, 0, 1), 0, 180, 196.5, 50)
    #expect(phone.contentSize.height == 230)
    widths = []
    let iPadLayout = UICollectionViewCompositionalLayout(
      sectionProvider: provider, configuration: configuration)
    let (_, pad, _) = F.collection(width: 820, height: 1180, counts: [5], layout: iPadLayout)
    #expect(Set(widths) == [820])
    // 820 / 4 = 205; item 4 opens the second row.
    expectFrame(F.frame(pad, 3), 615, 60, 205, 50)
    expectFrame(F.frame(pad, 4), 0, 110, 205, 50)
  }

  /// Scrolling horizontally, groups follow one another to the right; a vertical group of
  /// three shares the height, and the leading and trailing insets are along the scroll axis.
  @Test func horizontalScrollDirection() {
    let item = NSCollectionLayoutItem(layoutSize: F.size(.fractionalWidth(1), .absolute(999)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: F.size(.absolute(100), .fractionalHeight(1)), repeatingSubitem: item, count: 3)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    let (_, collection, _) = F.collection(width: 393, height: 300, counts: [7], layout: layout)
    // 300 / 3 = 100 tall each; groups at 20, 130, 240.
    expectFrame(F.frame(collection, 0), 20, 0, 100, 100)
    expectFrame(F.frame(collection, 2), 20, 200, 100, 100)
    expectFrame(F.frame(collection, 3), 130, 0, 100, 100)
    expectFrame(F.frame(collection, 6), 240, 0, 100, 100)
    // 20 + 3 × 100 + 2 × 10 + 20 = 360.
    #expect(collection.contentSize == CGSize(width: 360, height: 300))
  }

  /// Right to left, the frames are mirrored: the leading inset is on the right.
  @Test func rightToLeftMirrors() {
    let item = NSCollectionLayoutItem(layoutSize: F.size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: F.size(.fractionalWidth(1), .absolute(80)), repeatingSubitem: item, count: 2)
    group.interItemSpacing = .fixed(10)
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 8)
    let layout = UICollectionViewCompositionalLayout(section: section)
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    root.semanticContentAttribute = .forceRightToLeft
    let collection = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
    collection.semanticContentAttribute = .forceRightToLeft
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let source = CollectionFixtures.Source([3])
    collection.dataSource = source
    root.addSubview(collection)
    root.layoutIfNeeded()
    // Left to right: (393 − 24 − 10) / 2 = 179.5 wide at 16 and 205.5. Mirrored:
    // 393 − 16 − 179.5 = 197.5 and 393 − 205.5 − 179.5 = 8.
    expectFrame(F.frame(collection, 0), 197.5, 0, 179.5, 80)
    expectFrame(F.frame(collection, 1), 8, 0, 179.5, 80)
    expectFrame(F.frame(collection, 2), 197.5, 80, 179.5, 80)
    expectFrame(collection.cellForItem(at: IndexPath(item: 1, section: 0))!.frame, 8, 0, 179.5, 80)
  }
}
