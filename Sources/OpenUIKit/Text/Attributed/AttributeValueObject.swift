import Foundation

/// The base of the UIKit classes whose objects go into attributed strings as attribute values:
/// ``UIColor``, ``UIFont``, ``NSParagraphStyle`` and ``NSShadow``. It gives them what they have
/// from `NSObject` in UIKit (`isEqual(_:)`, `hash`, `description`, `copy()`, `==` and
/// hashing) without deriving from `NSObject`.
///
/// Why not `NSObject`: Foundation on Linux keeps attributed strings in Core Foundation, which
/// halts the process when it compares two attribute values that are Swift `NSObject`
/// subclasses (adding `.foregroundColor` to part of a string that already has one is enough).
/// Values of other Swift classes are boxed and compared through `Hashable`, which this class
/// implements with ``isEqual(_:)`` and ``hash``, so apps' attributed strings work as on iOS.
open class AttributeValueObject: Hashable, CustomStringConvertible, CustomDebugStringConvertible {
  /// Creates an object.
  public init() {}

  /// Whether `object` equals this one (identity unless a subclass says otherwise), as
  /// `NSObject`'s `isEqual(_:)`.
  open func isEqual(_ object: Any?) -> Bool {
    guard let other = object as AnyObject? else { return false }
    return other === self
  }

  /// The hash that equal objects share, as `NSObject`'s `hash`.
  open var hash: Int { ObjectIdentifier(self).hashValue }

  /// A description (the class name by default).
  open var description: String { "<\(type(of: self))>" }

  /// The same as ``description``.
  open var debugDescription: String { description }

  /// A copy, as `NSObject`'s `copy()`: `copy(with:)` for `NSCopying` objects, else the
  /// object itself.
  open func copy() -> Any {
    (self as? NSCopying)?.copy(with: nil) ?? self
  }

  /// A mutable copy, as `NSObject`'s `mutableCopy()`: `mutableCopy(with:)` for
  /// `NSMutableCopying` objects, else the object itself.
  open func mutableCopy() -> Any {
    (self as? NSMutableCopying)?.mutableCopy(with: nil) ?? self
  }

  /// Equality is ``isEqual(_:)``.
  public static func == (lhs: AttributeValueObject, rhs: AttributeValueObject) -> Bool {
    lhs.isEqual(rhs)
  }

  /// Hashing is ``hash``.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }
}
