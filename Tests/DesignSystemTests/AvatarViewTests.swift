import DesignSystem
import Foundation
import OpenUIKit
import Testing

/// C6: AvatarView's image, centred initials, 14 pt online dot and round corners. Parts by
/// position: initials 0, image 1, dot 2.
@MainActor
@Suite struct AvatarViewTests {
  func makeAvatar() -> (root: UIView, avatar: AvatarView) {
    let avatar = AvatarView()
    avatar.configure(image: nil, initials: "AZ", isOnline: true)
    let root = host(avatar, width: 100)
    avatar.snp.makeConstraints { make in
      make.height.equalTo(100)
    }
    root.layoutIfNeeded()
    return (root, avatar)
  }

  @Test func layoutAndCorners() {
    let (root, avatar) = makeAvatar()
    expectFrame(avatar, in: root, 16, 100, 100, 100)
    expectFrame(avatar, in: avatar, 0, 0, 100, 100)
    expectFrame(part(avatar, 1), in: avatar, 0, 0, 100, 100)
    // Bold 20 pt "AZ": 26.667 × 24, centred.
    expectFrame(part(avatar, 0), in: avatar, 36.667, 38, 26.667, 24)
    expectFrame(part(avatar, 2), in: avatar, 86, 86, 14, 14)
    #expect(avatar.layer.cornerRadius == 50)
    #expect(part(avatar, 1).layer.cornerRadius == 50)
    #expect(part(avatar, 2).layer.cornerRadius == 7)
    #expect(part(avatar, 2).layer.borderWidth == 2)
    #expect(part(avatar, 2).backgroundColor == .systemGreen)
  }

  @Test func imageHidesInitialsAndOfflineHidesTheDot() {
    let (root, avatar) = makeAvatar()
    expectFrame(avatar, in: root, 16, 100, 100, 100)
    #expect(!part(avatar, 0).isHidden)
    #expect(!part(avatar, 2).isHidden)
    avatar.configure(image: UIImage(systemName: "person"), initials: "AZ", isOnline: false)
    #expect(part(avatar, 0).isHidden)
    #expect((part(avatar, 1) as? UIImageView)?.image != nil)
    #expect(part(avatar, 2).isHidden)
    avatar.configure(image: nil, initials: "BK", isOnline: true)
    #expect((part(avatar, 0) as? UILabel)?.text == "BK")
    #expect((part(avatar, 1) as? UIImageView)?.image == nil)
    #expect(!part(avatar, 2).isHidden)
  }
}
