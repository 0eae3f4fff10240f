import Foundation

/// The view a tab bar makes for a ``UITabBarItem``: the image above the title (stacked, in
/// regular height on iPhone) or beside it (inline: compact height and iPad), in the tint colour
/// when selected and `systemGray` otherwise, with the badge at the image's top-right.
@MainActor
final class TabBarButtonView: UIControl {
  /// The item shown.
  let item: UITabBarItem
  /// The image.
  let imageView = UIImageView(image: nil)
  /// The title.
  let titleLabel = UILabel()
  /// The badge, when the item has a badge value.
  let badgeLabel = UILabel()
  /// Whether the image and title sit side by side.
  var inline = false
  /// What a tap does.
  var onTap: (@MainActor (TabBarButtonView) -> Void)?

  init(item: UITabBarItem, selected: Bool, inline: Bool) {
    self.item = item
    self.inline = inline
    super.init(frame: .zero)
    accessibilityIdentifier = item.accessibilityIdentifier
    isSelected = selected
    imageView.image = selected ? (item.selectedImage ?? item.image) : item.image
    if imageView.image != nil { addSubview(imageView) }
    if let title = item.title {
      titleLabel.text = title
      titleLabel.font = inline ? .systemFont(ofSize: 13, weight: .medium) : BarMetrics.tabTitleFont
      titleLabel.textAlignment = .center
      addSubview(titleLabel)
    }
    if let badge = item.badgeValue {
      badgeLabel.text = badge
      badgeLabel.font = .systemFont(ofSize: 13)
      badgeLabel.textColor = .white
      badgeLabel.textAlignment = .center
      badgeLabel.backgroundColor = item.badgeColor ?? .systemRed
      badgeLabel.layer.cornerRadius = 9
      badgeLabel.clipsToBounds = true
      addSubview(badgeLabel)
    }
    isEnabled = item.isEnabled
    addAction(UIAction { [weak self] _ in if let self { self.onTap?(self) } }, for: .touchUpInside)
  }

  required init?(coder: NSCoder) {
    item = UITabBarItem()
    super.init(coder: coder)
  }

  /// The accessibility label: the item's, else its title.
  override var accessibilityLabel: String? {
    get { item.accessibilityLabel ?? item.title }
    set { item.accessibilityLabel = newValue }
  }

  /// Colours the image and the title.
  func applyTint(selected: UIColor, unselected: UIColor) {
    let color = isSelected ? selected : unselected
    imageView.tintColor = color
    titleLabel.textColor = color
  }

  /// Stacked: image and title centred as a group (2 pt apart) in the button. Inline: image,
  /// 6 pt, title, centred as a group. The badge: 18 pt tall, at least 18 pt wide (text plus
  /// 10 pt), its left 6 pt right of the image's centre and its top 3 pt above the image.
  override func layoutSubviews() {
    super.layoutSubviews()
    let b = bounds
    let image = imageView.superview != nil ? imageView.intrinsicContentSize : .zero
    var title = titleLabel.superview != nil ? titleLabel.intrinsicContentSize : .zero
    title.width = min(title.width.rounded(.up), b.width)
    let adjust = item.titlePositionAdjustment
    if inline {
      let gap: CGFloat = image.width > 0 && title.width > 0 ? 6 : 0
      let total = image.width + gap + title.width
      let x0 = ((b.width - total) / 2).rounded()
      imageView.frame = CGRect(
        x: x0, y: ((b.height - image.height) / 2).rounded(), width: image.width,
        height: image.height)
      titleLabel.frame = CGRect(
        x: x0 + image.width + gap + adjust.horizontal,
        y: ((b.height - title.height) / 2).rounded() + adjust.vertical, width: title.width,
        height: title.height)
    } else {
      let gap: CGFloat = image.height > 0 && title.height > 0 ? 2 : 0
      let total = image.height + gap + title.height
      let y0 = ((b.height - total) / 2).rounded()
      imageView.frame = CGRect(
        x: ((b.width - image.width) / 2).rounded(), y: y0, width: image.width, height: image.height)
      titleLabel.frame = CGRect(
        x: ((b.width - title.width) / 2).rounded() + adjust.horizontal,
        y: y0 + image.height + gap + adjust.vertical, width: title.width, height: title.height)
    }
    if badgeLabel.superview != nil {
      let text = badgeLabel.intrinsicContentSize
      let width = max(18, (text.width + 10).rounded(.up))
      badgeLabel.frame = CGRect(
        x: imageView.frame.midX + 6, y: imageView.frame.minY - 3, width: width, height: 18)
    }
  }
}
