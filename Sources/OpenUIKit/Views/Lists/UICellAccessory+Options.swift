import Foundation

/// The options each accessory kind takes (UIKit's names and defaults: not hidden, the
/// standard width, the kind's own tint).
extension UICellAccessory {
  /// Options of ``UICellAccessory/disclosureIndicator(displayed:options:)``.
  public struct DisclosureIndicatorOptions {
    /// Whether the accessory is hidden (it keeps its space).
    public var isHidden: Bool
    /// The width the accessory takes.
    public var reservedLayoutWidth: LayoutDimension
    /// The tint (nil: `tertiaryLabel`).
    public var tintColor: UIColor?

    /// Options with UIKit's defaults for the values left nil.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }

  /// Options of ``UICellAccessory/outlineDisclosure(displayed:options:actionHandler:)``.
  public struct OutlineDisclosureOptions {
    /// How the chevron looks: as a section header's or as a cell's.
    public enum Style: Int, Sendable {
      /// Decided by whether the cell shows a header configuration.
      case automatic = 0
      /// A section header's chevron.
      case header = 1
      /// A selectable cell's chevron.
      case cell = 2
    }

    /// The style (nil: `.automatic`).
    public var style: Style?
    /// Whether the accessory is hidden (it keeps its space).
    public var isHidden: Bool
    /// The width the accessory takes.
    public var reservedLayoutWidth: LayoutDimension
    /// The tint.
    public var tintColor: UIColor?

    /// Options with UIKit's defaults for the values left nil.
    public init(
      style: Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil
    ) {
      self.style = style
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }

  /// Options of ``UICellAccessory/checkmark(displayed:options:)``.
  public struct CheckmarkOptions {
    /// Whether the accessory is hidden (it keeps its space).
    public var isHidden: Bool
    /// The width the accessory takes.
    public var reservedLayoutWidth: LayoutDimension
    /// The tint (nil: the cell's tint).
    public var tintColor: UIColor?

    /// Options with UIKit's defaults for the values left nil.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }

  /// Options of ``UICellAccessory/detail(displayed:options:actionHandler:)``.
  public struct DetailOptions {
    /// Whether the accessory is hidden (it keeps its space).
    public var isHidden: Bool
    /// The width the accessory takes.
    public var reservedLayoutWidth: LayoutDimension
    /// The tint (nil: the cell's tint).
    public var tintColor: UIColor?

    /// Options with UIKit's defaults for the values left nil.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }

  /// Options of ``UICellAccessory/delete(displayed:options:actionHandler:)``.
  public struct DeleteOptions {
    /// Whether the accessory is hidden (it keeps its space).
    public var isHidden: Bool
    /// The width the accessory takes.
    public var reservedLayoutWidth: LayoutDimension
    /// The tint of the minus sign.
    public var tintColor: UIColor?
    /// The fill of the circle (nil: `systemRed`).
    public var backgroundColor: UIColor?

    /// Options with UIKit's defaults for the values left nil.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil, backgroundColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// Options of ``UICellAccessory/insert(displayed:options:actionHandler:)``.
  public struct InsertOptions {
    /// Whether the accessory is hidden (it keeps its space).
    public var isHidden: Bool
    /// The width the accessory takes.
    public var reservedLayoutWidth: LayoutDimension
    /// The tint of the plus sign.
    public var tintColor: UIColor?
    /// The fill of the circle (nil: `systemGreen`).
    public var backgroundColor: UIColor?

    /// Options with UIKit's defaults for the values left nil.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil, backgroundColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// Options of ``UICellAccessory/reorder(displayed:options:)``.
  public struct ReorderOptions {
    /// Whether the accessory is hidden (it keeps its space).
    public var isHidden: Bool
    /// The width the accessory takes.
    public var reservedLayoutWidth: LayoutDimension
    /// The tint of the grabber.
    public var tintColor: UIColor?
    /// Whether a vertical line separates the grabber from the content (stored).
    public var showsVerticalSeparator: Bool

    /// Options with UIKit's defaults for the values left nil.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil, showsVerticalSeparator: Bool? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.showsVerticalSeparator = showsVerticalSeparator ?? true
    }
  }

  /// Options of ``UICellAccessory/multiselect(displayed:options:)``.
  public struct MultiselectOptions {
    /// Whether the accessory is hidden (it keeps its space).
    public var isHidden: Bool
    /// The width the accessory takes.
    public var reservedLayoutWidth: LayoutDimension
    /// The tint of the selected circle (nil: the cell's tint).
    public var tintColor: UIColor?
    /// The fill of the circle.
    public var backgroundColor: UIColor?

    /// Options with UIKit's defaults for the values left nil.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil, backgroundColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// Options of ``UICellAccessory/label(text:displayed:options:)``.
  public struct LabelOptions {
    /// Whether the accessory is hidden (it keeps its space).
    public var isHidden: Bool
    /// The width the accessory takes.
    public var reservedLayoutWidth: LayoutDimension
    /// The text colour (nil: `secondaryLabel`).
    public var tintColor: UIColor?
    /// The font (nil: body).
    public var font: UIFont?
    /// Whether the font follows Dynamic Type (stored).
    public var adjustsFontForContentSizeCategory: Bool

    /// Options with UIKit's defaults for the values left nil.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil, font: UIFont? = nil,
      adjustsFontForContentSizeCategory: Bool? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.font = font
      self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? true
    }
  }

  /// A view of your own as an accessory, with where it goes.
  public struct CustomViewConfiguration {
    /// The view, shown at its frame's size (its intrinsic size when that is set).
    public var customView: UIView
    /// The edge and position.
    public var placement: Placement
    /// Whether the accessory is hidden (it keeps its space).
    public var isHidden: Bool
    /// The width the accessory takes (`.standard`: the view's own).
    public var reservedLayoutWidth: LayoutDimension
    /// The view's tint (nil: left as it is).
    public var tintColor: UIColor?
    /// Whether the view keeps its size rather than following Dynamic Type (stored).
    public var maintainsFixedSize: Bool

    /// A configuration for `customView` at `placement`.
    public init(
      customView: UIView, placement: Placement, isHidden: Bool? = nil,
      reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      maintainsFixedSize: Bool? = nil
    ) {
      self.customView = customView
      self.placement = placement
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.maintainsFixedSize = maintainsFixedSize ?? false
    }
  }
}
