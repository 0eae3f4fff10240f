/// How much room a packing leaves in the tables and arenas beyond what they hold.
///
/// Packing to the exact size suits a system built once (a feed cell's own engine); a system
/// that keeps changing is better packed with some room, so that the next few additions do
/// not double every table again, and packing once the tables have doubled again costs, spread
/// over the additions that made them grow, a constant per addition.
enum CompactionRoom: Sendable {
  /// No room: the tables and arenas as long as what they hold.
  case none
  /// An eighth more than they hold.
  case eighth

  /// The capacity that holds `count` slots with this room beyond them.
  @inline(__always) func capacity(for count: Int) -> Int {
    switch self {
    case .none: count
    case .eighth: count + count / 8
    }
  }
}
