import Foundation
import OpenUIKit

/// Writing to the step's log from a script.
extension ShowcaseSession {
  /// Appends `text` to the log of the running step, after the diagnostics reported so far (for
  /// what a tutorial prints to the console, such as `hasAmbiguousLayout` or an
  /// `_autolayoutTrace()` dump). A text of several lines is one log entry.
  public func log(_ text: String) {
    appendToLog(text)
  }
}
