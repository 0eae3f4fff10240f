import SolverWorkloads

/// Whether a result matches what any correct Cassowary solver must give
/// (reference/cassowary.md §4). Shown in the stderr summary, never on stdout.
enum Verdict: Sendable, Equatable {
  /// No reference value applies (for example W2 in a `--quick` run).
  case unchecked
  /// Every checked value matches.
  case ok
  /// Something differs; the text says what.
  case failed(String)

  /// `ok` when every condition holds, else `failed` listing the failed conditions' labels.
  static func all(_ conditions: [(Bool, String)]) -> Verdict {
    let failures = conditions.filter { !$0.0 }.map(\.1)
    return failures.isEmpty ? .ok : .failed(failures.joined(separator: ", "))
  }

  /// Compares a checksum pair with its reference, or `unchecked` without one.
  static func checksum(_ actual: Checksum, expected: Checksum?) -> Verdict {
    guard let expected else { return .unchecked }
    return all([
      (actual.checksum == expected.checksum, "checksum \(actual.checksum)≠\(expected.checksum)"),
      (
        actual.checksum2 == expected.checksum2,
        "checksum2 \(actual.checksum2)≠\(expected.checksum2)"
      ),
    ])
  }
}

/// The reference results of reference/cassowary.md §4 (verified with three engines).
enum ExpectedResults {
  /// The build checksums of W1 and W5 by workload and N.
  static let build: [String: [Int: Checksum]] = [
    "W1": [
      100: Checksum(checksum: 80697, checksum2: 16_464_942),
      1000: Checksum(checksum: 981_594, checksum2: 2_002_548_820),
      10000: Checksum(checksum: 9_712_487, checksum2: 195_961_763_806),
    ],
    "W5": [
      250: Checksum(checksum: 2_222_729, checksum2: 1_461_498_210),
      500: Checksum(checksum: 8_759_308, checksum2: 11_584_287_492),
      1000: Checksum(checksum: 34_850_224, checksum2: 92_655_983_652),
      2000: Checksum(checksum: 137_538_914, checksum2: 731_154_760_520),
    ],
  ]

  /// W2's final state after the full 10 000 frames (L0 = 113, C.width = 663).
  static let editFinal = Checksum(checksum: 913_495, checksum2: 1_855_289_399)
  /// W2's `probe_sum` after the full 10 000 frames.
  static let editProbeSum: Int64 = 10_289_200
  /// The frame count the W2 references are for.
  static let editFrames = 10_000
}
