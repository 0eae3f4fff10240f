import Foundation

/// A touch event (simulated touches carry no per-touch detail).
@preconcurrency @MainActor
public final class UIEvent: NSObject {
  /// The kind of event.
  public enum EventType: Int, Sendable {
    /// Touches.
    case touches = 0
  }

  /// The kind of event.
  public let type: EventType
  /// When the event happened, on the animation clock.
  public let timestamp: TimeInterval

  /// Creates an event.
  public init(type: EventType = .touches, timestamp: TimeInterval = 0) {
    self.type = type
    self.timestamp = timestamp
  }
}
