import Foundation

/// A resource that could not be read: what `UIColor(named:)`, `UIImage(named:)` and friends
/// report when a file exists but is damaged. UIKit returns nil for these (Xcode's asset
/// compiler would have refused most of them at build time); OpenUIKit returns nil too and
/// says why. A missing resource is not reported: nil is the normal answer for it.
public enum ResourceDiagnostic: Sendable, Equatable, CustomStringConvertible {
  /// A `.colorset` whose `Contents.json` is not valid JSON or has no usable colour.
  case corruptColorSet(name: String, path: String, reason: String)
  /// An `.imageset` whose `Contents.json` is not valid JSON.
  case corruptImageSet(name: String, path: String, reason: String)
  /// An image file that is not a valid PNG (bad signature, header or checksum).
  case corruptImage(name: String, path: String, reason: String)
  /// `#imageLiteral(resourceName:)` named an image no search bundle has (UIKit crashes);
  /// the literal is an empty 0 × 0 image.
  case missingImageLiteral(name: String)

  /// The text logged for it.
  public var message: String {
    switch self {
    case .corruptColorSet(let name, let path, let reason):
      return "[Assets] OpenUIKit: the color set \"\(name)\" at \(path) cannot be read: "
        + "\(reason). UIColor(named:) returns nil. (Xcode's asset compiler refuses it.)"
    case .corruptImageSet(let name, let path, let reason):
      return "[Assets] OpenUIKit: the image set \"\(name)\" at \(path) cannot be read: "
        + "\(reason). UIImage(named:) returns nil. (Xcode's asset compiler refuses it.)"
    case .corruptImage(let name, let path, let reason):
      return "[Assets] OpenUIKit: the image \"\(name)\" at \(path) is not a valid PNG: "
        + "\(reason). UIImage returns nil."
    case .missingImageLiteral(let name):
      return "[Assets] OpenUIKit: #imageLiteral(resourceName: \"\(name)\") names no image in "
        + "the search bundles; it is an empty 0 × 0 image. (UIKit crashes here.)"
    }
  }

  /// The message.
  public var description: String { message }
}

/// Where resource diagnostics go: to ``handler`` (by default printed to standard error),
/// or to the innermost ``capture(_:)`` running in the current task. Safe to use from any
/// thread, as the initializers that report them are.
public enum ResourceDiagnostics {
  /// Receives every diagnostic reported outside ``capture(_:)``; replace it to route them
  /// elsewhere.
  public static var handler: @Sendable (ResourceDiagnostic) -> Void {
    get { storage.withLock { $0 } }
    set { storage.withLock { $0 = newValue } }
  }

  /// Runs `body` and returns the diagnostics it reported, which do not reach ``handler``.
  /// The collection is task-local: tests running in parallel each see only their own.
  public static func capture(_ body: () throws -> Void) rethrows -> [ResourceDiagnostic] {
    let collector = Collector()
    try $collector.withValue(collector) { try body() }
    return collector.items.withLock { $0 }
  }

  static func report(_ diagnostic: ResourceDiagnostic) {
    if let collector {
      collector.items.withLock { $0.append(diagnostic) }
    } else {
      handler(diagnostic)
    }
  }

  final class Collector: Sendable {
    let items = LockedValue<[ResourceDiagnostic]>([])
  }

  @TaskLocal static var collector: Collector?

  static let storage = LockedValue<@Sendable (ResourceDiagnostic) -> Void>({ diagnostic in
    FileHandle.standardError.write(Data((diagnostic.message + "\n").utf8))
  })
}

/// A value behind a lock, for the few process-wide tables that nonisolated code shares
/// (resource indexes, registered fonts, diagnostics routing).
final class LockedValue<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
