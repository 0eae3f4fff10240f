import Foundation
import TestSupport
import Testing

@testable import OpenUIKit

/// Sample E6: a missing height makes the layout ambiguous.
@MainActor
@Suite struct SampleE6Tests {
  @Test func missingHeightIsReported() {
    let window = makeSampleWindow()
    let root = window.rootViewController!.view!
    let customView = UIView()
    customView.accessibilityIdentifier = "customView"
    customView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(customView)
    NSLayoutConstraint.activate([
      customView.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
      customView.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      customView.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
    ])
    root.layoutIfNeeded()
    #expect(customView.hasAmbiguousLayout)
    #expect(customView.ambiguityExplanation == ["height of customView is not determined"])
    #expect(!root.hasAmbiguousLayout)
    let trace = window._autolayoutTrace()
    let lines = trace.components(separatedBy: "\n")
    #expect(lines[0].hasPrefix("•UIWindow:0x"))
    #expect(lines[1].hasPrefix("|   +UIView:0x"))
    #expect(lines[2].hasPrefix("|   |   *UIView:0x"))
    let address = lines[2].split(separator: ":")[1].prefix { $0 != "'" }
    #expect(
      lines[2].contains(
        "'customView'- AMBIGUOUS LAYOUT for UIView:\(address)'customView'.Height{id: "))
    #expect(lines[2].hasSuffix("}"))
    #expect(
      lines.suffix(4) == [
        "Legend:",
        "\t* - is laid out with auto layout",
        "\t+ - is laid out manually, but is represented in the layout engine because "
          + "translatesAutoresizingMaskIntoConstraints = YES",
        "\t• - layout engine host",
      ])
    customView.heightAnchor.constraint(equalToConstant: 40).isActive = true
    root.layoutIfNeeded()
    #expect(!customView.hasAmbiguousLayout)
    #expect(customView.frame == CGRect(x: 16, y: 79, width: 361, height: 40))
  }
}
