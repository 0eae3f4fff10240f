extension Workload {
  /// W5 "deep stack": `n` views in one vertical chain inside a 400-wide container whose height
  /// hugs the last view; the worst case for row growth (reference/cassowary.md §4.8;
  /// `genStack` in bench.cpp).
  ///
  /// The generator is seeded with `n` and draws one value (the preferred height) per view.
  /// It has `5n + 5` constraints.
  public static func stack(_ n: Int) -> Workload {
    typealias V = VariableIndex
    let cl = V.containerLeft
    let ct = V.containerTop
    let cw = V.containerWidth
    let ch = V.containerHeight
    var w = Workload(name: "W5", n: n)
    w.push(-1, .equal, .required, 0, [(cl, 1)])
    w.push(-1, .equal, .required, 0, [(ct, 1)])
    w.push(-1, .equal, .required, -400, [(cw, 1)])
    w.push(-1, .greaterThanOrEqual, .required, 0, [(ch, 1)])
    var rng = SplitMix64(seed: UInt64(n))
    for i in 0..<n {
      let hv = 20 + rng.below(81)
      let l = V.left(i)
      let t = V.top(i)
      let wd = V.width(i)
      let h = V.height(i)
      w.push(i, .equal, .required, -8, [(l, 1), (cl, -1)])
      w.push(i, .equal, .required, 8, [(l, 1), (wd, 1), (cl, -1), (cw, -1)])
      if i == 0 {
        w.push(i, .equal, .required, -8, [(t, 1), (ct, -1)])
      } else {
        w.push(i, .equal, .required, -8, [(t, 1), (V.top(i - 1), -1), (V.height(i - 1), -1)])
      }
      w.push(i, .greaterThanOrEqual, .required, -10, [(h, 1)])
      w.push(i, .equal, .medium, -hv, [(h, 1)])
    }
    // container bottom hugs the last view
    w.push(
      -1, .equal, .required, -8,
      [(ch, 1), (ct, 1), (V.top(n - 1), -1), (V.height(n - 1), -1)])
    return w
  }
}
