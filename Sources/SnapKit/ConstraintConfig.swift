import OpenUIKit

/// The layout direction type: OpenUIKit's `UIUserInterfaceLayoutDirection`.
public typealias ConstraintInterfaceLayoutDirection = UIUserInterfaceLayoutDirection

/// Global switches.
@preconcurrency @MainActor
public struct ConstraintConfig {
  /// The direction used to map ``ConstraintInsets`` onto leading and trailing, and
  /// ``ConstraintDirectionalInsets`` onto left and right (left to right by default).
  ///
  /// A manual, global switch, as upstream: SnapKit never reads a view's
  /// `effectiveUserInterfaceLayoutDirection`. The engine itself resolves leading and
  /// trailing with the view's real direction; only inset constants use this value.
  public static var interfaceLayoutDirection: ConstraintInterfaceLayoutDirection = .leftToRight

  /// Whether `makeConstraints`, `remakeConstraints` and `removeConstraints` activate and
  /// deactivate all the platform constraints of one call in a single
  /// `NSLayoutConstraint.activate(_:)` / `deactivate(_:)` call (false by default: one call
  /// per ``Constraint``, as upstream).
  ///
  /// An OpenUIKit extension (upstream issue #702). The resulting constraints, their order
  /// and the frames are the same either way.
  // (Read by every `makeConstraints`: no run-time exclusivity check; only the main actor
  // touches it.)
  @exclusivity(unchecked) public static var activatesInBatches = false
}
