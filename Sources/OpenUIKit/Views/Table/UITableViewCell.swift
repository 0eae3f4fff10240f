import Foundation

/// A row of a table view: a background, a ``contentView`` that the row's subviews go in, an
/// optional accessory at the trailing edge and a separator along the bottom.
///
/// The cell lays its parts out itself: the content view spans the cell less the separator
/// (one pixel, set by the table) and less the accessory, so constraints pinned to the
/// content view's edges never fight the row's height.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  /// The built-in cell layouts (UIKit's raw values).
  public enum CellStyle: Int, Sendable {
    /// A text label.
    case `default` = 0
    /// Text on the left, detail on the right.
    case value1 = 1
    /// Blue detail text on the left, text on the right.
    case value2 = 2
    /// Text above smaller detail text.
    case subtitle = 3
  }

  /// The standard accessories (UIKit's raw values).
  public enum AccessoryType: Int, Sendable {
    /// None.
    case none = 0
    /// A chevron.
    case disclosureIndicator = 1
    /// An info button and a chevron.
    case detailDisclosureButton = 2
    /// A checkmark.
    case checkmark = 3
    /// An info button.
    case detailButton = 4
  }

  /// How a selected or highlighted cell looks (UIKit's raw values).
  public enum SelectionStyle: Int, Sendable {
    /// No change.
    case none = 0
    /// Blue (drawn as the default since iOS 7).
    case blue = 1
    /// Gray.
    case gray = 2
    /// The system's selection background.
    case `default` = 3
  }

  /// How the separator's insets are measured (UIKit's raw values).
  public enum SeparatorInsetReference: Int, Sendable {
    /// From the cell's edges.
    case fromCellEdges = 0
    /// From the automatic insets (the table's default ones).
    case fromAutomaticInsets = 1
  }

  /// The cell's layout style.
  public let style: CellStyle
  /// The identifier the table reuses the cell under.
  public let reuseIdentifier: String?
  /// The view the cell's content goes in: the cell less its separator and accessory. A
  /// ``contentConfiguration`` of another kind replaces it with the view it makes.
  public internal(set) var contentView = UIView()
  /// The separator's height (one pixel in a table with separators, 0 alone).
  var separatorHeight: CGFloat = 0 {
    didSet { if separatorHeight != oldValue { setNeedsLayout() } }
  }
  /// The table's separator inset, used while the cell's own is unset.
  var tableSeparatorInset: UIEdgeInsets?
  /// Whether the table draws this row's separator.
  var showsSeparator = true {
    didSet { separatorView.isHidden = !showsSeparator }
  }
  var storedSelected = false
  var storedHighlighted = false
  var storedSeparatorInset: UIEdgeInsets?
  var storedTextLabel: UILabel?
  var storedDetailTextLabel: UILabel?
  var storedAccessoryGlyph: UIView?
  /// The hairline along the bottom.
  let separatorView = UIView()
  /// The selection background shown when ``selectedBackgroundView`` is nil.
  var defaultSelectedBackground: UIView?
  /// Whether the app set ``backgroundColor`` (the table's style colour then stays off).
  var hasCustomBackgroundColor = false
  var applyingStyleBackground = false

  /// The accessory drawn at the trailing edge when ``accessoryView`` is nil.
  open var accessoryType = AccessoryType.none {
    didSet { if accessoryType != oldValue { accessoryDidChange() } }
  }
  /// A view shown at the trailing edge at its own size, in place of ``accessoryType``'s.
  open var accessoryView: UIView? {
    didSet {
      if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
      accessoryDidChange()
    }
  }
  /// How the cell looks when selected or highlighted (``SelectionStyle/default``).
  open var selectionStyle = SelectionStyle.default {
    didSet { updateSelectionBackground() }
  }
  /// A view behind the content (nil by default).
  open var backgroundView: UIView? {
    didSet {
      if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }
  /// A view shown behind the content while the cell is selected or highlighted (nil: the
  /// system's `systemGray4` fill, unless ``selectionStyle`` is `.none`).
  open var selectedBackgroundView: UIView? {
    didSet {
      if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview() }
      updateSelectionBackground()
    }
  }
  /// The content shown through a view the configuration makes (nil by default).
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet { applyContentConfiguration() }
  }

  /// The background colour. Unless set, the table gives its cells its style's colour:
  /// `systemBackground` (plain) or `secondarySystemGroupedBackground` (grouped styles).
  open override var backgroundColor: UIColor? {
    didSet { if !applyingStyleBackground { hasCustomBackgroundColor = true } }
  }

  /// Whether the row is selected; setting it calls ``setSelected(_:animated:)`` without
  /// animation.
  open var isSelected: Bool {
    get { storedSelected }
    set { setSelected(newValue, animated: false) }
  }

  /// Whether the row is highlighted (touched); setting it calls
  /// ``setHighlighted(_:animated:)`` without animation.
  open var isHighlighted: Bool {
    get { storedHighlighted }
    set { setHighlighted(newValue, animated: false) }
  }

  /// Selects or deselects the cell: the selection background shows or hides (`animated` is
  /// accepted; the change is immediate). Overrides call `super`.
  open func setSelected(_ selected: Bool, animated: Bool) {
    storedSelected = selected
    updateSelectionBackground()
  }

  /// Highlights the cell or takes the highlight off, as ``setSelected(_:animated:)``.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    storedHighlighted = highlighted
    updateSelectionBackground()
  }

  /// The separator's insets: only left and right count (uikit-apps.md §6.1.6). Unset, the
  /// table's ``UITableView/separatorInset``.
  open var separatorInset: UIEdgeInsets {
    get {
      storedSeparatorInset ?? tableSeparatorInset
        ?? UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    }
    set {
      storedSeparatorInset = newValue
      setNeedsLayout()
    }
  }

  /// The cell's main label (created on first use, in the content view): 17 pt system font,
  /// inset 16 pt from the content view's sides and as tall as the row in the default style.
  open var textLabel: UILabel? {
    if let label = storedTextLabel { return label }
    let label = UILabel()
    label.font = .systemFont(ofSize: 17)
    contentView.addSubview(label)
    storedTextLabel = label
    setNeedsLayout()
    return label
  }

  /// The secondary label of the `.value1`, `.value2` and `.subtitle` styles (`nil` in the
  /// default style, as in UIKit): 15 pt, secondary label colour (subtitle) or 17 pt.
  open var detailTextLabel: UILabel? {
    guard style != .default else { return nil }
    if let label = storedDetailTextLabel { return label }
    let label = UILabel()
    label.font = .systemFont(ofSize: style == .subtitle ? 15 : 17)
    label.textColor = .secondaryLabel
    contentView.addSubview(label)
    storedDetailTextLabel = label
    setNeedsLayout()
    return label
  }

  /// Creates a cell (tables create them through ``UITableView/register(_:forCellReuseIdentifier:)``).
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    installContentView()
  }

  /// Creates a default-style cell from an archive: nothing is decoded (OpenUIKit has no nibs).
  public required init?(coder: NSCoder) {
    style = .default
    reuseIdentifier = nil
    super.init(coder: coder)
    frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    installContentView()
  }

  /// How a table makes the cells registered by class: through ``init(style:reuseIdentifier:)``,
  /// dispatched to the subclass's override. (Swift calls initializers through a metatype only
  /// when they are `required`; this one is, and every subclass inherits it as long as it
  /// overrides both designated initializers or neither, as UIKit requires for dequeued cells.
  /// It is OpenUIKit's, not UIKit's: do not call it.)
  public required convenience init(_registeredStyle style: CellStyle, reuseIdentifier: String?) {
    self.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  private func installContentView() {
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
    separatorView.backgroundColor = .separator
    separatorView.frame = CGRect(x: 16, y: bounds.height, width: bounds.width - 16, height: 0)
    addSubview(separatorView)
  }

  /// Creates a default-style cell without a reuse identifier.
  public convenience override init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// Places the background, the accessory, the content view (the rest of the cell above the
  /// separator) and the separator, then the built-in labels.
  open override func layoutSubviews() {
    layoutCellParts()
    super.layoutSubviews()
    layoutBuiltInLabels()
  }

  /// Called before the table hands the cell out again; overrides call `super`.
  open func prepareForReuse() {
    setHighlighted(false, animated: false)
    setSelected(false, animated: false)
  }
}
