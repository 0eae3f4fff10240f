import Foundation

/// A strategy that turns a value into a snapshot of some format and says how snapshots of that
/// format are stored and compared (swift-snapshot-testing's `Snapshotting`).
///
/// Strategies are built from others with ``pullback(_:)``: a view's image is a controller's
/// image of a controller that holds the view, say.
public struct Snapshotting<Value, Format> {
  /// The reference file's extension (`png`, `txt`), or nil for none.
  public var pathExtension: String?
  /// How the format is stored and compared.
  public var diffing: Diffing<Format>
  /// Takes the snapshot of a value.
  public var snapshot: (Value) -> Async<Format>

  /// A strategy whose snapshots arrive asynchronously.
  public init(
    pathExtension: String?, diffing: Diffing<Format>,
    asyncSnapshot: @escaping (_ value: Value) -> Async<Format>
  ) {
    self.pathExtension = pathExtension
    self.diffing = diffing
    self.snapshot = asyncSnapshot
  }

  /// A strategy that takes its snapshot at once.
  public init(
    pathExtension: String?, diffing: Diffing<Format>,
    snapshot: @escaping (_ value: Value) -> Format
  ) {
    self.init(pathExtension: pathExtension, diffing: diffing) { Async(value: snapshot($0)) }
  }

  /// The same strategy for another kind of value, converted first.
  public func pullback<NewValue>(_ transform: @escaping (_ otherValue: NewValue) -> Value)
    -> Snapshotting<NewValue, Format>
  {
    asyncPullback { Async(value: transform($0)) }
  }

  /// The same strategy for another kind of value, converted asynchronously first.
  public func asyncPullback<NewValue>(
    _ transform: @escaping (_ otherValue: NewValue) -> Async<Value>
  ) -> Snapshotting<NewValue, Format> {
    let snapshot = self.snapshot
    return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) {
      newValue in
      Async<Format> { callback in
        transform(newValue).run { value in snapshot(value).run(callback) }
      }
    }
  }
}

/// A strategy whose values are already snapshots (strings for `.lines`, say).
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>

extension Snapshotting where Value == Format {
  /// A strategy that stores the value itself.
  public init(pathExtension: String?, diffing: Diffing<Format>) {
    self.init(pathExtension: pathExtension, diffing: diffing) { $0 }
  }
}
