import Foundation
import OpenUIKit
import Testing

/// `recursiveDescription()` and view descriptions in UIKit's format:
/// `<UIView: 0x…; frame = (x y; w h); …; layer = <CALayer: 0x…>>`, children indented by
/// `   | ` per level (as printed by `po [view recursiveDescription]`).
@MainActor
@Suite struct RecursiveDescriptionTests: LayoutBehaviorSuite {
  func line(_ view: UIView, _ frame: String, _ extra: String = "") -> String {
    let layer = "layer = <CALayer: \(address(view.layer))>"
    return "<UIView: \(address(view)); frame = (\(frame)); \(extra)\(layer)>"
  }

  @Test func treeWithFrames() {
    let root = makeRoot(width: 320, height: 480)
    let header = UIView(frame: CGRect(x: 0, y: 20, width: 320, height: 44))
    let title = UIView(frame: CGRect(x: 8, y: 11.5, width: 100.5, height: 20.5))
    let body = addAutoLayoutView(to: root)
    root.addSubview(header)
    header.addSubview(title)
    NSLayoutConstraint.activate(pin(body, in: root, 10, 64, 300, 400))
    root.layoutIfNeeded()
    #expect(
      root.recursiveDescription()
        == [
          line(root, "0 0; 320 480"),
          "   | " + line(body, "10 64; 300 400"),
          "   | " + line(header, "0 20; 320 44"),
          "   |    | " + line(title, "8 11.5; 100.5 20.5"),
        ].joined(separator: "\n"))
    #expect(header.recursiveDescription().components(separatedBy: "\n").count == 2)
  }

  @Test func fractionalAndNegativeNumbers() {
    let root = makeRoot(width: 100, height: 100)
    let third = addAutoLayoutView(to: root)
    NSLayoutConstraint.activate([
      third.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 100.0 / 3),
      third.topAnchor.constraint(equalTo: root.topAnchor, constant: -12.5),
      third.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 2.0 / 3),
      third.heightAnchor.constraint(equalToConstant: 100),
    ])
    root.layoutIfNeeded()
    #expect(third.description == line(third, "33.3333 -12.5; 66.6667 100"))
  }

  @Test func alphaAndHidden() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.alpha = 0
    view.isHidden = true
    #expect(view.description == line(view, "0 0; 10 10", "alpha = 0; hidden = YES; "))
    view.alpha = 0.5
    view.isHidden = false
    #expect(view.description == line(view, "0 0; 10 10", "alpha = 0.5; "))
  }

  /// Properties UIKit prints when they differ from the defaults (real descriptions, e.g.
  /// `<UIView: 0x7fb7f3703700; frame = (0 0; 414 896); autoresize = W+H; layer = <CALayer:
  /// 0x600000677500>>`, `…; opaque = NO; autoresize = RM+BM; tag = 3; layer = …`,
  /// `…; clipsToBounds = YES; alpha = 0; hidden = YES; …`, `…; transform = [-1, 0, -0, -1, 0,
  /// 0]; alpha = 0; …`, `…; autoresize = RM+BM; userInteractionEnabled = NO; layer = …`).
  @Test func nonDefaultPropertiesAreListed() {
    let (window, root) = makePhoneWindow()
    #expect(root.window === window)
    let flexible = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    flexible.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
    flexible.tag = 3
    let clipped = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    clipped.clipsToBounds = true
    let inert = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    inert.isUserInteractionEnabled = false
    let flipped = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    flipped.transform = CGAffineTransform(scaleX: 2, y: 2)
    let cases = [
      (root, line(root, "0 0; 393 852", "autoresize = W+H; ")),
      (flexible, line(flexible, "0 0; 10 10", "autoresize = RM+BM; tag = 3; ")),
      (clipped, line(clipped, "0 0; 10 10", "clipsToBounds = YES; ")),
      (inert, line(inert, "0 0; 10 10", "userInteractionEnabled = NO; ")),
      (flipped, line(flipped, "-5 -5; 20 20", "transform = [2, 0, 0, 2, 0, 0]; ")),
    ]
    for (view, expected) in cases {
      #expect(view.description == expected)

    }
  }
}
