import Foundation

/// The scan conversion itself: edges stepped down eight sub-scanlines per pixel row, their
/// crossings kept in order, and the spans between them summed into each row's coverage.
extension GlyphFiller {
  /// Finds the coverage of `edges` row by row over `b` and hands `emit` each row that has any:
  /// its values for x from `b.x0`, of which only `lo..<end` are set (the others are 0); rows
  /// without any are left out.
  static func scan(
    _ edges: [Edge], in b: Bounds,
    emit: (_ y: Int, _ row: UnsafePointer<Float>, _ lo: Int, _ end: Int) -> Void
  ) {
    let (x0, y0, x1, y1) = (b.x0, b.y0, b.x1, b.y1)
    let step = one / subsamples
    let sorted = byFirstSubscanline(edges, top: y0 * one + step / 2, count: (y1 - y0) * subsamples)
    let w = x1 - x0
    var rowValues = [Float](repeating: 0, count: w)
    // The active edges, kept in the order of their crossings (x, then direction) on the last
    // sub-scanline: from one sub-scanline to the next that order barely changes, so an
    // insertion sort puts them back in order in about one pass. Then their crossings' keys,
    // and per pixel the partial coverage (`row`) and runs of whole pixels as +/− marks
    // (`runs`), both in grid steps × sub-scanlines (a full pixel is one × subsamples).
    let n = sorted.count
    var scratch = [Int](repeating: 0, count: 12 * n + 2 * w + 3)
    let full = Float(one * subsamples)
    // A power of two (2048): multiplying by its inverse is dividing by it, exactly.
    let inverse = 1 / full
    let left = x0 * one
    let shift = one.trailingZeroBitCount
    let right = x1 * one
    sorted.withUnsafeBufferPointer { edges in
      scratch.withUnsafeMutableBufferPointer { scratch in
        rowValues.withUnsafeMutableBufferPointer { values in
          guard let active = scratch.baseAddress, let out = values.baseAddress else { return }
          let keys = active + n
          let row = keys + n
          let runs = row + w + 1
          // Each edge's state, eight integers side by side (one cache line): its crossing,
          // stepped from one sub-scanline to the next without dividing (x0 + ⌊(sy − y0) ×
          // dx / dy⌋), the division's remainder, the quotient and remainder of one step
          // (step × dx / dy), dy, y1 and dir + 1.
          let state = runs + w + 2
          // Room to merge the edges that start on a sub-scanline into those kept.
          let mergedKeys = state + 8 * n
          let mergedItems = mergedKeys + n
          var count = 0
          var next = 0
          for y in y0..<y1 {
            var touched = false
            // The pixels (from x0) the row's spans reach.
            var lo = w
            var hi = 0
            for s in 0..<subsamples {
              let sy = y * one + s * step + step / 2
              // The edges kept on the last sub-scanline that reach this one, one step down
              // (branch-free: whether the remainder carries is hard to predict; the values stay
              // far from overflowing, as points are within ±2²⁸ grid steps), then the edges that
              // start above it; with their keys: x, then direction (−1 before +1), in one integer.
              var kept = 0
              // (The edges kept come first; those that start here follow them.)
              for i in 0..<count {
                let k = active[i]
                let e = state + k &* 8
                guard e[5] > sy else { continue }
                let dy = e[4]
                let r = e[1] &+ e[3]
                let carry = r >= dy ? 1 : 0
                let x = e[0] &+ e[2] &+ carry
                e[0] = x
                e[1] = r &- carry &* dy
                active[kept] = k
                keys[kept] = x &* 4 &+ e[6]
                kept += 1
              }
              let continuing = kept
              while next < n, edges[next].y0 <= sy {
                let e = edges[next]
                let dy = e.y1 - e.y0
                let q = floorDiv((sy - e.y0) * (e.x1 - e.x0), dy)
                let dq = floorDiv(step * (e.x1 - e.x0), dy)
                let to = state + next * 8
                to[0] = e.x0 + q
                to[1] = (sy - e.y0) * (e.x1 - e.x0) - q * dy
                to[2] = dq
                to[3] = step * (e.x1 - e.x0) - dq * dy
                to[4] = dy
                to[5] = e.y1
                to[6] = e.dir + 1
                if e.y1 > sy {
                  active[kept] = next
                  keys[kept] = (e.x0 + q) * 4 + e.dir + 1
                  kept += 1
                }
                next += 1
              }
              count = kept
              if count < 2 { continue }
              // The edges kept are nearly in order and so are put in order by insertion; those
              // that start here, in any order, are sorted on their own and merged in.
              sortTogether(keys, active, count: continuing)
              if continuing < count {
                sortTogether(keys + continuing, active + continuing, count: count - continuing)
                if continuing > 0 {
                  merge(
                    keys, active, split: continuing, count: count, into: mergedKeys, mergedItems)
                }
              }
              // (Spans are at most the row's width in grid steps: wrapping arithmetic never
              // wraps; a and b are not negative, so dividing by `one` is a shift.)
              var winding = 0
              for i in 0..<count - 1 {
                winding &+= (keys[i] & 3) &- 1
                guard winding != 0 else { continue }
                let a = max(keys[i] &>> 2, left) &- left
                let b = min(keys[i + 1] &>> 2, right) &- left
                guard b > a else { continue }
                touched = true
                let first = a &>> shift
                let last = b &>> shift
                lo = min(lo, first)
                hi = max(hi, last)
                if first == last {
                  row[first] &+= b &- a
                } else {
                  row[first] &+= (first &+ 1) &* one &- a
                  if last > first &+ 1 {
                    runs[first &+ 1] &+= one
                    runs[last] &-= one
                  }
                  row[last] &+= b &- last &* one
                }
              }
            }
            guard touched else { continue }
            // Outside lo...hi the row is untouched: no coverage, nothing to clear.
            let end = min(hi + 1, w)
            var run = 0
            for k in lo..<end {
              run &+= runs[k]
              let v = row[k] &+ run
              out[k] = v >= Int(full) ? 1 : Float(v) * inverse
              row[k] = 0
              runs[k] = 0
            }
            row[w] = 0
            runs[w] = 0
            runs[w + 1] = 0
            emit(y, out, lo, end)
          }
        }
      }
    }
  }

