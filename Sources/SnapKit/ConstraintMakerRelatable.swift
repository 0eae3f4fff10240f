import Foundation
import OpenUIKit

/// A chain before its relation: `equalTo`, `lessThanOrEqualTo`, `greaterThanOrEqualTo` and
/// their `…Superview` forms.
///
/// The `file` and `line` parameters record where the chain was written, for debug output
/// and error messages; leave them to their defaults. As upstream, the
/// `greaterThanOrEqualTo…` methods label the line parameter (`line:`) while the others do
/// not (quirk Q-11, kept for source compatibility).
@preconcurrency @MainActor
public class ConstraintMakerRelatable {
  /// The chain. (A variable: the maker hands the same object to its next chain once nothing
  /// else holds it; see `ConstraintMaker.makeExtendableWithAttributes(_:)`.)
  @exclusivity(unchecked) var description: ConstraintMakerEditable

  init(_ description: ConstraintMakerEditable) {
    self.description = description
  }

  /// Resolves the target (step 1 of the Semantics article) and records the relation.
  func relatedTo(
    _ other: ConstraintRelatableTarget, relation: ConstraintRelation, file: String, line: UInt
  ) -> ConstraintMakerEditable {
    if let other = Self.item(other) {
      let source = description.attributes
      let target = other.attributes
      let allowed =
        target == .none || target.layoutAttributeCount <= 1
        || target.hasSameLayoutAttributes(as: source)
        || (source == .edges && target == .margins) || (source == .margins && target == .edges)
        || (source == .directionalEdges && target == .directionalMargins)
        || (source == .directionalMargins && target == .directionalEdges)
      guard allowed else {
        return invalid("Cannot constraint to multiple non identical attributes. (\(file), \(line))")
      }
      return record(other.target, target, constant: CGFloat(0), relation, file, line)
    } else if let other = other as? ConstraintView {
      return relatedTo(view: other, relation: relation, file: file, line: line)
    } else if let other = ConstraintMakerRelatable.constantTarget(other) {
      return record(nil, .none, constant: other, relation, file, line)
    } else if let other = other as? ConstraintLayoutGuide {
      return record(other, .none, constant: CGFloat(0), relation, file, line)
    } else {
      return invalid("Invalid constraint. (\(file), \(line))")
    }
  }

  /// The target as a constant target, or nil. The usual numbers are told by their type alone
  /// (`number(_:)`); only other types take the cast to the protocol, which looks their
  /// conformance up at run time.
  static func constantTarget(_ other: ConstraintRelatableTarget) -> ConstraintConstantTarget? {
    if let value = number(other) { return value }
    return other as? ConstraintConstantTarget
  }

  /// `target` when it is a chain's item (`view.snp.bottom`), recognised by its type alone: the
  /// existential is opened, and `ConstraintItem` is final (no run-time cast).
  static func item<Target: ConstraintRelatableTarget>(_ target: Target) -> ConstraintItem? {
    Target.self == ConstraintItem.self ? reinterpret(target, as: ConstraintItem.self) : nil
  }

  /// `target` when it is a `CGFloat`, `Double` or `Int` (in that order), by its type alone.
  static func number<Target: ConstraintRelatableTarget>(
    _ target: Target
  ) -> ConstraintConstantTarget? {
    if Target.self == CGFloat.self { return reinterpret(target, as: CGFloat.self) }
    if Target.self == Double.self { return reinterpret(target, as: Double.self) }
    if Target.self == Int.self { return reinterpret(target, as: Int.self) }
    return nil
  }

  /// `relatedTo` for a view target (the same attribute of the view).
  func relatedTo(
    view: ConstraintView, relation: ConstraintRelation, file: String, line: UInt
  ) -> ConstraintMakerEditable {
    record(view, .none, constant: CGFloat(0), relation, file, line)
  }

  /// Records the resolved target (an object, or nil for a constant), its attributes and the
  /// relation, in the chain's description (no `ConstraintItem` of its own).
  private func record(
    _ target: AnyObject?, _ attributes: ConstraintAttributes,
    constant: ConstraintConstantTarget, _ relation: ConstraintRelation, _ file: String,
    _ line: UInt
  ) -> ConstraintMakerEditable {
    description.relate(
      to: target, attributes: attributes, relation: relation, file: file, line: line)
    description.constant = constant
    return description
  }

  /// Reports upstream's fatal error and marks the chain invalid (it makes no constraint).
  func invalid(_ message: String) -> ConstraintMakerEditable {
    SnapKitDiagnostics.fatal(message)
    description.isInvalid = true
    return description
  }

  /// The item's superview (a guide's owning view), or upstream's fatal error naming `method`.
  func superviewOrReport(_ method: String) -> ConstraintView? {
    if let superview = description.item.snpSuperview { return superview }
    SnapKitDiagnostics.fatal(
      "Expected superview but found nil when attempting make constraint `\(method)`.")
    description.isInvalid = true
    return nil
  }

  /// `==` the target: a view or guide (same attribute), an item (`other.snp.top`), or a
  /// constant (number, point, size, insets) relative to the superview.
  @discardableResult
  public func equalTo(
    _ other: ConstraintRelatableTarget, _ file: String = #file, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relatedTo(other, relation: .equal, file: file, line: line)
  }

  /// `==` the superview (a guide's owning view), same attribute. Without one, upstream's
  /// fatal error is reported through OpenUIKit's diagnostics and the chain makes nothing.
  @discardableResult
  public func equalToSuperview(_ file: String = #file, _ line: UInt = #line)
    -> ConstraintMakerEditable
  {
    guard let other = superviewOrReport("equalToSuperview") else {
      return description
    }
    return relatedTo(view: other, relation: .equal, file: file, line: line)
  }

  /// `<=` the target.
  @discardableResult
  public func lessThanOrEqualTo(
    _ other: ConstraintRelatableTarget, _ file: String = #file, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relatedTo(other, relation: .lessThanOrEqual, file: file, line: line)
  }

  /// `<=` the superview.
  @discardableResult
  public func lessThanOrEqualToSuperview(_ file: String = #file, _ line: UInt = #line)
    -> ConstraintMakerEditable
  {
    guard let other = superviewOrReport("lessThanOrEqualToSuperview") else {
      return description
    }
    return relatedTo(view: other, relation: .lessThanOrEqual, file: file, line: line)
  }

  /// `>=` the target (note the labelled `line:`, as upstream).
  @discardableResult
  public func greaterThanOrEqualTo(
    _ other: ConstraintRelatableTarget, _ file: String = #file, line: UInt = #line
  ) -> ConstraintMakerEditable {
    relatedTo(other, relation: .greaterThanOrEqual, file: file, line: line)
  }

  /// `>=` the superview (note the labelled `line:`, as upstream).
  @discardableResult
  public func greaterThanOrEqualToSuperview(_ file: String = #file, line: UInt = #line)
    -> ConstraintMakerEditable
  {
    guard let other = superviewOrReport("greaterThanOrEqualToSuperview") else {
      return description
    }
    return relatedTo(view: other, relation: .greaterThanOrEqual, file: file, line: line)
  }
}
