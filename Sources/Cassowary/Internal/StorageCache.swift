#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// Storage blocks that solvers gave back when they went away, kept (up to ``limit`` bytes) for
/// the solvers made after them.
///
/// A solver's tables are a few dozen blocks of the C allocator, the largest of them hundreds of
/// kilobytes. When a solver goes, glibc gives the top of its heap back to the system (and
/// unmaps blocks above its mapping threshold), so the next solver, growing the same tables,
/// takes a page fault for every page it writes: making and dropping the same 865-constraint
/// solver 200 times (the W1 benchmark) spent about 40 % of its time in the kernel. Kept here,
/// the pages stay mapped and the next solver's tables grow into them.
///
/// Only whole solvers give storage back (``Buffer/free(recycling:)`` from `Solver.deinit` and
/// `Solver.reset()`); storage given back while a solver lives (packing, trimming, growth) goes
/// to the allocator as before, so a live solver never holds idle blocks here. A block is taken
/// for a need of `n` bytes only if it holds at most twice `n` (a small solver does not take a
/// large solver's tables), and the buffer's capacity stays the one it would have had: capacities,
/// and so every decision that reads them, do not depend on what other solvers did.
/// ``Solver/releaseCachedStorage()`` empties the shared cache. Each cache is under a lock: solvers
/// are not tied to a thread.
final class StorageCache: @unchecked Sendable {
  /// The cache the solvers share.
  static let shared = StorageCache()

  /// The smallest block the shared cache keeps, in bytes.
  static let smallestSharedBlock = 4096

  /// `cache.take(atLeast:)`, the shared cache's when `cache` is nil; a need below
  /// ``smallestSharedBlock`` does not touch the shared cache (the common case: no lock, no
  /// reference counting).
  @inline(__always) static func take(
    atLeast bytes: Int, from cache: StorageCache?
  ) -> UnsafeMutableRawPointer? {
    if cache == nil && bytes < smallestSharedBlock { return nil }
    return takeKept(atLeast: bytes, from: cache)
  }

  /// ``take(atLeast:from:)`` past its size check, out of line.
  @inline(never) private static func takeKept(
    atLeast bytes: Int, from cache: StorageCache?
  ) -> UnsafeMutableRawPointer? {
    (cache ?? shared).take(atLeast: bytes)
  }

  /// `cache.give(_:)`, the shared cache's when `cache` is nil; a block below
  /// ``smallestSharedBlock`` does not touch the shared cache.
  @inline(__always) static func give(_ block: Block, to cache: StorageCache?) -> Bool {
    if cache == nil && block.bytes < smallestSharedBlock { return false }
    return giveKept(block, to: cache)
  }

  /// ``give(_:to:)`` past its size check, out of line.
  @inline(never) private static func giveKept(_ block: Block, to cache: StorageCache?) -> Bool {
    (cache ?? shared).give(block)
  }

  /// Blocks smaller than this go straight back to the allocator.
  let smallestBlock: Int
  /// The most bytes kept.
  let limit: Int
  /// The most blocks kept.
  let maximumBlocks: Int

  /// A kept block and its size in bytes.
  struct Block {
    var pointer: UnsafeMutableRawPointer
    var bytes: Int
  }

  /// The blocks kept, under the lock.
  private var blocks: [Block] = []
  /// Their total size in bytes, under the lock.
  private var total = 0
  private let lock = CacheLock()

  /// A cache keeping blocks of `smallestBlock` bytes and up, `limit` bytes and
  /// `maximumBlocks` blocks at most.
  init(
    smallestBlock: Int = smallestSharedBlock, limit: Int = 16 << 20, maximumBlocks: Int = 256
  ) {
    self.smallestBlock = smallestBlock
    self.limit = limit
    self.maximumBlocks = maximumBlocks
  }

  deinit { releaseAll() }

  /// The bytes kept now.
  var keptBytes: Int { lock.withLock { total } }

  /// The number of blocks kept now.
  var keptBlocks: Int { lock.withLock { blocks.count } }

  /// Takes the smallest kept block of at least `bytes` bytes and at most twice that, or nil.
  func take(atLeast bytes: Int) -> UnsafeMutableRawPointer? {
    guard CacheLock.isAvailable, bytes >= smallestBlock else { return nil }
    return lock.withLock {
      var best = -1
      for i in blocks.indices where blocks[i].bytes >= bytes {
        if best < 0 || blocks[i].bytes < blocks[best].bytes { best = i }
      }
      guard best >= 0, blocks[best].bytes / 2 <= bytes else { return nil }
      total -= blocks[best].bytes
      return blocks.remove(at: best).pointer
    }
  }

  /// Keeps `block` if it is large enough and there is room; otherwise returns false and the
  /// caller frees it.
  func give(_ block: Block) -> Bool {
    guard CacheLock.isAvailable, block.bytes >= smallestBlock else { return false }
    return lock.withLock {
      guard total + block.bytes <= limit, blocks.count < maximumBlocks else { return false }
      blocks.append(block)
      total += block.bytes
      return true
    }
  }

  /// Frees every kept block.
  func releaseAll() {
    let released = lock.withLock {
      let all = blocks
      blocks = []
      total = 0
      return all
    }
    for block in released { releaseMemory(block.pointer) }
  }
}

/// The lock of a ``StorageCache``: a POSIX mutex where there is one; elsewhere there is no
/// lock and caches keep nothing (``isAvailable``).
private final class CacheLock {
  #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    /// Whether caches can keep blocks on this platform.
    static let isAvailable = true
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
      mutex = .allocate(capacity: 1)
      _ = pthread_mutex_init(mutex, nil)
    }

    deinit {
      _ = pthread_mutex_destroy(mutex)
      mutex.deallocate()
    }

    func withLock<T>(_ body: () -> T) -> T {
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      return body()
    }
  #else
    /// Whether caches can keep blocks on this platform.
    static let isAvailable = false

    func withLock<T>(_ body: () -> T) -> T { body() }
  #endif
}
