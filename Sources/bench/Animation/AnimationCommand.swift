/// `bench animation …`: parses the arguments and runs the animation-frame benchmark on the
/// main actor.
enum AnimationCommand {
  /// The usage text of `bench animation`.
  static let usage = """
    usage: bench animation [--views N] [--frames F] [--quick]

    Measures the cost of one animation frame at 120 Hz on a 393 x 852 screen whose N views
    (default 1000, laid out with Auto Layout) animate: every frame runs the layout pass and
    samples every presentation value (layer.presentation(): frame, opacity, background colour,
    transform) at the frame's time on a virtual animation clock; the work is timed on a real
    clock. A layout-driven animation of every view starts before the first frame; events
    between frames (timers, as a tap handler runs before the next frame) interrupt it with an
    additive spring every 0.5 s (a constraint change inside a block) and start a new
    layout-driven animation of every view every 2 s; their cost is reported apart. Prints one
    RESULT line on stdout:

      RESULT impl=openuikit workload=animation-frame N=<views> … ns_per_op=<median frame ns>
             … hitch_ratio=<ms/s> hitches=<count> frames=<F> fps=120 p99_ns=… max_ns=…
             events=<count> event_max_ns=…

    Targets: median <= 0.5 ms per frame (16x headroom under 8.33 ms) and hitch_ratio 0.

      --views N    the number of animating views (default 1000)
      --frames F   the number of measured frames (default 1200: ten seconds at 120 Hz)
      --quick      smoke test: 120 frames
    """

  /// Runs `bench animation` with the arguments after `animation`; returns the exit status.
  @Sendable static func run(_ arguments: [String]) -> Int32 {
    var views = 1000
    var frames = 1200
    var reader = ArgumentReader(arguments)
    do throws(UsageError) {
      while let argument = reader.next() {
        switch argument {
        case "--help", "-h":
          Console.out(usage)
          return 0
        case "--quick":
          frames = 120
        case "--views":
          views = try reader.positiveInt(of: argument)
        case "--frames":
          frames = try reader.positiveInt(of: argument)
        default:
          throw UsageError("unknown option '\(argument)'")
        }
      }
    } catch {
      Console.error("bench animation: \(error.message)\n\n\(usage)")
      return 2
    }
    return MainActor.assumeIsolated {
      AnimationBenchmark(views: views, frames: frames).run()
    }
  }
}
