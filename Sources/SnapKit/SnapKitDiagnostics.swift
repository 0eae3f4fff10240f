import OpenUIKit

/// How SnapKit reports what upstream stops the app for (`fatalError`) or prints.
@MainActor
enum SnapKitDiagnostics {
  /// Upstream's `fatalError(message)`: reported through OpenUIKit's diagnostics as
  /// `.raised(name: "SnapKit", reason: message)`; the caller then goes on without the
  /// offending constraint.
  static func fatal(_ message: String) {
    LayoutDiagnostics.handler(.raised(name: "SnapKit", reason: message))
  }

  /// Where upstream's `print` warnings go (standard output, as upstream).
  static var warningHandler: (String) -> Void = { print($0) }

  /// Upstream's `print("WARNING: …")`.
  static func warn(_ message: String) {
    warningHandler(message)
  }
}
