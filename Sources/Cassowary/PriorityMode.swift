/// How a ``Solver`` weighs non-required constraints of different strengths against each other.
public enum PriorityMode: Sendable, Hashable {
  /// kiwi's semantics: one objective, each constraint's error weighted by its strength. Enough
  /// weaker errors can outweigh a stronger one (kiwi issues #28 and #33). Results equal kiwi's.
  case weighted
  /// Lexicographic priorities: each distinct strength is a level of its own, and no amount of
  /// error at lower levels can buy any reduction at a higher level. Within a level all errors
  /// weigh the same. This is how Auto Layout describes priorities.
  case strict
}
