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

  @Test func contentPinnedInsideTheContentViewSizesTheEffectView() {
    // A toast: a blur pill positioned by its centre and sized by its label, as apps write it.
    let root = makeRoot(width: 390, height: 300)
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    blur.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(blur)
    let label = UILabel()
    label.text = "Copied"
    label.translatesAutoresizingMaskIntoConstraints = false
    blur.contentView.addSubview(label)
    NSLayoutConstraint.activate([
      blur.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      blur.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
      label.leadingAnchor.constraint(equalTo: blur.contentView.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: blur.contentView.trailingAnchor, constant: -16),
      label.topAnchor.constraint(equalTo: blur.contentView.topAnchor, constant: 10),
      label.bottomAnchor.constraint(equalTo: blur.contentView.bottomAnchor, constant: -10),
    ])
    root.layoutIfNeeded()
    let text = label.intrinsicContentSize
    let width = text.width + 32
    let height = text.height + 20
    expectFrame(blur.frame, (390 - width) / 2, 280 - height, width, height)
    expectFrame(blur.contentView.frame, 0, 0, width, height)
    expectFrame(label.frame, 16, 10, text.width, text.height)
    #expect(!blur.hasAmbiguousLayout)
    #expect(!blur.contentView.hasAmbiguousLayout)
    label.text = "Copied to the clipboard"
    root.layoutIfNeeded()
    let longer = label.intrinsicContentSize
    expectFrame(blur.frame, (390 - longer.width - 32) / 2, 280 - height, longer.width + 32, height)
    expectFrame(blur.contentView.frame, 0, 0, longer.width + 32, height)
  }

  @Test func aZeroFrameFlexibleSubviewFollowsItsSuperview() {
    // Springs and struts with every flexible part at zero share a change equally.
    let root = makeRoot(width: 200, height: 200)
    let container = UIView()
    let child = UIView()
    child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.addSubview(child)
    root.addSubview(container)
    container.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
    root.layoutIfNeeded()
    expectFrame(child.frame, 0, 0, 80, 40)
    let margins = UIView()
    let centred = UIView()
    centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    margins.addSubview(centred)
    root.addSubview(margins)
    margins.frame = CGRect(x: 0, y: 100, width: 100, height: 20)
    root.layoutIfNeeded()
    expectFrame(centred.frame, 50, 0, 0, 0)
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
