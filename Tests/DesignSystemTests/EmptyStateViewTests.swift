import DesignSystem
import Foundation
import OpenUIKit
import Testing

/// C8: EmptyStateView's chain: icon 80 at top 24; title +16, subtitle +8, button +24 (inset
/// 40), bottom −24. Parts by position: icon 0, title 1, subtitle 2, button 3.
@MainActor
@Suite struct EmptyStateViewTests {
  @Test func chainOfGaps() {
    let empty = EmptyStateView()
    var actions = 0
    empty.configure(
      icon: UIImage(systemName: "photo"), title: "Rasmlar yo'q",
      subtitle: "Hali birorta ham rasm yuklanmagan. Birinchi rasmingizni qo'shing!",
      buttonTitle: "Rasm qo'shish"
    ) { actions += 1 }
    let root = host(empty, width: 393)
    expectFrame(part(empty, 0), in: empty, 156.5, 24, 80, 80)
    // Bold 20 pt title, 24 high; a two-line 14 pt subtitle, 33.667 high.
    expectFrame(part(empty, 1), in: empty, 24, 120, 345, 24)
    expectFrame(part(empty, 2), in: empty, 24, 152, 345, 33.667)
    expectFrame(part(empty, 3), in: empty, 40, 209.667, 313, 50)
    // The button's bottom is 24 above the view's: 259.667 + 24.
    expectFrame(empty, in: root, 16, 100, 393, 283.667)
    #expect((part(empty, 2) as? UILabel)?.numberOfLines == 0)
    #expect(actions == 0)
  }

  @Test func buttonRunsTheAction() {
    withVirtualClock { environment in
      let empty = EmptyStateView()
      var actions = 0
      empty.configure(
        icon: nil, title: "Bo'sh", subtitle: "Hech narsa yo'q", buttonTitle: "Yangilash"
      ) { actions += 1 }
      _ = host(empty, width: 393)
      part(empty, 3).simulateTap()
      environment.runLoop.run(for: 0.2)
      #expect(actions == 1)
    }
  }
}
