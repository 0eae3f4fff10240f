import Foundation
import OpenUIKit

@testable import OpenUIKit

/// The trait steps: the window's text size changes (labels that adjust re-scale their Dynamic
/// Type fonts and relayout), the window rotates (animated or not: size, safe area and size
/// classes change), views switch to the dark appearance, and the layout direction flips
/// (see ``directionOperation()``), under the existing invariants,
/// plus: every adjusting label's font has the table size of its traits' text size, and its
/// intrinsic size is finite.
extension LayoutFuzzer {
  static let fuzzCategories: [UIContentSizeCategory] =
    [.unspecified] + UIContentSizeCategory.allSpecified
  static let fuzzOrientations: [UIInterfaceOrientation] = [
    .portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown, .unknown,
  ]

  func traitOperation() {
    switch random.below(5) {
    case 0:
      let category = random.pick(Self.fuzzCategories)
      if random.chance(200) {
        window.traitOverrides.remove(UITraitPreferredContentSizeCategory.self)
      } else {
        window.traitOverrides.preferredContentSizeCategory = category
      }
    case 1:
      window.rotate(to: random.pick(Self.fuzzOrientations), animated: random.chance(500))
    case 2:
      guard !views.isEmpty else { return }
      random.pick(views).overrideUserInterfaceStyle = random.pick([.unspecified, .light, .dark])
    case 3:
      directionOperation()
    default:
      addTraitLabel()
    }
  }

  /// The layout direction changes: the window's layout-direction trait (set, flipped or
  /// removed), or a view's semantic content attribute. Constraints with leading or trailing
  /// flip with it, and the constraint check measures them in the same mirrored coordinates.
  func directionOperation() {
    if views.isEmpty || random.chance(500) {
      if random.chance(300) {
        window.traitOverrides.remove(UITraitLayoutDirection.self)
      } else {
        window.traitOverrides.layoutDirection = random.pick([.leftToRight, .rightToLeft])
      }
    } else {
      random.pick(views).semanticContentAttribute = random.pick([
        .unspecified, .unspecified, .forceRightToLeft, .forceLeftToRight, .playback, .spatial,
      ])
    }
  }

  /// A label with a Dynamic Type font that adjusts, pinned to the root (at most six).
  func addTraitLabel() {
    guard traitLabels.count < 6 else {
      random.pick(traitLabels).text = random.pick(["", "Dynamic", "Type that wraps over lines"])
      return
    }
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: random.pick(UIFont.TextStyle.allStyles))
    label.adjustsFontForContentSizeCategory = true
    label.numberOfLines = random.chance(500) ? 0 : 1
    label.text = "Dynamic Type"
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    let pins = [
      label.leadingAnchor.constraint(
        equalTo: root.leadingAnchor, constant: CGFloat(random.below(200))),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(random.below(600))),
    ]
    NSLayoutConstraint.activate(pins)
    constraints.append(contentsOf: pins)
    traitLabels.append(label)
  }

  func checkTraitLabels() {
    for label in traitLabels {
      guard let style = label.font.textStyle else {
        violations.append("step \(stepIndex): adjusting label lost its text style")
        continue
      }
      let expected = style.pointSize(for: label.traitCollection.preferredContentSizeCategory)
      if label.font.pointSize != expected {
        violations.append(
          "step \(stepIndex): label font \(label.font.pointSize) pt, expected \(expected) pt")
      }
      let size = label.intrinsicContentSize
      if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
        violations.append("step \(stepIndex): label intrinsic size \(size)")
      }
      let f = label.frame
      for value in [f.minX, f.minY, f.width, f.height] {
        digest = (digest ^ (value * 1000).rounded().bitPattern) &* 0x100_0000_01B3
      }
    }
  }
}
