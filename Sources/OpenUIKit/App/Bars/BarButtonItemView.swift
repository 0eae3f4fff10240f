import Foundation

/// The view a bar makes for a ``UIBarButtonItem``: its title in 17 pt (semibold for `.done`)
/// or its image, in the tint colour, or its custom view. A tap runs the item's action.
@MainActor
final class BarButtonItemView: UIControl {
  /// The item shown.
  let item: UIBarButtonItem
  /// The title, when the item has one and no image.
  let titleLabel = UILabel()
  /// The image, when the item has one.
  let imageView = UIImageView(image: nil)

  init(item: UIBarButtonItem) {
    self.item = item
    super.init(frame: .zero)
    accessibilityIdentifier = item.accessibilityIdentifier
    if let custom = item.customView {
      addSubview(custom)
    } else if let image = item.image {
      imageView.image = image
      addSubview(imageView)
    } else if let title = item.title {
      titleLabel.text = title
      titleLabel.font = item.style == .done ? BarMetrics.doneItemFont : BarMetrics.itemFont
      addSubview(titleLabel)
    }
    isEnabled = item.isEnabled
    addAction(UIAction { [weak self] _ in self?.item.performTap() }, for: .touchUpInside)
  }

  required init?(coder: NSCoder) {
    item = UIBarButtonItem()
    super.init(coder: coder)
  }

  /// The accessibility label: the item's, else its title.
  override var accessibilityLabel: String? {
    get { item.accessibilityLabel ?? item.title }
    set { item.accessibilityLabel = newValue }
  }

  /// The width the item takes: a fixed space's width; else the content's (the custom view's
  /// frame or fitting size, the image's width, the title's), at least ``UIBarButtonItem/width``.
  var contentSize: CGSize {
    if item.systemItem == .fixedSpace { return CGSize(width: item.width, height: 0) }
    var size = CGSize.zero
    if let custom = item.customView {
      size = custom.frame.size
      if size == .zero { size = custom.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) }
    } else if imageView.superview != nil {
      size = imageView.intrinsicContentSize
      size.width += item.imageInsets.left + item.imageInsets.right
    } else if titleLabel.superview != nil {
      size = titleLabel.intrinsicContentSize
    }
    return CGSize(width: max(size.width, item.width), height: size.height)
  }

  /// Colours the content: the item's tint, else `tint`; dimmed when disabled.
  func applyTint(_ tint: UIColor) {
    let color = item.isEnabled ? (item.tintColor ?? tint) : UIColor.tertiaryLabel
    titleLabel.textColor = color
    imageView.tintColor = color
  }

  /// Centres the content vertically.
  override func layoutSubviews() {
    super.layoutSubviews()
    let b = bounds
    if let custom = item.customView {
      var size = custom.frame.size
      if size == .zero { size = custom.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) }
      custom.frame = CGRect(
        x: ((b.width - size.width) / 2).rounded(), y: ((b.height - size.height) / 2).rounded(),
        width: size.width, height: size.height)
    } else if imageView.superview != nil {
      let size = imageView.intrinsicContentSize
      let insets = item.imageInsets
      imageView.frame = CGRect(
        x: ((b.width - size.width) / 2).rounded() + insets.left - insets.right,
        y: ((b.height - size.height) / 2).rounded() + insets.top - insets.bottom,
        width: size.width, height: size.height)
    } else if titleLabel.superview != nil {
      let size = titleLabel.intrinsicContentSize
      titleLabel.frame = CGRect(
        x: 0, y: ((b.height - size.height) / 2).rounded(), width: b.width, height: size.height)
    }
  }
}

/// The back button: a chevron (`chevron.backward`) and the previous item's back title.
@MainActor
final class BackButtonView: UIControl {
  /// The chevron.
  let chevron = UIImageView(image: UIImage(systemName: "chevron.backward"))
  /// The title (absent in the minimal display mode).
  let titleLabel = UILabel()
  /// What a tap does.
  var onTap: (@MainActor () -> Void)?

  init(title: String?) {
    super.init(frame: .zero)
    accessibilityIdentifier = "BackButton"
    addSubview(chevron)
    if let title {
      titleLabel.text = title
      titleLabel.font = BarMetrics.itemFont
      addSubview(titleLabel)
    }
    addAction(UIAction { [weak self] _ in self?.onTap?() }, for: .touchUpInside)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The accessibility label: the title, else "Back".
  override var accessibilityLabel: String? {
    get { titleLabel.text ?? "Back" }
    set {}
  }

  /// The chevron's width, the gap and the title's width.
  var contentSize: CGSize {
    let c = chevron.intrinsicContentSize
    guard titleLabel.superview != nil else { return c }
    let t = titleLabel.intrinsicContentSize
    return CGSize(
      width: c.width + BarMetrics.backChevronGap + t.width, height: max(c.height, t.height))
  }

  /// Colours the chevron and title.
  func applyTint(_ tint: UIColor) {
    chevron.tintColor = tint
    titleLabel.textColor = tint
  }

  /// The chevron at the leading edge, the title after it, both centred vertically.
  override func layoutSubviews() {
    super.layoutSubviews()
    let b = bounds
    let c = chevron.intrinsicContentSize
    chevron.frame = CGRect(
      x: 0, y: ((b.height - c.height) / 2).rounded(), width: c.width, height: c.height)
    if titleLabel.superview != nil {
      let t = titleLabel.intrinsicContentSize
      let x = c.width + BarMetrics.backChevronGap
      titleLabel.frame = CGRect(
        x: x, y: ((b.height - t.height) / 2).rounded(), width: max(0, b.width - x), height: t.height
      )
    }
  }
}
