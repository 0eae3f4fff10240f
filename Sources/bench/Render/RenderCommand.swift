import Foundation
import LayoutSnapshot
import LayoutSnapshotTesting
import OpenUIKit
import TestSupport

/// `bench render …`: the snapshot pipeline's cost: one 393 × 852 screen drawn at 3x and
/// encoded as PNG, and snapshot comparisons of a feed cell against its reference.
enum RenderCommand {
  /// The usage text of `bench render`.
  static let usage = """
    usage: bench render [--quick] [--reps R] [--cells N]

    render-screen N=1: the stretchy-header sample (393 x 852 pt, iPhone 15 Pro insets) drawn
    by RasterRenderer at scale 3 (1179 x 2556 px) and encoded by PNGEncoder; ns_per_op is
    the CPU time of one screen (median of R repetitions); checksum = the PNG's byte count,
    checksum2 = the low 32 bits of its FNV-1a hash. Target: <= 20 ms per screen.

    render-compare N=cells: verifySnapshot(of: cell, as: .image) of a feed cell (375 pt
    wide, fitted height, scale 3) against its reference, recorded once in a temporary folder,
    N times; ns_per_op is the CPU time of one assertion (render, encode, compare).
    checksum = the number of assertions that matched (must be N). Target: <= 2 ms per cell.
    Build with -c release for meaningful numbers.

      --quick    one repetition, 10 cells
      --reps R   repetitions (default 5)
      --cells N  comparisons (default 100)
    """

  /// Runs `bench render` with the arguments after `render`; returns the exit status.
  @Sendable static func run(_ arguments: [String]) -> Int32 {
    var reps = 5
    var cells = 100
    var reader = ArgumentReader(arguments)
    do throws(UsageError) {
      while let argument = reader.next() {
        switch argument {
        case "--help", "-h":
          Console.out(usage)
          return 0
        case "--quick":
          reps = 1
          cells = 10
        case "--reps":
          reps = try reader.positiveInt(of: argument)
        case "--cells":
          cells = try reader.positiveInt(of: argument)
        default:
          throw UsageError("unknown option '\(argument)'")
        }
      }
    } catch {
      Console.error("bench render: \(error.message)\n\n\(usage)")
      return 2
    }
    return MainActor.assumeIsolated { runBenchmark(reps: reps, cells: cells) }
  }

  @MainActor
  static func runBenchmark(reps: Int, cells: Int) -> Int32 {
    Console.runHeader("render", "impl=openuikit reps=\(reps) cells=\(cells)")
    let controller = StretchyHeaderSample()
    let window = makeSampleWindow(controller)
    var times: [Double] = []
    var bytes: [UInt8] = []
    for _ in 0..<reps {
      let watch = CPUStopwatch()
      bytes = PNGEncoder.encode(RasterRenderer.render(window, scale: 3))
      times.append(watch.elapsedMilliseconds)
    }
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for b in bytes { hash = (hash ^ UInt64(b)) &* 0x100_0000_01B3 }
    let screen = times.sorted()[times.count / 2]
    Console.out(
      resultLineText(
        impl: "openuikit", workload: "render-screen", n: 1, constraints: 0, vars: 0, ops: 1,
        totalMs: screen, nsPerOp: screen * 1e6, checksum: Int64(bytes.count),
        checksum2: Int64(hash & 0xFFFF_FFFF), specHash: "0",
        extra: ["px=1179x2556", "reps=\(reps)", "target_ms=20"]))

    let folder = NSTemporaryDirectory() + "bench-render-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let cell = FeedCell(item: FeedItem(index: 1), width: 375)
    cell.setWidth(375)
    let view = cell.contentView
    view.frame.size = CGSize(width: 375, height: cell.fittedHeight(width: 375))
    let strategy = Snapshotting<UIView, UIImage>.image(traits: UITraitCollection(displayScale: 3))
    _ = verifySnapshot(
      of: view, as: strategy, named: "cell", record: .all, snapshotDirectory: folder,
      testName: "render")
    var compareTimes: [Double] = []
    var matched = 0
    for rep in 0..<reps {
      var ok = 0
      let watch = CPUStopwatch()
      for _ in 0..<cells {
        let failure = verifySnapshot(
          of: view, as: strategy, named: "cell", record: .never, snapshotDirectory: folder,
          testName: "render")
        if failure == nil { ok += 1 }
      }
      compareTimes.append(watch.elapsedMilliseconds)
      if rep == 0 { matched = ok }
    }
    let total = compareTimes.sorted()[compareTimes.count / 2]
    Console.out(
      resultLineText(
        impl: "openuikit", workload: "render-compare", n: cells, constraints: 0, vars: 0,
        ops: cells, totalMs: total, nsPerOp: total * 1e6 / Double(cells),
        checksum: Int64(matched), checksum2: 0, specHash: "0",
        extra: ["reps=\(reps)", "target_ms=2"]))
    if matched != cells {
      Console.error("bench render: \(cells - matched) of \(cells) comparisons did not match")
      return 1
    }
    return 0
  }
}
