import Foundation
import Testing

@testable import OpenUIKit

@MainActor
@Suite struct ScratchTests {
  @Test func dump() {
    let window = UIWindow(screen: .iPhone15Pro)
    let root = UIViewController()
    window.rootViewController = root
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 59, width: 393, height: 44))
    root.view.addSubview(bar)
    let a = UINavigationItem(title: "Inbox")
    let b = UINavigationItem(title: "Message")
    b.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
    bar.items = [a, b]
    window.makeKeyAndVisible()
    func dump(_ v: UIView, _ indent: String) {
      print(indent + "\(type(of: v)) \(v.frame) \((v as? UILabel)?.text ?? "")")
      for s in v.subviews { dump(s, indent + "  ") }
    }
    dump(bar, "")
    let tb = UITabBar(frame: CGRect(x: 0, y: 852 - 83, width: 393, height: 83))
    root.view.addSubview(tb)
    let i1 = UITabBarItem(title: "Home", image: UIImage(systemName: "star"), tag: 0)
    i1.badgeValue = "3"
    tb.items = [i1, UITabBarItem(tabBarSystemItem: .search, tag: 1)]
    tb.selectedItem = i1
    window.layoutIfNeeded()
    dump(tb, "")
  }
}
