import Foundation

/// The view of a ``UIAlertController``: for an alert, one card; for an action sheet, the
/// actions' group and the cancel group under it. It builds its subviews from the
/// controller's content and lays them out in ``layoutSubviews()``.
final class AlertView: UIView {
  /// The alert (the alert keeps its view).
  weak var controller: UIAlertController?
  /// The card of an alert, the actions' group of an action sheet.
  let mainGroup = UIView()
  /// The cancel action's group of a phone's action sheet.
  let cancelGroup = UIView()
  let titleLabel = UILabel()
  let messageLabel = UILabel()
  /// The action buttons, in display order.
  var actionViews: [AlertActionView] = []
  /// The hairlines between the parts, in layout order.
  var separators: [UIView] = []

  init(controller: UIAlertController) {
    self.controller = controller
    super.init(frame: CGRect(x: 0, y: 0, width: AlertMetrics.alertWidth, height: 100))
    backgroundColor = nil
    isOpaque = false
    for group in [mainGroup, cancelGroup] {
      group.layer.cornerRadius = AlertMetrics.cornerRadius
      group.clipsToBounds = true
      addSubview(group)
    }
    mainGroup.backgroundColor = .secondarySystemBackground
    cancelGroup.backgroundColor = .systemBackground
    for label in [titleLabel, messageLabel] {
      label.numberOfLines = 0
      label.textAlignment = .center
    }
    rebuild()
  }

  required init?(coder: NSCoder) { nil }

  var isSheet: Bool { controller?.preferredStyle == .actionSheet }

  /// Whether the action sheet is the iPad's card (regular width and height).
  func isPadSheet(_ traits: UITraitCollection) -> Bool {
    isSheet && traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular
  }

  /// The actions in display order: the main group's, then the cancel action (last; on the
  /// left of an alert's two side-by-side actions).
  var orderedActions: (main: [UIAlertAction], cancel: UIAlertAction?) {
    let all = controller?.actions ?? []
    return (all.filter { $0.style != .cancel }, all.first { $0.style == .cancel })
  }

  /// Builds the subviews again from the controller's content.
  func rebuild() {
    guard let controller else { return }
    for view in actionViews { view.removeFromSuperview() }
    for view in separators { view.removeFromSuperview() }
    actionViews = []
    separators = []
    let sheet = isSheet
    titleLabel.font = .systemFont(
      ofSize: sheet ? AlertMetrics.sheetTitleFontSize : AlertMetrics.alertTitleFontSize,
      weight: .semibold)
    messageLabel.font = .systemFont(ofSize: AlertMetrics.messageFontSize)
    titleLabel.textColor = sheet ? .secondaryLabel : .label
    messageLabel.textColor = sheet ? .secondaryLabel : .label
    titleLabel.text = controller.title
    messageLabel.text = controller.message
    for label in [titleLabel, messageLabel] where label.superview == nil {
      mainGroup.addSubview(label)
    }
    for field in controller.fields where field.superview == nil { mainGroup.addSubview(field) }
    let (main, cancel) = orderedActions
    for action in main + (cancel.map { [$0] } ?? []) {
      let bold = action.style == .cancel || action === controller.preferredAction
      let button = AlertActionView(
        action: action, bold: bold, sheet: sheet,
        onTap: { [weak controller] in controller?.actionTapped(action) })
      actionViews.append(button)
      mainGroup.addSubview(button)
    }
    setNeedsLayout()
  }

  /// The height of `label`'s text at `width` (0 without text).
  func textHeight(_ label: UILabel, width: CGFloat) -> CGFloat {
    guard let text = label.text, !text.isEmpty else { return 0 }
    return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
  }

  /// Where every part goes, for a view `width` wide.
  struct Geometry {
    var size = CGSize.zero
    var mainGroup = CGRect.zero
    var cancelGroup: CGRect?
    var title = CGRect.zero
    var message = CGRect.zero
    var fields: [CGRect] = []
    /// In display order, in their group's coordinates.
    var actions: [CGRect] = []
    var separators: [CGRect] = []
  }

  /// The header (title, message) from `top`; returns where it ends.
  func layoutHeader(
    into g: inout Geometry, width: CGFloat, top: CGFloat, bottom: CGFloat, gap: CGFloat
  ) -> CGFloat {
    let side = AlertMetrics.headerSide
    let textWidth = max(0, width - 2 * side)
    let titleHeight = textHeight(titleLabel, width: textWidth)
    let messageHeight = textHeight(messageLabel, width: textWidth)
    guard titleHeight > 0 || messageHeight > 0 else { return 0 }
    var y = top
    g.title = CGRect(x: side, y: y, width: textWidth, height: titleHeight)
    y += titleHeight
    if titleHeight > 0 && messageHeight > 0 { y += gap }
    g.message = CGRect(x: side, y: y, width: textWidth, height: messageHeight)
    y += messageHeight
    return y + bottom
  }

