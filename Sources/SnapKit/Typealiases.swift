import OpenUIKit

#if OPENUIKIT_DOCS
  import Foundation
#endif

/// The relation type of the platform's constraints (UIKit's `NSLayoutConstraint.Relation`).
typealias LayoutRelation = NSLayoutConstraint.Relation
/// The attribute type of the platform's constraints (UIKit's `NSLayoutConstraint.Attribute`).
typealias LayoutAttribute = NSLayoutConstraint.Attribute
/// The priority type of the platform's constraints (UIKit's `UILayoutPriority`).
typealias LayoutPriority = UILayoutPriority
