import Foundation
import OpenUIKit

extension AuditContactSheet {
  /// `audit.json`: per sample its id, title, configurations and findings (kind, viewPath,
  /// viewIdentifier, configuration, frame `[x, y, width, height]`, message, suggestion),
  /// keys sorted.
  public func json() throws -> Data {
    struct Finding: Encodable {
      var kind: String
      var viewPath: String
      var viewIdentifier: String?
      var configuration: String
      var frame: [Double]
      var message: String
      var suggestion: String?
    }
    struct Sample: Encodable {
      var id: String
      var title: String
      var configurations: [String]
      var findings: [Finding]
    }
    struct File: Encodable {
      var findingCount: Int
      var samples: [Sample]
    }
    func rounded(_ value: CGFloat) -> Double { (Double(value) * 1000).rounded() / 1000 }
    let file = File(
      findingCount: samples.reduce(0) { $0 + $1.report.findings.count },
      samples: samples.map { sample in
        Sample(
          id: sample.id, title: sample.title,
          configurations: sample.report.configurations.map(\.description),
          findings: sample.report.findings.map { f in
            Finding(
              kind: f.kind.rawValue, viewPath: f.viewPath, viewIdentifier: f.viewIdentifier,
              configuration: f.configuration.description,
              frame: [f.frame.minX, f.frame.minY, f.frame.width, f.frame.height].map(rounded),
              message: f.message, suggestion: f.suggestion)
          })
      })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(file)
  }
}
