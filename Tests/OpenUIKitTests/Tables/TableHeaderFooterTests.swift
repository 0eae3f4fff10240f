import Foundation
import OpenUIKit
import Testing

/// Section headers and footers: titles in each style, views from the delegate, fixed
/// heights, the plain style's top padding and sticky headers, and header-footer view reuse.
@MainActor
@Suite struct TableHeaderFooterTests: LayoutBehaviorSuite {
  final class Header: UITableViewHeaderFooterView {
    var reuses = 0
    override func prepareForReuse() {
      super.prepareForReuse()
      reuses += 1
    }
  }

  /// Plain: the title header is 6 + 20.333 (17 pt semibold) + 6 pt, with 22 pt of padding
  /// above it; the text is not upper-cased.
  @Test func plainTitleHeaders() throws {
    let source = TableFixtures.Sections([2, 1])
    source.headerTitles = [0: "Fruits", 1: "Vegetables"]
    let (_, table) = TableFixtures.table(.plain, source: source)
    expectFrame(table.rectForHeader(inSection: 0), 0, 22, 393, 32.333)
    expectFrame(table.rectForRow(at: IndexPath(row: 0, section: 0)), 0, 54.333, 393, 44)
    expectFrame(table.rectForHeader(inSection: 1), 0, 164.333, 393, 32.333)
    expectFrame(table.rectForRow(at: IndexPath(row: 0, section: 1)), 0, 196.667, 393, 44)
    expectValue(table.contentSize.height, 240.667)
    let header = try #require(table.headerView(forSection: 0))
    expectFrame(header.frame, 0, 22, 393, 32.333)
    let content = try #require(header.contentConfiguration as? UIListContentConfiguration)
    #expect(content.text == "Fruits")
    #expect(content.textProperties.font.pointSize == 17)
    let label = try #require(header.contentView.subviews.compactMap { $0 as? UILabel }.first)
    #expect(label.text == "Fruits")
    expectFrame(label.frame, 16, 6, 361, 20.333)
    table.sectionHeaderTopPadding = 0
    table.superview?.layoutIfNeeded()
    expectFrame(table.rectForHeader(inSection: 0), 0, 0, 393, 32.333)
  }

