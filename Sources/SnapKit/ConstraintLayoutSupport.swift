import OpenUIKit

/// A view controller's top or bottom layout guide (UIKit's `UILayoutSupport`, deprecated by
/// Apple in iOS 11).
///
/// OpenUIKit has no `UILayoutSupport` (nor `topLayoutGuide`/`bottomLayoutGuide`), so SnapKit
/// declares this protocol for any object that plays that role; adopt it on a view or layout
/// guide to get ``ConstraintLayoutSupportDSL`` (`support.snp.bottom`). Constraints can point at
/// a layout support, not be made from one.
@MainActor
public protocol ConstraintLayoutSupport: AnyObject {}
