import Foundation
import OpenUIKit
import Testing

/// UIImage symbols and UIImageView's intrinsic size and content modes.
@MainActor
@Suite struct ImageViewTests: LayoutBehaviorSuite {
  @Test func symbolsTheTutorialsUse() {
    for name in SystemSymbols.names {
      let image = UIImage(systemName: name)
      #expect(image?.isSymbolImage == true, "\(name)")
      #expect(image?.shape?.elements.isEmpty == false, "\(name)")
    }
    #expect(UIImage(systemName: "no.such.symbol") == nil)
    #expect(UIImage(named: "AppIcon") == nil)
    #expect(UIImage(systemName: "star")?.size == CGSize(width: 20, height: 19.33))
    #expect(UIImage(systemName: "star.fill")?.shape?.isFilled == true)
    #expect(UIImage(systemName: "star")?.shape?.isFilled == false)
  }

  @Test func intrinsicSizeIsTheImageSize() {
    let root = makeRoot()
    let view = UIImageView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    NSLayoutConstraint.activate([
      view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ])
    #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1))
    view.image = UIImage(size: CGSize(width: 64, height: 48))
    root.layoutIfNeeded()
    expectFrame(view.frame, 10, 20, 64, 48)
    view.image = UIImage(systemName: "person")
    root.layoutIfNeeded()
    expectFrame(view.frame, 10, 20, 17.67, 17.67)
    #expect(!view.isUserInteractionEnabled)
    #expect(
      UIImageView(image: UIImage(size: CGSize(width: 5, height: 6))).frame.size
        == CGSize(width: 5, height: 6))
  }

  @Test func contentModes() {
    let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let size = CGSize(width: 50, height: 50)
    let bounds = view.bounds
    view.contentMode = .scaleAspectFit
    #expect(view.contentRect(for: size, in: bounds) == CGRect(x: 50, y: 0, width: 100, height: 100))
    view.contentMode = .scaleAspectFill
    #expect(
      view.contentRect(for: size, in: bounds) == CGRect(x: 0, y: -50, width: 200, height: 200))
    view.contentMode = .scaleToFill
    #expect(view.contentRect(for: size, in: bounds) == bounds)
    view.contentMode = .bottomRight
    #expect(view.contentRect(for: size, in: bounds) == CGRect(x: 150, y: 50, width: 50, height: 50))
    view.contentMode = .center
    #expect(view.contentRect(for: size, in: bounds) == CGRect(x: 75, y: 25, width: 50, height: 50))
  }

  @Test func tintColorIsInherited() {
    let parent = UIView()
    let child = UIImageView()
    parent.addSubview(child)
    #expect(child.tintColor == .systemBlue)
    parent.tintColor = .systemRed
    #expect(child.tintColor == .systemRed)
    child.tintColor = .systemGreen
    #expect(child.tintColor == .systemGreen)
  }
}
