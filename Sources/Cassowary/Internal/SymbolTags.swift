/// One 32-bit word per symbol, read according to the symbol's kind: for an external symbol,
/// how many constraints use its variable; for a slack, error or dummy symbol, the record of
/// the constraint that owns it (``RecordIndex/none`` for a free symbol).
///
/// Two tables took a word each for every symbol and used it for part of them (a layout
/// engine's view has about four variables and six other symbols): one word does for both.
/// Like ``Buffer``, a copy aliases the same memory: only the ``Solver`` owns one.
struct SymbolTags {
  private var words = Buffer<Int32>()

  /// The number of symbols the table covers.
  var count: Int { words.count }

  /// The allocated capacity, in symbols.
  var capacity: Int { words.capacity }

  /// How many constraints use the variable of external symbol `index`.
  subscript(uses index: Int) -> Int32 {
    @inline(__always) get { words[index] }
    @inline(__always) nonmutating set { words[index] = newValue }
  }

  /// The record owning slack, error or dummy symbol `index` (``RecordIndex/none`` when free).
  subscript(owner index: Int) -> RecordIndex {
    @inline(__always) get { RecordIndex(raw: words[index]) }
    @inline(__always) nonmutating set { words[index] = newValue.raw }
  }

  /// The word a new symbol of `kind` starts with: no uses, or no owner.
  @inline(__always) private static func initial(for kind: SymbolKind) -> Int32 {
    kind == .external ? 0 : RecordIndex.none.raw
  }

  /// Adds the word of a new symbol of `kind`.
  @inline(__always) mutating func append(for kind: SymbolKind) {
    words.append(Self.initial(for: kind))
  }

  /// Starts the word of reused symbol `index` over for `kind`.
  @inline(__always) func reset(_ index: Int, for kind: SymbolKind) {
    words[index] = Self.initial(for: kind)
  }

  /// Makes room for `symbols` words.
  mutating func reserve(_ symbols: Int) { words.reserve(symbols) }

  /// Gives back unused capacity beyond `room` (see ``Buffer/trim(_:)``).
  mutating func trim(_ room: CompactionRoom = .none) { words.trim(room) }

  /// Empties the table (its memory stays allocated).
  mutating func removeAll() { words.removeAll() }

  /// Releases the memory; the table must not be used afterwards (with `recycling`, see
  /// ``Buffer/free(recycling:to:)``).
  func free(recycling: Bool = false) { words.free(recycling: recycling) }
}
