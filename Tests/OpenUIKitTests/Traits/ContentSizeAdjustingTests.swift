import Foundation
import Testing

@testable import OpenUIKit

/// Labels and text fields with `adjustsFontForContentSizeCategory` re-scale their Dynamic
/// Type fonts when the window's text size changes, and layout runs again.
@MainActor
@Suite struct ContentSizeAdjustingTests {
  func makeScreen() -> (UIWindow, UILabel, UILabel, UIView) {
    let window = UIWindow(screen: .iPhone15Pro)
    let controller = UIViewController()
    window.rootViewController = controller
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    label.text = "Dynamic Type"
    let fixed = UILabel()
    fixed.font = .preferredFont(forTextStyle: .body)
    fixed.text = "Dynamic Type"
    let below = UIView()
    for view in [label, fixed, below] {
      view.translatesAutoresizingMaskIntoConstraints = false
      controller.view.addSubview(view)
    }
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
      label.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
      fixed.leadingAnchor.constraint(equalTo: label.leadingAnchor),
      fixed.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
      below.leadingAnchor.constraint(equalTo: label.leadingAnchor),
      below.topAnchor.constraint(equalTo: fixed.bottomAnchor),
      below.widthAnchor.constraint(equalTo: label.widthAnchor),
      below.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.makeKeyAndVisible()
    return (window, label, fixed, below)
  }

  /// The frame of a one-line label of `text` at `size` pt: width and line height rounded up
  /// to the 3x pixel grid.
  func expectedSize(_ text: String, _ size: CGFloat) -> CGSize {
    let font = UIFont.systemFont(ofSize: size)
    let width = TextMeasurement.current.width(of: text, font: font)
    return CGSize(
      width: (width * 3).rounded(.up) / 3, height: (font.lineHeight * 3).rounded(.up) / 3)
  }

  /// Whether two rectangles agree to 1/1000 pt.
  func same(_ a: CGRect, _ b: CGRect) -> Bool {
    [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy {
      abs($0) < 0.001
    }
  }

  @Test func aLabelRelaysOutWhenTheTextSizeChanges() {
    let (window, label, fixed, below) = makeScreen()
    let large = expectedSize("Dynamic Type", 17)
    #expect(same(label.frame, CGRect(origin: CGPoint(x: 20, y: 100), size: large)))
    #expect(large == CGSize(width: 313.0 / 3, height: 61.0 / 3))
    let largeTop: CGFloat = 100 + large.height + 8
    #expect(abs(fixed.frame.minY - largeTop) < 0.001)

    window.traitOverrides.preferredContentSizeCategory = .extraLarge
    #expect(label.font.pointSize == 19)
    #expect(fixed.font.pointSize == 17)
    window.layoutIfNeeded()
    let xl = expectedSize("Dynamic Type", 19)
    #expect(xl == CGSize(width: 349.0 / 3, height: 23))
    #expect(same(label.frame, CGRect(origin: CGPoint(x: 20, y: 100), size: xl)))
    #expect(same(fixed.frame, CGRect(origin: CGPoint(x: 20, y: 131), size: large)))
    let belowTop: CGFloat = 131 + large.height
    #expect(same(below.frame, CGRect(x: 20, y: belowTop, width: xl.width, height: 10)))

    window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
    window.layoutIfNeeded()
    let ax5 = expectedSize("Dynamic Type", 53)
    #expect(label.font.pointSize == 53)
    #expect(ax5 == CGSize(width: 974.0 / 3, height: 190.0 / 3))
    #expect(same(label.frame, CGRect(origin: CGPoint(x: 20, y: 100), size: ax5)))
    let ax5Top: CGFloat = 100 + 190.0 / 3 + 8
    #expect(abs(fixed.frame.minY - ax5Top) < 0.001)

    window.traitOverrides.remove(UITraitPreferredContentSizeCategory.self)
    window.layoutIfNeeded()
    #expect(label.font.pointSize == 17)
    #expect(same(label.frame, CGRect(origin: CGPoint(x: 20, y: 100), size: large)))
  }

  @Test func adjustingPicksTheViewsTextSizeAtOnce() {
    let (window, _, _, _) = makeScreen()
    window.traitOverrides.preferredContentSizeCategory = .extraExtraLarge
    let label = UILabel()
    window.rootViewController?.view.addSubview(label)
    label.font = .preferredFont(forTextStyle: .headline)
    #expect(label.font.pointSize == 17)
    label.adjustsFontForContentSizeCategory = true
    #expect(label.font.pointSize == 21)
    #expect(label.font.weight == .semibold)
    label.font = .preferredFont(forTextStyle: .caption2)
    #expect(label.font.pointSize == 15)
    // A fixed font is left alone.
    label.font = .systemFont(ofSize: 12)
    window.traitOverrides.preferredContentSizeCategory = .small
    #expect(label.font.pointSize == 12)
    let metrics = UIFontMetrics(forTextStyle: .title1)
    label.font = metrics.scaledFont(for: .systemFont(ofSize: 28))
    #expect(label.font.pointSize == 26)
  }

  @Test func textFieldsAdjustToo() {
    let (window, _, _, _) = makeScreen()
    let field = UITextField()
    field.font = .preferredFont(forTextStyle: .body)
    field.adjustsFontForContentSizeCategory = true
    window.rootViewController?.view.addSubview(field)
    let height17 = field.intrinsicContentSize.height
    window.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
    #expect(field.font?.pointSize == 28)
    #expect(field.intrinsicContentSize.height > height17)
  }
}
