import Foundation

/// The background a configured button draws (UIKit's dumps name the class the same way): the
/// configuration's background colour, stroke and corner radius, filling the button.
final class _UISystemBackgroundView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }
}

extension UIButton {
  /// The views a configured button adds: its background, its subtitle label and its spinner.
  @MainActor
  final class ConfigurationParts {
    let background = _UISystemBackgroundView()
    let subtitle = UILabel()
    var spinner: UIActivityIndicatorView?
  }

  /// The sizes of a configured button's parts.
  struct ConfiguredMetrics {
    var title = CGSize.zero
    var subtitle = CGSize.zero
    var image = CGSize.zero
    var padding: CGFloat = 0
    var titlePadding: CGFloat = 0
    var placement = NSDirectionalRectEdge.leading

    var hasText: Bool { title != .zero || subtitle != .zero }
    var hasImage: Bool { image != .zero }
    var vertical: Bool { placement == .top || placement == .bottom }

    /// The title and subtitle stacked.
    var text: CGSize {
      let gap = title != .zero && subtitle != .zero ? titlePadding : 0
      return CGSize(
        width: max(title.width, subtitle.width), height: title.height + gap + subtitle.height)
    }

    /// The image and the text side by side (or stacked for top and bottom placements), with
    /// the image padding between them when both are shown.
    var content: CGSize {
      let text = self.text
      guard hasImage, hasText else { return hasImage ? image : text }
      if vertical {
        return CGSize(
          width: max(image.width, text.width), height: image.height + padding + text.height)
      }
      return CGSize(
        width: image.width + padding + text.width, height: max(image.height, text.height))
    }
  }

  /// Sets up the button types' images: a plus for ``ButtonType/contactAdd``, blank 22 × 22
  /// images for the info and detail-disclosure buttons and a blank 30 × 30 one for
  /// ``ButtonType/close`` (OpenUIKit draws no such symbols; the sizes are chosen).
  func applyButtonTypeDefaults() {
    switch buttonType {
    case .contactAdd: setImage(UIImage(systemName: "plus"), for: .normal)
    case .detailDisclosure, .infoLight, .infoDark:
      setImage(UIImage(size: CGSize(width: 22, height: 22)), for: .normal)
    case .close: setImage(UIImage(size: CGSize(width: 30, height: 30)), for: .normal)
    case .custom, .system, .plain: break
    }
  }

