extension Workload {
  /// W1 "grid build": a UI-like random layout of `n` views inside a container
  /// (reference/cassowary.md §4.4; `genGrid` in bench.cpp).
  ///
  /// The generator is seeded with `n` and draws 13 values per view, always in the same order,
  /// whatever the view's kind. N = 100, 1000 and 10000 give 865, 8585 and 85607 constraints.
  public static func grid(_ n: Int) -> Workload {
    typealias V = VariableIndex
    let cl = V.containerLeft
    let ct = V.containerTop
    let cw = V.containerWidth
    let ch = V.containerHeight
    var w = Workload(name: "W1", n: n)
    w.push(-1, .equal, .required, 0, [(cl, 1)])
    w.push(-1, .equal, .required, 0, [(ct, 1)])
    w.push(-1, .greaterThanOrEqual, .required, -100, [(cw, 1)])
    w.push(-1, .greaterThanOrEqual, .required, -100, [(ch, 1)])
    w.push(-1, .equal, .medium, -800, [(cw, 1)])
    w.push(-1, .equal, .medium, -600, [(ch, 1)])

    var rng = SplitMix64(seed: UInt64(n))
    for i in 0..<n {
      // 13 draws per view, always in this order
      let r = rng.below(16)
      let pr = rng.below(UInt64(max(i, 1)))
      let rel = rng.below(4)
      let gap = rng.below(21)
      let extra = rng.below(31)
      let off = rng.below(41)
      let m2 = rng.below(41)
      let wv = 20 + rng.below(181)
      let hv = 20 + rng.below(81)
      let capr = rng.below(4)
      let maxw = 20 + rng.below(181)
      let ws = wv + rng.below(11) - 5
      let hs = hv + rng.below(11) - 5

      let l = V.left(i)
      let t = V.top(i)
      let wd = V.width(i)
      let h = V.height(i)
      var stretch = false
      if i == 0 {  // FLOAT: the draggable view
        w.push(i, .greaterThanOrEqual, .required, 0, [(l, 1), (cl, -1)])
        w.push(i, .greaterThanOrEqual, .required, 0, [(t, 1), (ct, -1)])
        w.push(i, .lessThanOrEqual, .required, 0, [(l, 1), (wd, 1), (cl, -1), (cw, -1)])
        w.push(i, .equal, .weak, -10, [(l, 1)])
        w.push(i, .equal, .weak, -10, [(t, 1)])
      } else if r == 0 {  // STRETCH
        stretch = true
        w.push(i, .equal, .required, -off, [(l, 1), (cl, -1)])
        w.push(i, .equal, .required, m2, [(l, 1), (wd, 1), (cl, -1), (cw, -1)])
        w.push(i, .equal, .required, -off, [(t, 1), (ct, -1)])
      } else if r == 1 {  // RIGHT_ALIGN
        w.push(i, .equal, .required, m2, [(l, 1), (wd, 1), (cl, -1), (cw, -1)])
        w.push(i, .equal, .required, -off, [(t, 1), (ct, -1)])
      } else if r == 2 {  // CONTAINER_TL
        w.push(i, .equal, .required, -off, [(l, 1), (cl, -1)])
        w.push(i, .equal, .required, -m2, [(t, 1), (ct, -1)])
      } else {  // PARENT
        let p = r <= 9 ? i - 1 : Int(pr)
        let lp = V.left(p)
        let tp = V.top(p)
        let wp = V.width(p)
        let hp = V.height(p)
        switch rel {
        case 0:
          w.push(i, .equal, .required, -gap, [(l, 1), (lp, -1), (wp, -1)])
          w.push(i, .equal, .required, 0, [(t, 1), (tp, -1)])
        case 1:
          w.push(i, .equal, .required, -gap, [(t, 1), (tp, -1), (hp, -1)])
          w.push(i, .equal, .required, 0, [(l, 1), (lp, -1)])
        case 2:
          w.push(i, .greaterThanOrEqual, .required, -gap, [(l, 1), (lp, -1), (wp, -1)])
          w.push(i, .equal, .medium, -(gap + extra), [(l, 1), (lp, -1), (wp, -1)])
          w.push(i, .equal, .required, -off, [(t, 1), (tp, -1)])
        default:
          w.push(i, .greaterThanOrEqual, .required, -gap, [(t, 1), (tp, -1), (hp, -1)])
          w.push(i, .equal, .medium, -(gap + extra), [(t, 1), (tp, -1), (hp, -1)])
          w.push(i, .equal, .required, -off, [(l, 1), (lp, -1)])
        }
      }
      // SIZE
      w.push(i, .greaterThanOrEqual, .required, -10, [(wd, 1)])
      w.push(i, .greaterThanOrEqual, .required, -10, [(h, 1)])
      if !stretch {
        if capr == 0 { w.push(i, .lessThanOrEqual, .required, -maxw, [(wd, 1)]) }
        w.push(i, .equal, .medium, -wv, [(wd, 1)])
        w.push(i, .equal, .weak, -ws, [(wd, 1)])
      }
      w.push(i, .equal, .medium, -hv, [(h, 1)])
      w.push(i, .equal, .weak, -hs, [(h, 1)])
    }
    return w
  }
}
