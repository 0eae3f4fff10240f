import Foundation

/// Whether two attributed strings have the same characters and the same attributes over the
/// same ranges, as `isEqual(_:)` says on iOS.
///
/// Foundation on Linux compares attributed strings in Core Foundation, which halts the process
/// when an attribute's value is a Swift `NSObject` subclass such as `UIFont` or `UIColor`. This
/// operator (and its optional form) compares the runs with the values' own `isEqual(_:)`
/// instead, so `label.attributedText == expected` works as in UIKit. (`isEqual(_:)` itself, and
/// so sets and dictionaries of attributed strings, still go through Core Foundation.)
public func == (lhs: NSAttributedString, rhs: NSAttributedString) -> Bool {
  if lhs === rhs { return true }
  guard lhs.string == rhs.string, lhs.length == rhs.length else { return false }
  var location = 0
  while location < lhs.length {
    var left = NSRange()
    var right = NSRange()
    let a = lhs.attributes(at: location, effectiveRange: &left)
    let b = rhs.attributes(at: location, effectiveRange: &right)
    guard a.count == b.count else { return false }
    for (key, value) in a {
      guard let other = b[key], attributeValuesEqual(value, other) else { return false }
    }
    let end = min(NSMaxRange(left), NSMaxRange(right))
    location = max(end, location + 1)
  }
  return true
}

/// The optional form of `==` for attributed strings (nil equals only nil).
public func == (lhs: NSAttributedString?, rhs: NSAttributedString?) -> Bool {
  switch (lhs, rhs) {
  case (nil, nil): return true
  case (let l?, let r?): return l == r
  default: return false
  }
}

/// `!=` for attributed strings: the negation of `==`.
public func != (lhs: NSAttributedString?, rhs: NSAttributedString?) -> Bool {
  !(lhs == rhs)
}

/// Two attribute values compared as UIKit compares them: objects with `isEqual(_:)`, other
/// values as hashable values.
private func attributeValuesEqual(_ a: Any, _ b: Any) -> Bool {
  if let x = a as? NSObject, let y = b as? NSObject {
    if let xs = x as? NSAttributedString, let ys = y as? NSAttributedString { return xs == ys }
    if x is NSNumber || x is NSString { return x.isEqual(y) }
    return type(of: x) == type(of: y) && x.isEqual(y)
  }
  if let x = a as? AnyHashable, let y = b as? AnyHashable { return x == y }
  return false
}
