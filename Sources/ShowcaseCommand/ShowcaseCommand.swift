import Foundation
import LayoutAudit
import OpenUIKit
import Showcase

/// `swift run showcase`: runs the tutorial samples and writes the gallery.
@main
@MainActor
enum ShowcaseCommand {
  static func main() {
    let options: ShowcaseOptions
    switch ShowcaseOptions.parse(Array(CommandLine.arguments.dropFirst())) {
    case .success(let parsed): options = parsed
    case .failure(let error):
      if !error.message.isEmpty { printError("showcase: \(error.message)") }
      printError(ShowcaseOptions.usage)
      exit(error.message.isEmpty ? 0 : 2)
    }
    guard let screen = options.screen() else {
      let names = UIScreen.presets.map(\.name).joined(separator: ", ")
      printError("showcase: unknown device \(options.device) (\(names))")
      exit(2)
    }
    let samples = ShowcaseSample.selected(options.only)
    if samples.isEmpty {
      printError("showcase: no sample matches --only \(options.only.joined(separator: ","))")
      exit(2)
    }
    do {
      if options.audit {
        try audit(samples, options: options)
        return
      }
      try run(samples, on: screen, options: options)
    } catch {
      printError("showcase: \(error)")
      exit(1)
    }
  }

  static func run(_ samples: [ShowcaseSample], on screen: UIScreen, options: ShowcaseOptions) throws
  {
    let directory = URL(fileURLWithPath: options.output, isDirectory: true)
    var gallery = ShowcaseGallery(directory: directory)
    gallery.pngScale = options.scale
    var runner = ShowcaseRunner(screen: screen, rightToLeft: options.rightToLeft)
    if options.landscape { runner.orientation = .landscapeRight }
    runner.contentSizeCategory = options.contentSize
    if options.dark { runner.userInterfaceStyle = .dark }
    var reports: [ShowcaseReport.Sample] = []
    var table = SummaryTable()
    var failure: (any Error)?
    for (index, sample) in samples.enumerated() {
      say("[\(index + 1)/\(samples.count)] \(sample.id) \(sample.title)…", terminator: "")
      let result = runner.run(sample) { step, session in
        do {
          try gallery.saveStep(step, of: sample, session: session)
        } catch {
          failure = error
        }
      }
      if let failure { throw failure }
      try gallery.savePlayer(result, title: "\(sample.id) — \(sample.title)")
      reports.append(result.report)
      table.add(result)
      let stats = result.statistics
      say(" \(result.report.steps.count) steps, \(stats.frameCount) frames")
    }
    let report = ShowcaseReport(device: runner.device, samples: reports)
    try gallery.saveIndex(report: report)
    say("")
    say(table.text)
    say("")
    say("Gallery: \(directory.appendingPathComponent("index.html").path)")
    say("Report:  \(directory.appendingPathComponent("report.json").path)")
  }

  /// `--audit`: audits every sample in the standard configurations and writes the sheet.
  static func audit(_ samples: [ShowcaseSample], options: ShowcaseOptions) throws {
    let directory = URL(fileURLWithPath: options.output, isDirectory: true)
    var index = 0
    let sheet = try ShowcaseAudit.run(samples, into: directory) { sample, report in
      index += 1
      let count = report.findings.count
      say(
        "[\(index)/\(samples.count)] \(sample.id) \(sample.title): \(count) finding"
          + "\(count == 1 ? "" : "s")")
    }
    var kinds: [String: Int] = [:]
    for sample in sheet.samples {
      for finding in sample.report.findings { kinds[finding.kind.rawValue, default: 0] += 1 }
    }
    say("")
    for kind in AuditFinding.Kind.allCases where kinds[kind.rawValue] != nil {
      say("\(kind.rawValue): \(kinds[kind.rawValue]!)")
    }
    say("")
    say("Audit:  \(directory.appendingPathComponent("audit.html").path)")
    say("Report: \(directory.appendingPathComponent("audit.json").path)")
  }

  /// Writes to standard output at once (progress lines are not buffered).
  static func say(_ text: String, terminator: String = "\n") {
    FileHandle.standardOutput.write(Data((text + terminator).utf8))
  }

  static func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
