/// The storage that solvers leave behind for the solvers made after them.
extension Solver {
  /// The bytes of storage that solvers gave back when they went away (or were reset) and
  /// that are kept for the solvers made after them: at most 16 MB, in blocks of 4 KB and up.
  ///
  /// A solver that goes away hands its large tables to this cache instead of the C
  /// allocator, and a new solver grows its tables into them: their pages are already mapped,
  /// so building the next screen, snapshot or benchmark repetition takes no page faults for
  /// them (the allocator would have given the pages back to the system). A table takes a
  /// kept block only if the block is at most twice its need, and its capacity stays the one
  /// it would have had without the cache, so no decision of a solver depends on what other
  /// solvers did. Storage that a live solver gives back (packing, trimming, growth) goes to
  /// the allocator as before.
  public static var cachedStorageBytes: Int { StorageCache.shared.keptBytes }

  /// Frees the storage kept for future solvers (see ``cachedStorageBytes``): for a process
  /// that has finished with layout, or before measuring how much memory new work takes.
  public static func releaseCachedStorage() {
    StorageCache.shared.releaseAll()
  }
}
