extension Console {
  /// Prints a run's `# bench <name>: <fields>` comment line on stdout, then the debug-build
  /// warning.
  static func runHeader(_ name: String, _ fields: String) {
    out("# bench \(name): \(fields)")
    debugBuildWarning(name)
  }

  /// In a debug build, prints on stdout the comment line saying that its numbers mean nothing.
  static func debugBuildWarning(_ name: String) {
    #if DEBUG
      out("# WARNING: debug build; use `swift run -c release bench \(name)`")
    #endif
  }
}
