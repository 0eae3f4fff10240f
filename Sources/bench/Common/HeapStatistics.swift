#if canImport(CMallocStatistics)
  import CMallocStatistics
#endif

/// Live heap bytes from the C allocator's own statistics (glibc's `mallinfo2().uordblks`: the
/// bytes in allocated chunks), so that a benchmark can report what a layout really holds rather
/// than an estimate. `nil` where the allocator does not report them.
enum HeapStatistics {
  /// The bytes currently allocated through `malloc` (Swift objects included), or `nil`.
  static func liveBytes() -> Int? {
    #if canImport(CMallocStatistics)
      return Int(mallinfo2().uordblks)
    #else
      return nil
    #endif
  }
}
