import Foundation

// Attribute values of `AttributedString` are `Hashable`; UIKit's colours are (they are
// `NSObject`s). Remove this file when `UIColor` becomes an `NSObject` subclass, whose `hash`
// and `isEqual(_:)` provide the conformance.
extension UIColor: Hashable {
  /// Hashes the components, consistent with `==`.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
  }
}
