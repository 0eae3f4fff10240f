import OpenUIKit
import Testing

/// UIKit's object model as app code relies on it, in the Swift 5 language mode.
@MainActor
struct ObjectModelTests {
  @Test func viewsCompareAndHashByIdentity() {
    let a = UIView()
    let b = UIView()
    #expect(a == a)
    #expect(a != b)
    #expect(a.isEqual(a) && !a.isEqual(b))
    #expect(a.hash == a.hash)
    let set: Set<UIView> = [a, b, a]
    #expect(set.count == 2)
    var badges: [UIView: Int] = [:]
    badges[a] = 3
    #expect(badges[a] == 3 && badges[b] == nil)
    let controllers: Set<UIViewController> = [UIViewController(), EmptyViewController()]
    #expect(controllers.count == 2)
    let constraint = a.widthAnchor.constraint(equalToConstant: 10)
    #expect(constraint == constraint && constraint != a.widthAnchor.constraint(equalToConstant: 10))
  }

  @Test func nsObjectExtensionsApplyToUIKitClasses() {
    #expect(AvatarView().className == "AvatarView")
    #expect(ContactCell.className == "ContactCell")
    #expect(UILabel().className == "UILabel")
    #expect(UILayoutGuide().className == "UILayoutGuide")
    let object: NSObject = UIView()
    #expect(object is UIResponder)
  }

  @Test func descriptionsAreUIKits() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    let text = view.description
    #expect(text.hasPrefix("<UIView: 0x"))
    #expect(text.contains("; frame = (10 20; 100 50); layer = <CALayer: 0x"))
    #expect(text.hasSuffix(">>"))
    #expect(view.debugDescription == text)
    #expect("\(view)" == text)
    let controller = EmptyViewController()
    #expect(controller.description.hasPrefix("<AppScreensTests.EmptyViewController: 0x"))
    #expect(controller.description.hasSuffix(">"))
  }

  @Test func nonisolatedHelpersWorkOnViews() {
    let card = UIView()
    styleCard(card, radius: 16)
    #expect(card.layer.cornerRadius == 16)
    #expect(card.clipsToBounds)
    let label = makeLabel("Hello", size: 20, weight: .bold)
    #expect(label.font == .systemFont(ofSize: 20, weight: .bold))
    let container = UIView()
    container.addSubview(label)
    label.pinToSuperviewEdges(insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
    layOut(container, width: 300, height: 100)
    #expect(label.frame == CGRect(x: 16, y: 8, width: 268, height: 84))
  }

  @Test func subclassInitializersRunAsInUIKit() {
    let avatar = AvatarView()
    avatar.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
    avatar.layoutIfNeeded()
    #expect(avatar.layoutCount == 1)
    #expect(avatar.imageView.frame == CGRect(x: 2, y: 2, width: 60, height: 60))
    #expect(avatar.layer.cornerRadius == 32)

    let button = PrimaryButton(type: .system)
    #expect(button.buttonType == .system)
    #expect(button.backgroundColor == .systemBlue)
    #expect(button.layer.cornerRadius == 10)
    let custom = PrimaryButton()
    #expect(custom.buttonType == .custom)

    let legacy = LegacyViewController()
    #expect(legacy.setUp)
    #expect(legacy.nibName == nil && legacy.nibBundle == nil)
    let named = LegacyViewController(nibName: "Legacy", bundle: nil)
    #expect(named.setUp && named.nibName == "Legacy")
  }

  @Test func registeredCellsAreMadeThroughTheSubclassInitializer() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
    table.register(ContactCell.self, forCellReuseIdentifier: "contact")
    table.register(PlainValueCell.self, forCellReuseIdentifier: "plain")
    let contact = table.dequeueReusableCell(withIdentifier: "contact") as? ContactCell
    #expect(contact?.madeByStyleInit == true)
    #expect(contact?.reuseIdentifier == "contact")
    let plain = table.dequeueReusableCell(withIdentifier: "plain") as? PlainValueCell
    #expect(plain?.marker == 42)
    #expect(plain?.reuseIdentifier == "plain")
  }

  @Test func aScreenWithLazySelfPropertiesLaysOutAndHandlesTaps() {
    let controller = ContactsViewController(contacts: [
      .init(name: "Ada Lovelace", phone: "+44 20 7946 0001"),
      .init(name: "Grace Hopper", phone: "+1 202 555 0143"),
    ])
    let window = UIWindow(screen: .iPhone15Pro)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    #expect(controller.title == "Contacts")
    #expect(controller.view.next === controller)
    #expect(controller.next === window)
    #expect(controller.tableView.next === controller.view)
    #expect(controller.tableView.frame.minY == 59)
    let button = controller.addButton
    #expect(button.frame.maxY == 802)
    #expect(controller.tableView.frame.maxY == button.frame.minY - 12)
    #expect(controller.tableView.visibleCells.count == 2)
    #expect(button.simulateTap() === button)
    #expect(controller.tapCount == 1 && controller.doubleTaps == 0)
    controller.view.simulateTap(at: CGPoint(x: 200, y: 500), tapCount: 2)
    #expect(controller.tapCount == 1 && controller.doubleTaps == 1)
  }

  @Test func dynamicTypePropertiesExist() {
    let label = makeDynamicLabel(style: .headline)
    #expect(label.adjustsFontForContentSizeCategory && label.adjustsFontSizeToFitWidth)
    #expect(label.minimumScaleFactor == 0.8)
    #expect(label.font == .preferredFont(forTextStyle: .headline))
    let field = UITextField()
    field.adjustsFontForContentSizeCategory = true
    #expect(field.adjustsFontForContentSizeCategory)
  }

  @Test func oneFirstResponderAtATime() {
    let window = UIWindow(screen: .iPhone15Pro)
    let email = UITextField(frame: CGRect(x: 0, y: 100, width: 300, height: 34))
    let password = UITextField(frame: CGRect(x: 0, y: 150, width: 300, height: 34))
    window.addSubviews(email, password)
    let plain = UIView()
    #expect(!plain.canBecomeFirstResponder)
    #expect(!plain.becomeFirstResponder())
    #expect(email.becomeFirstResponder())
    #expect(email.isFirstResponder && email.isEditing)
    #expect(password.becomeFirstResponder())
    #expect(!email.isFirstResponder && !email.isEditing)
    #expect(password.isFirstResponder)
    #expect(password.resignFirstResponder())
    #expect(!password.isFirstResponder)
  }
}
