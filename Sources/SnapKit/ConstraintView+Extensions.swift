import OpenUIKit

extension ConstraintView {
  /// The SnapKit DSL of the view: `view.snp.makeConstraints { make in … }`, `view.snp.top`.
  public var snp: ConstraintViewDSL {
    ConstraintViewDSL(view: self)
  }

  /// Deprecated: use `snp.left`.
  @available(*, deprecated, renamed: "snp.left")
  public var snp_left: ConstraintItem {
    ConstraintItem(target: self, attributes: .left)
  }

  /// Deprecated: use `snp.top`.
  @available(*, deprecated, renamed: "snp.top")
  public var snp_top: ConstraintItem {
    ConstraintItem(target: self, attributes: .top)
  }

  /// Deprecated: use `snp.right`.
  @available(*, deprecated, renamed: "snp.right")
  public var snp_right: ConstraintItem {
    ConstraintItem(target: self, attributes: .right)
  }

  /// Deprecated: use `snp.bottom`.
  @available(*, deprecated, renamed: "snp.bottom")
  public var snp_bottom: ConstraintItem {
    ConstraintItem(target: self, attributes: .bottom)
  }

  /// Deprecated: use `snp.leading`.
  @available(*, deprecated, renamed: "snp.leading")
  public var snp_leading: ConstraintItem {
    ConstraintItem(target: self, attributes: .leading)
  }

  /// Deprecated: use `snp.trailing`.
  @available(*, deprecated, renamed: "snp.trailing")
  public var snp_trailing: ConstraintItem {
    ConstraintItem(target: self, attributes: .trailing)
  }

  /// Deprecated: use `snp.width`.
  @available(*, deprecated, renamed: "snp.width")
  public var snp_width: ConstraintItem {
    ConstraintItem(target: self, attributes: .width)
  }

  /// Deprecated: use `snp.height`.
  @available(*, deprecated, renamed: "snp.height")
  public var snp_height: ConstraintItem {
    ConstraintItem(target: self, attributes: .height)
  }

  /// Deprecated: use `snp.centerX`.
  @available(*, deprecated, renamed: "snp.centerX")
  public var snp_centerX: ConstraintItem {
    ConstraintItem(target: self, attributes: .centerX)
  }

  /// Deprecated: use `snp.centerY`.
  @available(*, deprecated, renamed: "snp.centerY")
  public var snp_centerY: ConstraintItem {
    ConstraintItem(target: self, attributes: .centerY)
  }

  /// Deprecated: use `snp.baseline`.
  @available(*, deprecated, renamed: "snp.baseline")
  public var snp_baseline: ConstraintItem {
    ConstraintItem(target: self, attributes: .lastBaseline)
  }

  /// Deprecated: use `snp.lastBaseline`.
  @available(*, deprecated, renamed: "snp.lastBaseline")
  public var snp_lastBaseline: ConstraintItem {
    ConstraintItem(target: self, attributes: .lastBaseline)
  }

  /// Deprecated: use `snp.firstBaseline`.
  @available(*, deprecated, renamed: "snp.firstBaseline")
  public var snp_firstBaseline: ConstraintItem {
    ConstraintItem(target: self, attributes: .firstBaseline)
  }

  /// Deprecated: use `snp.leftMargin`.
  @available(*, deprecated, renamed: "snp.leftMargin")
  public var snp_leftMargin: ConstraintItem {
    ConstraintItem(target: self, attributes: .leftMargin)
  }

  /// Deprecated: use `snp.topMargin`.
  @available(*, deprecated, renamed: "snp.topMargin")
  public var snp_topMargin: ConstraintItem {
    ConstraintItem(target: self, attributes: .topMargin)
  }

  /// Deprecated: use `snp.rightMargin`.
  @available(*, deprecated, renamed: "snp.rightMargin")
  public var snp_rightMargin: ConstraintItem {
    ConstraintItem(target: self, attributes: .rightMargin)
  }

  /// Deprecated: use `snp.bottomMargin`.
  @available(*, deprecated, renamed: "snp.bottomMargin")
  public var snp_bottomMargin: ConstraintItem {
    ConstraintItem(target: self, attributes: .bottomMargin)
  }

  /// Deprecated: use `snp.leadingMargin`.
  @available(*, deprecated, renamed: "snp.leadingMargin")
  public var snp_leadingMargin: ConstraintItem {
    ConstraintItem(target: self, attributes: .leadingMargin)
  }

  /// Deprecated: use `snp.trailingMargin`.
  @available(*, deprecated, renamed: "snp.trailingMargin")
  public var snp_trailingMargin: ConstraintItem {
    ConstraintItem(target: self, attributes: .trailingMargin)
  }

  /// Deprecated: use `snp.centerXWithinMargins`.
  @available(*, deprecated, renamed: "snp.centerXWithinMargins")
  public var snp_centerXWithinMargins: ConstraintItem {
    ConstraintItem(target: self, attributes: .centerXWithinMargins)
  }

  /// Deprecated: use `snp.centerYWithinMargins`.
  @available(*, deprecated, renamed: "snp.centerYWithinMargins")
  public var snp_centerYWithinMargins: ConstraintItem {
    ConstraintItem(target: self, attributes: .centerYWithinMargins)
  }

  /// Deprecated: use `snp.edges`.
  @available(*, deprecated, renamed: "snp.edges")
  public var snp_edges: ConstraintItem {
    ConstraintItem(target: self, attributes: .edges)
  }

  /// Deprecated: use `snp.size`.
  @available(*, deprecated, renamed: "snp.size")
  public var snp_size: ConstraintItem {
    ConstraintItem(target: self, attributes: .size)
  }

  /// Deprecated: use `snp.center`.
  @available(*, deprecated, renamed: "snp.center")
  public var snp_center: ConstraintItem {
    ConstraintItem(target: self, attributes: .center)
  }

  /// Deprecated: use `snp.margins`.
  @available(*, deprecated, renamed: "snp.margins")
  public var snp_margins: ConstraintItem {
    ConstraintItem(target: self, attributes: .margins)
  }

  /// Deprecated: use `snp.centerWithinMargins`.
  @available(*, deprecated, renamed: "snp.centerWithinMargins")
  public var snp_centerWithinMargins: ConstraintItem {
    ConstraintItem(target: self, attributes: .centerWithinMargins)
  }

  /// Deprecated: use `snp.prepareConstraints(_:)`.
  @available(*, deprecated, renamed: "snp.prepareConstraints(_:)")
  @discardableResult
  public func snp_prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
    snp.prepareConstraints(closure)
  }

  /// Deprecated: use `snp.makeConstraints(_:)`.
  @available(*, deprecated, renamed: "snp.makeConstraints(_:)")
  public func snp_makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
    snp.makeConstraints(closure)
  }

  /// Deprecated: use `snp.remakeConstraints(_:)`.
  @available(*, deprecated, renamed: "snp.remakeConstraints(_:)")
  public func snp_remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
    snp.remakeConstraints(closure)
  }

  /// Deprecated: use `snp.updateConstraints(_:)`.
  @available(*, deprecated, renamed: "snp.updateConstraints(_:)")
  public func snp_updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
    snp.updateConstraints(closure)
  }

  /// Deprecated: use `snp.removeConstraints()`.
  @available(*, deprecated, renamed: "snp.removeConstraints()")
  public func snp_removeConstraints() {
    snp.removeConstraints()
  }
}
