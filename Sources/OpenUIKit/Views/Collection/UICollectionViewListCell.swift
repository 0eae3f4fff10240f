import Foundation

/// A collection view cell for lists: accessories at its edges (``accessories``), indentation
/// for outlines, a separator placed by its list section, and a default list content
/// configuration. It works in any layout; in a list section
/// (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`) it shows the section's
/// separators.
///
/// The content view spans the cell between its leading and trailing accessories and is
/// indented by `indentationLevel × indentationWidth`; the accessories sit at the cell's
/// margin (16 pt below 414 pt of width, 20 pt from there, as table cells) with 12 pt between
/// two on the same edge (OpenUIKit's numbers; Apple documents none, uikit-apps.md §6.3.3).
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  /// The accessories, shown at the cell's edges in the editing states they ask for.
  open var accessories: [UICellAccessory] = [] {
    didSet { accessoriesDidChange() }
  }

  /// The outline level (0 by default); a diffable data source with section snapshots sets
  /// it to the item's level.
  open var indentationLevel = 0 {
    didSet { if indentationLevel != oldValue { setNeedsLayout() } }
  }

  /// The width of one indentation level (10 pt, as table cells' documented default).
  open var indentationWidth: CGFloat = 10 {
    didSet { if indentationWidth != oldValue { setNeedsLayout() } }
  }

  /// Whether leading accessories are indented with the content (true by default); when
  /// false only the content view is.
  open var indentsAccessories = true {
    didSet { if indentsAccessories != oldValue { setNeedsLayout() } }
  }

  /// The views showing ``accessories``, one for each.
  var accessoryViews: [UIView] = []
  /// Whether the list is editing (the collection view's `isEditing`).
  var isListEditing = false {
    didSet { if isListEditing != oldValue { setNeedsLayout() } }
  }
  /// The bottom separator, shown when a list section asks (see ``listSeparator``).
  let separatorView = UIView()
  /// The separator a list section gives this cell (nil outside list sections: none).
  var listSeparator: ListCellSeparator? {
    didSet { setNeedsLayout() }
  }
  var storedSeparatorGuide: UILayoutGuide?
  var separatorGuideLeading: NSLayoutConstraint?
  /// Whether the item shown is expanded in its section snapshot (set by the data source).
  var isOutlineExpanded = false
  /// The background a list section gave the cell (replaced by the next section's style,
  /// unless the app set a colour of its own).
  var listStyleBackground: UIColor?
  /// The appearance of the list whose header or footer the cell is (nil for a row).
  var listSupplementaryAppearance: UICollectionLayoutListConfiguration.Appearance?

  /// Creates a cell (collection views create them through their registrations).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    installSeparator()
  }

  /// Creates a cell from an archive: nothing is decoded (OpenUIKit has no nibs).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    installSeparator()
  }

  private func installSeparator() {
    separatorView.isHidden = true
    addSubview(separatorView)
  }

  /// A ``UIListContentConfiguration/cell()`` with nothing set; for a cell that is a list
  /// section's header or footer, the list's header or footer configuration (grouped or
  /// plain, as the list's appearance).
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    guard let appearance = listSupplementaryAppearance, let kind = supplementaryKind else {
      return .cell()
    }
    let grouped = appearance != .plain && appearance != .sidebarPlain
    if kind == UICollectionView.elementKindSectionFooter {
      return grouped ? .groupedFooter() : .plainFooter()
    }
    return grouped ? .groupedHeader() : .plainHeader()
  }

  /// A guide whose leading edge is where the separator starts: the text's leading edge by
  /// default (a weak constraint); constrain its leading anchor to move the separator.
  public var separatorLayoutGuide: UILayoutGuide {
    if let guide = storedSeparatorGuide { return guide }
    let guide = UILayoutGuide()
    guide.identifier = "UICollectionViewListCellSeparatorLayoutGuide"
    addLayoutGuide(guide)
    let leading = guide.leadingAnchor.constraint(
      equalTo: leadingAnchor, constant: defaultSeparatorLeading(in: layout(for: bounds.size)))
    leading.priority = .defaultLow
    NSLayoutConstraint.activate([
      leading, guide.widthAnchor.constraint(equalToConstant: 0),
      guide.topAnchor.constraint(equalTo: topAnchor),
      guide.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
    storedSeparatorGuide = guide
    separatorGuideLeading = leading
    return guide
  }

  /// Lays out the content view, the accessories and the separator.
  open override func layoutSubviews() {
    if let collection = superview as? UICollectionView { isListEditing = collection.isEditing }
    super.layoutSubviews()
    layoutListParts()
  }

  /// The content view's width in a cell `width` wide: between the accessories.
  override func contentWidth(forCellWidth width: CGFloat, height: CGFloat) -> CGFloat {
    layout(for: CGSize(width: width, height: height)).content.width
  }

  /// The list content's horizontal margin in a cell `width` wide: the cell's margin.
  override func listContentMargin(forCellWidth width: CGFloat) -> CGFloat {
    UITableViewCell.labelInset(forWidth: width)
  }

  /// Clears the outline state; overrides call `super`.
  open override func prepareForReuse() {
    super.prepareForReuse()
    isOutlineExpanded = false
  }
}

/// The separator a list section draws under one of its cells.
struct ListCellSeparator: Equatable {
  /// Whether it is drawn.
  var isVisible: Bool
  /// Its colour.
  var color: UIColor
  /// Its leading inset from the cell's edge (nil: the text's leading edge).
  var leadingInset: CGFloat?
  /// Its trailing inset from the cell's edge.
  var trailingInset: CGFloat
  /// Its height (one pixel).
  var height: CGFloat
}
