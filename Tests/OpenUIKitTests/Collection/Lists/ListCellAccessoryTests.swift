import Foundation
import OpenUIKit
import Testing

/// `UICollectionViewListCell` accessories: each kind's frame at its edge, the content view
/// between them, indentation, editing states and the separator guide. A 393 × 44 cell: the
/// margin is 16 pt (below 414 pt), accessories on one edge are 12 pt apart, each centred
/// vertically ((44 − height) / 2).
@MainActor
@Suite struct ListCellAccessoryTests: LayoutBehaviorSuite {
  func cell(_ accessories: [UICellAccessory], width: CGFloat = 393) -> UICollectionViewListCell {
    let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: width, height: 44))
    cell.accessories = accessories
    cell.layoutIfNeeded()
    return cell
  }

  /// The single view of the cell's one accessory.
  func only(_ cell: UICollectionViewListCell) -> UIView {
    cell.subviews.first { $0 !== cell.contentView && $0.frame.width > 0 && !$0.isHidden }!
  }

  @Test func trailingSystemAccessories() {
    // Chevron 8 × 13: x = 393 − 16 − 8 = 369, y = (44 − 13) / 2 = 15.5; the content view
    // ends at the chevron: 369 wide, as a table cell's with a disclosure indicator.
    let disclosure = cell([.disclosureIndicator()])
    expectFrame(only(disclosure).frame, 369, 15.5, 8, 13)
    expectFrame(disclosure.contentView.frame, 0, 0, 369, 44)
    #expect(only(disclosure).tintColor == .tertiaryLabel)
    // Checkmark 14 × 12: x = 393 − 16 − 14 = 363, y = 16.
    let checkmark = cell([.checkmark()])
    expectFrame(only(checkmark).frame, 363, 16, 14, 12)
    expectFrame(checkmark.contentView.frame, 0, 0, 363, 44)
    // Info button 22 × 22: x = 355, y = 11.
    let detail = cell([.detail()])
    expectFrame(only(detail).frame, 355, 11, 22, 22)
    expectFrame(detail.contentView.frame, 0, 0, 355, 44)
    // Outline chevron 8 × 13, as the disclosure indicator.
    let outline = cell([.outlineDisclosure()])
    expectFrame(only(outline).frame, 369, 15.5, 8, 13)
    // Reorder grabber 20 × 12 (shown always here): x = 393 − 16 − 20 = 357, y = 16.
    let reorder = cell([.reorder(displayed: .always)])
    expectFrame(only(reorder).frame, 357, 16, 20, 12)
    expectFrame(reorder.contentView.frame, 0, 0, 357, 44)
  }

  @Test func leadingEditingAccessories() {
    // Delete and multiselect circles, 22 × 22 at the leading margin: x = 16, y = 11; the
    // content view starts at their end, 16 + 22 = 38, and is 393 − 38 = 355 wide.
    let delete = cell([.delete(displayed: .always)])
    expectFrame(only(delete).frame, 16, 11, 22, 22)
    expectFrame(delete.contentView.frame, 38, 0, 355, 44)
    #expect(only(delete).backgroundColor == .systemRed)
    let multiselect = cell([.multiselect(displayed: .always)])
    expectFrame(only(multiselect).frame, 16, 11, 22, 22)
    expectFrame(multiselect.contentView.frame, 38, 0, 355, 44)
    // Displayed only while editing (their default): not shown, the content fills the cell.
    let idle = cell([.delete(), .reorder()])
    #expect(idle.subviews.filter { $0 !== idle.contentView && !$0.isHidden }.isEmpty)
    expectFrame(idle.contentView.frame, 0, 0, 393, 44)
  }

  @Test func labelAndCustomViewAccessories() throws {
    let label = cell([.label(text: "Tom")])
    let view = try #require(label.subviews.first { $0 is UILabel } as? UILabel)
    #expect(view.text == "Tom")
    #expect(view.textColor == .secondaryLabel)
    let size = view.sizeThatFits(CGSize(width: 1000, height: 1000))
    // Ends at the 16 pt margin, centred vertically.
    expectFrame(view.frame, 377 - size.width, (44 - size.height) / 2, size.width, size.height)
    expectFrame(label.contentView.frame, 0, 0, 377 - size.width, 44)
    // A 30 × 30 view at the trailing edge: x = 393 − 16 − 30 = 347, y = 7.
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
    let custom = cell([
      .customView(configuration: .init(customView: box, placement: .trailing()))
    ])
    expectFrame(box.frame, 347, 7, 30, 30)
    expectFrame(custom.contentView.frame, 0, 0, 347, 44)
    // Placed at the leading edge instead: x = 16, the content from 46.
    let leadingBox = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
    let leading = cell([
      .customView(configuration: .init(customView: leadingBox, placement: .leading()))
    ])
    expectFrame(leadingBox.frame, 16, 7, 30, 30)
    expectFrame(leading.contentView.frame, 46, 0, 347, 44)
  }

  @Test func severalAccessoriesAndReservedWidths() {
    // Leading to trailing on the trailing edge: checkmark, then chevron. Chevron at 369;
    // checkmark ends 12 pt before it: 369 − 12 − 14 = 343; the content view ends at 343.
    let pair = cell([.checkmark(), .disclosureIndicator()])
    let views = pair.subviews.filter {
      $0 !== pair.contentView && !$0.isHidden && $0.bounds.width > 0
    }
    expectFrame(views[0].frame, 343, 16, 14, 12)
    expectFrame(views[1].frame, 369, 15.5, 8, 13)
    expectFrame(pair.contentView.frame, 0, 0, 343, 44)
    // A checkmark in a 30 pt reserved width: the slot is 393 − 16 − 30 = 347, the glyph
    // centred in it at 347 + (30 − 14) / 2 = 355.
    let reserved = cell([.checkmark(options: .init(reservedLayoutWidth: .custom(30)))])
    expectFrame(only(reserved).frame, 355, 16, 14, 12)
    expectFrame(reserved.contentView.frame, 0, 0, 347, 44)
    // A hidden accessory keeps its space.
    let hidden = cell([.disclosureIndicator(options: .init(isHidden: true))])
    expectFrame(hidden.contentView.frame, 0, 0, 369, 44)
    // A wide cell (430 pt): the margin is 20, the chevron at 430 − 20 − 8 = 402.
    let wide = cell([.disclosureIndicator()], width: 430)
    expectFrame(only(wide).frame, 402, 15.5, 8, 13)
  }

  @Test func indentation() {
    // Level 2 × 10 pt: the delete control moves to 16 + 20 = 36, the content to 58.
    let indented = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
    indented.accessories = [.delete(displayed: .always)]
    indented.indentationLevel = 2
    indented.layoutIfNeeded()
    expectFrame(only(indented).frame, 36, 11, 22, 22)
    expectFrame(indented.contentView.frame, 58, 0, 335, 44)
    // Accessories not indented: the control stays at 16, the content still starts at 58.
    indented.indentsAccessories = false
    indented.layoutIfNeeded()
    expectFrame(only(indented).frame, 16, 11, 22, 22)
    expectFrame(indented.contentView.frame, 58, 0, 335, 44)
    // No leading accessory: the content view alone is indented, 3 × 12 = 36.
    let plain = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
    plain.indentationWidth = 12
    plain.indentationLevel = 3
    plain.layoutIfNeeded()
    expectFrame(plain.contentView.frame, 36, 0, 357, 44)
  }

  @Test func editingShowsEditingAccessories() throws {
    let root = makeRoot(width: 393, height: 200)
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 393, height: 44)
    let collection = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
    collection.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
    let source = CollectionFixtures.Source([1])
    root.addSubview(collection)
    collection.dataSource = source
    root.layoutIfNeeded()
    let cell = try #require(collection.visibleCells.first as? UICollectionViewListCell)
    cell.accessories = [.delete(), .disclosureIndicator(displayed: .whenNotEditing)]
    root.layoutIfNeeded()
    expectFrame(cell.contentView.frame, 0, 0, 369, 44)
    collection.isEditing = true
    root.layoutIfNeeded()
    // Editing: the delete control at 16, no chevron; the content from 38 to the edge.
    expectFrame(cell.contentView.frame, 38, 0, 355, 44)
  }

  @Test func contentConfigurationAndSeparatorGuide() throws {
    let root = makeRoot(width: 393, height: 100)
    let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
    root.addSubview(cell)
    var content = cell.defaultContentConfiguration()
    content.text = "Inbox"
    cell.contentConfiguration = content
    cell.accessories = [.delete(displayed: .always)]
    let guide = cell.separatorLayoutGuide
    root.layoutIfNeeded()
    let list = try #require(cell.contentView as? UIListContentView)
    #expect(list.listConfiguration.text == "Inbox")
    expectFrame(list.frame, 38, 0, 355, 44)
    // The text starts 16 pt into the content view: 38 + 16 = 54, where the separator starts.
    #expect(list.subviews.contains { ($0 as? UILabel)?.text == "Inbox" && $0.frame.minX == 16 })
    expectValue(guide.layoutFrame.minX, 54)
    expectValue(guide.layoutFrame.width, 0)
    expectValue(guide.layoutFrame.height, 44)
  }
}
