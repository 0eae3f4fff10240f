import OpenUIKit

/// What every `snp` value has: the object it wraps and its debug label.
@preconcurrency @MainActor
public protocol ConstraintDSL {
  /// The view, guide or layout support.
  var target: AnyObject? { get }

  /// Sets the target's debug label (used in descriptions of views: `UIView:myLabel`).
  func setLabel(_ value: String?)

  /// The target's debug label.
  func label() -> String?
}

extension ConstraintDSL {
  /// Stores the label with the target (a copy of the string).
  public func setLabel(_ value: String?) {
    guard let target else { return }
    if value == nil, ItemStorage.existingEntry(for: target) == nil { return }
    ItemStorage.entry(for: target).label = value
  }

  /// The label stored with the target.
  public func label() -> String? {
    guard let target else { return nil }
    return ItemStorage.existingEntry(for: target)?.label
  }
}

/// The attributes every view and guide has, as ``ConstraintItem``s to relate to
/// (`make.top.equalTo(other.snp.bottom)`).
@preconcurrency @MainActor
public protocol ConstraintBasicAttributesDSL: ConstraintDSL {}

extension ConstraintBasicAttributesDSL {
  /// The left edge.
  public var left: ConstraintItem {
    ConstraintItem(target: target, attributes: .left)
  }

  /// The top edge.
  public var top: ConstraintItem {
    ConstraintItem(target: target, attributes: .top)
  }

  /// The right edge.
  public var right: ConstraintItem {
    ConstraintItem(target: target, attributes: .right)
  }

  /// The bottom edge.
  public var bottom: ConstraintItem {
    ConstraintItem(target: target, attributes: .bottom)
  }

  /// The leading edge.
  public var leading: ConstraintItem {
    ConstraintItem(target: target, attributes: .leading)
  }

  /// The trailing edge.
  public var trailing: ConstraintItem {
    ConstraintItem(target: target, attributes: .trailing)
  }

  /// The width.
  public var width: ConstraintItem {
    ConstraintItem(target: target, attributes: .width)
  }

  /// The height.
  public var height: ConstraintItem {
    ConstraintItem(target: target, attributes: .height)
  }

  /// The horizontal centre.
  public var centerX: ConstraintItem {
    ConstraintItem(target: target, attributes: .centerX)
  }

  /// The vertical centre.
  public var centerY: ConstraintItem {
    ConstraintItem(target: target, attributes: .centerY)
  }

  /// Left, top, right and bottom.
  public var edges: ConstraintItem {
    ConstraintItem(target: target, attributes: .edges)
  }

  /// Top, bottom, leading and trailing.
  public var directionalEdges: ConstraintItem {
    ConstraintItem(target: target, attributes: .directionalEdges)
  }

  /// Left and right.
  public var horizontalEdges: ConstraintItem {
    ConstraintItem(target: target, attributes: .horizontalEdges)
  }

  /// Top and bottom.
  public var verticalEdges: ConstraintItem {
    ConstraintItem(target: target, attributes: .verticalEdges)
  }

  /// Leading and trailing.
  public var directionalHorizontalEdges: ConstraintItem {
    ConstraintItem(target: target, attributes: .directionalHorizontalEdges)
  }

  /// Top and bottom.
  public var directionalVerticalEdges: ConstraintItem {
    ConstraintItem(target: target, attributes: .directionalVerticalEdges)
  }

  /// Width and height.
  public var size: ConstraintItem {
    ConstraintItem(target: target, attributes: .size)
  }

  /// centerX and centerY.
  public var center: ConstraintItem {
    ConstraintItem(target: target, attributes: .center)
  }
}

/// The baseline and margin attributes, on top of the basic ones.
@preconcurrency @MainActor
public protocol ConstraintAttributesDSL: ConstraintBasicAttributesDSL {}

extension ConstraintAttributesDSL {
  /// The last baseline (deprecated alias of ``lastBaseline``).
  @available(*, deprecated, renamed: "lastBaseline")
  public var baseline: ConstraintItem {
    ConstraintItem(target: target, attributes: .lastBaseline)
  }

  /// The last baseline.
  public var lastBaseline: ConstraintItem {
    ConstraintItem(target: target, attributes: .lastBaseline)
  }

  /// The first baseline.
  public var firstBaseline: ConstraintItem {
    ConstraintItem(target: target, attributes: .firstBaseline)
  }

  /// The left margin.
  public var leftMargin: ConstraintItem {
    ConstraintItem(target: target, attributes: .leftMargin)
  }

  /// The top margin.
  public var topMargin: ConstraintItem {
    ConstraintItem(target: target, attributes: .topMargin)
  }

  /// The right margin.
  public var rightMargin: ConstraintItem {
    ConstraintItem(target: target, attributes: .rightMargin)
  }

  /// The bottom margin.
  public var bottomMargin: ConstraintItem {
    ConstraintItem(target: target, attributes: .bottomMargin)
  }

  /// The leading margin.
  public var leadingMargin: ConstraintItem {
    ConstraintItem(target: target, attributes: .leadingMargin)
  }

  /// The trailing margin.
  public var trailingMargin: ConstraintItem {
    ConstraintItem(target: target, attributes: .trailingMargin)
  }

  /// The horizontal centre between the margins.
  public var centerXWithinMargins: ConstraintItem {
    ConstraintItem(target: target, attributes: .centerXWithinMargins)
  }

  /// The vertical centre between the margins.
  public var centerYWithinMargins: ConstraintItem {
    ConstraintItem(target: target, attributes: .centerYWithinMargins)
  }

  /// The four margins.
  public var margins: ConstraintItem {
    ConstraintItem(target: target, attributes: .margins)
  }

  /// The directional margins.
  public var directionalMargins: ConstraintItem {
    ConstraintItem(target: target, attributes: .directionalMargins)
  }

  /// Both centres within the margins.
  public var centerWithinMargins: ConstraintItem {
    ConstraintItem(target: target, attributes: .centerWithinMargins)
  }
}
