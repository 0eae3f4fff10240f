/// What a tableau symbol stands for (stored as a byte per symbol).
@usableFromInline
internal enum SymbolKind {
  /// A free slot in the symbol table.
  @usableFromInline static let unused: UInt8 = 0
  /// A user variable: unrestricted in sign.
  @usableFromInline static let external: UInt8 = 1
  /// An inequality's slack (also the artificial variable): ≥ 0.
  @usableFromInline static let slack: UInt8 = 2
  /// A non-required constraint's error: ≥ 0, in the objective.
  @usableFromInline static let error: UInt8 = 3
  /// A required equality's marker: always 0, never enters the basis.
  @usableFromInline static let dummy: UInt8 = 4
}
