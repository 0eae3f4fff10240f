/// Where a symbol's column (the rows that contain it) lives in the column arena.
@usableFromInline
internal struct ColumnHeader: BitwiseCopyable {
  var start: Int32
  var count: Int32
  var capacity: Int32
}

/// One row that contains a symbol, and the index of the symbol's cell in that row.
@usableFromInline
internal struct ColumnEntry: BitwiseCopyable {
  var row: RowIndex
  var cell: Int32
}

/// A free block of the column arena keeps its free-list link in its first entry's row.
extension ColumnEntry: ArenaLink {
  @usableFromInline @inline(__always) init(link: Int32) {
    row = RowIndex(raw: link)
    cell = 0
  }
  @usableFromInline var link: Int32 { @inline(__always) get { row.raw } }
}
