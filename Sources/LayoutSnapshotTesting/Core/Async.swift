import Foundation

/// A value that arrives later, delivered to a callback (swift-snapshot-testing's `Async`):
/// what a ``Snapshotting`` strategy produces, so that strategies can wait for something
/// before they take the snapshot.
public struct Async<Value> {
  /// Starts the work and delivers the value to the callback.
  public let run: (@escaping (Value) -> Void) -> Void

  /// An asynchronous value from a function that calls its callback once.
  public init(run: @escaping (@escaping (Value) -> Void) -> Void) {
    self.run = run
  }

  /// A value that is there at once.
  public init(value: Value) {
    self.init { callback in callback(value) }
  }

  /// The same value, transformed.
  public func map<NewValue>(_ transform: @escaping (Value) -> NewValue) -> Async<NewValue> {
    Async<NewValue> { callback in self.run { callback(transform($0)) } }
  }
}
