import Cassowary
import Foundation

/// What the layout engine needs from an item of a constraint: a ``UIView`` or a
/// ``UILayoutGuide``.
@MainActor
protocol LayoutNode: AnyObject {
  /// The item's four engine variables, once the engine created them.
  var layoutVariables: LayoutVariables? { get set }
  /// The view whose coordinate space the item's frame is expressed in (the superview of a
  /// view, the owning view of a guide).
  var layoutParent: UIView? { get }
  /// `ClassName:0xADDRESS` (plus `'identifier'`), as UIKit prints items.
  var layoutDescription: String { get }
  /// The item's handle (created on first use, cleared when the item goes away).
  var itemReference: ItemReference { get }
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

  init(name: String, firstID: Int = 0) {
    self.firstID = firstID
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
