import Foundation
import Testing

@testable import Cassowary

/// The storage a solver leaves for the next one (`StorageCache`): large blocks kept up to a
/// limit, the closest fit of at most twice the need handed out, and capacities that do not
/// depend on what the cache held.
@Suite struct SolverStorageCacheTests {
  /// A malloc'd block of `bytes` bytes.
  func block(_ bytes: Int) -> StorageCache.Block {
    StorageCache.Block(pointer: malloc(bytes)!, bytes: bytes)
  }

  @Test func aCacheKeepsLargeBlocksAndHandsOutTheClosestFit() {
    let cache = StorageCache(smallestBlock: 4096, limit: 1 << 20, maximumBlocks: 8)
    let small = block(1024)
    #expect(!cache.give(small), "below the smallest block: the caller frees it")
    free(small.pointer)
    let four = block(4096)
    let eight = block(8192)
    let sixteen = block(16384)
    #expect(cache.give(sixteen) && cache.give(four) && cache.give(eight))
    #expect(cache.keptBytes == 28672 && cache.keptBlocks == 3)
    #expect(cache.take(atLeast: 5000) == eight.pointer, "the smallest that holds 5 000 bytes")
    #expect(cache.take(atLeast: 20000) == nil, "none holds 20 000 bytes")
    #expect(cache.take(atLeast: 7000) == nil, "16 384 is more than twice 7 000")
    #expect(cache.take(atLeast: 1000) == nil, "needs below the smallest block are not served")
    #expect(cache.keptBytes == 20480 && cache.keptBlocks == 2)
    #expect(cache.take(atLeast: 9000) == sixteen.pointer, "16 384 is at most twice 9 000")
    #expect(cache.take(atLeast: 4096) == four.pointer)
    #expect(cache.keptBytes == 0 && cache.keptBlocks == 0)
    free(four.pointer)
    free(eight.pointer)
    free(sixteen.pointer)
  }

  @Test func aCacheKeepsNoMoreThanItsLimitAndItsBlockCount() {
    let cache = StorageCache(smallestBlock: 4096, limit: 20000, maximumBlocks: 2)
    let blocks = [block(8192), block(8192), block(4096), block(4096)]
    #expect(cache.give(blocks[0]) && cache.give(blocks[1]))
    #expect(!cache.give(blocks[2]), "20 480 bytes would pass the limit of 20 000")
    #expect(cache.keptBytes == 16384)
    let other = StorageCache(smallestBlock: 4096, limit: 1 << 20, maximumBlocks: 2)
    #expect(other.give(blocks[2]) && other.give(blocks[3]))
    let third = block(4096)
    #expect(!other.give(third), "two blocks at most")
    free(third.pointer)
    cache.releaseAll()
    #expect(cache.keptBytes == 0 && cache.keptBlocks == 0)
    #expect(other.keptBlocks == 2, "(freed when the cache goes)")
  }

  @Test func aBufferGrowsIntoAKeptBlockWithTheCapacityItWouldHaveHad() {
    let cache = StorageCache(smallestBlock: 4096, limit: 1 << 20, maximumBlocks: 8)
    var big = Buffer<Int64>(capacity: 1024, cache: cache)
    for i in 0..<1000 { big.append(Int64(i)) }
    big.free(recycling: true, to: cache)
    #expect(cache.keptBytes == 8192, "a whole solver's table: kept")
    var tiny = Buffer<Int64>(capacity: 16, cache: cache)
    for i in 0..<16 { tiny.append(Int64(i * 3)) }
    tiny.free(recycling: true, to: cache)
    #expect(cache.keptBytes == 8192, "128 bytes: freed, not kept")
    var growing = Buffer<Int64>(capacity: 16, cache: cache)
    for i in 0..<16 { growing.append(Int64(i * 7)) }
    growing.reserve(600, cache: cache)
    #expect(growing.capacity == 1024, "16 doubled until it holds 600")
    #expect(cache.keptBytes == 0, "the 8 KB block was taken")
    #expect((0..<16).allSatisfy { growing[$0] == Int64($0 * 7) })
    growing.reserve(1500, cache: cache)
    #expect(growing.capacity == 2048 && growing[15] == 105, "no block of 16 KB kept: realloc")
    growing.free(recycling: false, to: cache)
    #expect(cache.keptBytes == 0, "a live solver's storage goes back to the allocator")
  }

