import OpenUIKit

/// A chain that can take more attributes before its relation: `make.left.right.equalToSuperview()`
/// is one ``Constraint`` with two platform constraints.
///
/// Every accessor adds its attributes to the same chain and returns it (repeating one is a
/// no-op). As upstream, `center` is not among them (quirk Q-10): `make.center.size` compiles,
/// `make.size.center` does not.
@preconcurrency @MainActor
public class ConstraintMakerExtendable: ConstraintMakerRelatable {
  /// The left edge. Added to the chain.
  public var left: ConstraintMakerExtendable {
    description.attributes += .left
    return self
  }

  /// The top edge. Added to the chain.
  public var top: ConstraintMakerExtendable {
    description.attributes += .top
    return self
  }

  /// The bottom edge. Added to the chain.
  public var bottom: ConstraintMakerExtendable {
    description.attributes += .bottom
    return self
  }

  /// The right edge. Added to the chain.
  public var right: ConstraintMakerExtendable {
    description.attributes += .right
    return self
  }

  /// The leading edge. Added to the chain.
  public var leading: ConstraintMakerExtendable {
    description.attributes += .leading
    return self
  }

  /// The trailing edge. Added to the chain.
  public var trailing: ConstraintMakerExtendable {
    description.attributes += .trailing
    return self
  }

  /// The width. Added to the chain.
  public var width: ConstraintMakerExtendable {
    description.attributes += .width
    return self
  }

  /// The height. Added to the chain.
  public var height: ConstraintMakerExtendable {
    description.attributes += .height
    return self
  }

  /// The horizontal centre. Added to the chain.
  public var centerX: ConstraintMakerExtendable {
    description.attributes += .centerX
    return self
  }

  /// The vertical centre. Added to the chain.
  public var centerY: ConstraintMakerExtendable {
    description.attributes += .centerY
    return self
  }

  /// The last baseline (deprecated alias of ``lastBaseline``). Added to the chain.
  @available(*, deprecated, renamed: "lastBaseline")
  public var baseline: ConstraintMakerExtendable {
    description.attributes += .lastBaseline
    return self
  }

  /// The last baseline. Added to the chain.
  public var lastBaseline: ConstraintMakerExtendable {
    description.attributes += .lastBaseline
    return self
  }

  /// The first baseline. Added to the chain.
  public var firstBaseline: ConstraintMakerExtendable {
    description.attributes += .firstBaseline
    return self
  }

  /// The left margin. Added to the chain.
  public var leftMargin: ConstraintMakerExtendable {
    description.attributes += .leftMargin
    return self
  }

  /// The right margin. Added to the chain.
  public var rightMargin: ConstraintMakerExtendable {
    description.attributes += .rightMargin
    return self
  }

  /// The top margin. Added to the chain.
  public var topMargin: ConstraintMakerExtendable {
    description.attributes += .topMargin
    return self
  }

  /// The bottom margin. Added to the chain.
  public var bottomMargin: ConstraintMakerExtendable {
    description.attributes += .bottomMargin
    return self
  }

  /// The leading margin. Added to the chain.
  public var leadingMargin: ConstraintMakerExtendable {
    description.attributes += .leadingMargin
    return self
  }

  /// The trailing margin. Added to the chain.
  public var trailingMargin: ConstraintMakerExtendable {
    description.attributes += .trailingMargin
    return self
  }

  /// The horizontal centre between the margins. Added to the chain.
  public var centerXWithinMargins: ConstraintMakerExtendable {
    description.attributes += .centerXWithinMargins
    return self
  }

  /// The vertical centre between the margins. Added to the chain.
  public var centerYWithinMargins: ConstraintMakerExtendable {
    description.attributes += .centerYWithinMargins
    return self
  }

  /// Left, top, right and bottom. Added to the chain.
  public var edges: ConstraintMakerExtendable {
    description.attributes += .edges
    return self
  }

  /// Left and right. Added to the chain.
  public var horizontalEdges: ConstraintMakerExtendable {
    description.attributes += .horizontalEdges
    return self
  }

  /// Top and bottom. Added to the chain.
  public var verticalEdges: ConstraintMakerExtendable {
    description.attributes += .verticalEdges
    return self
  }

  /// Top, bottom, leading and trailing. Added to the chain.
  public var directionalEdges: ConstraintMakerExtendable {
    description.attributes += .directionalEdges
    return self
  }

  /// Leading and trailing. Added to the chain.
  public var directionalHorizontalEdges: ConstraintMakerExtendable {
    description.attributes += .directionalHorizontalEdges
    return self
  }

  /// Top and bottom. Added to the chain.
  public var directionalVerticalEdges: ConstraintMakerExtendable {
    description.attributes += .directionalVerticalEdges
    return self
  }

  /// Width and height. Added to the chain.
  public var size: ConstraintMakerExtendable {
    description.attributes += .size
    return self
  }

  /// The four margins (left, top, right and bottom margin). Added to the chain.
  public var margins: ConstraintMakerExtendable {
    description.attributes += .margins
    return self
  }

  /// The directional margins (top, bottom, leading and trailing margin). Added to the chain.
  public var directionalMargins: ConstraintMakerExtendable {
    description.attributes += .directionalMargins
    return self
  }

  /// Both centres within the margins. Added to the chain.
  public var centerWithinMargins: ConstraintMakerExtendable {
    description.attributes += .centerWithinMargins
    return self
  }
}
