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
  // (A class's stored properties are laid out in declaration order. The name and the context
  // share one word: most variables have no name (OpenUIKit's engine makes four per view, all
  // unnamed), so a named variable keeps its name, and its context, in a box of their own. The
  // object is 36 bytes, which the allocator rounds to 48, where a name of its own made it 52
  // and 64.)

  /// The value the last ``Solver/updateVariables()`` wrote. (Solvers write it without
  /// reference counting, through the reference their table of variables holds.)
  public internal(set) var value: Double {
    @inline(__always) get { storedValue }
    @inline(__always) set { storedValue = newValue }
  }

  /// The storage of ``value``. (Apart from its public accessor: another module reading a
  /// stored property in place checks exclusivity at run time, whatever its `@exclusivity`
  /// attribute says, where a call to the accessor does not. A layout pass reads four values
  /// a view.)
  @exclusivity(unchecked) var storedValue: Double

  /// The context, or for a named variable the box holding its name and its context.
  @exclusivity(unchecked) private var storage: AnyObject?

  /// The symbol of this variable in the solver that took the fast-path slot (the first that
  /// used it while the slot was free), or `.none`. A solver trusts the slot only where its own
  /// table of variables maps that symbol back to this variable (``Solver/symbol(of:)``), so
  /// the slot needs no name of its solver.
  @exclusivity(unchecked) internal var ownerSymbol = Symbol.none

  /// An unnamed variable of value 0, made without looking at a name (OpenUIKit's engine makes
  /// four per view).
  package init() {
    storedValue = 0
  }

  /// Creates a variable.
  /// - Parameters:
  ///   - name: A name for diagnostics.
  ///   - value: The initial value.
  public init(_ name: String = "", value: Double = 0) {
    self.storedValue = value
    if !name.isEmpty { storage = NamedVariableStorage(name: name) }
  }

  /// The name used in diagnostics and in ``Solver/debugDescription`` (empty when it has none).
  public var name: String {
    named?.name ?? ""
  }

  /// The box of a named variable, nil for an unnamed one. (The box's class is final: its
  /// exact type is compared, which costs a load where a cast costs a runtime call, on every
  /// read of a context.)
  @inline(__always) private var named: NamedVariableStorage? {
    guard let storage, type(of: storage) == NamedVariableStorage.self else { return nil }
    return unsafeDowncast(storage, to: NamedVariableStorage.self)
  }

  /// Whatever the caller wants to reach from the variable (kiwi's `context`), held strongly;
  /// the solver never reads it. (OpenUIKit's engine keeps here the item whose rectangle the
  /// variable is part of, to find the views a solution moved.)
  public var context: AnyObject? {
    get {
      if let named { return named.context }
      return storage
    }
    set {
      if let named {
        named.context = newValue
      } else {
        storage = newValue
      }
    }
  }
}

/// A named variable's name and context (see ``Variable``'s storage). Private to the module,
/// so no caller's context can be one.
private final class NamedVariableStorage {
  let name: String
  var context: AnyObject?

  init(name: String) {
    self.name = name
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
