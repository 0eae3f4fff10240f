import Foundation
import OpenUIKit
import Testing

/// `_layoutEngineStatistics` and `_layoutEngineStorageBytes`: the size of the engine behind a
/// view, for benchmarks and memory audits.
@MainActor
@Suite struct EngineStatisticsTests: LayoutBehaviorSuite {
  @Test func aViewWithoutConstraintsHasNoEngine() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    view.addSubview(UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20)))
    view.layoutIfNeeded()
    #expect(view._layoutEngineStatistics == nil)
    #expect(view._layoutEngineStorageBytes == nil)
  }

  @Test func aWindowReportsItsEngineFromAnyViewInIt() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let box = addAutoLayoutView(to: window)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      box.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      box.widthAnchor.constraint(equalToConstant: 50),
      box.heightAnchor.constraint(greaterThanOrEqualToConstant: 30),
    ])
    window.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 10, y: 20, width: 50, height: 30))
    let statistics = try #require(box._layoutEngineStatistics)
    #expect(window._layoutEngineStatistics == statistics)
    // The four constraints in the window's coordinates, on the box's four variables (the
    // window's own edges are 0 there); three required equalities (a dummy symbol each) and
    // one inequality (a slack), each variable solved in its own row.
    #expect(statistics.constraints == 4)
    #expect(statistics.variables == 4)
    #expect(statistics.symbols == 8)
    #expect(statistics.rows == 4)
    #expect(statistics.cells == 4)
    // An empty solver's 3 376 bytes of tables and at least the four 40-byte records (their
    // array's capacity depends on the allocator).
    let bytes = try #require(box._layoutEngineStorageBytes)
    #expect(bytes >= 3376 + 4 * 40)
    #expect(bytes <= 3376 + 1024)
  }
}
