import Foundation

/// Writing to the standard streams. stdout is for machine-readable lines only; everything for
/// humans goes to stderr.
enum Console {
  /// Prints `text` to stdout (adding a newline unless it ends with one) and flushes, so that a
  /// killed run keeps every line printed so far.
  static func out(_ text: String) {
    print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
    fflush(nil)
  }

  /// Writes `text` to stderr, adding a newline unless it ends with one.
  static func error(_ text: String) {
    let line = text.hasSuffix("\n") ? text : text + "\n"
    FileHandle.standardError.write(Data(line.utf8))
  }
}
