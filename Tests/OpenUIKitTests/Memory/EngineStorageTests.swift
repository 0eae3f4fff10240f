import Foundation
import Testing

@testable import Cassowary
@testable import OpenUIKit

/// A window's engine keeps its solver packed while screens join it one at a time.
@MainActor
@Suite struct EngineStorageTests {
  /// A card: a container pinned to the content at `top`, a title and a subtitle stacked in it.
  func addCard(to content: UIView, top: CGFloat) -> UIView {
    let card = UIView()
    let title = UILabel()
    title.text = "Title"
    let subtitle = UILabel()
    subtitle.text = "Subtitle"
    for view in [card, title, subtitle] { view.translatesAutoresizingMaskIntoConstraints = false }
    card.addSubview(title)
    card.addSubview(subtitle)
    content.addSubview(card)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: content.trailingAnchor),
      card.topAnchor.constraint(equalTo: content.topAnchor, constant: top),
      title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
      title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
      title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
      subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
      subtitle.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
      card.bottomAnchor.constraint(equalTo: subtitle.bottomAnchor, constant: 12),
    ])
    return card
  }

  /// Before, the tableau was packed after the engine's first build only, and 200 cards later
  /// its row blocks spanned more than twice the cells they held.
  @Test func aGrowingWindowStaysPacked() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let content = UIView(frame: window.bounds)
    window.addSubview(content)
    var cards: [UIView] = []
    for i in 0..<200 {
      cards.append(addCard(to: content, top: CGFloat(i) * 100))
      window.layoutIfNeeded()
    }
    let solver = window.engine.solver
    let cells = solver.statistics.cells
    let rowSlots = solver.tableau.cells.end
    #expect(rowSlots < 2 * cells, "\(rowSlots) slots, \(cells) cells")
    #expect(solver.tableau.columns.end < 2 * cells, "\(solver.tableau.columns.end) slots")
    #expect(solver.checkInvariants() == [])
    // 12 + a 17-point line (61 / 3) + 4 + another line + 12.
    expectClose(cards[0].frame, CGRect(x: 0, y: 0, width: 390, height: 206.0 / 3))
    expectClose(cards[199].frame, CGRect(x: 0, y: 19_900, width: 390, height: 206.0 / 3))
    expectClose(cards[199].subviews[1].frame.minY, 109.0 / 3)
  }

  /// Laid out after each card, the window's solver gives back what its growth left unused
  /// each time its arenas have grown by half, keeping an eighth of room.
  @Test func aWindowAtRestGivesBackWhatItsGrowthLeft() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let content = UIView(frame: window.bounds)
    window.addSubview(content)
    var packedWithRoom: [Int] = []
    var cells = 0
    for i in 0..<200 {
      _ = addCard(to: content, top: CGFloat(i) * 100)
      window.layoutIfNeeded()
      let solver = window.engine.solver
      cells = solver.statistics.cells
      let room = cells + cells / 8
      let t = solver.tableau
      // Never more than twice the room (a doubling since the last packing).
      #expect(t.cellCoef.capacity <= 2 * room + 256, "card \(i)")
      if t.cellCoef.capacity == room && t.columnEntries.capacity == room {
        packedWithRoom.append(i)
        #expect(t.kind.capacity <= t.kind.count + t.kind.count / 8 + 256, "card \(i)")
      }
    }
    // 38 cells a card: packed with room 20 times in 200 cards, further apart as it grows.
    // (Until 2026-12-06 attaching a card also packed, without room, each time the arenas had
    // doubled: 17 packings with room here, and 8 more without.)
    #expect(cells == 7604)
    let expected = [
      1, 5, 10, 12, 15, 18, 21, 25, 30, 36, 42, 50, 59, 70, 83, 96, 113, 133, 157, 180,
    ]
    #expect(packedWithRoom == expected)
    #expect(window.engine.solver.checkInvariants() == [])
  }

  /// Cards that join a window one after another without a layout between them are packed
  /// once, by the layout: attaching a subtree leaves the tableau's storage as its growth left
  /// it (each card's tables doubling as needed), and the layout gives back what is unused,
  /// keeping an eighth of room. Until 2026-12-06 each attachment packed the tableau once its
  /// arenas had doubled, a pass over the whole tableau that the layout then repeated.
  @Test func cardsAttachedBeforeALayoutArePackedByTheLayout() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let content = UIView(frame: window.bounds)
    window.addSubview(content)
    window.layoutIfNeeded()
    var cards: [UIView] = []
    for i in 0..<200 { cards.append(addCard(to: content, top: CGFloat(i) * 100)) }
    let solver = window.engine.solver
    let cells = solver.statistics.cells
    #expect(cells == 7604)
    // Grown by doubling since the engine's first layout, never packed: a power of two.
    let grown = solver.tableau.cellCoef.capacity
    #expect(grown > cells + cells / 8 && grown & (grown - 1) == 0, "\(grown) slots")
    window.layoutIfNeeded()
    let t = solver.tableau
    #expect(t.cellCoef.capacity == cells + cells / 8, "\(t.cellCoef.capacity) slots")
    #expect(t.columnEntries.capacity == cells + cells / 8)
    #expect(solver.checkInvariants() == [])
    expectClose(cards[0].frame, CGRect(x: 0, y: 0, width: 390, height: 206.0 / 3))
    expectClose(cards[199].frame, CGRect(x: 0, y: 19_900, width: 390, height: 206.0 / 3))
  }
}
