import Cassowary
import Foundation

/// What the layout engine needs from an item of a constraint: a ``UIView`` or a
/// ``UILayoutGuide``. The engine reaches items only through this protocol (and the small ones
/// beside it: ``LayoutContentArea``, ``LayoutWindowRoot``, ``LayoutWidthDependentContent``),
/// never by casting to a concrete view type.
@MainActor
protocol LayoutNode: AnyObject {
  /// The engine's bookkeeping for the item (created with the item, never replaced).
  var layoutState: LayoutItemState { get }
  /// The view whose coordinate space the item's frame is expressed in (the superview of a
  /// view, the owning view of a guide), unretained: the engine walks it and its ancestors,
  /// which the hierarchy keeps alive, without retaining each.
  var layoutParentReference: Unmanaged<UIView>? { get }
  /// What the item is: a view (its frame is written from the solution) or a guide (its
  /// ``UILayoutGuide/layoutFrame`` is read from it).
  var layoutKind: LayoutItemKind { get }
  /// `ClassName:0xADDRESS` (plus `'identifier'`), as UIKit prints items.
  var layoutDescription: String { get }
  /// The solver moved the item's rectangle: the view that writes it must lay out (a view's
  /// superview, once per write; a guide's owning view).
  func solvedRectDidChange()
}

/// The two kinds of constraint item.
@MainActor
enum LayoutItemKind {
  /// A view: it has an intrinsic size, margins, baselines and a frame to write.
  case view(UIView)
  /// A layout guide: a rectangle in its owning view's coordinates.
  case guide(UILayoutGuide)
}

extension LayoutNode {
  /// The item's four engine variables, once the engine created them.
  var layoutVariables: LayoutVariables? { layoutState.variables }

  /// The item's handle (created on first use, cleared when the item goes away).
  var itemReference: ItemReference {
    let state = layoutState
    if let r = state.reference { return r }
    let r: ItemReference
    switch layoutKind {
    case .view(let view): r = ItemReference(view: view)
    case .guide(let guide): r = ItemReference(guide: guide)
    }
    state.reference = r
    return r
  }
}

/// The engine variables of one item: its alignment rectangle in its parent's coordinates.
@MainActor
final class LayoutVariables {
  let minX: Variable
  let minY: Variable
  let width: Variable
  let height: Variable
  /// The engine's serial number of ``minX``; the others follow (UIKit's `{id: n}`).
  let firstID: Int
  /// The engine that made them (its reference: an engine's address may be reused by a later
  /// one, its reference stays unique while this holds it).
  let engine: EngineReference

  init(name: String, firstID: Int = 0, engine: EngineReference) {
    self.firstID = firstID
    self.engine = engine
    if name.isEmpty {
      minX = Variable()
      minY = Variable()
      width = Variable()
      height = Variable()
    } else {
      minX = Variable("\(name).minX")
      minY = Variable("\(name).minY")
      width = Variable("\(name).Width")
      height = Variable("\(name).Height")
    }
  }

  var all: [Variable] { [minX, minY, width, height] }

  /// Whether `variable` is one of these four (an identity test: no context read).
  @inline(__always) func contains(_ variable: Variable) -> Bool {
    minX === variable || minY === variable || width === variable || height === variable
  }

  /// The solved rectangle.
  var rect: CGRect {
    CGRect(x: minX.value, y: minY.value, width: width.value, height: height.value)
  }
}

/// `0x` and the object's address in hexadecimal, as UIKit prints objects.
@MainActor
func addressString(_ object: AnyObject) -> String {
  "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
}

/// The class name without module prefix (UIKit classes) or with it (user subclasses).
@MainActor
func className(_ object: AnyObject) -> String {
  let full = String(reflecting: type(of: object))
  if full.hasPrefix("OpenUIKit.") { return String(full.dropFirst("OpenUIKit.".count)) }
  return full
}
