import Foundation

/// How a navigation bar places its views. The edges are inset by the bar's safe area (the
/// sensor housing's sides in landscape); the items are 16 pt (20 pt in regular width) from
/// those edges and 8 pt apart, the back button 8 pt from the edge; the title is centred on
/// the bar when it fits between the items, else centred in the space between them; everything
/// is centred vertically in the standard band (44, 32 or 50 pt).
extension UINavigationBar {
  /// Makes the views of the top item (and of the back button).
  func makeItemViews() {
    needsItemViews = false
    for v in leftViews { v.removeFromSuperview() }
    for v in rightViews { v.removeFromSuperview() }
    leftViews = []
    rightViews = []
    backButton = nil
    titleLabel.removeFromSuperview()
    largeTitleContainer.removeFromSuperview()
    for sub in subviews where sub !== backgroundView { sub.removeFromSuperview() }
    backgroundView.applyStyle(translucent: isTranslucent, barTintColor: barTintColor)
    guard let item = topItem else { return }
    let tint: UIColor = tintColor
    let lefts = (item.leftBarButtonItems ?? []).filter { !$0.isHidden }
    if let back = backItem, !item.hidesBackButton,
      lefts.isEmpty || item.leftItemsSupplementBackButton
    {
      let button = BackButtonView(title: back.backTitle(mode: item.backButtonDisplayMode))
      button.applyTint(tint)
      button.onTap = { [weak self] in self?.backButtonTapped() }
      backButton = button
      leftViews.append(button)
      addSubview(button)
    }
    for barItem in lefts {
      barItem.addChangeObserver(self)
      let v = BarButtonItemView(item: barItem)
      v.applyTint(tint)
      leftViews.append(v)
      addSubview(v)
    }
    for barItem in (item.rightBarButtonItems ?? []) where !barItem.isHidden {
      barItem.addChangeObserver(self)
      let v = BarButtonItemView(item: barItem)
      v.applyTint(tint)
      rightViews.append(v)
      addSubview(v)
    }
    if let titleView = item.titleView {
      addSubview(titleView)
    } else {
      titleLabel.text = item.title
      addSubview(titleLabel)
    }
    if displaysLargeTitle {
      largeTitleLabel.text = item.title
      addSubview(largeTitleContainer)
    }
  }

  /// The views that show the top item: its items, the back button, the title (or title view)
  /// and the large title.
  var contentViews: [UIView] {
    var list = leftViews + rightViews
    if let titleView = topItem?.titleView {
      list.append(titleView)
    } else {
      list.append(titleLabel)
    }
    if largeTitleContainer.superview === self { list.append(largeTitleContainer) }
    return list
  }

  /// Places the background, the items, the title and the large title.
  func layoutBar() {
    let b = bounds
    let scale = window?.screen.scale ?? traitCollection.displayScale
    backgroundView.frame = CGRect(
      x: 0, y: -backgroundTopExtension, width: b.width, height: b.height + backgroundTopExtension)
    backgroundView.placeShadow(barEdge: backgroundView.bounds.height, scale: scale)
    guard let item = topItem else { return }
    let safe = safeAreaInsets
    let margin = BarMetrics.edgeMargin(for: traitCollection)
    let band = contentHeight
    let spacing = BarMetrics.interItemSpacing
    // Left side, from the leading edge inwards.
    var x = safe.left + margin
    for v in leftViews {
      var width: CGFloat
      if let back = v as? BackButtonView {
        x = safe.left + BarMetrics.backButtonLeading
        width = back.contentSize.width
      } else {
        width = (v as? BarButtonItemView)?.contentSize.width ?? 0
      }
      width = width.rounded(.up)
      v.frame = CGRect(x: x, y: 0, width: width, height: band)
      x += width + spacing
    }
    let leftEnd = leftViews.isEmpty ? safe.left + margin : x - spacing
    // Right side, from the trailing edge inwards.
    var right = b.width - safe.right - margin
    for v in rightViews {
      let width = v.contentSize.width.rounded(.up)
      v.frame = CGRect(x: right - width, y: 0, width: width, height: band)
      right -= width + spacing
    }
    let rightEnd = rightViews.isEmpty ? b.width - safe.right - margin : right + spacing
    // The title: centred on the bar when it fits, else in the space between the items.
    let titleView: UIView = item.titleView ?? titleLabel
    var size: CGSize
    if let custom = item.titleView {
      size = custom.frame.size
      if size == .zero {
        size = custom.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
      }
    } else {
      size = titleLabel.intrinsicContentSize
      size.width = size.width.rounded(.up)
    }
    let gapStart = leftViews.isEmpty ? leftEnd : leftEnd + spacing
    let gapEnd = rightViews.isEmpty ? rightEnd : rightEnd - spacing
    size.width = min(size.width, max(0, gapEnd - gapStart))
    var titleX = ((b.width - size.width) / 2).rounded()
    if titleX < gapStart || titleX + size.width > gapEnd {
      titleX = (gapStart + (gapEnd - gapStart - size.width) / 2).rounded()
    }
    titleView.frame = CGRect(
      x: titleX, y: ((band - size.height) / 2).rounded(), width: size.width, height: size.height)
    layoutLargeTitle(
      margin: safe.left + margin, width: b.width - safe.left - safe.right - 2 * margin)
  }
}
