import Foundation
import Testing

@testable import OpenUIKit

/// A body label that follows Dynamic Type, laid out at each of the twelve content-size
/// categories on an iPhone 15 Pro: the frame of "Settings and privacy" (any number of lines)
/// pinned 16 pt inside the safe area's leading, top and trailing edges, at the body style's
/// size for that category; from accessibilityExtraExtraLarge on it wraps onto two lines (uikit-apps
/// §3.2: 14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53), measured with Inter and rounded up
/// to the 3x pixel grid.
@MainActor
@Suite struct ContentSizeCategoryFrameTests {
  /// Category, body point size, and the label's expected size in thirds of a point
  /// (width, height).
  static let expected: [(UIContentSizeCategory, CGFloat, Int, Int)] = [
    (.extraSmall, 14, 367, 51),
    (.small, 15, 393, 54),
    (.medium, 16, 419, 58),
    (.large, 17, 445, 61),
    (.extraLarge, 19, 498, 69),
    (.extraExtraLarge, 21, 550, 76),
    (.extraExtraExtraLarge, 23, 602, 83),
    (.accessibilityMedium, 28, 733, 101),
    (.accessibilityLarge, 33, 864, 119),
    (.accessibilityExtraLarge, 40, 1047, 144),
    (.accessibilityExtraExtraLarge, 47, 757, 337),
    (.accessibilityExtraExtraExtraLarge, 53, 853, 380),
  ]

  @Test func aBodyLabelAtEveryCategory() {
    let window = UIWindow(screen: .iPhone15Pro)
    let controller = UIViewController()
    window.rootViewController = controller
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    label.text = "Settings and privacy"
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(label)
    let guide = controller.view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
      label.topAnchor.constraint(equalTo: guide.topAnchor, constant: 16),
      label.trailingAnchor.constraint(lessThanOrEqualTo: guide.trailingAnchor, constant: -16),
    ])
    window.makeKeyAndVisible()
    for (category, size, width, height) in Self.expected {
      window.traitOverrides.preferredContentSizeCategory = category
      window.layoutIfNeeded()
      #expect(label.font.pointSize == size, "\(category.rawValue)")
      let frame = label.frame
      #expect(abs(frame.minX - 16) < 0.001 && abs(frame.minY - 75) < 0.001)
      #expect(abs(frame.width * 3 - CGFloat(width)) < 0.003, "\(category.rawValue)")
      #expect(abs(frame.height * 3 - CGFloat(height)) < 0.003, "\(category.rawValue)")
    }
  }
}
