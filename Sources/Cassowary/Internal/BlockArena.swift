/// Hands out blocks of power-of-two capacity (at least 4) from one growing index range, with a
/// free list per capacity. A free block's first slot of the `links` buffer holds the next free
/// block's start.
///
/// Packing (`Tableau.compactArenas()`) lays blocks out at their exact sizes instead. Such a
/// block, once released, fits no free list: its slots are given up (``abandoned``) until the
/// next packing.
@usableFromInline
internal struct BlockArena {
  var heads = Buffer<Int32>()
  /// One past the highest index ever handed out: the data buffers must hold this many slots.
  var end = 0
  /// The slots of the blocks handed out and not released (``end`` minus the free blocks).
  var inUse = 0
  /// The slots of released exact-size blocks, which no free list takes.
  var abandoned = 0

  init() {
    heads.resize(to: 32, filling: -1)
  }

  func free(recycling: Bool = false) { heads.free(recycling: recycling) }

  /// Starts over as an arena whose `slots` are all handed out, in blocks packed end to end
  /// with no free block (after `Tableau.compactArenas()` copied them).
  mutating func resetPacked(slots: Int) {
    free()
    self = BlockArena()
    end = slots
    inUse = slots
  }

  /// Whether `capacity` is one of the free lists' sizes (a power of two, at least 4).
  @inline(__always) static func isListed(_ capacity: Int) -> Bool {
    capacity >= 4 && capacity & (capacity - 1) == 0
  }

  /// The block capacity that holds `needed` slots.
  @inline(__always) static func capacity(for needed: Int) -> Int {
    needed <= 4 ? 4 : 1 << (Int.bitWidth - (needed - 1).leadingZeroBitCount)
  }

  /// A block of `capacity` slots (a value from ``capacity(for:)``).
  @inline(__always) mutating func allocate<L: ArenaLink>(capacity: Int, links: Buffer<L>) -> Int32 {
    let c = capacity.trailingZeroBitCount - 2
    inUse += capacity
    let head = heads[c]
    if head >= 0 {
      heads[c] = links[head].link
      return head
    }
    let start = end
    end += capacity
    return Int32(start)
  }

  /// Returns a block to its free list.
  @inline(__always) mutating func release<L: ArenaLink>(
    start: Int32, capacity: Int, links: Buffer<L>
  ) {
    inUse -= capacity
    guard Self.isListed(capacity) else {
      abandoned += capacity
      return
    }
    let c = capacity.trailingZeroBitCount - 2
    links[start] = L(link: heads[c])
    heads[c] = start
  }
}
