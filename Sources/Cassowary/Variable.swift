/// An unknown of a constraint system: a named real number whose value a ``Solver`` computes.
///
/// A variable is a reference type: two variables are the same unknown only when they are the
/// same object (`===`). Its ``value`` is written by ``Solver/updateVariables()``; until then it
/// keeps whatever it had (0 for a new variable).
///
/// ```swift
/// let width = Variable("width")
/// let solver = Solver()
/// try solver.addConstraint(width >= 100)
/// solver.updateVariables()
/// print(width.value)  // 100.0
/// ```
///
/// (The stored properties skip the run-time exclusivity check, as the solver's do: a solver
/// reads them for every term of every constraint it adds.)
public final class Variable {
  /// The name used in diagnostics and in ``Solver/debugDescription``.
  public let name: String

  /// The value the last ``Solver/updateVariables()`` wrote. (Solvers write it without
  /// reference counting, through the reference their table of variables holds.)
  @exclusivity(unchecked) public internal(set) var value: Double

  /// Whatever the caller wants to reach from the variable (kiwi's `context`), held strongly;
  /// the solver never reads it. (OpenUIKit's engine keeps here the item whose rectangle the
  /// variable is part of, to find the views a solution moved.)
  @exclusivity(unchecked) public var context: AnyObject?

  /// The symbol of this variable in the solver that took the fast-path slot (the first that
  /// used it while the slot was free), or `.none`. A solver trusts the slot only where its own
  /// table of variables maps that symbol back to this variable (``Solver/symbol(of:)``), so
  /// the slot needs no name of its solver: the object stays at 52 bytes, which the allocator
  /// rounds to 64 where a solver's name made it 80. (Declared last: a class's stored properties
  /// are laid out in declaration order.)
  @exclusivity(unchecked) internal var ownerSymbol = Symbol.none

  /// Creates a variable.
  /// - Parameters:
  ///   - name: A name for diagnostics.
  ///   - value: The initial value.
  public init(_ name: String = "", value: Double = 0) {
    self.name = name
    self.value = value
  }
}

extension Variable: CustomStringConvertible {
  /// The variable's name, or an address-free placeholder when it has none.
  public var description: String { name.isEmpty ? "<unnamed>" : name }
}

extension Unmanaged where Instance == Variable {
  /// Writes `value` into the variable unless it holds it already, and answers whether it
  /// changed. The caller keeps the variable alive (a solver, in its table of variables).
  @inline(__always) func write(_ value: Double) -> Bool {
    _withUnsafeGuaranteedRef { variable in
      if variable.value == value { return false }
      variable.value = value
      return true
    }
  }
}
