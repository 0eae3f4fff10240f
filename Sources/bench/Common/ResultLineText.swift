/// A `RESULT …` line in the key order of the shared harness (reference/cassowary.md §4.1),
/// which `compare.py` reads: `impl workload N constraints vars ops total_ms ns_per_op checksum
/// checksum2 spec_hash`, then the benchmark's own `key=value` fields.
func resultLineText(
  impl: String, workload: String, n: Int, constraints: Int, vars: Int, ops: Int,
  totalMs: Double, nsPerOp: Double, checksum: Int64, checksum2: Int64, specHash: String,
  extra: [String]
) -> String {
  var line = "RESULT impl=\(impl) workload=\(workload) N=\(n)"
  line += " constraints=\(constraints) vars=\(vars) ops=\(ops)"
  line += " total_ms=\(fixed(totalMs, 3)) ns_per_op=\(fixed(nsPerOp, 1))"
  line += " checksum=\(checksum) checksum2=\(checksum2) spec_hash=\(specHash)"
  for field in extra { line += " \(field)" }
  return line
}
