import Foundation

/// A section header or footer of a table view: a ``contentView`` the content goes in,
/// reused by identifier like cells (``UITableView/register(_:forHeaderFooterViewReuseIdentifier:)``).
/// A table shows a section's `titleForHeaderInSection` in one of these, with the list
/// configuration of its style (``UIListContentConfiguration/plainHeader()``,
/// ``UIListContentConfiguration/groupedHeader()`` …).
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
  /// The identifier the table reuses the view under.
  public let reuseIdentifier: String?
  /// The view the content goes in (the whole view). A ``contentConfiguration`` of another
  /// kind replaces it with the view it makes.
  public internal(set) var contentView = UIView()
  /// A view behind the content (nil by default).
  open var backgroundView: UIView? {
    didSet {
      if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }
  /// The content shown through a view the configuration makes (nil by default).
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet { applyContentConfiguration() }
  }
  /// The style of the table showing the view (set by the table; decides
  /// ``defaultContentConfiguration()``).
  var tableStyle = UITableView.Style.plain
  /// Whether the view is a footer (set by the table).
  var isFooter = false
  /// The least horizontal margin of list content (set by the table).
  var contentMargin: CGFloat = 16 {
    didSet { if contentMargin != oldValue { setNeedsLayout() } }
  }
  var storedTextLabel: UILabel?
  /// Whether the table made the view for a title.
  var isTitleView = false

  /// Creates a view (tables create them through
  /// ``UITableView/dequeueReusableHeaderFooterView(withIdentifier:)``).
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// Creates a view from an archive: nothing is decoded (OpenUIKit has no nibs).
  public required init?(coder: NSCoder) {
    reuseIdentifier = nil
    super.init(coder: coder)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// How a table makes registered views: through ``init(reuseIdentifier:)``, dispatched to
  /// the subclass's override (OpenUIKit's, as the cell's `_registeredStyle` one: do not call
  /// it).
  public required convenience init(_registeredReuseIdentifier identifier: String?) {
    self.init(reuseIdentifier: identifier)
  }

  /// Creates a view without a reuse identifier.
  public convenience override init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  /// A label in the content view (created on first use), laid out as the style's list
  /// header text: use ``contentConfiguration`` for new code.
  open var textLabel: UILabel? {
    if let label = storedTextLabel { return label }
    let label = UILabel()
    let c = defaultContentConfiguration()
    label.font = c.textProperties.font
    label.textColor = c.textProperties.color
    contentView.addSubview(label)
    storedTextLabel = label
    setNeedsLayout()
    return label
  }

  /// The list configuration of the table's style, with nothing set: plain or grouped header
  /// or footer.
  public func defaultContentConfiguration() -> UIListContentConfiguration {
    switch (tableStyle, isFooter) {
    case (.plain, false): return .plainHeader()
    case (.plain, true): return .plainFooter()
    case (_, false): return .groupedHeader()
    case (_, true): return .groupedFooter()
    }
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

  /// The height the view needs at `width` (list content: its fitting height; else its
  /// constraints' fitting height, or its frame's height when they decide none).
  func automaticHeight(width: CGFloat) -> CGFloat {
    if let list = contentView as? UIListContentView {
      list.minimumHorizontalMargin = contentMargin
      return list.fittingHeight(forWidth: width)
    }
    if let label = storedTextLabel, label.text != nil {
      let c = defaultContentConfiguration()
      let h = label.sizeThatFits(
        CGSize(width: max(width - 2 * contentMargin, 0), height: .greatestFiniteMagnitude)
      ).height
      return c.directionalLayoutMargins.top + h + c.directionalLayoutMargins.bottom
    }
    return UITableView.fittingHeight(of: self, width: width)
  }

  /// Lays out the background, the content view and the legacy text label.
  open override func layoutSubviews() {
    backgroundView?.frame = bounds
    if contentView.frame != bounds { contentView.frame = bounds }
    if let list = contentView as? UIListContentView { list.minimumHorizontalMargin = contentMargin }
    super.layoutSubviews()
    if let label = storedTextLabel {
      let c = defaultContentConfiguration()
      let m = c.directionalLayoutMargins
      label.frame = CGRect(
        x: contentMargin, y: m.top, width: max(bounds.width - 2 * contentMargin, 0),
        height: max(bounds.height - m.top - m.bottom, 0))
    }
  }

  /// Called before the table hands the view out again; overrides call `super`.
  open func prepareForReuse() {}
}
