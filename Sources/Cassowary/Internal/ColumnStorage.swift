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
