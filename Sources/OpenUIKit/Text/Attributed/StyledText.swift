import Foundation

/// An attributed string measured scalar by scalar: each scalar's advance in its run's font
/// (plus the run's kern), with the resolved attributes of every run.
struct StyledText: Sendable, Equatable {
  /// One attribute run over a range of scalar indices.
  struct Run: Sendable, Equatable {
    var range: Range<Int>
    var attributes: TextAttributes
  }

  /// The measured scalars (advances include each scalar's kern).
  var measured: TextAdvances
  /// The attribute runs, in order, covering every scalar.
  var runs: [Run]
  /// The attributes of text with no scalars (and of the end of the text).
  var defaults: TextAttributes

  /// Measures `string` run by run: neighbouring runs of the same font and kern are measured
  /// together, so pair kerning applies across a change of colour alone; across a change of
  /// font there is no kerning, as in CoreText. A run's kern is added after each of its
  /// characters, the last one included (TextKit counts it in the width); a kern of 0
  /// disables pair kerning, as Apple documents for `NSKern` ("The value 0 means kerning is
  /// disabled").
  init(_ string: NSAttributedString, defaults: TextAttributes, measurer: any TextMeasuring) {
    self.defaults = defaults
    let text = string.string
    var runs: [Run] = []
    // UTF-16 offsets to scalar indices, run by run.
    let scalars = Array(text.unicodeScalars)
    var utf16Ends: [Int] = []
    utf16Ends.reserveCapacity(scalars.count)
    var offset = 0
    for s in scalars {
      offset += s.utf16.count
      utf16Ends.append(offset)
    }
    var index = 0
    string.enumerateAttributes(
      in: NSRange(location: 0, length: string.length), options: []
    ) { attributes, range, _ in
      let end = range.location + range.length
      let start = index
      while index < scalars.count, utf16Ends[index] <= end { index += 1 }
      guard index > start else { return }
      let resolved = defaults.applying(attributes)
      if let last = runs.last, last.attributes == resolved {
        runs[runs.count - 1].range = last.range.lowerBound..<index
      } else {
        runs.append(Run(range: start..<index, attributes: resolved))
      }
    }
    if index < scalars.count {
      runs.append(Run(range: index..<scalars.count, attributes: defaults))
    }
    var advances = [CGFloat](repeating: 0, count: scalars.count)
    var kerning = [CGFloat](repeating: 0, count: scalars.count)
    var r = 0
    while r < runs.count {
      // A group of runs that measure alike.
      var last = r
      while last + 1 < runs.count, runs[last + 1].attributes.measuresLike(runs[r].attributes) {
        last += 1
      }
      let range = runs[r].range.lowerBound..<runs[last].range.upperBound
      let attributes = runs[r].attributes
      var piece = String.UnicodeScalarView()
      piece.append(contentsOf: scalars[range])
      let m = measurer.advances(of: String(piece), font: attributes.font)
      for (k, i) in range.enumerated() where k < m.count {
        advances[i] = m.advances[k] + (attributes.kern ?? 0)
        kerning[i] = attributes.kern == 0 || k == 0 ? 0 : m.kerning[k]
      }
      r = last + 1
    }
    self.runs = runs
    measured = TextAdvances(scalars: scalars, advances: advances, kerning: kerning)
  }

  /// The attributes of the scalar at `index` (the last run's past the end; the defaults
  /// without scalars).
  func attributes(at index: Int) -> TextAttributes {
    guard !runs.isEmpty else { return defaults }
    if index >= measured.count { return runs[runs.count - 1].attributes }
    var low = 0
    var high = runs.count - 1
    while low < high {
      let mid = (low + high) / 2
      if runs[mid].range.upperBound <= index { low = mid + 1 } else { high = mid }
    }
    return runs[low].attributes
  }

  /// The runs that overlap `range`, clipped to it.
  func runs(in range: Range<Int>) -> [Run] {
    var result: [Run] = []
    for run in runs where run.range.overlaps(range) {
      let clipped =
        max(
          run.range.lowerBound, range.lowerBound)..<min(
          run.range.upperBound, range.upperBound)
      result.append(Run(range: clipped, attributes: run.attributes))
    }
    return result
  }
}
