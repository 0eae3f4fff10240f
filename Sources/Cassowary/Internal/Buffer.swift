/// A growable array of trivial values in manually managed memory, for the tableau's hot loops:
/// no reference counting, no uniqueness checks, no bounds checks in release builds.
///
/// It is a plain struct around a pointer: copies alias the same memory, and the owner must
/// call ``free()`` exactly once. Only the ``Tableau`` owns buffers.
@usableFromInline
internal struct Buffer<Element> {
  @usableFromInline var base: UnsafeMutablePointer<Element>
  @usableFromInline var count: Int
  @usableFromInline var capacity: Int

  @inlinable init(capacity: Int = 16) {
    self.capacity = Swift.max(capacity, 1)
    self.base = UnsafeMutablePointer<Element>.allocate(capacity: self.capacity)
    self.count = 0
  }

  @inlinable subscript(index: Int) -> Element {
    @inline(__always) get {
      assert(index >= 0 && index < count, "Buffer index out of range")
      return base[index]
    }
    @inline(__always) nonmutating set {
      assert(index >= 0 && index < count, "Buffer index out of range")
      base[index] = newValue
    }
  }

  @inlinable subscript(index: Int32) -> Element {
    @inline(__always) get { self[Int(index)] }
    @inline(__always) nonmutating set { self[Int(index)] = newValue }
  }

  /// Grows the allocation to hold at least `minimum` elements.
  @inlinable mutating func reserve(_ minimum: Int) {
    if minimum <= capacity { return }
    var newCapacity = capacity * 2
    while newCapacity < minimum { newCapacity *= 2 }
    let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
    newBase.moveInitialize(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }

  @inlinable @inline(__always) mutating func append(_ element: Element) {
    if count == capacity { reserve(count + 1) }
    (base + count).initialize(to: element)
    count += 1
  }

  @inlinable @inline(__always) mutating func removeLast() -> Element {
    count -= 1
    return base[count]
  }

  /// Sets the count to `newCount`, filling new slots with `value`.
  @inlinable mutating func resize(to newCount: Int, filling value: Element) {
    if newCount > count {
      reserve(newCount)
      (base + count).initialize(repeating: value, count: newCount - count)
    }
    count = newCount
  }

  @inlinable mutating func removeAll() { count = 0 }

  /// Releases the memory; the buffer must not be used afterwards.
  @inlinable func free() { base.deallocate() }
}
