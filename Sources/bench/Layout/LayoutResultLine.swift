/// One layout measurement, printed with the keys of the cassowary lines (reference/cassowary.md
/// §4.1) so that `bench/compare.py` reads both:
///
/// ```
/// RESULT impl=openuikit workload=layout-cells N=1000 constraints=… vars=… ops=1000
///        total_ms=… ns_per_op=… checksum=… checksum2=0 spec_hash=0 [extra k=v …]
/// ```
///
/// `checksum2` and `spec_hash` are always 0: the layouts have no canonical constraint text.
struct LayoutResultLine: Sendable {
  /// The `impl=` value of every line.
  static let implementation = "openuikit"

  /// The workload's name, such as `layout-cells`.
  var workload: String
  /// The workload's size (cells, or changes).
  var n: Int
  /// The number of constraints activated (system constraints not counted).
  var constraints: Int
  /// The number of engine variables: four per view in the window.
  var vars: Int
  /// The number of timed operations.
  var ops: Int
  /// The measured time in milliseconds.
  var totalMs: Double
  /// The time per operation in nanoseconds.
  var nsPerOp: Double
  /// Σ llround of the frames' minX + minY + width + height.
  var checksum: Int64
  /// Extra `key=value` fields, in order, printed after `spec_hash`.
  var extra: [String] = []
  /// What went wrong (wrong frames, diagnostics); not printed on stdout.
  var failures: [String] = []
  /// The growth exponent shown in the summary table, if the line has one.
  var growthExponent: Double?
  /// The growth exponent of the first repetitions (layout-scaling's largest count), if any.
  var coldGrowthExponent: Double?
  /// Live heap bytes per view (with its share of the constraints and engine), if measured.
  var bytesPerView: Double?
  /// Live heap bytes per constraint (the same bytes divided by the constraints), if measured.
  var bytesPerConstraint: Double?
  /// Where the bytes per view go (views, constraints, engine), if measured.
  var memoryBreakdown: MemoryBreakdown?

  /// The `RESULT …` line, without a newline.
  var text: String {
    resultLineText(
      impl: LayoutResultLine.implementation, workload: workload, n: n,
      constraints: constraints, vars: vars, ops: ops, totalMs: totalMs, nsPerOp: nsPerOp,
      checksum: checksum, checksum2: 0, specHash: "0", extra: extra)
  }
}
