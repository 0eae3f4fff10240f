import Foundation

/// A row of a table view: a background view holding a ``contentView`` that the row's
/// subviews go in.
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

  /// The cell's layout style.
  public let style: CellStyle
  /// The identifier the table reuses the cell under.
  public let reuseIdentifier: String?
  /// The view the cell's content goes in; the table sizes it to the row, less the separator.
  public let contentView = UIView()
  /// Whether the row is selected.
  open var isSelected = false
  var storedTextLabel: UILabel?
  var storedDetailTextLabel: UILabel?

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
  }

  /// Creates a default-style cell without a reuse identifier.
  public convenience override init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// Lays out the built-in labels (after the content view has its size).
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutBuiltInLabels()
  }

  /// Called before the table hands the cell out again; overrides call `super`.
  open func prepareForReuse() {
    isSelected = false
  }
}
