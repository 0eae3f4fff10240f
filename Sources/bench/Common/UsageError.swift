/// A command-line mistake, with the message to show.
struct UsageError: Error, Sendable, Equatable {
  /// What was wrong.
  let message: String

  /// Creates the error with its message.
  init(_ message: String) {
    self.message = message
  }
}
