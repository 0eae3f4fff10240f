import Foundation
import OpenUIKit
import Testing

/// UIButton.Configuration: intrinsic sizes per style and size, images, padding, insets,
/// corner styles, resolved colours, and the update cycle.
///
/// "Button" in the 17 pt system font measures 47.667 × 20.333 (whole pixels up at @3x), in
/// 15 pt 42 × 18, in 12 pt 33.667 × 14.333; the "star" symbol is 20 × 19.33.
@MainActor
@Suite struct ButtonConfigurationTests: LayoutBehaviorSuite {
  static let styles: [(String, UIButton.Configuration)] = [
    ("plain", .plain()), ("tinted", .tinted()), ("gray", .gray()), ("filled", .filled()),
    ("borderless", .borderless()), ("bordered", .bordered()),
    ("borderedTinted", .borderedTinted()), ("borderedProminent", .borderedProminent()),
  ]

  func button(_ configuration: UIButton.Configuration, title: String? = "Button") -> UIButton {
    var configuration = configuration
    configuration.title = title
    return UIButton(configuration: configuration)
  }

  /// Every style: the title plus the medium insets (7, 12, 7, 12).
  @Test func everyStyleSizesToItsTitleAndInsets() {
    for (name, style) in Self.styles {
      let size = button(style).intrinsicContentSize
      #expect(abs(size.width - 71.667) < 0.001, "\(name): \(size)")
      #expect(abs(size.height - 34.333) < 0.001, "\(name): \(size)")
    }
  }

  @Test func buttonSizesChangeTheFontAndTheInsets() {
    let expected: [(UIButton.Configuration.Size, CGFloat, CGFloat)] = [
      (.mini, 49.667, 20.333), (.small, 62, 28), (.medium, 71.667, 34.333),
      (.large, 87.667, 48.333),
    ]
    for (size, width, height) in expected {
      var configuration = UIButton.Configuration.filled()
      configuration.buttonSize = size
      let measured = button(configuration).intrinsicContentSize
      expectValue(measured.width, width)
      expectValue(measured.height, height)
    }
    var small = UIButton.Configuration.plain()
    small.buttonSize = .small
    #expect(
      small.contentInsets == NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
    #expect(UIButton.Configuration.Size.mini.rawValue == 2)
    #expect(UIButton.Configuration.CornerStyle.fixed.rawValue == -1)
    #expect(UIButton.Configuration.CornerStyle.capsule.rawValue == 4)
  }

  @Test func anImageSitsBesideOrAboveTheTitle() {
    var configuration = UIButton.Configuration.tinted()
    configuration.image = UIImage(systemName: "star")
    let beside = button(configuration)
    expectValue(beside.intrinsicContentSize.width, 20 + 47.667 + 24)
    expectValue(beside.intrinsicContentSize.height, 34.333)
    configuration.imagePadding = 8
    expectValue(button(configuration).intrinsicContentSize.width, 20 + 8 + 47.667 + 24)
    configuration.imagePlacement = .top
    configuration.imagePadding = 4
    let above = button(configuration).intrinsicContentSize
    expectValue(above.width, 71.667)
    expectValue(above.height, 19.33 + 4 + 20.333 + 14)
    let imageOnly = button(configuration, title: nil).intrinsicContentSize
    expectValue(imageOnly.width, 44)
    expectValue(imageOnly.height, 33.33)
  }

  @Test func subtitlesStackUnderTheTitle() {
    var configuration = UIButton.Configuration.gray()
    configuration.subtitle = "Sub"
    let stacked = button(configuration)
    #expect(stacked.subtitleLabel?.text == "Sub")
    #expect(stacked.subtitleLabel?.font.pointSize == 15)
    expectValue(stacked.intrinsicContentSize.height, 20.333 + 18 + 14)
    configuration.titlePadding = 2
    expectValue(button(configuration).intrinsicContentSize.height, 20.333 + 2 + 18 + 14)
    #expect(button(.gray()).subtitleLabel == nil)
  }

  @Test func contentInsetsReplaceTheDefaultsUntilReset() {
    var configuration = UIButton.Configuration.filled()
    configuration.contentInsets = NSDirectionalEdgeInsets(
      top: 10, leading: 20, bottom: 10, trailing: 20)
    configuration.buttonSize = .large
    let custom = button(configuration).intrinsicContentSize
    expectValue(custom.width, 87.667)
    expectValue(custom.height, 40.333)
    configuration.setDefaultContentInsets()
    #expect(
      configuration.contentInsets
        == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
  }

