import Showcase
import Testing

/// Runs one sample of the catalogue on the default screen (iPhone 15 Pro) and returns its report.
@MainActor
func runSample(_ id: String, rightToLeft: Bool = false) -> ShowcaseReport.Sample {
  guard let sample = ShowcaseSample.all.first(where: { $0.id == id }) else {
    Issue.record("no sample \(id) in the catalogue")
    return ShowcaseReport.Sample(id: id, title: "", steps: [])
  }
  return ShowcaseRunner(rightToLeft: rightToLeft).run(sample).report
}

/// The frame of a named view after the step called `step` (or `nil`, recorded as an issue).
func frame(
  _ id: String, in sample: ShowcaseReport.Sample, step: String,
  sourceLocation: SourceLocation = #_sourceLocation
) -> [Double]? {
  guard let found = sample.steps.first(where: { $0.name == step }) else {
    Issue.record("no step “\(step)” in \(sample.id)", sourceLocation: sourceLocation)
    return nil
  }
  guard let view = found.views[id] else {
    Issue.record("no view \(id) after “\(step)” in \(sample.id)", sourceLocation: sourceLocation)
    return nil
  }
  return view.frame
}

/// Expects a named view's frame after a step to be (x, y, w, h) within 1/1000 pt.
func expectFrame(
  _ id: String, in sample: ShowcaseReport.Sample, step: String,
  _ x: Double, _ y: Double, _ w: Double, _ h: Double,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let actual = frame(id, in: sample, step: step, sourceLocation: sourceLocation) else {
    return
  }
  let expected = [x, y, w, h]
  let close = zip(actual, expected).allSatisfy { abs($0 - $1) <= 0.001 }
  #expect(close, "\(id) after “\(step)”: \(actual) ≠ \(expected)", sourceLocation: sourceLocation)
}
