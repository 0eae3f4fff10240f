import Foundation
import OpenUIKit

/// `bench collection …`: a collection view of 10,000 items in a compositional grid and in a
/// self-sizing list: its first layout, and one 120 Hz scroll frame.
enum CollectionCommand {
  /// The usage text of `bench collection`.
  static let usage = """
    usage: bench collection [--quick] [--kind grid|list] [--reps R] [--items N] [--frames F]

    collection-grid-first N=items: a UICollectionView (393 x 852 pt window, iPhone 15 Pro
    insets) with a UICollectionViewCompositionalLayout of three fractional columns of square
    cells, made, given a diffable snapshot of N items and laid out once (cells only for the
    visible items). collection-list-first: the same with a one-column list of self-sizing
    cells (a label of one to three lines, estimated 44 pt rows). ns_per_op is the CPU time of
    the whole first layout (median of R repetitions). Target: <= 5 ms.

    collection-grid-scroll / collection-list-scroll N=items: F frames of a 2,000 pt/s scroll
    (16.667 pt per 120 Hz frame: set contentOffset, layoutIfNeeded); ns_per_op is the CPU time
    of one frame (median of R repetitions of F frames). Target: <= 1 ms per frame.
    checksum = the number of visible cells at the end, checksum2 = the number of cells ever
    made (bounded by what is on screen, not by N). Build with -c release for meaningful
    numbers.

      --quick     one repetition, 1,000 items, 60 frames
      --kind K    only the grid or only the list workloads (default both; for profiling)
      --reps R    repetitions (default 5)
      --items N   items (default 10,000)
      --frames F  scroll frames (default 240)
    """

  /// Runs `bench collection` with the arguments after `collection`; returns the exit status.
  @Sendable static func run(_ arguments: [String]) -> Int32 {
    var reps = 5
    var items = 10_000
    var frames = 240
    var kinds = CollectionBenchmark.Kind.allCases
    var reader = ArgumentReader(arguments)
    do throws(UsageError) {
      while let argument = reader.next() {
        switch argument {
        case "--help", "-h":
          Console.out(usage)
          return 0
        case "--quick":
          reps = 1
          items = 1000
          frames = 60
        case "--kind":
          let value = try reader.value(of: argument)
          guard let kind = CollectionBenchmark.Kind(rawValue: value) else {
            throw UsageError("--kind takes grid or list, not '\(value)'")
          }
          kinds = [kind]
        case "--reps":
          reps = try reader.positiveInt(of: argument)
        case "--items":
          items = try reader.positiveInt(of: argument)
        case "--frames":
          frames = try reader.positiveInt(of: argument)
        default:
          throw UsageError("unknown option '\(argument)'")
        }
      }
    } catch {
      Console.error("bench collection: \(error.message)\n\n\(usage)")
      return 2
    }
    return MainActor.assumeIsolated {
      CollectionBenchmark.run(kinds: kinds, reps: reps, items: items, frames: frames)
    }
  }
}