  @Test func layoutCentresTheImageAndTitleAndFillsTheBackground() {
    let root = makeRoot()
    var configuration = UIButton.Configuration.filled()
    configuration.image = UIImage(systemName: "star")
    let b = button(configuration)
    b.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
    root.addSubview(b)
    root.layoutIfNeeded()
    let x = 12 + (176 - 67.667) / 2
    expectFrame(b.imageView!.frame, x, 25 - 9.665, 20, 19.33)
    expectFrame(b.titleLabel!.frame, x + 20, 25 - 10.1665, 47.667, 20.333)
    let background = b.subviews[0]
    #expect(String(describing: type(of: background)) == "_UISystemBackgroundView")
    expectFrame(background.frame, 0, 0, 200, 50)
    #expect(background.backgroundColor == .systemBlue)
    #expect(background.layer.cornerRadius == 8)
    #expect(b.titleLabel?.textColor == .white)
    #expect(b.imageView?.tintColor == .white)
  }

  @Test func cornerStylesRoundTheBackground() {
    let root = makeRoot()
    let radii: [(UIButton.Configuration.CornerStyle, CGFloat)] = [
      (.small, 4), (.medium, 8), (.large, 12), (.capsule, 20), (.fixed, 3),
    ]
    for (style, radius) in radii {
      var configuration = UIButton.Configuration.gray()
      configuration.cornerStyle = style
      configuration.background.cornerRadius = 3
      let b = button(configuration)
      b.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
      root.addSubview(b)
      root.layoutIfNeeded()
      #expect(b.subviews[0].layer.cornerRadius == radius, "\(style)")
    }
  }

  @Test func stylesResolveTheirColoursForTheState() {
    let b = button(.tinted())
    b.tintColor = .systemRed
    let tinted = b.configuration!.updated(for: b)
    #expect(tinted.background.backgroundColor == UIColor.systemRed.withAlphaComponent(0.15))
    #expect(tinted.baseForegroundColor == .systemRed)
    let gray = UIButton.Configuration.gray().updated(for: b)
    #expect(gray.background.backgroundColor == .tertiarySystemFill)
    #expect(UIButton.Configuration.plain().updated(for: b).background.backgroundColor == nil)
    b.isEnabled = false
    let disabled = UIButton.Configuration.filled().updated(for: b)
    #expect(disabled.baseForegroundColor == .tertiaryLabel)
    #expect(disabled.background.backgroundColor == .tertiarySystemFill)
    var stroked = UIButton.Configuration.plain()
    stroked.background.strokeColor = .systemGreen
    stroked.background.strokeWidth = 2
    b.configuration = stroked
    #expect(b.subviews[0].layer.borderWidth == 2)
    #expect(b.subviews[0].layer.borderColor == .systemGreen)
  }

  @Test func theUpdateHandlerRunsBeforeLayoutAfterAStateChange() {
    let root = makeRoot()
    let b = button(.filled())
    b.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
    root.addSubview(b)
    var calls = 0
    b.configurationUpdateHandler = { button in
      calls += 1
      var updated = button.configuration
      updated?.title = button.isHighlighted ? "Pressed" : "Button"
      button.configuration = updated
    }
    root.layoutIfNeeded()
    #expect(calls == 1)
    b.isHighlighted = true
    #expect(calls == 1)
    root.layoutIfNeeded()
    #expect(calls == 2)
    #expect(b.titleLabel?.text == "Pressed")
    #expect(b.currentTitle == "Pressed")
    root.layoutIfNeeded()
    #expect(calls == 2)
  }

  @Test func aTitleSetForAStateWinsOverTheConfigurations() {
    let b = button(.plain())
    b.setTitle("Selected", for: .selected)
    #expect(b.titleLabel?.text == "Button")
    b.isSelected = true
    #expect(b.titleLabel?.text == "Selected")
    b.configuration = nil
    #expect(b.subviews.allSatisfy { !($0 is UILabel) || $0 === b.titleLabel })
    #expect(b.titleLabel?.font.pointSize == 15)
  }

  @Test func anActivityIndicatorTakesTheImagesPlace() {
    var configuration = UIButton.Configuration.filled()
    configuration.showsActivityIndicator = true
    configuration.image = UIImage(systemName: "star")
    let b = button(configuration)
    expectValue(b.intrinsicContentSize.width, 20 + 47.667 + 24)
    let spinner = b.subviews.compactMap { $0 as? UIActivityIndicatorView }.first
    #expect(spinner?.isAnimating == true)
    #expect(spinner?.color == .white)
  }

  @Test func attributedTitlesShowTheirCharacters() {
    var configuration = UIButton.Configuration.plain()
    configuration.attributedTitle = AttributedString("Button")
    configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer {
      $0
    }
    let b = UIButton(configuration: configuration)
    #expect(b.titleLabel?.text == "Button")
    expectValue(b.intrinsicContentSize.width, 71.667)
  }

  @Test func aPrimaryActionFillsAnEmptyConfiguration() {
    var log: [String] = []
    let action = UIAction(title: "Go", image: UIImage(systemName: "plus")) { _ in log.append("go") }
    let b = UIButton(configuration: .borderedProminent(), primaryAction: action)
    #expect(b.buttonType == .system)
    #expect(b.configuration?.title == "Go")
    #expect(b.currentImage?.symbolName == "plus")
    let root = makeRoot()
    b.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
    root.addSubview(b)
    b.simulateTap()
    #expect(log == ["go"])
  }
}
