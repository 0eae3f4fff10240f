import SolverWorkloads

/// One measurement, printed as bench.cpp's `result()` does:
///
/// ```
/// RESULT impl=openuikit-cassowary workload=W1 N=1000 constraints=8585 vars=4004 ops=8585
///        total_ms=… ns_per_op=… checksum=… checksum2=… spec_hash=… [extra k=v …]
/// ```
struct ResultLine: Sendable {
  /// The `impl=` value of every line.
  static let implementation = "openuikit-cassowary"

  /// The workload's line name, such as `W2b`.
  var workload: String
  /// The number of views.
  var n: Int
  /// The number of constraints in the system.
  var constraints: Int
  /// The number of variables.
  var vars: Int
  /// The number of timed operations.
  var ops: Int
  /// The measured time in milliseconds.
  var totalMs: Double
  /// The solution's checksums.
  var checksum: Checksum
  /// The workload's ``Workload/specHash`` (0 where bench.cpp prints 0).
  var specHash: UInt64
  /// Extra `key=value` fields, in order, printed after `spec_hash`.
  var extra: [String] = []
  /// Whether the result is what a correct solver gives; not printed on stdout.
  var verdict: Verdict = .unchecked

  /// `total_ms·1e6 / ops`, or 0 without operations.
  var nsPerOp: Double { ops > 0 ? totalMs * 1e6 / Double(ops) : 0 }

  /// The `RESULT …` line, without a newline.
  var text: String {
    resultLineText(
      impl: ResultLine.implementation, workload: workload, n: n, constraints: constraints,
      vars: vars, ops: ops, totalMs: totalMs, nsPerOp: nsPerOp, checksum: checksum.checksum,
      checksum2: checksum.checksum2, specHash: Workload.hex16(specHash), extra: extra)
  }
}
