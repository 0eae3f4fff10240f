/// The tableau's typed ids: each wraps the `Int32` the arenas store, so the layout (and the
/// speed) is that of the raw numbers, and a row can no longer be passed where a symbol is meant.

/// A tableau symbol: an index into the per-symbol buffers (recycled through a free list).
///
/// `rowBasic` also stores three tags that are not symbols: ``none`` (a row being built),
/// ``phaseOneObjective`` and ``freeRow``. ``exists`` is false for all three.
@frozen @usableFromInline
internal struct Symbol: Hashable, Comparable, BitwiseCopyable, CustomStringConvertible {
  @usableFromInline var raw: Int32

  @inlinable @inline(__always) init(raw: Int32) { self.raw = raw }
  @inlinable @inline(__always) init(_ index: Int) { raw = Int32(truncatingIfNeeded: index) }

  /// No symbol (also: the basic tag of a row being built).
  @usableFromInline static let none = Symbol(raw: -1)
  /// The basic tag of phase one's objective row.
  @usableFromInline static let phaseOneObjective = Symbol(raw: -2)
  /// The basic tag of a free row slot.
  @usableFromInline static let freeRow = Symbol(raw: -3)

  /// Whether this is a symbol rather than ``none`` or a row tag.
  @inlinable var exists: Bool { @inline(__always) get { raw >= 0 } }
  /// The index into per-symbol buffers and arrays.
  @inlinable var index: Int { @inline(__always) get { Int(raw) } }

  @inlinable @inline(__always) static func < (a: Symbol, b: Symbol) -> Bool { a.raw < b.raw }

  @usableFromInline var description: String { "\(raw)" }
}

/// A tableau row: an index into the per-row buffers (recycled through a free list).
@frozen @usableFromInline
internal struct RowIndex: Hashable, Comparable, BitwiseCopyable, CustomStringConvertible {
  @usableFromInline var raw: Int32

  @inlinable @inline(__always) init(raw: Int32) { self.raw = raw }
  @inlinable @inline(__always) init(_ index: Int) { raw = Int32(truncatingIfNeeded: index) }

  /// No row (a parametric symbol's `rowOf`, a free stamp's row).
  @usableFromInline static let none = RowIndex(raw: -1)

  /// Whether this is a row rather than ``none``.
  @inlinable var exists: Bool { @inline(__always) get { raw >= 0 } }
  /// The index into per-row buffers.
  @inlinable var index: Int { @inline(__always) get { Int(raw) } }

  @inlinable @inline(__always) static func < (a: RowIndex, b: RowIndex) -> Bool { a.raw < b.raw }

  @usableFromInline var description: String { "\(raw)" }
}

/// A solver's constraint record: an index into `Solver.records` (recycled through a free list).
@frozen @usableFromInline
internal struct RecordIndex: Hashable, Comparable, CustomStringConvertible {
  @usableFromInline var raw: Int32

  @inlinable init(raw: Int32) { self.raw = raw }
  @inlinable init(_ index: Int) { raw = Int32(truncatingIfNeeded: index) }

  /// No record (a constraint not in the solver, a symbol no constraint owns).
  @usableFromInline static let none = RecordIndex(raw: -1)

  /// Whether this is a record rather than ``none``.
  @inlinable var exists: Bool { raw >= 0 }
  /// The index into `Solver.records`.
  @inlinable var index: Int { Int(raw) }

  @inlinable static func < (a: RecordIndex, b: RecordIndex) -> Bool { a.raw < b.raw }

  @usableFromInline var description: String { "\(raw)" }
}

/// What the block arenas can keep a free-list link in (the first slot of a free block).
@usableFromInline
internal protocol ArenaLink: BitwiseCopyable {
  init(link: Int32)
  var link: Int32 { get }
}

extension Int32: ArenaLink {
  @inlinable @inline(__always) init(link: Int32) { self = link }
  @inlinable var link: Int32 { @inline(__always) get { self } }
}

extension Symbol: ArenaLink {
  @inlinable @inline(__always) init(link: Int32) { raw = link }
  @inlinable var link: Int32 { @inline(__always) get { raw } }
}

extension Buffer {
  /// The element of symbol `s` in a per-symbol buffer.
  subscript(s: Symbol) -> Element {
    @inline(__always) get { self[Int(s.raw)] }
    @inline(__always) nonmutating set { self[Int(s.raw)] = newValue }
  }

  /// The element of row `r` in a per-row buffer.
  subscript(r: RowIndex) -> Element {
    @inline(__always) get { self[Int(r.raw)] }
    @inline(__always) nonmutating set { self[Int(r.raw)] = newValue }
  }
}
