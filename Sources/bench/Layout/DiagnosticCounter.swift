import OpenUIKit

/// Counts the layout diagnostics (unsatisfiable constraints, invalid constraints, …) that
/// OpenUIKit reports while the benchmark runs; a correct run reports none. The first few are
/// echoed to stderr.
@MainActor
final class DiagnosticCounter {
  /// The diagnostics counted so far.
  private(set) var count = 0
  /// How many diagnostics are echoed before the rest are only counted.
  let echoLimit = 3

  /// Routes ``LayoutDiagnostics/handler`` to this counter.
  func install() {
    LayoutDiagnostics.handler = { [self] diagnostic in
      count += 1
      if count <= echoLimit { Console.error("bench layout: diagnostic: \(diagnostic.message)") }
    }
  }
}
