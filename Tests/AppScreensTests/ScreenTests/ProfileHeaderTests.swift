import OpenUIKit
import TestSupport
import Testing

@testable import AppScreens

@MainActor
struct ProfileHeaderTests {
  func makeHeader() -> ProfileHeaderView {
    let header = ProfileHeaderView()
    header.configure(
      name: "Mira Santos", handle: "mira", bio: "Designer in Lisbon",
      counts: [("Posts", 128), ("Followers", 4200), ("Following", 310)])
    return header
  }

  @Test func headerLaysOutAtPhoneAndTabletWidths() {
    for width in [375.0, 393.0, 820.0] as [CGFloat] {
      let header = makeHeader()
      let hosted = hostView(header, width: width)
      expectClean(hosted)
      let name = labelHeight(22, scale: 3)
      let handle = labelHeight(15, scale: 3)
      expectRect(header.avatarView.frame, 16, 16, 80, 80)
      let namesTop = 56 - (name + 2 + handle) / 2
      #expect(
        abs(header.nameLabel.convert(header.nameLabel.bounds, to: header).minY - namesTop) < 0.001)
      #expect(header.nameLabel.convert(header.nameLabel.bounds, to: header).minX == 108)
      expectRect(header.bioLabel.frame, 16, 108, width - 32, handle)
      let statsTop = 108 + handle + 16
      let statsHeight = labelHeight(17, scale: 3) + labelHeight(13, scale: 3)
      expectRect(header.statsStack.frame, 16, statsTop, width - 32, statsHeight)
      let column = (width - 32) / 3
      for (index, view) in header.statsStack.arrangedSubviews.enumerated() {
        expectRect(view.frame, CGFloat(index) * column, 0, column, statsHeight)
      }
      expectRect(header.followButton.frame, 16, statsTop + statsHeight + 16, width - 32, 40)
      #expect(abs(header.frame.height - (statsTop + statsHeight + 72)) < 0.001)
    }
  }

  @Test func followTogglesTheButton() {
    let header = makeHeader()
    _ = hostView(header, width: 393)
    header.followButton.simulateTap()
    #expect(header.isFollowing)
    #expect(header.followButton.title(for: .normal) == "Following")
    #expect(header.followButton.backgroundColor == .systemGray5)
    header.followButton.simulateTap()
    #expect(!header.isFollowing && header.followButton.title(for: .normal) == "Follow")
  }
}
