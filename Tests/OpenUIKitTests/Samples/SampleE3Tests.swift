import Foundation
import Testing

@testable import OpenUIKit

/// Sample E3: "Alisher Navoiy" and "Developer" side by side in a 393 pt row (the tutorial's
/// horizontal `.fill` stack, written here as the equivalent leading-to-trailing chain).
/// Hugging 250 / 750 decides who stretches, compression 250 / 1000 who truncates.
@MainActor
@Suite struct SampleE3Tests: LayoutBehaviorSuite {
  func makeRow(width: CGFloat) -> (row: UIView, name: UILabel, role: UILabel) {
    let root = makeRoot(width: 393, height: 200)
    let row = addAutoLayoutView(to: root)
    let name = UILabel()
    let role = UILabel()
    name.text = "Alisher Navoiy"
    role.text = "Developer"
    for label in [name, role] {
      label.translatesAutoresizingMaskIntoConstraints = false
      row.addSubview(label)
    }
    name.setContentHuggingPriority(.defaultLow, for: .horizontal)
    role.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    role.setContentCompressionResistancePriority(.required, for: .horizontal)
    name.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    NSLayoutConstraint.activate(
      pin(row, in: root, 0, 0, width, 44) + [
        name.leadingAnchor.constraint(equalTo: row.leadingAnchor),
        role.leadingAnchor.constraint(equalTo: name.trailingAnchor),
        role.trailingAnchor.constraint(equalTo: row.trailingAnchor),
        name.centerYAnchor.constraint(equalTo: row.centerYAnchor),
        role.centerYAnchor.constraint(equalTo: row.centerYAnchor),
      ])
    root.layoutIfNeeded()
    return (row, name, role)
  }

  @Test func theLowHuggingNameStretchesAt393() {
    let (_, name, role) = makeRow(width: 393)
    // Natural widths: 103.262 → 103.333 and 73.495 → 73.667.
    expectFrame(role.frame, 319.333, 11.833, 73.667, 20.333)
    expectFrame(name.frame, 0, 11.833, 319.333, 20.333)
    #expect(name.textLines(forBounds: name.bounds).map(\.line.text) == ["Alisher Navoiy"])
  }

  @Test func theLowCompressionNameTruncatesWhenTooNarrow() {
    let (_, name, role) = makeRow(width: 150)
    expectFrame(role.frame, 76.333, 11.833, 73.667, 20.333)
    expectFrame(name.frame, 0, 11.833, 76.333, 20.333)
    let lines = name.textLines(forBounds: name.bounds)
    #expect(lines.map(\.line.text) == ["Alisher…"])
    #expect(role.textLines(forBounds: role.bounds).map(\.line.text) == ["Developer"])
  }
}
