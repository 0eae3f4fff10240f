#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// A growable array of trivial values in manually managed memory, for the tableau's hot loops:
/// no reference counting, no uniqueness checks, no bounds checks in release builds.
///
/// It is a plain struct around a pointer: copies alias the same memory, and the owner must
/// call ``free()`` exactly once. Only the ``Tableau`` owns buffers.
@usableFromInline
internal struct Buffer<Element: BitwiseCopyable> {
  @usableFromInline var base: UnsafeMutablePointer<Element>
  @usableFromInline var count: Int
  @usableFromInline var capacity: Int

  /// An empty buffer with room for `capacity` elements (in a block kept by `cache`, the
  /// shared one when nil, when it has one of the right size).
  init(capacity: Int = 16, cache: StorageCache? = nil) {
    let wanted = Swift.max(capacity, 1)
    let stride = MemoryLayout<Element>.stride
    let raw = StorageCache.take(atLeast: wanted * stride, from: cache) ?? malloc(wanted * stride)!
    self.base = raw.bindMemory(to: Element.self, capacity: wanted)
    self.capacity = wanted
    self.count = 0
  }

  subscript(index: Int) -> Element {
    @inline(__always) get {
      assert(index >= 0 && index < count, "Buffer index out of range")
      return base[index]
    }
    @inline(__always) nonmutating set {
      assert(index >= 0 && index < count, "Buffer index out of range")
      base[index] = newValue
    }
  }

  subscript(index: Int32) -> Element {
    @inline(__always) get { self[Int(index)] }
    @inline(__always) nonmutating set { self[Int(index)] = newValue }
  }

  /// Grows the allocation to hold at least `minimum` elements, doubling the capacity (into a
  /// block kept by `cache`, when it has one of the right size). Never inlined: it is the slow
  /// path of every append.
  @inline(never) mutating func reserve(_ minimum: Int, cache: StorageCache? = nil) {
    if minimum <= capacity { return }
    var newCapacity = capacity * 2
    while newCapacity < minimum { newCapacity *= 2 }
    let stride = MemoryLayout<Element>.stride
    let raw: UnsafeMutableRawPointer
    if let block = StorageCache.take(atLeast: newCapacity * stride, from: cache) {
      // Pages a solver that went away already touched: no page faults. (The capacity is the
      // one realloc would have given, whatever the block's size: parallel arrays grow alike.)
      block.copyMemory(from: base, byteCount: count * stride)
      releaseMemory(UnsafeMutableRawPointer(base))
      raw = block
    } else {
      // realloc grows large blocks in place (mremap) instead of copying and re-faulting pages.
      raw = realloc(UnsafeMutableRawPointer(base), newCapacity * stride)!
    }
    base = raw.bindMemory(to: Element.self, capacity: newCapacity)
    capacity = newCapacity
  }

  @inline(__always) mutating func append(_ element: Element) {
    if count == capacity { reserve(count + 1) }
    (base + count).initialize(to: element)
    count += 1
  }

  @inline(__always) mutating func removeLast() -> Element {
    count -= 1
    return base[count]
  }

  /// Sets the count to `newCount`, filling new slots with `value`.
  mutating func resize(to newCount: Int, filling value: Element) {
    if newCount > count {
      reserve(newCount)
      (base + count).initialize(repeating: value, count: newCount - count)
    }
    count = newCount
  }

  /// Makes at least `minimum` slots addressable by growing the count to the capacity, the
  /// new slots unwritten: for an arena, whose slots are written before they are read, this
  /// grows the count a doubling at a time instead of at every block carved at its end.
  @inline(__always) mutating func extendUnwritten(to minimum: Int) {
    if minimum <= count { return }
    reserve(minimum)
    count = capacity
  }

  mutating func removeAll() { count = 0 }

  /// Shrinks the allocation to the count with `room` beyond it (at least one element), when
  /// that gives back at least ``trimmingThreshold`` bytes.
  mutating func trim(_ room: CompactionRoom = .none) {
    let target = Swift.max(room.capacity(for: count), 1)
    guard (capacity - target) * MemoryLayout<Element>.stride >= trimmingThreshold else { return }
    shrinkCapacity(to: target)
  }

  /// Shrinks the allocation to `target` elements (at least the count, at least one), in place
  /// where `realloc` can; nothing when it is not below the capacity.
  mutating func shrinkCapacity(to target: Int) {
    assert(target >= count && target >= 1, "a buffer cannot shrink below its count")
    guard target < capacity else { return }
    let raw = realloc(UnsafeMutableRawPointer(base), target * MemoryLayout<Element>.stride)!
    base = raw.bindMemory(to: Element.self, capacity: target)
    capacity = target
  }

  /// Releases the memory; the buffer must not be used afterwards. With `recycling` (a whole
  /// solver going away), a large block is kept in `cache` for the next solver.
  func free(recycling: Bool = false, to cache: StorageCache? = nil) {
    let block = StorageCache.Block(
      pointer: UnsafeMutableRawPointer(base), bytes: capacity * MemoryLayout<Element>.stride)
    if recycling && StorageCache.give(block, to: cache) { return }
    releaseMemory(block.pointer)
  }
}

/// The least slack, in bytes, that `Buffer.trim()` and `Array.trimCapacity()` give back (a
/// smaller gain is not worth a reallocation).
let trimmingThreshold = 256

/// The C allocator's `free` (the name is shadowed inside ``Buffer``; the storage cache frees
/// its blocks with it too).
func releaseMemory(_ pointer: UnsafeMutableRawPointer) {
  free(pointer)
}
