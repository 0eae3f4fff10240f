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

  /// The value the last ``Solver/updateVariables()`` wrote.
  public internal(set) var value: Double {
    get { storage.pointee }
    set { storage.pointee = newValue }
  }

  /// Out-of-line storage for the value: solvers write it without exclusivity bookkeeping or
  /// reference counting.
  internal let storage: UnsafeMutablePointer<Double>

  /// The solver that owns the fast-path symbol slot below, if any.
  @exclusivity(unchecked) internal var ownerToken: ObjectIdentifier?
  /// The symbol of this variable in the solver named by ``ownerToken``.
  @exclusivity(unchecked) internal var ownerSymbol = Symbol.none

  /// Whatever the caller wants to reach from the variable (kiwi's `context`), held strongly;
  /// the solver never reads it. (OpenUIKit's engine keeps here the item whose rectangle the
  /// variable is part of, to find the views a solution moved.)
  @exclusivity(unchecked) public var context: AnyObject?

  /// Creates a variable.
  /// - Parameters:
  ///   - name: A name for diagnostics.
  ///   - value: The initial value.
  public init(_ name: String = "", value: Double = 0) {
    self.name = name
    self.storage = UnsafeMutablePointer<Double>.allocate(capacity: 1)
    self.storage.initialize(to: value)
  }

  deinit {
    storage.deallocate()
  }
}

extension Variable: CustomStringConvertible {
  /// The variable's name, or an address-free placeholder when it has none.
  public var description: String { name.isEmpty ? "<unnamed>" : name }
}
