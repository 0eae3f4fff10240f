import OpenUIKit

#if OPENUIKIT_DOCS
  import Foundation
#endif

/// What a relation (`equalTo`, `lessThanOrEqualTo`, `greaterThanOrEqualTo`) accepts.
///
/// Conforming types: `Int`, `UInt`, `Float`, `Double`, `CGFloat`, `CGSize`, `CGPoint`,
/// ``ConstraintInsets``, ``ConstraintDirectionalInsets``, ``ConstraintItem``,
/// ``ConstraintView`` and ``ConstraintLayoutGuide``. How each is resolved into a second item
/// and attribute is described in the Semantics article. Arrays, anchors and layout supports are not
/// targets (as upstream).
public protocol ConstraintRelatableTarget {}

extension Int: ConstraintRelatableTarget {}
extension UInt: ConstraintRelatableTarget {}
extension Float: ConstraintRelatableTarget {}
extension Double: ConstraintRelatableTarget {}
extension CGFloat: ConstraintRelatableTarget {}
extension CGSize: ConstraintRelatableTarget {}
extension CGPoint: ConstraintRelatableTarget {}
extension ConstraintInsets: ConstraintRelatableTarget {}
extension ConstraintDirectionalInsets: ConstraintRelatableTarget {}
extension ConstraintItem: ConstraintRelatableTarget {}
extension ConstraintView: ConstraintRelatableTarget {}
extension ConstraintLayoutGuide: ConstraintRelatableTarget {}