  /// Shows the configuration resolved for the current state (or, without one, removes the
  /// configuration's views and shows the per-state content).
  func applyConfiguration() {
    guard let configuration else {
      if let parts = configurationParts {
        parts.background.removeFromSuperview()
        parts.subtitle.removeFromSuperview()
        parts.spinner?.removeFromSuperview()
        configurationParts = nil
        if let label = storedTitleLabel {
          label.font = .systemFont(ofSize: buttonType == .custom ? 18 : 15)
          label.lineBreakMode = .byTruncatingMiddle
        }
        updateContent()
      }
      return
    }
    let resolved = configuration.updated(for: self)
    let parts = configurationParts ?? ConfigurationParts()
    if configurationParts == nil {
      configurationParts = parts
      insertSubview(parts.background, at: 0)
    }
    let background = resolved.background
    parts.background.backgroundColor = background.backgroundColor
    parts.background.layer.borderWidth = background.strokeColor == nil ? 0 : background.strokeWidth
    parts.background.layer.borderColor = background.strokeColor
    let foreground = resolved.baseForegroundColor ?? tintColor!
    let title = lookup(titles) ?? resolved.displayedTitle
    if let title, !title.isEmpty {
      let label = titleLabel!
      label.text = title
      label.font = resolved.titleFont
      label.textColor = foreground
      label.lineBreakMode = resolved.titleLineBreakMode
    } else {
      storedTitleLabel?.text = nil
    }
    if let subtitle = resolved.displayedSubtitle, !subtitle.isEmpty {
      parts.subtitle.text = subtitle
      parts.subtitle.font = resolved.subtitleFont
      parts.subtitle.textColor = foreground
      if parts.subtitle.superview !== self { addSubview(parts.subtitle) }
    } else {
      parts.subtitle.removeFromSuperview()
    }
    if resolved.showsActivityIndicator {
      let spinner = parts.spinner ?? UIActivityIndicatorView(style: .medium)
      if parts.spinner == nil {
        parts.spinner = spinner
        addSubview(spinner)
      }
      spinner.color = foreground
      spinner.startAnimating()
      storedImageView?.image = nil
    } else {
      parts.spinner?.removeFromSuperview()
      parts.spinner = nil
      if let image = currentImage {
        imageView?.image = image
        imageView?.tintColor = foreground
      } else {
        storedImageView?.image = nil
      }
    }
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  /// The sizes of the parts the configuration shows now.
  var configuredMetrics: ConfiguredMetrics {
    guard let configuration else { return ConfiguredMetrics() }
    var metrics = ConfiguredMetrics()
    let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    if let label = storedTitleLabel, let text = label.text, !text.isEmpty {
      metrics.title = label.sizeThatFits(unbounded)
    }
    if let parts = configurationParts, parts.subtitle.superview === self {
      metrics.subtitle = parts.subtitle.sizeThatFits(unbounded)
    }
    if configuration.showsActivityIndicator {
      metrics.image = configurationParts?.spinner?.intrinsicContentSize ?? .zero
    } else if let image = currentImage {
      metrics.image = image.size
    }
    metrics.placement = configuration.imagePlacement
    if metrics.hasImage, configuration.imageReservation > metrics.image.width, !metrics.vertical {
      metrics.image.width = configuration.imageReservation
    }
    if metrics.hasImage, configuration.imageReservation > metrics.image.height, metrics.vertical {
      metrics.image.height = configuration.imageReservation
    }
    metrics.padding = configuration.imagePadding
    metrics.titlePadding = configuration.titlePadding
    return metrics
  }

  /// The configured button's size: its content plus the content insets (at least zero).
  var configuredIntrinsicSize: CGSize {
    guard let configuration else { return .zero }
    let content = configuredMetrics.content
    let insets = configuration.contentInsets
    // Negative insets shrink the size, never below zero.
    return CGSize(
      width: max(content.width + insets.leading + insets.trailing, 0),
      height: max(content.height + insets.top + insets.bottom, 0))
  }

  /// Places the background over the bounds, and the image and the text in the bounds less
  /// the content insets: the content block is centred (or placed as
  /// ``UIControl/contentHorizontalAlignment`` and ``UIControl/contentVerticalAlignment``
  /// say), the image at its placement edge, the text beside it.
  func layoutConfiguredContent() {
    guard let configuration, let parts = configurationParts else { return }
    parts.background.frame = bounds
    parts.background.layer.cornerRadius = configuration.cornerRadius(for: bounds.size)
    let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let insets = configuration.contentInsets
    let area = bounds.inset(
      by: UIEdgeInsets(
        top: insets.top, left: rtl ? insets.trailing : insets.leading, bottom: insets.bottom,
        right: rtl ? insets.leading : insets.trailing))
    let metrics = configuredMetrics
    let content = metrics.content
    let width = min(content.width, max(area.width, 0))
    let height = min(content.height, max(area.height, 0))
    var x = area.minX + (area.width - width) / 2
    switch contentHorizontalAlignment {
    case .left: x = area.minX
    case .right: x = area.maxX - width
    case .leading: x = rtl ? area.maxX - width : area.minX
    case .trailing: x = rtl ? area.minX : area.maxX - width
    case .center, .fill: break
    }
    var y = area.minY + (area.height - height) / 2
    switch contentVerticalAlignment {
    case .top: y = area.minY
    case .bottom: y = area.maxY - height
    case .center, .fill: break
    }
    let block = CGRect(x: x, y: y, width: width, height: height)
    var imageRect = CGRect.zero
    var textRect = block
    if metrics.hasImage {
      let image = metrics.image
      let text = metrics.text
      let gap = metrics.hasText ? metrics.padding : 0
      var placement = metrics.placement
      if rtl, placement == .leading {
        placement = .trailing
      } else if rtl, placement == .trailing {
        placement = .leading
      }
      switch placement {
      case .top:
        imageRect = CGRect(
          x: block.midX - image.width / 2, y: block.minY, width: image.width, height: image.height)
        textRect = CGRect(
          x: block.minX, y: imageRect.maxY + gap, width: block.width, height: text.height)
      case .bottom:
        textRect = CGRect(x: block.minX, y: block.minY, width: block.width, height: text.height)
        imageRect = CGRect(
          x: block.midX - image.width / 2, y: textRect.maxY + gap, width: image.width,
          height: image.height)
      case .trailing:
        textRect = CGRect(
          x: block.minX, y: block.midY - text.height / 2,
          width: max(block.width - image.width - gap, 0), height: text.height)
        imageRect = CGRect(
          x: block.maxX - image.width, y: block.midY - image.height / 2, width: image.width,
          height: image.height)
      default:
        imageRect = CGRect(
          x: block.minX, y: block.midY - image.height / 2, width: image.width,
          height: image.height)
        textRect = CGRect(
          x: imageRect.maxX + gap, y: block.midY - text.height / 2,
          width: max(block.width - image.width - gap, 0), height: text.height)
      }
    } else {
      let text = metrics.text
      textRect = CGRect(
        x: block.minX, y: block.midY - text.height / 2, width: block.width, height: text.height)
    }
    if let spinner = parts.spinner {
      spinner.frame = imageRect
    } else if let imageView = storedImageView, metrics.hasImage {
      imageView.frame = imageRect
    }
    layoutConfiguredText(in: textRect, metrics: metrics, rtl: rtl)
  }

  /// Places the title and the subtitle in `rect`, aligned as the configuration's title
  /// alignment says.
  func layoutConfiguredText(in rect: CGRect, metrics: ConfiguredMetrics, rtl: Bool) {
    guard let configuration else { return }
    var alignment = configuration.titleAlignment
    if alignment == .automatic {
      alignment = metrics.hasImage && !metrics.vertical ? .leading : .center
    }
    func x(for width: CGFloat) -> CGFloat {
      switch alignment {
      case .leading: return rtl ? rect.maxX - width : rect.minX
      case .trailing: return rtl ? rect.minX : rect.maxX - width
      default: return rect.minX + (rect.width - width) / 2
      }
    }
    var y = rect.minY
    if let label = storedTitleLabel, metrics.title != .zero {
      let width = min(metrics.title.width, rect.width)
      label.frame = CGRect(x: x(for: width), y: y, width: width, height: metrics.title.height)
      y += metrics.title.height + (metrics.subtitle != .zero ? metrics.titlePadding : 0)
    }
    if let parts = configurationParts, metrics.subtitle != .zero {
      let width = min(metrics.subtitle.width, rect.width)
      parts.subtitle.frame = CGRect(
        x: x(for: width), y: y, width: width, height: metrics.subtitle.height)
    }
  }
}
