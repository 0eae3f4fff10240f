import SolverWorkloads
import Testing

@Suite struct CanonicalTests {
  /// The first lines of `bench --dump W1 100`, from reference/cassowary.md §4.3.
  static let firstDumpLines = [
    "E R 0 0:1",
    "E R 0 1:1",
    "G R -100 2:1",
    "G R -100 3:1",
    "E M -800 2:1",
    "E M -600 3:1",
    "G R 0 4:1 0:-1",
    "G R 0 5:1 1:-1",
    "L R 0 4:1 6:1 0:-1 2:-1",
    "E W -10 4:1",
    "E W -10 5:1",
    "G R -10 6:1",
    "G R -10 7:1",
    "E M -59 6:1",
    "E W -54 6:1",
    "E M -35 7:1",
    "E W -30 7:1",
    "E R -9 8:1 0:-1",
    "E R -33 9:1 1:-1",
  ]

  @Test func firstLinesOfGrid100() {
    let lines = Workload.grid(100).dump().split(separator: "\n").map(String.init)
    #expect(Array(lines.prefix(Self.firstDumpLines.count)) == Self.firstDumpLines)
  }

  @Test func dumpEndsEveryLineWithNewline() {
    let w = Workload.stack(250)
    let text = w.dump()
    #expect(text.hasSuffix("\n"))
    #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == 1256)
    #expect(text.hasSuffix("\nE R -8 3:1 1:1 1001:-1 1003:-1\n"))
  }

  @Test func canonicalLineExample() {
    let spec = ConstraintSpec(
      .equal, .required, constant: -7, terms: [.init(8, 1), .init(4, -1), .init(6, -1)])
    #expect(spec.canonicalLine == "E R -7 8:1 4:-1 6:-1")
  }

  @Test func conflictsAlternateKinds() {
    #expect(Workload.conflict(0, n: 1000).canonicalLine == "E R -5 50:1")
    #expect(Workload.conflict(1, n: 1000).canonicalLine == "L R -105 2:1 198:1")
    #expect(Workload.conflict(199, n: 1000).owner == -1)
  }

  @Test func variableNames() {
    #expect(VariableIndex.name(0) == "C.left")
    #expect(VariableIndex.name(3) == "C.height")
    #expect(VariableIndex.name(VariableIndex.left(3)) == "L3")
    #expect(VariableIndex.name(VariableIndex.height(12)) == "H12")
  }
}
