import Foundation
import OpenUIKit

/// One step of a sample's script: an interaction (or none, for the initial layout) followed by
/// running the screen until it settles.
@MainActor
public struct ShowcaseStep {
  /// How long the runner keeps the screen running after the step's action.
  public enum Settle: Sendable, Equatable {
    /// Until no animation, timer or unpaused display link is left (at most 10 s).
    case untilIdle
    /// Exactly this many seconds (for steps that wait on a timer, or leave a paused animator).
    case seconds(Double)
  }

  /// The step's name in the report and the gallery.
  public let name: String
  /// How long the screen runs after the action.
  public let settle: Settle
  /// The interaction; it may itself run frames (drags, typing).
  public let action: @MainActor (ShowcaseSession) -> Void

  /// Creates a step.
  public init(
    _ name: String, settle: Settle = .untilIdle,
    action: @escaping @MainActor (ShowcaseSession) -> Void = { _ in }
  ) {
    self.name = name
    self.settle = settle
    self.action = action
  }
}