  /// A column of `n` boxes with optional heights, built into a new solver.
  func column(_ n: Int) throws -> (Solver, [Variable]) {
    let solver = Solver(priorityMode: .strict)
    let tops = (0..<n).map { Variable("top\($0)") }
    let heights = (0..<n).map { Variable("height\($0)") }
    try solver.addConstraint(tops[0] == 0)
    for i in 0..<n {
      try solver.addConstraint(heights[i] >= 10)
      try solver.addConstraint((heights[i] == 20 + Double(i % 7)) | .medium)
      if i > 0 { try solver.addConstraint(tops[i] == tops[i - 1] + heights[i - 1] + 4) }
    }
    solver.updateVariables()
    return (solver, tops)
  }

  /// The capacities of a solver's main tables.
  func capacities(_ solver: Solver) -> [Int] {
    let t = solver.tableau
    return [
      t.kind.capacity, t.rowOf.capacity, t.columnHeaders.capacity, t.cachedValue.capacity,
      t.rowConst.capacity, t.rowStamp.capacity, t.cellCoef.capacity, t.cellSym.capacity,
      t.cellSlot.capacity, t.columnEntries.capacity, solver.symbolTags.capacity,
      solver.symbolVariables.capacity,
    ]
  }

  @Test func aSolverMadeAfterAnotherWentAwayHasTheSameCapacitiesAndValues() throws {
    var first: (Solver, [Variable])? = try column(600)
    let expected = capacities(first!.0)
    let values = first!.1.map(\.value)
    var bottom = 0.0
    for i in 0..<599 { bottom += 20 + Double(i % 7) + 4 }
    #expect(values.last == bottom)
    first = nil
    // Its tables (some of them 64 KB) were kept for the next solver, which grows into them.
    let (second, tops) = try column(600)
    #expect(capacities(second) == expected)
    #expect(tops.map(\.value) == values)
    second.reset()
    let (third, again) = try column(600)
    #expect(capacities(third) == expected)
    #expect(again.map(\.value) == values)
  }

  /// The bottom of a column of `n` boxes built, read and dropped `rounds` times in a row.
  static func bottoms(_ n: Int, rounds: Int) throws -> [Double] {
    var result: [Double] = []
    for _ in 0..<rounds {
      let solver = Solver(priorityMode: .strict)
      let tops = (0..<n).map { _ in Variable() }
      let heights = (0..<n).map { _ in Variable() }
      try solver.addConstraint(tops[0] == 0)
      for i in 0..<n {
        try solver.addConstraint((heights[i] == 10 + Double(i % 5)) | .strong)
        if i > 0 { try solver.addConstraint(tops[i] == tops[i - 1] + heights[i - 1]) }
      }
      solver.updateVariables()
      result.append(tops[n - 1].value)
    }
    return result
  }

  @Test func solversOnSeveralThreadsShareTheCache() async throws {
    // Four threads at once make and drop solvers whose tables (16 KB and up) go through the
    // shared cache; each gets the same values as alone (the thread sanitizer run checks the
    // cache's lock).
    var expected = 0.0
    for i in 0..<799 { expected += 10 + Double(i % 5) }
    let results = try await withThrowingTaskGroup(of: [Double].self) { group in
      for _ in 0..<4 {
        group.addTask { try Self.bottoms(800, rounds: 6) }
      }
      var all: [[Double]] = []
      for try await bottoms in group { all.append(bottoms) }
      return all
    }
    #expect(results.count == 4)
    #expect(results.allSatisfy { $0 == Array(repeating: expected, count: 6) })
  }
}
