import Cassowary

#if canImport(CMallocStatistics)
  import CMallocStatistics
#endif

/// Live heap bytes from the C allocator's own statistics (glibc's `mallinfo2()`: `uordblks`,
/// the bytes in allocated chunks of the heap, plus `hblkhd`, the bytes of chunks glibc maps
/// on their own: large blocks, 128 KB and up until a freed one raises the threshold), so
/// that a benchmark can report what a layout really holds rather than an estimate. `nil`
/// where the allocator does not report them: without glibc, or when the statistics read
/// zero, as they do where another allocator stands in for glibc's (valgrind's tools), since
/// a running process always holds some heap.
///
/// (Before 2026-12-03 only `uordblks` was counted, which left out the solver's large buffers
/// whenever glibc had mapped them.)
enum HeapStatistics {
  /// The bytes currently allocated through `malloc` (Swift objects included), or `nil`.
  static func liveBytes() -> Int? {
    #if canImport(CMallocStatistics)
      let info = mallinfo2()
      let bytes = Int(info.uordblks) + Int(info.hblkhd)
      return bytes > 0 ? bytes : nil
    #else
      return nil
    #endif
  }

  /// ``liveBytes()`` measured before new work, after freeing the storage that earlier solvers
  /// left for later ones (``Solver/releaseCachedStorage()``): otherwise the new work would
  /// reuse blocks already counted here and its difference would leave them out.
  static func liveBytesBeforeWork() -> Int? {
    Solver.releaseCachedStorage()
    return liveBytes()
  }
}
