import Foundation

/// The view a ``UIListContentConfiguration`` makes: an image view and two labels laid out
/// by the configuration's margins and paddings (frames, no constraints). Its height for a
/// width is ``fittingHeight(forWidth:)``; as a cell's content view it decides the row's
/// height when the table sizes rows automatically.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
  /// The configuration shown.
  public var listConfiguration: UIListContentConfiguration {
    didSet { apply() }
  }
  /// The least horizontal margins: the owning cell's or header's layout margins (0 alone).
  var minimumHorizontalMargin: CGFloat = 0 {
    didSet { if minimumHorizontalMargin != oldValue { setNeedsLayout() } }
  }
  let imageView = UIImageView(image: nil)
  let textLabel = UILabel()
  let secondaryTextLabel = UILabel()

  /// Creates a view showing `configuration`.
  public init(configuration: UIListContentConfiguration) {
    listConfiguration = configuration
    super.init(frame: .zero)
    for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
    apply()
  }

  /// Creates a view from an archive: nothing is decoded (OpenUIKit has no nibs).
  public required init?(coder: NSCoder) {
    listConfiguration = .cell()
    super.init(coder: coder)
    for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
    apply()
  }

  /// The configuration shown; a ``UIListContentConfiguration`` replaces the current one,
  /// other types are ignored.
  public var configuration: any UIContentConfiguration {
    get { listConfiguration }
    set {
      if let list = newValue as? UIListContentConfiguration { listConfiguration = list }
    }
  }

  /// Whether `configuration` is a ``UIListContentConfiguration``.
  public func supports(_ configuration: any UIContentConfiguration) -> Bool {
    configuration is UIListContentConfiguration
  }

  private func style(
    _ label: UILabel, _ text: String?, _ p: UIListContentConfiguration.TextProperties
  ) {
    label.text = text
    label.font = p.font
    label.textColor = p.color
    label.textAlignment = p.alignment
    label.numberOfLines = p.numberOfLines
    label.lineBreakMode = p.lineBreakMode
    label.isHidden = text == nil
  }

  private func apply() {
    let c = listConfiguration
    style(textLabel, c.displayedText, c.textProperties)
    style(secondaryTextLabel, c.displayedSecondaryText, c.secondaryTextProperties)
    imageView.image = c.image
    imageView.isHidden = c.image == nil
    imageView.tintColor = c.imageProperties.tintColor
    imageView.layer.cornerRadius = c.imageProperties.cornerRadius
    setNeedsLayout()
  }

  /// The frames of the image, the text and the secondary text for `size`, and the height
  /// the content needs at that width.
  struct Frames {
    var image = CGRect.zero
    var text = CGRect.zero
    var secondary = CGRect.zero
    var height: CGFloat = 0
  }

  func frames(for size: CGSize) -> Frames {
    let c = listConfiguration
    let m = c.directionalLayoutMargins
    let leading = max(m.leading, minimumHorizontalMargin)
    let trailing = max(m.trailing, minimumHorizontalMargin)
    var out = Frames()
    let hasText = c.displayedText != nil
    let hasSecondary = c.displayedSecondaryText != nil
    var imageSize = CGSize.zero
    var textX = leading
    if let image = c.image {
      imageSize = c.imageProperties.layoutSize(of: image)
      if hasText || hasSecondary { textX += imageSize.width + c.imageToTextPadding }
    }
    let textWidth = max(size.width - trailing - textX, 0)
    func fit(_ label: UILabel, _ width: CGFloat) -> CGSize {
      let s = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
      return CGSize(width: min(s.width, width), height: s.height)
    }
    var text = hasText ? fit(textLabel, textWidth) : .zero
    var secondary = hasSecondary ? fit(secondaryTextLabel, textWidth) : .zero
    var sideBySide = false
    if c.prefersSideBySideTextAndSecondaryText, hasText, hasSecondary {
      let free = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
      let t = textLabel.sizeThatFits(free)
      let s = secondaryTextLabel.sizeThatFits(free)
      if t.width + c.textToSecondaryTextHorizontalPadding + s.width <= textWidth {
        sideBySide = true
        text = t
        secondary = s
      }
    }
    let block: CGFloat
    if sideBySide {
      block = max(text.height, secondary.height)
    } else {
      let gap = hasText && hasSecondary ? c.textToSecondaryTextVerticalPadding : 0
      block = text.height + gap + secondary.height
    }
    let content = max(block, imageSize.height)
    out.height = m.top + content + m.bottom
    let top = m.top + max((size.height - m.top - m.bottom - content) / 2, 0)
    if c.image != nil {
      let shown = c.image.map { c.imageProperties.displaySize(of: $0) } ?? .zero
      out.image = CGRect(
        x: leading + (imageSize.width - shown.width) / 2,
        y: top + (content - shown.height) / 2, width: shown.width, height: shown.height)
    }
    let blockTop = top + (content - block) / 2
    if sideBySide {
      out.text = CGRect(
        x: textX, y: blockTop + (block - text.height) / 2, width: text.width,
        height: text.height)
      out.secondary = CGRect(
        x: size.width - trailing - secondary.width, y: blockTop + (block - secondary.height) / 2,
        width: secondary.width, height: secondary.height)
    } else {
      out.text = CGRect(x: textX, y: blockTop, width: textWidth, height: text.height)
      let gap = hasText && hasSecondary ? c.textToSecondaryTextVerticalPadding : 0
      out.secondary = CGRect(
        x: textX, y: blockTop + text.height + gap, width: textWidth, height: secondary.height)
    }
    return out
  }

  /// The height the content needs at `width`: the margins plus the taller of the image and
  /// the text block.
  public func fittingHeight(forWidth width: CGFloat) -> CGFloat {
    frames(for: CGSize(width: width, height: 0)).height
  }

  /// The configuration's height at the proposed width.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: fittingHeight(forWidth: size.width))
  }

  /// Places the image and the labels.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let f = frames(for: bounds.size)
    imageView.frame = f.image
    textLabel.frame = f.text
    secondaryTextLabel.frame = f.secondary
  }
}
