import Foundation

/// How snapshots of one format are written to and read from disk and compared
/// (swift-snapshot-testing's `Diffing`).
public struct Diffing<Value> {
  /// The bytes written to the reference file.
  public var toData: (Value) -> Data
  /// The value read back from a reference file.
  public var fromData: (Data) -> Value
  /// Nil when the values match; otherwise a message saying how they differ and attachments
  /// that show it (a difference image, say).
  public var diff: (Value, Value) -> (String, [XCTAttachment])?

  /// A diffing from its three parts.
  public init(
    toData: @escaping (_ value: Value) -> Data,
    fromData: @escaping (_ data: Data) -> Value,
    diff: @escaping (_ lhs: Value, _ rhs: Value) -> (String, [XCTAttachment])?
  ) {
    self.toData = toData
    self.fromData = fromData
    self.diff = diff
  }
}
