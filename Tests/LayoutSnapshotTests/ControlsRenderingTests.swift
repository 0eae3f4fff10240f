import Foundation
import OpenUIKit
import Testing

@testable import LayoutSnapshot

/// How configured buttons, visual effect views and accessibility appear in the renderings.
@MainActor
@Suite struct ControlsRenderingTests {
  @Test func aConfiguredButtonDrawsItsBackgroundUnderItsTitle() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    root.accessibilityIdentifier = "root"
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Button"
    configuration.cornerStyle = .capsule
    let button = UIButton(configuration: configuration)
    button.accessibilityIdentifier = "pay"
    button.frame = CGRect(x: 10, y: 10, width: 120, height: 40)
    root.addSubview(button)
    root.layoutIfNeeded()
    #expect(
      TextRenderer.render(root)
        == """
        root (0 0; 200 60)
          pay (10 10; 120 40)
            _UISystemBackgroundView#3 (0 0; 120 40) bg #007aff radius 20
            UILabel#4 (36.17 9.83; 47.67 20.33) text "Button"

        """)
  }

  @Test func aBlurIsATranslucentFill() {
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    blur.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    blur.accessibilityIdentifier = "blur"
    #expect(
      TextRenderer.render(blur)
        == """
        blur (0 0; 100 50) bg #f7f7f7@0.7
          UIView#2 (0 0; 100 50)

        """)
    let svg = SVGRenderer.render(blur)
    #expect(svg.contains("fill=\"#f7f7f7\" fill-opacity=\"0.7\""), "\(svg)")
  }

  @Test func accessibilityShowsOnlyWhereTheAppSetIt() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    root.accessibilityIdentifier = "root"
    let title = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    title.accessibilityIdentifier = "title"
    title.text = "Inbox"
    title.accessibilityTraits = .header
    root.addSubview(title)
    let close = UIButton(type: .system)
    close.accessibilityIdentifier = "close"
    close.frame = CGRect(x: 150, y: 0, width: 44, height: 44)
    close.setImage(UIImage(systemName: "plus"), for: .normal)
    close.accessibilityLabel = "Close"
    close.accessibilityHint = "Dismisses the inbox"
    root.addSubview(close)
    let plain = UILabel(frame: CGRect(x: 0, y: 50, width: 100, height: 20))
    plain.accessibilityIdentifier = "plain"
    plain.text = "3 new"
    root.addSubview(plain)
    let decoration = UIView(frame: CGRect(x: 0, y: 80, width: 10, height: 10))
    decoration.accessibilityIdentifier = "decoration"
    decoration.accessibilityElementsHidden = true
    root.addSubview(decoration)
    let lines = TextRenderer.render(root).components(separatedBy: "\n")
    #expect(lines[1] == "  title (0 0; 100 20) text \"Inbox\" a11y: label \"Inbox\" traits header")
    #expect(
      lines[2]
        == "  close (150 0; 44 44) a11y: label \"Close\" hint \"Dismisses the inbox\" traits button"
    )
    #expect(lines.contains("  plain (0 50; 100 20) text \"3 new\""))
    #expect(lines.contains("  decoration (0 80; 10 10) a11y: not element elements hidden"))
  }
}
