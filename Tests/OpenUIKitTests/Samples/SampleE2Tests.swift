import Foundation
import TestSupport
import Testing

@testable import OpenUIKit

/// Sample E2: a badge reporting its natural size through intrinsicContentSize.
@MainActor
@Suite struct SampleE2Tests {
  final class BadgeView: UIView {
    var count: Int = 0 {
      didSet { invalidateIntrinsicContentSize() }
    }

    override var intrinsicContentSize: CGSize {
      let textWidth = CGFloat(count > 99 ? 40 : 28)
      return CGSize(width: textWidth, height: 20)
    }
  }

  @Test func intrinsicSizeDrivesTheFrame() {
    let window = makeSampleWindow()
    let root = window.rootViewController!.view!
    let badge = BadgeView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 10),
      badge.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
    ])
    root.layoutIfNeeded()
    #expect(badge.intrinsicContentSize == CGSize(width: 28, height: 20))
    #expect(badge.frame == CGRect(x: 349, y: 69, width: 28, height: 20))
    badge.count = 120
    root.layoutIfNeeded()
    #expect(badge.intrinsicContentSize == CGSize(width: 40, height: 20))
    #expect(badge.frame == CGRect(x: 337, y: 69, width: 40, height: 20))
    badge.count = 5
    root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 349, y: 69, width: 28, height: 20))
  }

  @Test func fittingSizeOfADetachedBadge() {
    let badge = BadgeView()
    #expect(
      badge.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 28, height: 20))
    badge.count = 100
    #expect(
      badge.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
        == CGSize(width: 40, height: 20))
  }
}
