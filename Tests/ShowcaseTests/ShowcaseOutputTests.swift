import Foundation
import Showcase
import Testing

/// The report's JSON shape and the gallery page.
@MainActor
@Suite struct ShowcaseOutputTests {
  @Test func reportJSONHasTheDocumentedShape() throws {
    let runner = ShowcaseRunner()
    let sample = runSample("A1")
    let report = ShowcaseReport(device: runner.device, samples: [sample])
    let object = try JSONSerialization.jsonObject(with: report.json()) as? [String: Any]
    let device = try #require(object?["device"] as? [String: Any])
    #expect(device["name"] as? String == "iphone15pro")
    #expect(device["width"] as? Double == 393)
    #expect(device["height"] as? Double == 852)
    #expect(device["scale"] as? Double == 3)
    #expect(device["safeArea"] as? [Double] == [59, 0, 34, 0])
    let samples = try #require(object?["samples"] as? [[String: Any]])
    #expect(samples.first?["id"] as? String == "A1")
    let steps = try #require(samples.first?["steps"] as? [[String: Any]])
    let views = try #require(steps.first?["views"] as? [String: [String: Any]])
    let box = try #require(views["boxView"])
    #expect(box["frame"] as? [Double] == [146.5, 109, 100, 100])
    #expect(box["alpha"] as? Double == 1)
    #expect(box["hidden"] as? Bool == false)
    #expect(box["text"] == nil)
    #expect(steps.first?["log"] as? [String] == [])
  }

  @Test func reportIsIdenticalAcrossRuns() throws {
    let device = ShowcaseRunner().device
    let first = try ShowcaseReport(device: device, samples: [runSample("A1")]).json()
    let second = try ShowcaseReport(device: device, samples: [runSample("A1")]).json()
    #expect(first == second)
  }

  @Test func stepFileNames() {
    #expect(ShowcaseGallery.stepFileName(0, "initial layout") == "01-initial-layout")
    #expect(ShowcaseGallery.stepFileName(11, "Drag to −350, release!") == "12-drag-to-350-release")
  }

  @Test func galleryListsEverySampleWithItsSteps() {
    let runner = ShowcaseRunner()
    let report = ShowcaseReport(device: runner.device, samples: [runSample("A1")])
    let html = ShowcaseGallery.indexHTML(report)
    #expect(html.contains("<section id=\"A1\"><h2>A1 — Basic constraint animation</h2>"))
    #expect(html.contains("<img src=\"A1/01-initial-layout.svg\" alt=\"initial layout\""))
    #expect(html.contains("<img src=\"A1/02-tap-to-move-the-box.svg\""))
    #expect(html.contains("<iframe src=\"A1/player.html\""))
  }
}

/// Object addresses in logs are renamed in order of appearance, so reports are reproducible.
@MainActor
@Suite struct ShowcaseLogAddressTests {
  @Test func addressesInDiagnosticsAreStable() throws {
    let first = runSample("E5")
    let second = runSample("E5")
    let lines = first.steps.flatMap(\.log)
    #expect(!lines.isEmpty)
    #expect(first == second)
    let text = lines.joined(separator: "\n")
    #expect(text.contains("0x1"))
    #expect(!text.contains("0x7f"))
    #expect(!text.contains("0x5"))
  }
}
