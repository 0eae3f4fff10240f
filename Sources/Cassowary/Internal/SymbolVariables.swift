/// The variable of each symbol (`nil` for every symbol that is not external), held strongly in
/// one word per symbol.
///
/// The solver writes solved values through these slots on every update, so they are read
/// without reference counting; the table retains a variable when it is stored and releases it
/// when it is replaced, cleared or released with ``releaseAll()``. Like ``Buffer``, a copy
/// aliases the same memory: only the ``Solver`` owns one.
struct SymbolVariables {
  private var slots = Buffer<Unmanaged<Variable>?>()

  /// The number of symbols the table covers.
  var count: Int { slots.count }

  /// The allocated capacity, in symbols.
  var capacity: Int { slots.capacity }

  /// The variable of `s`, without retaining it (valid while the table holds it).
  @inline(__always) func slot(_ s: Symbol) -> Unmanaged<Variable>? { slots[s.index] }

  /// The variable of `s`, or `nil`.
  @inline(__always) subscript(s: Symbol) -> Variable? {
    slots[s.index]?.takeUnretainedValue()
  }

  /// Whether `s` (a symbol below ``count``) holds `variable` (an identity test, with no
  /// reference counting).
  @inline(__always) func holds(_ variable: Variable, at s: Symbol) -> Bool {
    slots[s.index]?.toOpaque() == Unmanaged.passUnretained(variable).toOpaque()
  }

  /// Stores `variable` for `s` (retained), releasing the one stored before.
  func set(_ variable: Variable?, for s: Symbol) {
    let old = slots[s.index]
    slots[s.index] = variable.map { Unmanaged.passRetained($0) }
    old?.release()
  }

  /// Adds an empty slot for a new symbol.
  mutating func appendEmpty() { slots.append(nil) }

  /// Calls `body` with each stored variable, in symbol order.
  func forEach(_ body: (Symbol, Variable) -> Void) {
    for i in 0..<slots.count {
      if let v = slots[i] { body(Symbol(i), v.takeUnretainedValue()) }
    }
  }

  /// Makes room for `symbols` slots.
  mutating func reserve(_ symbols: Int) { slots.reserve(symbols) }

  /// Gives back unused capacity beyond `room` (see ``Buffer/trim(_:)``).
  mutating func trim(_ room: CompactionRoom = .none) { slots.trim(room) }

  /// Releases every variable and empties the table (its memory stays allocated).
  mutating func releaseAll() {
    for i in 0..<slots.count { slots[i]?.release() }
    slots.removeAll()
  }

  /// Releases every variable and the memory; the table must not be used afterwards (with
  /// `recycling`, see ``Buffer/free(recycling:)``).
  mutating func free(recycling: Bool = false) {
    releaseAll()
    slots.free(recycling: recycling)
  }
}
