import Foundation
import OpenUIKit
import SnapKit
import TestSupport
import Testing

@testable import LayoutSnapshot

/// Reference snapshots of components and screens (text and SVG for all, PNG for a few).
@MainActor
@Suite struct ScreenSnapshotTests {
  /// A card: rounded, bordered, shadowed, with an icon, a spinner and a clipped child.
  func card() -> UIView {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
    card.backgroundColor = .white
    let panel = UIView()
    panel.backgroundColor = .systemGray6
    panel.layer.cornerRadius = 16
    panel.layer.borderWidth = 1
    panel.layer.borderColor = .systemGray4
    panel.layer.shadowOpacity = 0.2
    panel.layer.shadowRadius = 6
    panel.layer.shadowOffset = CGSize(width: 0, height: 3)
    card.addSubview(panel)
    panel.snp.makeConstraints { $0.edges.equalToSuperview().inset(12) }
    let icon = UIImageView(image: UIImage(systemName: "person"))
    icon.tintColor = .systemIndigo
    panel.addSubview(icon)
    icon.snp.makeConstraints { make in
      make.leading.top.equalToSuperview().offset(16)
      make.size.equalTo(40)
    }
    let spinner = UIActivityIndicatorView(style: .medium)
    spinner.startAnimating()
    panel.addSubview(spinner)
    spinner.snp.makeConstraints { make in
      make.trailing.bottom.equalToSuperview().inset(16)
    }
    let badge = UIView()
    badge.backgroundColor = .systemRed
    badge.layer.cornerRadius = 10
    badge.clipsToBounds = true
    panel.addSubview(badge)
    badge.snp.makeConstraints { make in
      make.centerY.equalTo(icon)
      make.leading.equalTo(icon.snp.trailing).offset(12)
      make.width.equalTo(60)
      make.height.equalTo(20)
    }
    let stripe = UIView()
    stripe.backgroundColor = .white
    stripe.alpha = 0.5
    badge.addSubview(stripe)
    stripe.snp.makeConstraints { make in
      make.top.bottom.equalToSuperview()
      make.leading.equalToSuperview().offset(40)
      make.width.equalTo(40)
    }
    card.layoutIfNeeded()
    return card
  }

  @Test func cardComponent() {
    let view = card()
    assertSnapshot(of: view, as: .text)
    assertSnapshot(of: view, as: .svg)
    assertSnapshot(of: view, as: .png(scale: 2))
  }

  @Test func stretchyHeaderScreen() {
    let controller = StretchyHeaderSample()
    let window = makeSampleWindow(controller)
    defer { withExtendedLifetime(window) {} }
    assertSnapshot(of: controller.view, as: .text, named: "rest")
    assertSnapshot(of: controller.view, as: .svg, named: "rest")
    controller.scrollView.beginSimulatedDrag()
    controller.scrollView.updateSimulatedDrag(translation: CGPoint(x: 0, y: 100))
    window.layoutIfNeeded()
    assertSnapshot(of: controller.view, as: .text, named: "pulled")
    assertSnapshot(of: controller.view, as: .png(scale: 1), named: "pulled")
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
    assertSnapshot(of: view, as: .text)
    assertSnapshot(of: view, as: .svg)
    assertSnapshot(of: view, as: .png(scale: 2))
  }
}
