import Foundation
import OpenUIKit
import Testing

/// UIListContentConfiguration's presets and their layout in table cells (OpenUIKit's
/// metrics, uikit-apps.md §6.3.3 U: 11 pt above and below, the cell's 16 pt margins,
/// 16 pt between image and text, 3 pt between stacked texts, at least 44 pt per row).
@MainActor
@Suite struct ListContentConfigurationTests: LayoutBehaviorSuite {
  func labels(of cell: UITableViewCell) -> [UILabel] {
    cell.contentView.subviews.compactMap { $0 as? UILabel }
  }

  @Test func presetsHaveUIKitsFontsAndColours() {
    let cell = UIListContentConfiguration.cell()
    #expect(cell.textProperties.font == .preferredFont(forTextStyle: .body))
    #expect(cell.textProperties.color == .label)
    #expect(cell.secondaryTextProperties.font == .preferredFont(forTextStyle: .subheadline))
    #expect(cell.secondaryTextProperties.color == .secondaryLabel)
    #expect(
      cell.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
    #expect(cell.imageToTextPadding == 16)
    #expect(cell.textToSecondaryTextVerticalPadding == 3)
    #expect(!cell.prefersSideBySideTextAndSecondaryText)
    let value = UIListContentConfiguration.valueCell()
    #expect(value.prefersSideBySideTextAndSecondaryText)
    #expect(value.secondaryTextProperties.font == .preferredFont(forTextStyle: .body))
    #expect(UIListContentConfiguration.groupedHeader().textProperties.transform == .uppercase)
    #expect(UIListContentConfiguration.plainHeader().textProperties.transform == .none)
    #expect(UIListContentConfiguration.groupedFooter().textProperties.font.pointSize == 13)
    let made = UIListContentConfiguration.cell().makeContentView()
    #expect(made is UIListContentView)
  }

  /// A cell with the default configuration's text: 44 pt, the text 16 pt in and centred.
  @Test func aCellConfiguration() throws {
    let source = TableFixtures.Sections([1])
    source.configure = { cell, _ in
      var c = cell.defaultContentConfiguration()
      c.text = "Wi-Fi"
      cell.contentConfiguration = c
    }
    let (_, table) = TableFixtures.table(.plain, source: source)
    let cell = try #require(table.visibleCells.first)
    #expect(cell.contentView is UIListContentView)
    expectFrame(cell.frame, 0, 0, 393, 44)
    expectFrame(cell.contentView.frame, 0, 0, 393, 43.667)
    let text = try #require(labels(of: cell).first)
    #expect(text.text == "Wi-Fi")
    expectFrame(text.frame, 16, 11.667, 361, 20.333)
  }

  /// Subtitle: text, 3 pt, 15 pt secondary text; the row grows to 11 + 20.333 + 3 + 18 + 11
  /// plus the separator.
  @Test func aSubtitleCellGrows() throws {
    let source = TableFixtures.Sections([1])
    source.configure = { cell, _ in
      var c = UIListContentConfiguration.subtitleCell()
      c.text = "Title"
      c.secondaryText = "Subtitle"
      cell.contentConfiguration = c
    }
    let (_, table) = TableFixtures.table(.plain, source: source)
    let cell = try #require(table.visibleCells.first)
    expectFrame(cell.frame, 0, 0, 393, 63.667)
    let l = labels(of: cell)
    expectFrame(l[0].frame, 16, 11, 361, 20.333)
    expectFrame(l[1].frame, 16, 34.333, 361, 18)
  }

  /// Value cell: the secondary text at the trailing margin on the text's line.
  @Test func aValueCellSitsSideBySide() throws {
    let source = TableFixtures.Sections([1])
    source.configure = { cell, _ in
      var c = UIListContentConfiguration.valueCell()
      c.text = "Wi-Fi"
      c.secondaryText = "Home"
      cell.contentConfiguration = c
      cell.accessoryType = .disclosureIndicator
    }
    let (_, table) = TableFixtures.table(.plain, source: source)
    let cell = try #require(table.visibleCells.first)
    expectFrame(cell.contentView.frame, 0, 0, 369, 43.667)
    let l = labels(of: cell)
    #expect(l[1].text == "Home")
    expectValue(l[0].frame.minX, 16)
    expectValue(l[1].frame.maxX, 353)
    expectValue(l[0].frame.minY, l[1].frame.minY)
  }

  /// An image: the text starts after it and 16 pt; the configuration replaces the content
  /// view once and is then applied to it.
  @Test func anImagePushesTheText() throws {
    let view = UIListContentConfiguration.cell().makeContentView()
    var c = UIListContentConfiguration.cell()
    c.text = "Photos"
    c.image = UIImage(size: CGSize(width: 29, height: 29))
    view.configuration = c
    view.frame = CGRect(x: 0, y: 0, width: 393, height: 51)
    view.layoutIfNeeded()
    let list = try #require(view as? UIListContentView)
    expectValue(list.fittingHeight(forWidth: 393), 51)
    let image = try #require(view.subviews.compactMap { $0 as? UIImageView }.first)
    expectFrame(image.frame, 16, 11, 29, 29)
    let text = try #require(view.subviews.compactMap { $0 as? UILabel }.first)
    expectFrame(text.frame, 61, 15.333, 316, 20.333)
  }
}
