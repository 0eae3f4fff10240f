import Foundation

/// What a custom group's item provider returns: one frame per item, in the group's
/// coordinates.
@preconcurrency @MainActor
open class NSCollectionLayoutGroupCustomItem: NSObject, @preconcurrency NSCopying {
  /// The item's frame, relative to the group's origin.
  public let frame: CGRect
  /// The item's stacking order (0).
  public let zIndex: Int

  /// An item at `frame`.
  public convenience init(frame: CGRect) {
    self.init(frame: frame, zIndex: 0)
  }

  /// An item at `frame` with a stacking order.
  public init(frame: CGRect, zIndex: Int) {
    self.frame = frame
    self.zIndex = zIndex
    super.init()
  }

  /// A copy.
  open func copy(with zone: NSZone? = nil) -> Any {
    NSCollectionLayoutGroupCustomItem(frame: frame, zIndex: zIndex)
  }
}

/// Returns the frames of a custom group's items; the environment's container is the group.
public typealias NSCollectionLayoutGroupCustomItemProvider =
  @MainActor (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// Items (or groups) laid out in a row, a column, or at frames a closure gives; a section
/// repeats its group until the section's items are used up.
@preconcurrency @MainActor
public class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  enum Axis {
    case horizontal, vertical, custom
  }

  let axis: Axis
  /// The subitems one instance of the group lays out, in order (a repeated subitem appears
  /// `count` times).
  let expandedSubitems: [NSCollectionLayoutItem]
  /// How many times a repeated subitem repeats (nil: the subitems are laid out as given, with
  /// their own sizes along the group's axis).
  let repeatCount: Int?
  let itemProvider: NSCollectionLayoutGroupCustomItemProvider?

  /// The group's items, as given.
  public let subitems: [NSCollectionLayoutItem]
  /// Spacing between the subitems along the group's axis (nil: none).
  open var interItemSpacing: NSCollectionLayoutSpacing?
  /// Views attached to the group, placed by their anchors (settable on a group, as in UIKit).
  open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
    get { storedSupplementaryItems }
    set { storedSupplementaryItems = newValue }
  }

  required init(
    layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem],
    repeatCount: Int?, itemProvider: NSCollectionLayoutGroupCustomItemProvider?
  ) {
    self.axis = axis
    self.subitems = subitems
    self.repeatCount = repeatCount
    self.itemProvider = itemProvider
    if let repeatCount, let first = subitems.first {
      expandedSubitems = Array(repeating: first, count: max(repeatCount, 1))
    } else {
      expandedSubitems = subitems
    }
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// A row of `subitems`, each as wide as its width dimension says.
  open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
    -> Self
  {
    Self(
      layoutSize: layoutSize, axis: .horizontal, subitems: subitems, repeatCount: nil,
      itemProvider: nil)
  }

  /// A row of `count` copies of `repeatingSubitem`, sharing the group's width equally after
  /// the inter-item spacing (the subitem's width dimension is not used) (iOS 16).
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> Self {
    Self(
      layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], repeatCount: count,
      itemProvider: nil)
  }

  /// The spelling of ``horizontal(layoutSize:repeatingSubitem:count:)`` before iOS 16.
  @available(
    iOS, introduced: 13.0, deprecated: 16.0,
    renamed: "horizontal(layoutSize:repeatingSubitem:count:)"
  )
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> Self {
    horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
  }

  /// A column of `subitems`, each as tall as its height dimension says.
  open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
    -> Self
  {
    Self(
      layoutSize: layoutSize, axis: .vertical, subitems: subitems, repeatCount: nil,
      itemProvider: nil)
  }

  /// A column of `count` copies of `repeatingSubitem`, sharing the group's height equally
  /// after the inter-item spacing (iOS 16).
  open class func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> Self {
    Self(
      layoutSize: layoutSize, axis: .vertical, subitems: [subitem], repeatCount: count,
      itemProvider: nil)
  }

  /// The spelling of ``vertical(layoutSize:repeatingSubitem:count:)`` before iOS 16.
  @available(
    iOS, introduced: 13.0, deprecated: 16.0, renamed: "vertical(layoutSize:repeatingSubitem:count:)"
  )
  open class func vertical(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> Self {
    vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
  }

  /// A group whose items are at the frames `itemProvider` returns; each instance of the group
  /// takes as many items as frames (the provider is asked again for each instance).
  open class func custom(
    layoutSize: NSCollectionLayoutSize,
    itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
  ) -> Self {
    Self(
      layoutSize: layoutSize, axis: .custom, subitems: [], repeatCount: nil,
      itemProvider: itemProvider)
  }

  /// A text sketch of the group's subitems, for debugging.
  open func visualDescription() -> String {
    let kind: String
    switch axis {
    case .horizontal: kind = "horizontal"
    case .vertical: kind = "vertical"
    case .custom: kind = "custom"
    }
    let items = expandedSubitems.map { item in
      item is NSCollectionLayoutGroup
        ? "group" : "item(\(item.layoutSize.widthDimension) × \(item.layoutSize.heightDimension))"
    }
    return "\(kind) group \(layoutSize.widthDimension) × \(layoutSize.heightDimension): ["
      + items.joined(separator: ", ") + "]"
  }

  /// A copy of the group, with the same subitems.
  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = Self(
      layoutSize: layoutSize, axis: axis, subitems: subitems, repeatCount: repeatCount,
      itemProvider: itemProvider)
    copy.contentInsets = contentInsets
    copy.edgeSpacing = edgeSpacing
    copy.interItemSpacing = interItemSpacing
    copy.supplementaryItems = supplementaryItems
    return copy
  }
}
