import Foundation
import OpenUIKit
import Testing

/// UIButton's initializers as UIKit declares them, its button types, deprecated insets,
/// background images, selection and stored menu properties.
@MainActor
@Suite struct ButtonAPITests: LayoutBehaviorSuite {
  final class PillButton: UIButton {
    var setUp = false

    override init(frame: CGRect) {
      super.init(frame: frame)
      setUp = true
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
    }
  }

  @MainActor final class Target {
    var taps = 0
    func didTap() { taps += 1 }
  }

  @Test func subclassesCallTheDesignatedInitializer() {
    let pill = PillButton(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
    #expect(pill.setUp)
    #expect(pill.buttonType == .custom)
    let system = PillButton(type: .system)
    #expect(system.setUp)
    #expect(system.buttonType == .system)
    #expect(UIButton().buttonType == .custom)
    #expect(UIButton(frame: .zero).buttonType == .custom)
  }

  @Test func primaryActionInitializersReadAsInUIKit() {
    let action = UIAction(title: "Send") { _ in }
    let typed = UIButton(type: .system, primaryAction: action)
    #expect(typed.currentTitle == "Send")
    let framed = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 30), primaryAction: action)
    #expect(framed.buttonType == .custom)
    #expect(framed.frame.width == 80)
    #expect(framed.allControlEvents == .primaryActionTriggered)
    let bare = UIButton(primaryAction: action)
    #expect(bare.currentTitle == "Send")
    let configured = UIButton(configuration: .plain())
    #expect(configured.configuration != nil)
    #expect(configured.buttonType == .system)
  }

  @Test func buttonTypesHaveUIKitsRawValuesAndImages() {
    #expect(UIButton.ButtonType.plain.rawValue == 6)
    #expect(UIButton.ButtonType.close.rawValue == 7)
    #expect(UIButton.ButtonType.roundedRect == .system)
    #expect(UIButton(type: .contactAdd).currentImage?.symbolName == "plus")
    #expect(UIButton(type: .infoLight).currentImage?.size == CGSize(width: 22, height: 22))
    #expect(UIButton(type: .detailDisclosure).intrinsicContentSize == CGSize(width: 22, height: 30))
    #expect(UIButton(type: .close).intrinsicContentSize == CGSize(width: 30, height: 30))
  }

  /// Only contentEdgeInsets changes the intrinsic size; title and image insets move the
  /// title and the image (UIKit's behaviour).
  @Test func deprecatedInsetsChangeTheSizeAsUIKits() {
    let b = UIButton(type: .system)
    b.setTitle("Button", for: .normal)
    let plain = b.intrinsicContentSize
    b.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: -10)
    b.imageEdgeInsets = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
    #expect(b.intrinsicContentSize == plain)
    b.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 6, right: 12)
    #expect(b.intrinsicContentSize == CGSize(width: plain.width + 20, height: plain.height + 10))
    let root = makeRoot()
    b.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
    root.addSubview(b)
    root.layoutIfNeeded()
    let titleWidth = b.titleLabel!.intrinsicContentSize.width
    let x = 8 + (180 - titleWidth) / 2
    expectFrame(b.titleLabel!.frame, x + 10, 4 + 15 - 9, titleWidth - 0, 18)
  }

  @Test func backgroundImagesStretchAndGrowTheSize() {
    let b = UIButton(type: .custom)
    b.setBackgroundImage(UIImage(size: CGSize(width: 120, height: 50)), for: .normal)
    #expect(b.backgroundImage(for: .highlighted)?.size.width == 120)
    #expect(b.intrinsicContentSize == CGSize(width: 120, height: 50))
    let root = makeRoot()
    b.frame = CGRect(x: 0, y: 0, width: 150, height: 60)
    root.addSubview(b)
    root.layoutIfNeeded()
    let background = b.subviews[0] as? UIImageView
    #expect(background?.image?.size.width == 120)
    expectFrame(background!.frame, 0, 0, 150, 60)
  }

  @Test func selectionChangesTitlesAndCanBeThePrimaryAction() {
    let root = makeRoot()
    let b = UIButton(type: .system)
    b.setTitle("Follow", for: .normal)
    b.setTitle("Following", for: .selected)
    b.changesSelectionAsPrimaryAction = true
    b.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
    root.addSubview(b)
    var seen: [Bool] = []
    b.addAction(
      UIAction { action in seen.append((action.sender as? UIButton)?.isSelected ?? false) },
      for: .primaryActionTriggered)
    b.simulateTap()
    #expect(b.isSelected)
    #expect(b.titleLabel?.text == "Following")
    #expect(seen == [true])
    b.simulateTap()
    #expect(b.titleLabel?.text == "Follow")
  }

  @Test func menusAndRolesAreStored() {
    let b = UIButton(type: .system)
    #expect(b.menu == nil)
    #expect(!b.showsMenuAsPrimaryAction)
    #expect(b.role == .normal)
    #expect(b.adjustsImageWhenHighlighted)
    let menu = UIMenu(
      title: "Sort", options: .singleSelection,
      children: [
        UIAction(title: "Name") { _ in }, UIAction(title: "Date") { _ in },
      ])
    b.menu = menu
    b.showsMenuAsPrimaryAction = true
    b.role = .destructive
    #expect(b.menu?.children.count == 2)
    #expect((b.menu?.children.first as? UIAction)?.title == "Name")
    #expect(UIMenu.Options.singleSelection.rawValue == 32)
    #expect(UIButton.Role.destructive.rawValue == 3)
    #expect(menu.replacingChildren([]).identifier == menu.identifier)
  }

  @Test func systemButtonsCallTheirTarget() {
    let root = makeRoot()
    let target = Target()
    let b = UIButton.systemButton(
      with: UIImage(systemName: "plus")!, target: target, action: Target.didTap)
    #expect(b.buttonType == .system)
    b.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
    root.addSubview(b)
    b.simulateTap()
    #expect(target.taps == 1)
  }
}
