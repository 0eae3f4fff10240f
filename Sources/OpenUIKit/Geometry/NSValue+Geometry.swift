import Foundation

/// UIKit's `NSValue` geometry accessors (`UIGeometry.h`), so that
/// `(info[key] as? NSValue)?.cgRectValue` reads a keyboard frame as it does on iOS.
extension NSValue {
  /// Creates a value holding a rectangle.
  public convenience init(cgRect rect: CGRect) {
    self.init(rect: rect)
  }

  /// Creates a value holding a point.
  public convenience init(cgPoint point: CGPoint) {
    self.init(point: point)
  }

  /// Creates a value holding a size.
  public convenience init(cgSize size: CGSize) {
    self.init(size: size)
  }

  /// The rectangle the value holds.
  public var cgRectValue: CGRect { rectValue }

  /// The point the value holds.
  public var cgPointValue: CGPoint { pointValue }

  /// The size the value holds.
  public var cgSizeValue: CGSize { sizeValue }
}

#if !canImport(ObjectiveC)
  /// On Apple platforms `CGRect` bridges to `NSValue`, so `info[key] as? CGRect` reads an
  /// `NSValue` holding a rectangle and `rect as? NSValue` boxes one. swift-corelibs-foundation
  /// (Linux) has no such bridge, and both casts fail; OpenUIKit adds it, so that both idioms
  /// apps use on keyboard notifications work. A value holding anything but a rectangle does
  /// not cast.
  extension CGRect: @retroactive _ObjectiveCBridgeable {
    /// Boxes the rectangle.
    public func _bridgeToObjectiveC() -> NSValue { NSValue(rect: self) }

    /// Unboxes a value holding a rectangle (a zero rectangle for any other value).
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
      result = holdsRect(source) ? source.rectValue : .zero
    }

    /// Unboxes a value if it holds a rectangle.
    public static func _conditionallyBridgeFromObjectiveC(
      _ source: NSValue, result: inout CGRect?
    ) -> Bool {
      guard holdsRect(source) else {
        result = nil
        return false
      }
      result = source.rectValue
      return true
    }

    /// Unboxes a value (a zero rectangle for nil or a value holding something else).
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
      guard let source, holdsRect(source) else { return .zero }
      return source.rectValue
    }

    /// Whether a value holds a rectangle (by its Objective-C type encoding).
    private static func holdsRect(_ value: NSValue) -> Bool {
      String(cString: value.objCType) == rectEncoding
    }

    /// The type encoding of a rectangle, `{CGRect={CGPoint=dd}{CGSize=dd}}`.
    private static let rectEncoding = String(cString: NSValue(rect: .zero).objCType)
  }
#endif
