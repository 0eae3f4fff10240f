import Foundation
import OpenUIKit
import SnapKit
import TestSupport
import Testing

@testable import LayoutSnapshot
@testable import LayoutSnapshotTesting

/// Reference snapshots of components and screens (text and SVG for all, PNG for a few).
@MainActor
@Suite struct ScreenSnapshotTests {
  func card() -> UIView { SnapshotCard.make() }

  @Test func cardComponent() {
    let view = card()
    assertSnapshot(of: view, as: .layoutText)
    assertSnapshot(of: view, as: .svg)
    assertSnapshot(of: view, as: .image(traits: UITraitCollection(displayScale: 2)))
  }

  @Test func stretchyHeaderScreen() {
    let controller = StretchyHeaderSample()
    let window = makeSampleWindow(controller)
    defer { withExtendedLifetime(window) {} }
    assertSnapshot(of: controller.view, as: .layoutText, named: "rest")
    assertSnapshot(of: controller.view, as: .svg, named: "rest")
    controller.scrollView.beginSimulatedDrag()
    controller.scrollView.updateSimulatedDrag(translation: CGPoint(x: 0, y: 100))
    window.layoutIfNeeded()
    assertSnapshot(of: controller.view, as: .layoutText, named: "pulled")
    assertSnapshot(
      of: controller.view, as: .image(traits: UITraitCollection(displayScale: 1)), named: "pulled")
  }
}

/// A form of the controls: a title label, a text field with its placeholder, a filled one, a
/// button row in a stack view and a spinner.
@MainActor
@Suite struct ControlsSnapshotTests {
  func form() -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 260))
    root.backgroundColor = .systemGroupedBackground
    let title = UILabel()
    title.text = "Profil ma'lumotlari"
    title.font = .boldSystemFont(ofSize: 22)
    let name = UITextField()
    name.placeholder = "Ism"
    name.borderStyle = .roundedRect
    name.backgroundColor = .white
    let email = UITextField()
    email.text = "alisher@example.uz"
    email.borderStyle = .roundedRect
    email.backgroundColor = .white
    let save = UIButton(type: .system)
    save.setTitle("Saqlash", for: .normal)
    save.backgroundColor = .systemBlue
    save.setTitleColor(.white, for: .normal)
    save.layer.cornerRadius = 8
    let cancel = UIButton(type: .system)
    cancel.setTitle("Bekor qilish", for: .normal)
    let buttons = UIStackView(arrangedSubviews: [cancel, save])
    buttons.distribution = .fillEqually
    buttons.spacing = 12
    let spinner = UIActivityIndicatorView(style: .medium)
    spinner.startAnimating()
    let column = UIStackView(arrangedSubviews: [title, name, email, buttons, spinner])
    column.axis = .vertical
    column.spacing = 12
    column.alignment = .fill
    root.addSubview(column)
    column.snp.makeConstraints { $0.edges.equalToSuperview().inset(16) }
    root.layoutIfNeeded()
    return root
  }

  @Test func controlsForm() {
    let view = form()
    assertSnapshot(of: view, as: .layoutText)
    assertSnapshot(of: view, as: .svg)
    assertSnapshot(of: view, as: .image(traits: UITraitCollection(displayScale: 2)))
  }
}
