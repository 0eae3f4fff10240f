import Foundation
import OpenUIKit
import Testing

/// UIVisualEffectView lays out as a view with its content view filling it; blur and
/// vibrancy effects carry UIKit's styles.
@MainActor
@Suite struct VisualEffectViewTests: LayoutBehaviorSuite {
  @Test func theContentViewFillsTheEffectView() {
    let root = makeRoot(width: 390, height: 300)
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    blur.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(blur)
    NSLayoutConstraint.activate([
      blur.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      blur.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      blur.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      blur.heightAnchor.constraint(equalToConstant: 60),
    ])
    let label = UILabel()
    label.text = "Now playing"
    label.translatesAutoresizingMaskIntoConstraints = false
    blur.contentView.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: blur.contentView.leadingAnchor, constant: 12),
      label.centerYAnchor.constraint(equalTo: blur.contentView.centerYAnchor),
    ])
    root.layoutIfNeeded()
    expectFrame(blur.frame, 16, 40, 358, 60)
    expectFrame(blur.contentView.frame, 0, 0, 358, 60)
    expectFrame(label.frame, 12, 30 - 10.1665, label.intrinsicContentSize.width, 20.333)
    #expect(blur.subviews.count == 1)
    let framed = UIVisualEffectView(effect: UIBlurEffect(style: .light))
    framed.frame = CGRect(x: 0, y: 200, width: 100, height: 50)
    root.addSubview(framed)
    root.layoutIfNeeded()
    expectFrame(framed.contentView.frame, 0, 0, 100, 50)
    framed.frame.size = CGSize(width: 120, height: 80)
    root.layoutIfNeeded()
    expectFrame(framed.contentView.frame, 0, 0, 120, 80)
  }

  @Test func effectsCarryTheirStyles() {
    let blur = UIBlurEffect(style: .systemThinMaterialDark)
    #expect(blur.style.rawValue == 17)
    #expect(UIBlurEffect.Style.regular.rawValue == 4)
    #expect(UIBlurEffect.Style.systemChromeMaterial.rawValue == 10)
    let vibrancy = UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel)
    #expect(vibrancy.blurEffect === blur)
    #expect(vibrancy.style.rawValue == 1)
    #expect(UIVibrancyEffect(blurEffect: blur).style == .label)
    let view = UIVisualEffectView(effect: vibrancy)
    #expect(view.effectFillColor == nil)
    view.effect = UIBlurEffect(style: .systemUltraThinMaterial)
    #expect(view.effectFillColor == UIColor(white: 0.97, alpha: 0.3))
    #expect(UIBlurEffect(style: .dark).fillColor == UIColor(white: 0.11, alpha: 0.7))
    #expect(UIVisualEffectView(effect: nil).effectFillColor == nil)
  }
}
