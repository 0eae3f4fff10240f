/// What a tableau symbol stands for (stored as a byte per symbol).
@usableFromInline
internal enum SymbolKind: UInt8, BitwiseCopyable {
  /// A free slot in the symbol table.
  case unused = 0
  /// A user variable: unrestricted in sign.
  case external = 1
  /// An inequality's slack (also the artificial variable): ≥ 0.
  case slack = 2
  /// A non-required constraint's error: ≥ 0, in the objective.
  case error = 3
  /// A required equality's marker: always 0, never enters the basis.
  case dummy = 4
}
