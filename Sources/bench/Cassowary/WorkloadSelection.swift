/// Which result lines `bench cassowary --only …` asks for.
///
/// As in bench.cpp, `W2` stands for W2, W2b and W2u and `W4` for W4, W4seq and W4tiny; the
/// finer names select one line each. Names are case-insensitive. No list selects everything.
struct WorkloadSelection: Sendable, Equatable {
  /// Every result line the benchmark can print, in run order.
  static let allNames = ["W1", "W2", "W2b", "W2u", "W3", "W4", "W4seq", "W4tiny", "W5"]

  /// The group names and the result lines they stand for.
  static let groups: [String: [String]] = [
    "W2": ["W2", "W2b", "W2u"],
    "W4": ["W4", "W4seq", "W4tiny"],
  ]

  /// The selected result lines.
  private(set) var names: Set<String>

  /// Everything.
  static let all = WorkloadSelection(names: Set(allNames))

  private init(names: Set<String>) {
    self.names = names
  }

  /// Parses a comma-separated list such as `W1,W2`; fails with the first unknown name.
  static func parse(_ list: String) -> Result<WorkloadSelection, UnknownWorkload> {
    var names: Set<String> = []
    for raw in list.split(separator: ",") where !raw.isEmpty {
      guard let name = allNames.first(where: { $0.lowercased() == raw.lowercased() }) else {
        return .failure(UnknownWorkload(name: String(raw)))
      }
      names.formUnion(groups[name] ?? [name])
    }
    return .success(names.isEmpty ? .all : WorkloadSelection(names: names))
  }

  /// Whether the result line `name` is selected.
  func wants(_ name: String) -> Bool { names.contains(name) }

  /// Whether any of the result lines is selected.
  func wantsAny(_ candidates: String...) -> Bool { candidates.contains { names.contains($0) } }
}

/// A name in `--only` that is not a workload.
struct UnknownWorkload: Error, Sendable {
  /// The name as given.
  let name: String
}
