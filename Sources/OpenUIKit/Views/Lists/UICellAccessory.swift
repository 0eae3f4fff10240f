import Foundation

/// A view shown at the leading or trailing edge of a ``UICollectionViewListCell``, next to its
/// content: a disclosure indicator, a checkmark, an info button, a label, the editing
/// controls, an outline disclosure or a view of your own. Make one with the type's factory
/// functions and put it in the cell's `accessories`.
///
/// Placement follows Apple's documentation: delete, insert and multiselect accessories sit at
/// the leading edge; the others (the outline disclosure included, on iOS) at the trailing
/// edge; a custom view where its ``CustomViewConfiguration/placement`` says. The sizes are
/// OpenUIKit's (Apple documents none; uikit-apps.md §6.3.3 U) and match the table's
/// accessories.
@preconcurrency @MainActor
public struct UICellAccessory {
  /// The editing states an accessory appears in.
  public enum DisplayedState: Sendable, Hashable {
    /// Always.
    case always
    /// Only while the list is editing.
    case whenEditing
    /// Only while the list is not editing.
    case whenNotEditing

    func shows(editing: Bool) -> Bool {
      switch self {
      case .always: return true
      case .whenEditing: return editing
      case .whenNotEditing: return !editing
      }
    }
  }

  /// The width an accessory takes in the layout.
  public enum LayoutDimension: Sendable, Hashable {
    /// Its own width.
    case actual
    /// The system's standard width for its kind (its own width for custom views).
    case standard
    /// A fixed width.
    case custom(CGFloat)
  }

  /// Runs when the person taps the accessory.
  public typealias ActionHandler = @MainActor () -> Void

  /// Where a custom view accessory goes.
  public enum Placement {
    /// The index on its edge at which the accessory goes, given the accessories already on
    /// that edge (in leading-to-trailing order).
    public typealias Position = @MainActor ([UICellAccessory]) -> Int

    /// At the leading edge.
    case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
    /// At the trailing edge.
    case trailing(displayed: DisplayedState = .always, at: Position = { $0.count })

    /// A position right after the first accessory of `accessory`'s kind, or at the end.
    @MainActor public static func position(after accessory: UICellAccessory) -> Position {
      let kind = accessory.kind.name
      return { @MainActor list in
        (list.firstIndex { $0.kind.name == kind }.map { $0 + 1 }) ?? list.count
      }
    }

    /// A position right before the first accessory of `accessory`'s kind, or at the end.
    @MainActor public static func position(before accessory: UICellAccessory) -> Position {
      let kind = accessory.kind.name
      return { @MainActor list in list.firstIndex { $0.kind.name == kind } ?? list.count }
    }
  }

  /// What an accessory is.
  enum Kind {
    case disclosureIndicator
    case outlineDisclosure(OutlineDisclosureOptions.Style, ActionHandler?)
    case checkmark
    case detail(ActionHandler?)
    case delete(ActionHandler?)
    case insert(ActionHandler?)
    case reorder
    case multiselect
    case label(String, UIFont)
    case customView(CustomViewConfiguration)

    /// A name of the kind (the payload left out), for positions and descriptions.
    var name: String {
      switch self {
      case .disclosureIndicator: return "disclosureIndicator"
      case .outlineDisclosure: return "outlineDisclosure"
      case .checkmark: return "checkmark"
      case .detail: return "detail"
      case .delete: return "delete"
      case .insert: return "insert"
      case .reorder: return "reorder"
      case .multiselect: return "multiselect"
      case .label: return "label"
      case .customView: return "customView"
      }
    }
  }

  let kind: Kind
  /// The editing states the accessory appears in.
  public var displayedState: DisplayedState
  /// Whether the accessory is hidden (it keeps its space).
  public var isHidden: Bool
  /// The width the accessory takes in the layout.
  public var reservedLayoutWidth: LayoutDimension
  /// The accessory's tint (nil: the cell's tint, or the kind's own colour).
  public var tintColor: UIColor?
  /// The fill behind the delete, insert and multiselect controls (nil: the kind's own).
  var backgroundColor: UIColor?

  init(
    _ kind: Kind, displayed: DisplayedState, isHidden: Bool?, width: LayoutDimension?,
    tint: UIColor?, background: UIColor? = nil
  ) {
    self.kind = kind
    displayedState = displayed
    self.isHidden = isHidden ?? false
    reservedLayoutWidth = width ?? .standard
    tintColor = tint
    backgroundColor = background
  }

  // MARK: Factories

  /// A chevron pointing to the trailing edge: tapping the cell shows more.
  public static func disclosureIndicator(
    displayed: DisplayedState = .always,
    options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
  ) -> UICellAccessory {
    UICellAccessory(
      .disclosureIndicator, displayed: displayed, isHidden: options.isHidden,
      width: options.reservedLayoutWidth, tint: options.tintColor)
  }

  /// A chevron that expands and collapses the item's children in an outline. Without an
  /// `actionHandler`, a tap expands or collapses the item through the cell's diffable data
  /// source.
  public static func outlineDisclosure(
    displayed: DisplayedState = .always,
    options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      .outlineDisclosure(options.style ?? .automatic, actionHandler), displayed: displayed,
      isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
  }

  /// A checkmark, for a selected choice.
  public static func checkmark(
    displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()
  ) -> UICellAccessory {
    UICellAccessory(
      .checkmark, displayed: displayed, isHidden: options.isHidden,
      width: options.reservedLayoutWidth, tint: options.tintColor)
  }

  /// An info button.
  public static func detail(
    displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      .detail(actionHandler), displayed: displayed, isHidden: options.isHidden,
      width: options.reservedLayoutWidth, tint: options.tintColor)
  }

  /// A red minus button at the leading edge (shown while editing by default).
  public static func delete(
    displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      .delete(actionHandler), displayed: displayed, isHidden: options.isHidden,
      width: options.reservedLayoutWidth, tint: options.tintColor,
      background: options.backgroundColor)
  }

  /// A green plus button at the leading edge (shown while editing by default).
  public static func insert(
    displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      .insert(actionHandler), displayed: displayed, isHidden: options.isHidden,
      width: options.reservedLayoutWidth, tint: options.tintColor,
      background: options.backgroundColor)
  }

  /// A grabber for reordering, at the trailing edge (shown while editing by default).
  public static func reorder(
    displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()
  ) -> UICellAccessory {
    UICellAccessory(
      .reorder, displayed: displayed, isHidden: options.isHidden,
      width: options.reservedLayoutWidth, tint: options.tintColor)
  }

  /// A selection circle at the leading edge (shown while editing by default).
  public static func multiselect(
    displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()
  ) -> UICellAccessory {
    UICellAccessory(
      .multiselect, displayed: displayed, isHidden: options.isHidden,
      width: options.reservedLayoutWidth, tint: options.tintColor,
      background: options.backgroundColor)
  }

  /// A short text at the trailing edge, in body text and `secondaryLabel` by default.
  public static func label(
    text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()
  ) -> UICellAccessory {
    UICellAccessory(
      .label(text, options.font ?? .preferredFont(forTextStyle: .body)), displayed: displayed,
      isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
  }

  /// A view of your own, placed as `configuration` says.
  public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
    let displayed: DisplayedState
    switch configuration.placement {
    case .leading(let state, _), .trailing(let state, _): displayed = state
    }
    return UICellAccessory(
      .customView(configuration), displayed: displayed, isHidden: configuration.isHidden,
      width: configuration.reservedLayoutWidth, tint: configuration.tintColor)
  }
}
