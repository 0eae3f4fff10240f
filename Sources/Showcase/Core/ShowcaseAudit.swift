import Foundation
import LayoutAudit
import OpenUIKit

/// `swift run showcase --audit`: every sample's screen audited in the standard configurations,
/// written as `audit.html` (a contact sheet per sample) and `audit.json`. The samples are
/// what they are: their findings are reported, not hidden.
@MainActor
public enum ShowcaseAudit {
  /// Audits `samples` (each as its controller first appears: the audit plays no script) in
  /// `configurations`, writes the sheet into `directory`, and returns it. `progress` gets
  /// each sample and its report.
  public static func run(
    _ samples: [ShowcaseSample], into directory: URL,
    configurations: [AuditConfiguration] = AuditConfiguration.standard,
    progress: (ShowcaseSample, AuditReport) -> Void = { _, _ in }
  ) throws -> AuditContactSheet {
    var sheet = AuditContactSheet(directory: directory)
    for sample in samples {
      let report = try sheet.add(
        id: sample.id, title: sample.title, configurations: configurations, sample.make)
      progress(sample, report)
    }
    try sheet.write()
    return sheet
  }
}
