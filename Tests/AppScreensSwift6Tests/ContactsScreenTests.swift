import OpenUIKit
import TestSupport
import Testing

@MainActor
struct ContactsScreenTests {
  static let people = [
    Contact(name: "Ada Lovelace", hue: 0.05),
    Contact(name: "Grace Hopper", hue: 0.55),
    Contact(name: "Katherine Johnson", hue: 0.8),
  ]

  @Test(arguments: ["iphonese", "iphone15pro", "ipad"])
  func rowsAreLaidOutWithTheirAvatars(name: String) throws {
    let screen = try #require(device(named: name))
    let controller = ContactsViewController(contacts: Self.people)
    let (window, diagnostics) = present(controller, on: screen)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let width = screen.bounds.width
    #expect(
      same(
        windowFrame(controller.tableView),
        CGRect(x: 0, y: 0, width: width, height: screen.bounds.height)))
    let cells = controller.tableView.visibleCells.compactMap { $0 as? ContactCell }
    try #require(cells.count == 3)
    let name = labelHeight(17, scale: screen.scale)
    // The content view stops above the separator: 64 pt less one pixel, as UIKit's.
    let content = 64 - 1 / screen.scale
    for (row, cell) in cells.enumerated() {
      #expect(same(cell.frame, CGRect(x: 0, y: CGFloat(row) * 64, width: width, height: 64)))
      #expect(same(cell.contentView.frame, CGRect(x: 0, y: 0, width: width, height: content)))
      #expect(
        same(cell.avatarView.frame, CGRect(x: 16, y: (content - 40) / 2, width: 40, height: 40)))
      #expect(abs(cell.nameLabel.frame.minX - 68) < 0.001)
      #expect(abs(cell.nameLabel.frame.midY - content / 2) < 0.001)
      #expect(abs(cell.nameLabel.frame.height - name) < 0.001)
      #expect(cell.nameLabel.text == Self.people[row].name)
    }
    #expect(!window.hasAmbiguousLayout)
  }

  @Test func avatarsRenderedOffTheMainActorReplaceThePlaceholder() async throws {
    let controller = ContactsViewController(contacts: Self.people)
    let (window, _) = present(controller, on: .iPhone15Pro)
    let before = controller.tableView.visibleCells.compactMap { $0 as? ContactCell }
    #expect(before.allSatisfy { $0.avatarView.image === Palette.placeholderAvatar })
    await controller.renderAvatars()
    window.layoutIfNeeded()
    let cells = controller.tableView.visibleCells.compactMap { $0 as? ContactCell }
    try #require(cells.count == 3)
    for cell in cells {
      let image = try #require(cell.avatarView.image)
      #expect(image !== Palette.placeholderAvatar)
      #expect(image.size == CGSize(width: 40, height: 40))
      #expect(image.scale == 3)
      // A circle, its ring, then the initials in white.
      let operations = image.drawing?.operations ?? []
      #expect(operations.count == 3)
      if case .text(let text, _, _, _)? = operations.last {
        let drawn = text.layout.lines.flatMap(\.runs).map(\.text).joined()
        #expect(["AL", "GH", "KJ"].contains(drawn))
      } else {
        Issue.record("no initials drawn: \(operations)")
      }
    }
    #expect(controller.avatars.count == 3)
  }
}
