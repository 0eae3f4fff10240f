import Foundation
import LayoutSnapshot
import OpenUIKit

/// Audit reports as a contact sheet: per sample one thumbnail per configuration, each finding
/// outlined on its thumbnail and listed under it (`audit.html`), and the findings as JSON
/// (`audit.json`).
///
/// ```swift
/// var sheet = AuditContactSheet(directory: folder)
/// try sheet.add(id: "P1", title: "Settings") { SettingsViewController() }
/// try sheet.write()  // folder/audit.html, folder/audit.json, folder/audit/P1/01.png …
/// ```
@MainActor
public struct AuditContactSheet {
  /// One audited screen and its pictures.
  public struct Sample {
    /// A short id (`P1`).
    public var id: String
    /// A title.
    public var title: String
    /// What the audit found.
    public var report: AuditReport
    /// Per configuration (in the report's order): the thumbnail's path relative to the
    /// sheet's folder, and the window's size in points.
    public var thumbnails: [(path: String, size: CGSize)]
  }

  /// The folder `audit.html`, `audit.json` and the thumbnails (`audit/<id>/NN.png`) go to.
  public let directory: URL
  /// Pixels per point of the thumbnails (and of the outlines on them).
  public var scale: CGFloat
  /// The samples added so far, in order.
  public private(set) var samples: [Sample] = []

  /// The colour findings are outlined in.
  public static let outlineColor = "#FF0000"

  /// A sheet writing into `directory`, thumbnails at `scale` pixels per point (a quarter by
  /// default: 98 × 213 for an iPhone 15 Pro in portrait).
  public init(directory: URL, scale: CGFloat = 0.25) {
    self.directory = directory
    self.scale = scale
  }

  /// Audits the controller `make` returns in `configurations`, saves a thumbnail of each
  /// configuration's window and adds the sample; returns its report.
  @discardableResult
  public mutating func add(
    id: String, title: String,
    configurations: [AuditConfiguration] = AuditConfiguration.standard,
    _ make: () -> UIViewController
  ) throws -> AuditReport {
    let folder = directory.appendingPathComponent("audit").appendingPathComponent(id)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var thumbnails: [(path: String, size: CGSize)] = []
    var failure: (any Error)?
    let scale = self.scale
    let report = LayoutAudit.run(
      configurations: configurations,
      inspect: { _, window, _ in
        let index = thumbnails.count + 1
        let name = index < 10 ? "0\(index).png" : "\(index).png"
        let canvas = RasterRenderer.render(window, scale: scale)
        do {
          try Data(PNGEncoder.encode(canvas)).write(to: folder.appendingPathComponent(name))
        } catch {
          failure = error
        }
        thumbnails.append(("audit/\(id)/\(name)", window.bounds.size))
      }, make)
    if let failure { throw failure }
    samples.append(Sample(id: id, title: title, report: report, thumbnails: thumbnails))
    return report
  }

  /// Writes `audit.html` and `audit.json`.
  public func write() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try html().write(
      to: directory.appendingPathComponent("audit.html"), atomically: true, encoding: .utf8)
    try json().write(to: directory.appendingPathComponent("audit.json"))
  }
}
