/// A view whose subviews lay out in a content area of their own rather than in its bounds: a
/// scroll view, and what builds on one (a table view; a collection or text view).
///
/// UIKit's scroll-view rules: in a constraint installed on such a view (between it and its
/// content), its edges mean the content area's (``UIScrollView/contentLayoutGuide``) and its
/// size and centre its frame's (``UIScrollView/frameLayoutGuide``). The engine asks
/// ``UIView/layoutContentArea`` of a constraint's container and maps the container's own
/// attributes through ``contentRelativeGuide(for:)``; it never casts to a view type.
@MainActor
protocol LayoutContentArea: AnyObject {
  /// The guide that `attribute` of the view itself means in a constraint with its content
  /// (nil: the attribute keeps its plain meaning).
  func contentRelativeGuide(for attribute: NSLayoutConstraint.Attribute) -> UILayoutGuide?

  /// Pins one of the view's own content guides once the engine uses it (true), or leaves
  /// the guide to the margins and safe-area rules of every view (false).
  func installContentGuideConstraints(_ guide: UILayoutGuide, engine: LayoutEngine) -> Bool
}
