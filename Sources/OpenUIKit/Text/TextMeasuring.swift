import Foundation

/// Measures text: what OpenUIKit's labels use to size themselves and break lines.
///
/// The built-in ``BuiltInTextMeasurer`` is pure arithmetic on a table of font metrics, so it
/// gives the same widths on every machine. Another implementation (a FreeType or HarfBuzz
/// backend, say) can replace it through ``TextMeasurement/current``.
public protocol TextMeasuring: Sendable {
  /// The advance of each Unicode scalar of `text` in `font`, with the kerning between
  /// neighbours.
  func advances(of text: String, font: UIFont) -> TextAdvances

  /// The width of `text` set on one line in `font` (unrounded).
  func width(of text: String, font: UIFont) -> CGFloat
}

extension TextMeasuring {
  /// The width of `text` on one line: the sum of its advances and kerning.
  public func width(of text: String, font: UIFont) -> CGFloat {
    let measured = advances(of: text, font: font)
    return measured.width(of: 0..<measured.count)
  }
}

/// The text measurer in use.
@preconcurrency @MainActor
public enum TextMeasurement {
  /// The measurer labels use; ``BuiltInTextMeasurer`` unless replaced. Setting it does not
  /// re-measure existing labels: invalidate their intrinsic sizes (or set their text) after.
  public static var current: any TextMeasuring {
    get { storage.value }
    set { storage.value = newValue }
  }

  /// The measurer, readable from any thread: string sizing (`boundingRect`,
  /// `size(withAttributes:)`) is thread-safe in UIKit.
  nonisolated static var anyThreadCurrent: any TextMeasuring { storage.value }

  /// The measurer behind a lock.
  private nonisolated static let storage = MeasurerStorage()
}

/// The current measurer behind a lock (set on the main actor, read from any thread).
private final class MeasurerStorage: @unchecked Sendable {
  private let lock = NSLock()
  // (Read for every label measured; the lock orders the accesses, so no run-time
  // exclusivity check.)
  @exclusivity(unchecked) private var stored: any TextMeasuring = BuiltInTextMeasurer()

  var value: any TextMeasuring {
    get {
      lock.lock()
      defer { lock.unlock() }
      return stored
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      stored = newValue
    }
  }
}