  /// The geometry of an alert or action sheet `width` wide.
  func geometry(width: CGFloat, padSheet: Bool, scale: CGFloat) -> Geometry {
    var g = Geometry()
    let hairline = 1 / max(scale, 1)
    let sheet = isSheet
    let rowHeight = sheet ? AlertMetrics.sheetActionHeight : AlertMetrics.alertActionHeight
    var y: CGFloat
    if sheet {
      let padding = AlertMetrics.sheetHeaderPadding
      y = layoutHeader(
        into: &g, width: width, top: padding, bottom: padding, gap: AlertMetrics.titleMessageGap)
    } else {
      y = layoutHeader(
        into: &g, width: width, top: AlertMetrics.alertHeaderTop,
        bottom: (controller?.fields.isEmpty ?? true) ? AlertMetrics.alertHeaderBottom : 0,
        gap: AlertMetrics.titleMessageGap)
      let fields = controller?.fields ?? []
      if !fields.isEmpty {
        y += AlertMetrics.textFieldSpacing
        let side = AlertMetrics.headerSide
        for _ in fields {
          g.fields.append(
            CGRect(
              x: side, y: y, width: max(0, width - 2 * side), height: AlertMetrics.textFieldHeight))
          y += AlertMetrics.textFieldHeight
        }
        y += AlertMetrics.textFieldSpacing
      }
    }
    let (main, cancel) = orderedActions
    let inMain = sheet && !padSheet ? main.count : main.count + (cancel == nil ? 0 : 1)
    if !sheet && inMain == 2 {
      // Two actions side by side: the cancel action (if any) on the left.
      g.separators.append(CGRect(x: 0, y: y, width: width, height: hairline))
      y += hairline
      let half = (width - hairline) / 2
      let left = CGRect(x: 0, y: y, width: half, height: rowHeight)
      let right = CGRect(x: half + hairline, y: y, width: half, height: rowHeight)
      g.actions = cancel != nil ? [right, left] : [left, right]
      g.separators.append(CGRect(x: half, y: y, width: hairline, height: rowHeight))
      y += rowHeight
    } else {
      for _ in 0..<inMain {
        if y > 0 {
          g.separators.append(CGRect(x: 0, y: y, width: width, height: hairline))
          y += hairline
        }
        g.actions.append(CGRect(x: 0, y: y, width: width, height: rowHeight))
        y += rowHeight
      }
    }
    g.mainGroup = CGRect(x: 0, y: 0, width: width, height: y)
    var total = y
    if sheet && !padSheet && cancel != nil {
      let top = y > 0 ? y + AlertMetrics.cancelGap : 0
      g.cancelGroup = CGRect(x: 0, y: top, width: width, height: rowHeight)
      g.actions.append(CGRect(x: 0, y: 0, width: width, height: rowHeight))
      total = top + rowHeight
    }
    g.size = CGSize(width: width, height: total)
    return g
  }

  /// The view's frame in a container of `bounds` with the window's safe-area `insets`: an
  /// alert centred; a phone's action sheet at the bottom, 8 pt from the sides and at least
  /// 8 pt (the safe-area inset when larger) above the bottom; an iPad's centred.
  func frame(
    in bounds: CGRect, insets: UIEdgeInsets, traits: UITraitCollection, scale: CGFloat
  ) -> CGRect {
    let pad = isPadSheet(traits)
    let width: CGFloat
    if !isSheet {
      width = AlertMetrics.alertWidth
    } else if pad {
      width = AlertMetrics.padSheetWidth
    } else {
      width = min(bounds.width, bounds.height) - 2 * AlertMetrics.sheetMargin
    }
    let size = geometry(width: width, padSheet: pad, scale: scale).size
    let x = bounds.minX + (bounds.width - size.width) / 2
    if isSheet && !pad {
      let bottom = max(insets.bottom, AlertMetrics.sheetMargin)
      return CGRect(
        x: x, y: bounds.maxY - bottom - size.height, width: size.width, height: size.height)
    }
    return CGRect(
      x: x, y: bounds.minY + (bounds.height - size.height) / 2, width: size.width,
      height: size.height)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let scale = window?.screen.scale ?? UIScreen.main.scale
    let g = geometry(
      width: bounds.width, padSheet: isPadSheet(traitCollection), scale: scale)
    mainGroup.frame = g.mainGroup
    cancelGroup.isHidden = g.cancelGroup == nil
    cancelGroup.frame = g.cancelGroup ?? .zero
    titleLabel.frame = g.title
    messageLabel.frame = g.message
    for (field, frame) in zip(controller?.fields ?? [], g.fields) { field.frame = frame }
    while separators.count < g.separators.count {
      let line = UIView()
      line.backgroundColor = .separator
      separators.append(line)
      mainGroup.addSubview(line)
    }
    while separators.count > g.separators.count { separators.removeLast().removeFromSuperview() }
    for (line, frame) in zip(separators, g.separators) { line.frame = frame }
    for (index, (button, frame)) in zip(actionViews, g.actions).enumerated() {
      let inCancelGroup = g.cancelGroup != nil && index == actionViews.count - 1
      let group = inCancelGroup ? cancelGroup : mainGroup
      if button.superview !== group { group.addSubview(button) }
      button.frame = frame
    }
  }
}

/// An action's button in an alert: its title, centred.
final class AlertActionView: UIControl {
  let action: UIAlertAction
  let titleLabel = UILabel()

  init(action: UIAlertAction, bold: Bool, sheet: Bool, onTap: @escaping @MainActor () -> Void) {
    self.action = action
    super.init(frame: .zero)
    accessibilityIdentifier = action.title
    let size = sheet ? AlertMetrics.sheetActionFontSize : AlertMetrics.alertActionFontSize
    titleLabel.font = .systemFont(ofSize: size, weight: bold ? .semibold : .regular)
    titleLabel.text = action.title
    titleLabel.textAlignment = .center
    titleLabel.textColor = action.style == .destructive ? .systemRed : .systemBlue
    if !action.isEnabled { titleLabel.textColor = .tertiaryLabel }
    titleLabel.isUserInteractionEnabled = false
    addSubview(titleLabel)
    isEnabled = action.isEnabled
    addAction(UIAction { _ in onTap() }, for: .touchUpInside)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    titleLabel.frame = bounds.insetBy(dx: AlertMetrics.actionTitleInset, dy: 0)
  }
}
