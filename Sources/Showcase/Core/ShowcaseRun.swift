import Foundation
import LayoutSnapshot
import OpenUIKit

/// What running one sample produced: its part of the report, figures for the summary table,
/// and the session (window, recorded frames) for pictures.
@MainActor
public struct ShowcaseRun {
  /// Figures for the summary table.
  public struct Statistics: Sendable {
    /// Views in the window at the end.
    public var views: Int
    /// Active constraints in the window at the end.
    public var constraints: Int
    /// Frames recorded.
    public var frameCount: Int
    /// Total wall time of the recorded frames' layout passes, in milliseconds (display only).
    public var layoutMilliseconds: Double
    /// Frames whose layout pass took longer than a frame (wall time, display only).
    public var hitches: Int
    /// Diagnostics reported.
    public var diagnostics: Int

    init(
      views: Int, constraints: Int, frames: [TimelineRecorder.Frame], frameInterval: Double,
      diagnostics: Int
    ) {
      self.views = views
      self.constraints = constraints
      frameCount = frames.count
      let nanoseconds = frames.reduce(UInt64(0)) { $0 + $1.layoutNanoseconds }
      layoutMilliseconds = Double(nanoseconds) / 1e6
      hitches = frames.count { Double($0.layoutNanoseconds) / 1e9 > frameInterval }
      self.diagnostics = diagnostics
    }
  }

  /// The sample's part of `report.json`.
  public var report: ShowcaseReport.Sample
  /// Figures for the summary table.
  public var statistics: Statistics
  /// The finished session.
  public var session: ShowcaseSession
}
