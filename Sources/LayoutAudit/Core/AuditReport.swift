import Foundation
import OpenUIKit

/// What an audit found: every finding, in configuration order, and the configurations
/// audited.
public struct AuditReport: CustomStringConvertible, Sendable {
  /// The findings, configuration by configuration (in the order of ``configurations``), and
  /// within one configuration in the order of the rules (``AuditFinding/Kind`` order) and of
  /// the view tree (depth first).
  public var findings: [AuditFinding]
  /// The configurations audited, in order.
  public var configurations: [AuditConfiguration]

  /// A report.
  public init(findings: [AuditFinding], configurations: [AuditConfiguration]) {
    self.findings = findings
    self.configurations = configurations
  }

  /// The findings of one kind.
  public func findings(_ kind: AuditFinding.Kind) -> [AuditFinding] {
    findings.filter { $0.kind == kind }
  }

  /// Readable, grouped by view (in order of first appearance) and, under a view, by kind and
  /// message; each group lists the configurations it was found in:
  ///
  /// ```text
  /// 2 findings in 42 configurations
  ///
  /// UIView > UILabel[0] 'title'
  ///   truncatedText: The text "…" is truncated …
  ///     fix: set numberOfLines = 0
  ///     in 2 configurations: iphonese portrait accessibilityLarge, …
  /// ```
  public var description: String {
    if findings.isEmpty {
      let count = configurations.count
      return "No findings in \(count) configuration\(count == 1 ? "" : "s")"
    }
    var lines = [
      "\(findings.count) finding\(findings.count == 1 ? "" : "s") in "
        + "\(configurations.count) configuration\(configurations.count == 1 ? "" : "s")"
    ]
    var viewOrder: [String] = []
    var byView: [String: [AuditFinding]] = [:]
    for finding in findings {
      let key = finding.viewPath + (finding.viewIdentifier.map { " '\($0)'" } ?? "")
      if byView[key] == nil { viewOrder.append(key) }
      byView[key, default: []].append(finding)
    }
    for view in viewOrder {
      lines.append("")
      lines.append(view)
      var groupOrder: [String] = []
      var groups: [String: [AuditFinding]] = [:]
      for finding in byView[view] ?? [] {
        let key = "\(finding.kind.rawValue): \(finding.message)\u{0}\(finding.suggestion ?? "")"
        if groups[key] == nil { groupOrder.append(key) }
        groups[key, default: []].append(finding)
      }
      for key in groupOrder {
        let group = groups[key] ?? []
        guard let first = group.first else { continue }
        lines.append("  \(first.kind.rawValue): \(first.message)")
        if let suggestion = first.suggestion { lines.append("    fix: \(suggestion)") }
        let names = group.map(\.configuration.description)
        let count = names.count
        lines.append(
          "    in \(count) configuration\(count == 1 ? "" : "s"): "
            + names.joined(separator: ", "))
      }
    }
    return lines.joined(separator: "\n")
  }
}
