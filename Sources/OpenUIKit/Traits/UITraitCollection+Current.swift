import Foundation

extension UITraitCollection {
  /// The thread-dictionary key of ``current``.
  static let currentKey = "org.openuikit.UITraitCollection.current"

  /// The traits of the environment being laid out or drawn on this thread: UIKit sets it to a
  /// view's traits around its `layoutSubviews()` and `draw(_:)`, a controller's around its
  /// layout callbacks, and OpenUIKit's renderers around each view they capture. Dynamic
  /// colours and `UIFont.preferredFont(forTextStyle:)` resolve against it. Outside those,
  /// it is what was last set on the thread, or an empty collection (which resolves as the
  /// light appearance and the Large text size).
  public static var current: UITraitCollection {
    get {
      if MainThread.isCurrent { return mainThreadCurrent ?? empty }
      return Thread.current.threadDictionary[currentKey] as? UITraitCollection ?? empty
    }
    set {
      if MainThread.isCurrent {
        mainThreadCurrent = newValue
      } else {
        Thread.current.threadDictionary[currentKey] = newValue
      }
    }
  }

  /// The main thread's ``current`` (kept apart from the thread dictionary: layout sets it for
  /// every view it lays out). Only the main thread reads or writes it.
  nonisolated(unsafe) static var mainThreadCurrent: UITraitCollection?

  /// The collection with no trait specified.
  static let empty = UITraitCollection()

  /// Runs `actions` with this collection as ``current``, then restores the previous one.
  public func performAsCurrent(_ actions: () throws -> Void) rethrows {
    try withCurrent(actions)
  }

  /// Runs `body` with this collection as ``current`` and returns its result.
  func withCurrent<R>(_ body: () throws -> R) rethrows -> R {
    if MainThread.isCurrent {
      let saved = UITraitCollection.mainThreadCurrent
      UITraitCollection.mainThreadCurrent = self
      defer { UITraitCollection.mainThreadCurrent = saved }
      return try body()
    }
    let dictionary = Thread.current.threadDictionary
    let saved = dictionary[UITraitCollection.currentKey]
    dictionary[UITraitCollection.currentKey] = self
    defer { dictionary[UITraitCollection.currentKey] = saved }
    return try body()
  }
}