  /// Grouped: footnote titles, upper-cased, 16 pt above and 6 below; footers 6 and 6.
  @Test func groupedTitleHeadersAndFooters() throws {
    let source = TableFixtures.Sections([1])
    source.headerTitles = [0: "Network"]
    source.footerTitles = [0: "Shown to nearby devices."]
    let (_, table) = TableFixtures.table(.grouped, source: source)
    expectFrame(table.rectForHeader(inSection: 0), 0, 0, 393, 37.667)
    expectFrame(table.rectForRow(at: IndexPath(row: 0, section: 0)), 0, 37.667, 393, 44)
    expectFrame(table.rectForFooter(inSection: 0), 0, 81.667, 393, 27.667)
    let header = try #require(table.headerView(forSection: 0))
    let label = try #require(header.contentView.subviews.compactMap { $0 as? UILabel }.first)
    #expect(label.text == "NETWORK")
    #expect(label.font.pointSize == 13)
    #expect(label.textColor == .secondaryLabel)
    expectFrame(label.frame, 16, 16, 361, 15.667)
    let footer = try #require(table.footerView(forSection: 0))
    let footerLabel = try #require(
      footer.contentView.subviews.compactMap { $0 as? UILabel }.first)
    #expect(footerLabel.text == "Shown to nearby devices.")
  }

  /// Inset grouped: the header text lines up with the cells' text (16 + 16).
  @Test func insetGroupedHeaderTextAlignsWithTheCells() throws {
    let source = TableFixtures.Sections([1])
    source.headerTitles = [0: "Network"]
    let (_, table) = TableFixtures.table(.insetGrouped, source: source)
    let header = try #require(table.headerView(forSection: 0))
    let label = try #require(header.contentView.subviews.compactMap { $0 as? UILabel }.first)
    expectFrame(label.frame, 32, 16, 329, 15.667)
  }

  /// A delegate's view sized by its constraints, and a fixed height.
  @Test func delegateViewsAndHeights() throws {
    let source = TableFixtures.Sections([1, 1])
    let custom = UIView()
    let bar = UIView()
    bar.translatesAutoresizingMaskIntoConstraints = false
    custom.addSubview(bar)
    NSLayoutConstraint.activate([
      bar.topAnchor.constraint(equalTo: custom.topAnchor, constant: 8),
      bar.bottomAnchor.constraint(equalTo: custom.bottomAnchor, constant: -8),
      bar.leadingAnchor.constraint(equalTo: custom.leadingAnchor),
      bar.heightAnchor.constraint(equalToConstant: 24),
    ])
    source.headerViews = [0: custom]
    source.headerTitles = [1: "Ignored height"]
    source.headerHeights = [1: 50]
    let (_, table) = TableFixtures.table(.plain, source: source)
    expectFrame(table.rectForHeader(inSection: 0), 0, 22, 393, 40)
    expectFrame(custom.frame, 0, 22, 393, 40)
    expectFrame(table.rectForHeader(inSection: 1), 0, 128, 393, 50)
  }

  /// Plain headers stick to the top while their section is on screen, and are pushed up by
  /// the section's end.
  @Test func plainHeadersStick() throws {
    let source = TableFixtures.Sections([20, 20])
    source.headerTitles = [0: "A", 1: "B"]
    let (root, table) = TableFixtures.table(.plain, source: source, height: 400)
    table.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
    root.layoutIfNeeded()
    expectFrame(try #require(table.headerView(forSection: 0)).frame, 0, 100, 393, 32.333)
    // Section 0 ends at 22 + 32.333 + 880 = 934.333.
    table.setContentOffset(CGPoint(x: 0, y: 920), animated: false)
    root.layoutIfNeeded()
    expectFrame(try #require(table.headerView(forSection: 0)).frame, 0, 902, 393, 32.333)
    expectFrame(try #require(table.headerView(forSection: 1)).frame, 0, 956.333, 393, 32.333)
    // Headers are drawn above the cells.
    let header = try #require(table.headerView(forSection: 0))
    let cell = try #require(table.visibleCells.first)
    #expect(
      try #require(table.subviews.firstIndex { $0 === header })
        > (try #require(table.subviews.firstIndex { $0 === cell })))
  }

  /// Registered header-footer views are dequeued, reused after scrolling away, and take
  /// the style's default list configuration.
  @Test func registeredViewsAreReused() throws {
    @MainActor final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
      var made: [UITableViewHeaderFooterView] = []
      func numberOfSections(in tableView: UITableView) -> Int { 30 }
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      { tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath) }
      func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        else { return nil }
        var c = view.defaultContentConfiguration()
        c.text = "Section \(section)"
        view.contentConfiguration = c
        if !made.contains(where: { $0 === view }) { made.append(view) }
        return view
      }
    }
    let source = Source()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 300))
    let table = UITableView(frame: root.bounds, style: .grouped)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.register(Header.self, forHeaderFooterViewReuseIdentifier: "header")
    table.dataSource = source
    table.delegate = source
    root.addSubview(table)
    root.layoutIfNeeded()
    let first = try #require(table.headerView(forSection: 0))
    #expect(first is Header)
    #expect(first.reuseIdentifier == "header")
    let content = try #require(first.contentConfiguration as? UIListContentConfiguration)
    #expect(content.textProperties.transform == .uppercase)
    let madeBefore = source.made.count
    table.setContentOffset(CGPoint(x: 0, y: 1200), animated: false)
    root.layoutIfNeeded()
    #expect(source.made.count == madeBefore)
    #expect((first as? Header)?.reuses ?? 0 > 0)
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "missing") == nil)
    let messages = LayoutDiagnostics.capture {
      table.register(UIView.self, forHeaderFooterViewReuseIdentifier: "bad")
    }.map(\.message)
    #expect(messages.count == 1)
    #expect(
      messages.first?.contains("must pass a class of kind UITableViewHeaderFooterView") == true)
  }
}
