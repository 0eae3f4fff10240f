import Cassowary
import Foundation

/// A rectangle in a view's coordinate space that takes part in Auto Layout without being a
/// view (spacers, margins, the safe area).
@preconcurrency @MainActor
open class UILayoutGuide: NSObject, LayoutNode {
  /// The view that owns the guide (the view clears it as it goes away).
  public internal(set) unowned(unsafe) var owningView: UIView?
  /// The engine's bookkeeping for the guide (its variables and handle).
  let layoutState = LayoutItemState()

  deinit {
    mainActorDeinit {
      layoutState.reference?.clear()
    }
  }
  /// A debugging name.
  open var identifier = ""
  /// Whether the view created it (margins, safe area); system guides print their identifier.
  var isSystemGuide = false

  /// Creates a guide; add it to a view with ``UIView/addLayoutGuide(_:)``.
  public override init() {
    super.init()
  }

  /// The guide's frame in its owning view's coordinates, as of the last layout pass.
  open var layoutFrame: CGRect {
    if let vars = layoutVariables { return vars.rect }
    // A system guide no constraint uses yet: its rectangle follows from the owning view.
    guard isSystemGuide, let owner = owningView else { return .zero }
    return owner.bounds.inset(by: owner.insets(of: self))
  }

  var layoutParentReference: Unmanaged<UIView>? {
    guard let owningView else { return nil }
    return .passUnretained(owningView)
  }

  var layoutKind: LayoutItemKind { .guide(self) }

  func solvedRectDidChange() {
    if let owner = owningView { LayoutPass.markNeedsLayout(owner) }
  }

  var layoutDescription: String {
    "UILayoutGuide:\(addressString(self))'\(identifier)'"
  }

  /// `<UILayoutGuide: 0x… - identifier, layoutFrame = {{x, y}, {w, h}}>`, as UIKit prints
  /// guides.
  public nonisolated override var description: String {
    MainActor.assumeIsolated { guideDescription }
  }

  var guideDescription: String {
    let f = layoutFrame
    return "<UILayoutGuide: \(addressString(self)) - \(identifier), layoutFrame = "
      + "{{\(formatPoints(f.minX)), \(formatPoints(f.minY))}, "
      + "{\(formatPoints(f.width)), \(formatPoints(f.height))}}>"
  }

  // MARK: Anchors

  /// The leading edge.
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  /// The trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  /// The left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
  /// The right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
  /// The horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
  /// The top edge.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  /// The bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  /// The vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
  /// The width.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
  /// The height.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
}

/// A number as UIKit prints geometry: no trailing `.0`.
func formatPoints(_ value: CGFloat) -> String {
  if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
  let text = String(format: "%.6g", Double(value))
  return text
}
