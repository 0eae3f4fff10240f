import Foundation

/// The cell's own parts: the accessory, the content view's rectangle, the separator and the
/// selection background.
extension UITableViewCell {
  /// The size of a standard accessory (OpenUIKit's, after iOS 17's glyphs; Apple documents
  /// none): chevron 8 × 13, checkmark 14 × 12, info button 22 × 22, info button and chevron
  /// 42 × 22.
  static func accessorySize(_ type: AccessoryType) -> CGSize {
    switch type {
    case .none: return .zero
    case .disclosureIndicator: return CGSize(width: 8, height: 13)
    case .checkmark: return CGSize(width: 14, height: 12)
    case .detailButton: return CGSize(width: 22, height: 22)
    case .detailDisclosureButton: return CGSize(width: 42, height: 22)
    }
  }

  /// The view shown at the trailing edge: ``accessoryView``, or the standard accessory's.
  var shownAccessory: UIView? {
    if let accessoryView { return accessoryView }
    return storedAccessoryGlyph
  }

  func accessoryDidChange() {
    storedAccessoryGlyph?.removeFromSuperview()
    storedAccessoryGlyph = nil
    if let accessoryView {
      addSubview(accessoryView)
    } else if accessoryType != .none {
      let glyph = UIView(frame: CGRect(origin: .zero, size: Self.accessorySize(accessoryType)))
      glyph.tintColor = accessoryType == .disclosureIndicator ? .tertiaryLabel : nil
      let tint = glyph.tintColor ?? .systemBlue
      switch accessoryType {
      case .disclosureIndicator:
        AccessoryGlyph.add(.chevron, size: glyph.bounds.size, color: tint, to: glyph)
      case .checkmark:
        AccessoryGlyph.add(.checkmark, size: glyph.bounds.size, color: tint, to: glyph)
      case .detailButton:
        AccessoryGlyph.add(.info, size: glyph.bounds.size, color: tint, to: glyph)
      case .detailDisclosureButton:
        // The info button, 12 pt of space, and a chevron (22 + 12 + 8).
        let info = UIView(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
        AccessoryGlyph.add(.info, size: info.bounds.size, color: tint, to: info)
        let chevron = UIView(frame: CGRect(x: 34, y: 4.5, width: 8, height: 13))
        AccessoryGlyph.add(.chevron, size: chevron.bounds.size, color: .tertiaryLabel, to: chevron)
        glyph.addSubview(info)
        glyph.addSubview(chevron)
      case .none: break
      }
      addSubview(glyph)
      storedAccessoryGlyph = glyph
    }
    setNeedsLayout()
  }

  /// The trailing margin of the accessory and the built-in content: 16 pt on cells narrower
  /// than 414 pt, 20 pt on wider ones.
  var cellMargin: CGFloat { Self.labelInset(forWidth: bounds.width) }

  /// The content view's rectangle in a cell of `size`: the cell less the separator at the
  /// bottom and, with an accessory, less everything from the accessory's leading edge
  /// (the accessory sits `cellMargin` from the trailing edge; OpenUIKit's rule, U).
  func contentRect(for size: CGSize) -> CGRect {
    var width = size.width
    if let accessory = shownAccessory {
      width = max(size.width - Self.labelInset(forWidth: size.width) - accessory.bounds.width, 0)
    }
    return CGRect(x: 0, y: 0, width: width, height: max(size.height - separatorHeight, 0))
  }

  /// Lays out the parts inside ``bounds``.
  func layoutCellParts() {
    let b = bounds
    let content = contentRect(for: b.size)
    if contentView.frame != content { contentView.frame = content }
    if let list = contentView as? UIListContentView {
      list.minimumHorizontalMargin = accessoryAwareMargin
    }
    if let accessory = shownAccessory {
      let size = accessory.bounds.size
      accessory.frame = CGRect(
        x: b.width - cellMargin - size.width, y: ((content.height - size.height) / 2),
        width: size.width, height: size.height)
    }
    backgroundView?.frame = b
    selectedBackgroundView?.frame = b
    defaultSelectedBackground?.frame = b
    let inset = separatorInset
    separatorView.frame = CGRect(
      x: inset.left, y: b.height - separatorHeight,
      width: max(b.width - inset.left - inset.right, 0), height: separatorHeight)
    bringSubviewToFront(separatorView)
  }

  /// The list content's horizontal margin: the cell's margin.
  var accessoryAwareMargin: CGFloat { cellMargin }

  /// Shows the selection background while the cell is selected or highlighted (unless the
  /// selection style is none), just above ``backgroundView``.
  func updateSelectionBackground() {
    let shows = (storedSelected || storedHighlighted) && selectionStyle != .none
    let view: UIView?
    if let custom = selectedBackgroundView {
      defaultSelectedBackground?.removeFromSuperview()
      view = custom
    } else if shows {
      if defaultSelectedBackground == nil {
        let fill = UIView()
        fill.backgroundColor = .systemGray4
        defaultSelectedBackground = fill
      }
      view = defaultSelectedBackground
    } else {
      view = defaultSelectedBackground
    }
    guard let view else { return }
    if shows {
      if view.superview !== self {
        insertSubview(view, at: backgroundView == nil ? 0 : 1)
      }
      view.frame = bounds
    } else {
      view.removeFromSuperview()
    }
  }

  /// Sets the colour of the table's style unless the app set one.
  func applyStyleBackground(_ color: UIColor) {
    guard !hasCustomBackgroundColor else { return }
    applyingStyleBackground = true
    backgroundColor = color
    applyingStyleBackground = false
  }

  // MARK: Content configuration

  /// A ``UIListContentConfiguration/cell()`` with nothing set (UIKit's styling for the
  /// cell's table).
  public func defaultContentConfiguration() -> UIListContentConfiguration {
    .cell()
  }

  func applyContentConfiguration() {
    guard let configuration = contentConfiguration else { return }
    if let current = contentView as? any UIContentView, current.supports(configuration) {
      current.configuration = configuration
      contentView.setNeedsLayout()
      return
    }
    let made = configuration.makeContentView()
    let old = contentView
    made.frame = old.frame
    made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    insertSubview(made, aboveSubview: old)
    old.removeFromSuperview()
    contentView = made
    setNeedsLayout()
  }

  // MARK: Sizing

  /// Sets the cell's rectangle in its table. Out of a table (a root, whose size is only
  /// preferred) the order does not matter; in it, the content view takes the new separator
  /// at the current size first, so that its constraints never see a content height the row
  /// will not give them.
  func place(in rect: CGRect, separatorHeight separator: CGFloat) {
    separatorHeight = separator
    if superview != nil {
      let current = contentRect(for: bounds.size)
      if contentView.frame != current { contentView.frame = current }
    }
    if frame != rect { frame = rect }
    layoutCellParts()
  }

  /// The height a row of this cell takes at `width` when the table sizes it automatically:
  /// the content view's fitting height plus the separator; for a list configuration or the
  /// built-in labels, their height, at least 44 pt; 44 when nothing decides.
  func automaticHeight(width: CGFloat, separator: CGFloat) -> CGFloat {
    place(in: CGRect(x: 0, y: 0, width: width, height: bounds.height), separatorHeight: separator)
    let contentWidth = contentRect(for: CGSize(width: width, height: 44)).width
    if let list = contentView as? UIListContentView {
      list.minimumHorizontalMargin = accessoryAwareMargin
      let needed = list.fittingHeight(forWidth: contentWidth) + separator
      return max(needed, list.listConfiguration.minimumCellHeight)
    }
    let fitting = systemLayoutSizeFitting(
      CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    if fitting.height - separator > 0.001 { return fitting.height }
    return builtInLabelsHeight(contentWidth: contentWidth, separator: separator) ?? 44
  }
}
