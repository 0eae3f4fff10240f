import OpenUIKit

/// A view or layout guide: what a ``ConstraintMaker`` constrains (its ``ConstraintMaker/item``).
///
/// Conforming types: ``ConstraintView`` (`UIView`) and ``ConstraintLayoutGuide``
/// (`UILayoutGuide`).
@preconcurrency @MainActor
public protocol LayoutConstraintItem: AnyObject {}

extension ConstraintView: LayoutConstraintItem {}
extension ConstraintLayoutGuide: LayoutConstraintItem {}

extension LayoutConstraintItem {
  /// Turns off autoresizing-mask translation for views (guides are left alone).
  func prepare() {
    if let view = self as? ConstraintView {
      view.translatesAutoresizingMaskIntoConstraints = false
    }
  }

  /// The superview of a view, the owning view of a guide.
  var snpSuperview: ConstraintView? {
    if let view = self as? ConstraintView { return view.superview }
    if let guide = self as? ConstraintLayoutGuide { return guide.owningView }
    return nil
  }

  /// The tracked constraints whose from item is this item, in the order they were added.
  var snpConstraints: [Constraint] {
    ItemStorage.existingEntry(for: self)?.constraints ?? []
  }

  /// Removes constraints from the tracked set.
  func remove(constraints: [Constraint]) {
    guard let entry = ItemStorage.existingEntry(for: self) else { return }
    entry.constraints.removeAll { tracked in constraints.contains { $0 === tracked } }
  }
}
