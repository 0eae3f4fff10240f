import Foundation
import TestSupport
import Testing

@testable import OpenUIKit

/// Sample A5: the accordion. A multi-line label under a 50 pt header keeps `height == 0`
/// until expanded; expanding sets the constant to the label's intrinsic height, which after a
/// layout pass is the text wrapped at the label's width (393 − 2 × 20 − 2 × 16 = 321 pt).
/// The header is a plain view here (UIButton is not part of this suite).
@MainActor
@Suite struct SampleA5Tests: LayoutBehaviorSuite {
  struct Accordion {
    let window: UIWindow
    let root: UIView
    let container: UIView
    let header: UIView
    let contentLabel: UILabel
    let height: NSLayoutConstraint
  }

  func makeAccordion() -> Accordion {
    let window = makeSampleWindow()
    let root = window.rootViewController!.view!
    let container = UIView()
    let header = UIView()
    let label = UILabel()
    for view in [container, header, label] {
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    root.addSubview(container)
    container.addSubview(header)
    container.addSubview(label)
    label.text = TextLayoutTests.accordionText
    label.numberOfLines = 0
    label.alpha = 0
    let height = label.heightAnchor.constraint(equalToConstant: 0)
    let bottom = label.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -16)
    bottom.priority = .defaultLow
    NSLayoutConstraint.activate([
      container.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 40),
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      container.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      header.topAnchor.constraint(equalTo: container.topAnchor),
      header.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      header.heightAnchor.constraint(equalToConstant: 50),
      label.topAnchor.constraint(equalTo: header.bottomAnchor),
      label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
      height, bottom,
    ])
    root.layoutIfNeeded()
    return Accordion(
      window: window, root: root, container: container, header: header, contentLabel: label,
      height: height)
  }

  @Test func collapsedLabelIsZeroHighButKnowsItsWrappedHeight() {
    let a = makeAccordion()
    expectFrame(a.container.frame, 20, 99, 353, 66)
    expectFrame(a.contentLabel.frame, 16, 50, 321, 0)
    // Three lines at 321 pt: 3 × 20.2871 = 60.8613 → 61 (183 px at @3x).
    expectValue(a.contentLabel.intrinsicContentSize.height, 61)
    expectValue(a.contentLabel.intrinsicContentSize.width, 299.667)
  }

  @Test func expandingUsesTheWrappedHeight() {
    let a = makeAccordion()
    a.height.constant = a.contentLabel.intrinsicContentSize.height
    a.root.layoutIfNeeded()
    expectFrame(a.contentLabel.frame, 16, 50, 321, 61)
    expectFrame(a.container.frame, 20, 99, 353, 127)
    let lines = a.contentLabel.textLines(forBounds: a.contentLabel.bounds)
    #expect(lines.count == 3)
    #expect(lines.last?.line.text == "xohlagancha tekst yozishingiz mumkin.")
    a.height.constant = 0
    a.root.layoutIfNeeded()
    expectFrame(a.container.frame, 20, 99, 353, 66)
  }
}
