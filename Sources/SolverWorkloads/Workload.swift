/// A benchmark constraint system as data: the variables are numbered `0..<nvars`, and the
/// constraints are added to a solver in the listed order.
///
/// The generators (``grid(_:)``, ``stack(_:)``) depend only on `n` and a splitmix64 seed, so the
/// C++ harness and this package build the identical system; ``specHash`` proves it.
public struct Workload: Sendable, Hashable {
  /// The workload's name, such as `"W1"`.
  public var name: String
  /// The number of views.
  public var n: Int
  /// The number of variables: four for the container and four per view.
  public var nvars: Int
  /// The constraints, in insertion order.
  public var constraints: [ConstraintSpec]
  /// For each view, the indices into ``constraints`` of the constraints it owns, in insertion
  /// order.
  public var byView: [[Int]]

  /// Creates an empty workload for `n` views (4 + 4n variables).
  public init(name: String, n: Int) {
    self.name = name
    self.n = n
    self.nvars = 4 + 4 * n
    self.constraints = []
    self.byView = Array(repeating: [], count: n)
  }

  /// Appends a constraint and records it under its owner view (unless `owner` is -1).
  public mutating func append(_ spec: ConstraintSpec) {
    if spec.owner >= 0 { byView[spec.owner].append(constraints.count) }
    constraints.append(spec)
  }

  /// Appends `Σ terms + constant  relation  0` owned by `owner`.
  mutating func push(
    _ owner: Int, _ relation: ConstraintSpec.Relation, _ strength: ConstraintSpec.StrengthLevel,
    _ constant: Int64, _ terms: [(Int, Int64)]
  ) {
    let specTerms = terms.map { ConstraintSpec.Term($0.0, $0.1) }
    append(ConstraintSpec(relation, strength, constant: constant, terms: specTerms, owner: owner))
  }
}

/// The variable numbering shared by all workloads (reference/cassowary.md §4.3).
public enum VariableIndex {
  /// `C.left`: 0.
  public static let containerLeft = 0
  /// `C.top`: 1.
  public static let containerTop = 1
  /// `C.width`: 2.
  public static let containerWidth = 2
  /// `C.height`: 3.
  public static let containerHeight = 3

  /// View `i`'s left: `4 + 4i`.
  public static func left(_ i: Int) -> Int { 4 + 4 * i }
  /// View `i`'s top: `5 + 4i`.
  public static func top(_ i: Int) -> Int { 5 + 4 * i }
  /// View `i`'s width: `6 + 4i`.
  public static func width(_ i: Int) -> Int { 6 + 4 * i }
  /// View `i`'s height: `7 + 4i`.
  public static func height(_ i: Int) -> Int { 7 + 4 * i }

  /// A readable name for variable `k`: `C.left`, `C.top`, `C.width`, `C.height`, then
  /// `L0`, `T0`, `W0`, `H0`, `L1`, …
  public static func name(_ k: Int) -> String {
    switch k {
    case containerLeft: return "C.left"
    case containerTop: return "C.top"
    case containerWidth: return "C.width"
    case containerHeight: return "C.height"
    default:
      let view = (k - 4) / 4
      let prefix = ["L", "T", "W", "H"][(k - 4) % 4]
      return "\(prefix)\(view)"
    }
  }
}
