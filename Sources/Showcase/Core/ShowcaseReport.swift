import Foundation

/// What `showcase` writes to `report.json`: the device and, for every sample, the state of its
/// named views after each step.
public struct ShowcaseReport: Codable, Sendable, Equatable {
  /// The screen the samples ran on.
  public struct Device: Codable, Sendable, Equatable {
    /// The device's short name (`iphone15pro`, `iphonese`, `ipad`).
    public var name: String
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double
    /// Pixels per point.
    public var scale: Double
    /// The safe-area insets: top, left, bottom, right.
    public var safeArea: [Double]
  }

  /// A named view's state after a step.
  public struct ViewState: Codable, Sendable, Equatable {
    /// The model frame in window coordinates, from center and bounds (transforms ignored):
    /// x, y, width, height.
    public var frame: [Double]
    /// The model alpha.
    public var alpha: Double
    /// `isHidden`.
    public var hidden: Bool
    /// The text shown, for labels, buttons and text fields.
    public var text: String?
  }

  /// One step of a sample's script.
  public struct Step: Codable, Sendable, Equatable {
    /// The step's name.
    public var name: String
    /// The virtual clock's time when the step had settled, in seconds from the sample's start.
    public var time: Double
    /// The views with an accessibilityIdentifier, by identifier.
    public var views: [String: ViewState]
    /// The diagnostics reported during the step, as their log text.
    public var log: [String]
  }

  /// One sample's run.
  public struct Sample: Codable, Sendable, Equatable {
    /// The sample id (`A1` …).
    public var id: String
    /// Its title.
    public var title: String
    /// Its steps, in order.
    public var steps: [Step]

    /// Creates a sample's report.
    public init(id: String, title: String, steps: [Step]) {
      self.id = id
      self.title = title
      self.steps = steps
    }
  }

  /// The device.
  public var device: Device
  /// The samples, in catalogue order.
  public var samples: [Sample]

  /// Creates a report.
  public init(device: Device, samples: [Sample]) {
    self.device = device
    self.samples = samples
  }

  /// The report as pretty-printed JSON with sorted keys (stable from run to run).
  public func json() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(self)
  }
}
