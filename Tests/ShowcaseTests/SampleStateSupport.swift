import Showcase
import Testing

/// The recorded state of a named view after the step called `step` (or `nil`, recorded as an
/// issue).
func viewState(
  _ id: String, in sample: ShowcaseReport.Sample, step: String,
  sourceLocation: SourceLocation = #_sourceLocation
) -> ShowcaseReport.ViewState? {
  guard let found = sample.steps.first(where: { $0.name == step }) else {
    Issue.record("no step “\(step)” in \(sample.id)", sourceLocation: sourceLocation)
    return nil
  }
  guard let view = found.views[id] else {
    Issue.record("no view \(id) after “\(step)” in \(sample.id)", sourceLocation: sourceLocation)
    return nil
  }
  return view
}

/// The log of the step called `step` (empty, recorded as an issue, when there is no such step).
func stepLog(
  _ sample: ShowcaseReport.Sample, step: String, sourceLocation: SourceLocation = #_sourceLocation
) -> [String] {
  guard let found = sample.steps.first(where: { $0.name == step }) else {
    Issue.record("no step “\(step)” in \(sample.id)", sourceLocation: sourceLocation)
    return []
  }
  return found.log
}
