import Foundation

/// Where a list cell's parts go: accessories at the margins, the content view between them.
extension UICollectionViewListCell {
  /// The content view's rectangle and each accessory's (nil for accessories not shown in
  /// the current editing state).
  struct PartsLayout {
    var content: CGRect
    var accessories: [CGRect?]
  }

  /// The accessories shown on one edge, in leading-to-trailing order: the system ones in the
  /// array's order, each custom view inserted where its placement's position says.
  private func edgeOrder(leading: Bool) -> [Int] {
    var order: [Int] = []
    for (i, a) in accessories.enumerated()
    where a.isLeading == leading && a.displayedState.shows(editing: isListEditing) {
      guard case .customView(let c) = a.kind else {
        order.append(i)
        continue
      }
      let position: UICellAccessory.Placement.Position
      switch c.placement {
      case .leading(_, let at), .trailing(_, let at): position = at
      }
      let index = min(max(position(order.map { accessories[$0] }), 0), order.count)
      order.insert(i, at: index)
    }
    return order
  }

  /// The parts' rectangles in a cell of `size`. Leading accessories start at the margin
  /// (plus the indentation when ``indentsAccessories``), trailing ones end at the margin,
  /// each centred vertically in its reserved width, 12 pt apart; the content view runs from
  /// the last leading accessory's end (plus the indentation when it is not applied to the
  /// accessories) to the first trailing accessory's start (the cell's edges without them).
  func layout(for size: CGSize) -> PartsLayout {
    let margin = UITableViewCell.labelInset(forWidth: size.width)
    let spacing = UICellAccessory.interAccessorySpacing
    let indent = CGFloat(max(indentationLevel, 0)) * indentationWidth
    var frames = [CGRect?](repeating: nil, count: accessories.count)
    func place(_ i: Int, slotX: CGFloat) {
      let a = accessories[i]
      let s = a.contentSize
      let w = a.layoutWidth
      let width = min(s.width, w)
      frames[i] = CGRect(
        x: slotX + (w - width) / 2, y: (size.height - s.height) / 2, width: width, height: s.height)
    }
    var minX = indent
    let leading = edgeOrder(leading: true)
    if !leading.isEmpty {
      var x = margin + (indentsAccessories ? indent : 0)
      for i in leading {
        place(i, slotX: x)
        x += accessories[i].layoutWidth + spacing
      }
      minX = x - spacing + (indentsAccessories ? 0 : indent)
    }
    var maxX = size.width
    let trailing = edgeOrder(leading: false)
    if !trailing.isEmpty {
      var x = size.width - margin
      for i in trailing.reversed() {
        let w = accessories[i].layoutWidth
        place(i, slotX: x - w)
        x -= w + spacing
      }
      maxX = x + spacing
    }
    return PartsLayout(
      content: CGRect(x: minX, y: 0, width: max(maxX - minX, 0), height: size.height),
      accessories: frames)
  }

  /// The separator's default leading edge: the list content's text (its image when it has
  /// no text), else the content view's margin.
  func defaultSeparatorLeading(in parts: PartsLayout) -> CGFloat {
    let margin = UITableViewCell.labelInset(forWidth: bounds.width)
    if let list = contentView as? UIListContentView {
      list.minimumHorizontalMargin = margin
      let f = list.frames(for: parts.content.size)
      let c = list.listConfiguration
      let x = c.displayedText != nil || c.displayedSecondaryText != nil ? f.text.minX : f.image.minX
      return parts.content.minX + x
    }
    return parts.content.minX + margin
  }

  /// Places the content view, the accessories and the separator.
  func layoutListParts() {
    let parts = layout(for: bounds.size)
    if contentView.frame != parts.content { contentView.frame = parts.content }
    if let list = contentView as? UIListContentView {
      list.minimumHorizontalMargin = UITableViewCell.labelInset(forWidth: bounds.width)
    }
    for (i, view) in accessoryViews.enumerated() {
      guard i < parts.accessories.count, let rect = parts.accessories[i] else {
        view.isHidden = true
        continue
      }
      view.isHidden = accessories[i].isHidden
      if view.frame != rect { view.frame = rect }
    }
    let defaultLeading = defaultSeparatorLeading(in: parts)
    if let constraint = separatorGuideLeading, constraint.constant != defaultLeading {
      constraint.constant = defaultLeading
    }
    guard let separator = listSeparator, separator.isVisible else {
      separatorView.isHidden = true
      return
    }
    var leading = separator.leadingInset ?? defaultLeading
    if separator.leadingInset == nil, let guide = storedSeparatorGuide,
      guide.layoutVariables != nil
    {
      leading = guide.layoutFrame.minX
    }
    separatorView.isHidden = false
    separatorView.backgroundColor = separator.color
    let frame = CGRect(
      x: leading, y: bounds.height - separator.height,
      width: max(bounds.width - leading - separator.trailingInset, 0), height: separator.height)
    if separatorView.frame != frame { separatorView.frame = frame }
    bringSubviewToFront(separatorView)
  }

  /// Makes the accessories' views again.
  func accessoriesDidChange() {
    for view in accessoryViews { view.removeFromSuperview() }
    accessoryViews = accessories.map { accessory in
      let view = accessory.makeView()
      if let control = view as? CellAccessoryControl {
        control.onTap = { [weak self] in self?.accessoryTapped(accessory) }
      }
      addSubview(view)
      return view
    }
    setNeedsLayout()
  }

  // MARK: Outline

  /// Whether a tap anywhere on the cell expands or collapses it: with an outline disclosure
  /// of the header style, as UIKit's section-header rows.
  var togglesOutlineOnTap: Bool {
    accessories.contains { a in
      if case .outlineDisclosure(.header, _) = a.kind {
        return a.displayedState.shows(editing: isListEditing)
      }
      return false
    }
  }

  /// A tap on an accessory: its handler, or for an outline disclosure without one, the item
  /// expanded or collapsed through the collection view's diffable data source.
  func accessoryTapped(_ accessory: UICellAccessory) {
    if let handler = accessory.actionHandler {
      handler()
      return
    }
    if case .outlineDisclosure = accessory.kind { toggleOutline() }
  }

  /// Expands or collapses the item shown through the collection view's data source.
  func toggleOutline() {
    guard let collection = superview as? UICollectionView,
      let path = collection.indexPath(for: self),
      let source = collection.dataSource as? any OutlineDataSource
    else { return }
    source.toggleOutlineItem(at: path)
  }
}
