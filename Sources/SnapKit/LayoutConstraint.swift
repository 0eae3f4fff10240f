import OpenUIKit

/// The platform constraint SnapKit creates: an `NSLayoutConstraint` that knows the
/// ``Constraint`` it belongs to and describes itself in SnapKit's format.
///
/// A ``Constraint`` owns one per expanded attribute (``Constraint/layoutConstraints``).
public class LayoutConstraint: NSLayoutConstraint {
  /// The constraint's label: reads and writes `identifier`. Set by
  /// ``ConstraintMakerFinalizable/labeled(_:)``.
  public var label: String? {
    get { identifier }
    set { identifier = newValue }
  }

  /// The SnapKit constraint this platform constraint belongs to, while that is alive.
  ///
  /// Upstream's reference is weak. Here it is unretained, and the owner clears it in its
  /// deinitializer (`Constraint.detach(_:owner:)`), which reads the same without a
  /// weak reference's side table for every platform constraint.
  unowned(unsafe) var constraint: Constraint?

  /// SnapKit's debug format (see the Semantics article):
  /// `<SnapKit.LayoutConstraint:0x…@File.swift#12 UIView:0x….top == UIView:0x….top + 8.0>`.
  ///
  /// OpenUIKit's "Unable to simultaneously satisfy constraints" report prints it, so file
  /// and line of the SnapKit chain appear there.
  public nonisolated override var description: String {
    MainActor.assumeIsolated { snapKitDescription }
  }

  /// The rule `updateConstraints` matches with: same first and second items (identity),
  /// attributes, relation, priority and multiplier. The constant, label, source location and
  /// activation state are not compared.
  func matchesForUpdate(_ other: LayoutConstraint) -> Bool {
    firstAttribute == other.firstAttribute && secondAttribute == other.secondAttribute
      && relation == other.relation && priority == other.priority
      && multiplier == other.multiplier && secondItem === other.secondItem
      && firstItem === other.firstItem
  }
}
