import Foundation

/// PNG bytes made the first time they are asked for, from a picture kept until then (a
/// rendered snapshot, which a comparison may match without ever encoding it).
package final class DeferredPNG: @unchecked Sendable {
  /// What the bytes are made from, for code that can compare it directly.
  package let source: any Sendable
  private let make: @Sendable () -> [UInt8]
  private let lock = NSLock()
  private var made: NSData?

  /// Bytes that `make` returns when first needed; `source` is what it makes them from.
  package init(source: any Sendable, make: @escaping @Sendable () -> [UInt8]) {
    self.source = source
    self.make = make
  }

  /// Whether the bytes have been made.
  package var isMade: Bool { lock.withLock { made != nil } }

  /// The PNG bytes (made once).
  var data: NSData {
    lock.withLock {
      if let made { return made }
      let bytes = make()
      let data = bytes.withUnsafeBytes { NSData(bytes: $0.baseAddress, length: $0.count) }
      made = data
      return data
    }
  }
}