  /// Sorts the first `count` keys ascending by insertion (fast when they are nearly in order),
  /// moving the items with them.
  @inline(__always)
  static func sortTogether(
    _ keys: UnsafeMutablePointer<Int>, _ items: UnsafeMutablePointer<Int>, count: Int
  ) {
    guard count > 1 else { return }
    for i in 1..<count {
      let key = keys[i]
      guard key < keys[i - 1] else { continue }
      let item = items[i]
      var j = i - 1
      while j >= 0, keys[j] > key {
        keys[j + 1] = keys[j]
        items[j + 1] = items[j]
        j -= 1
      }
      keys[j + 1] = key
      items[j + 1] = item
    }
  }

  /// Merges the sorted runs `0..<split` and `split..<count` of `keys` (moving `items` with
  /// them) through the scratch `mergedKeys` and `mergedItems`.
  @inline(__always)
  static func merge(
    _ keys: UnsafeMutablePointer<Int>, _ items: UnsafeMutablePointer<Int>, split: Int,
    count: Int, into mergedKeys: UnsafeMutablePointer<Int>,
    _ mergedItems: UnsafeMutablePointer<Int>
  ) {
    // Nothing to do when the runs are already in order.
    guard keys[split - 1] > keys[split] else { return }
    var i = 0
    var j = split
    var o = 0
    while i < split, j < count {
      if keys[j] < keys[i] {
        mergedKeys[o] = keys[j]
        mergedItems[o] = items[j]
        j += 1
      } else {
        mergedKeys[o] = keys[i]
        mergedItems[o] = items[i]
        i += 1
      }
      o += 1
    }
    while i < split {
      mergedKeys[o] = keys[i]
      mergedItems[o] = items[i]
      i += 1
      o += 1
    }
    // What is left of the second run is in place already.
    keys.update(from: mergedKeys, count: o)
    items.update(from: mergedItems, count: o)
  }

  /// The edges in the order of the first sub-scanline (`top + k × step`, k from 0; `count`
  /// of them) at or below their top: a counting sort, as the scan only needs the edges that
  /// reach each sub-scanline to come before the others.
  static func byFirstSubscanline(_ edges: [Edge], top: Int, count: Int) -> [Edge] {
    let step = one / subsamples
    // The sub-scanline each edge starts on (0 for any above the first, `count` for any
    // below the last).
    let first = edges.map { e -> Int in
      guard e.y0 > top else { return 0 }
      return min(count, (e.y0 - top + step - 1) / step)
    }
    var starts = [Int](repeating: 0, count: count + 2)
    for k in first { starts[k + 1] += 1 }
    for k in 0...count { starts[k + 1] += starts[k] }
    var sorted = edges
    for (index, k) in first.enumerated() {
      sorted[starts[k]] = edges[index]
      starts[k] += 1
    }
    return sorted
  }
}
