import Foundation
import OpenUIKit

/// One thing wrong with a screen in one configuration: what, where, and how to fix it.
public struct AuditFinding: Hashable, Sendable {
  /// The kinds of finding; the article "Audit rules" defines each exactly.
  public enum Kind: String, CaseIterable, Sendable {
    /// Required constraints that cannot all hold (with the minimal conflicting set).
    case unsatisfiableConstraints
    /// A view whose frame the constraints leave free (with the free attributes).
    case ambiguousLayout
    /// A label's, button's or text field's text truncated, or cut off by its line count or
    /// its bounds.
    case truncatedText
    /// A visible view cut by a clipping superview, or lying outside its superview.
    case clippedContent
    /// Two visible sibling views whose content overlaps, neither a background.
    case overlappingSiblings
    /// Text or a control outside the safe area.
    case outsideSafeArea
    /// A visible view outside the window, not inside a scroll view's content.
    case offscreen
    /// An enabled control or tap target smaller than 44 × 44 pt.
    case smallTapTarget
    /// Text against its resolved background below WCAG 2 AA (4.5:1, 3:1 for large text).
    case lowContrast
    /// An image-only control without an accessibility label.
    case missingAccessibilityLabel
  }

  /// What is wrong.
  public var kind: Kind
  /// The view's `accessibilityIdentifier`, else nil.
  public var viewIdentifier: String?
  /// The view's place in the tree from the audited root: `UIView > UIStackView[0] > UILabel[2]`
  /// (each step is the class name and the index among its superview's subviews).
  public var viewPath: String
  /// The configuration it was found in.
  public var configuration: AuditConfiguration
  /// The view's frame in window coordinates.
  public var frame: CGRect
  /// What is wrong, in plain words.
  public var message: String
  /// A concrete fix, where one can be derived.
  public var suggestion: String?

  /// A finding.
  public init(
    kind: Kind, viewIdentifier: String?, viewPath: String, configuration: AuditConfiguration,
    frame: CGRect, message: String, suggestion: String?
  ) {
    self.kind = kind
    self.viewIdentifier = viewIdentifier
    self.viewPath = viewPath
    self.configuration = configuration
    self.frame = frame
    self.message = message
    self.suggestion = suggestion
  }

  /// Equal when every field is.
  public static func == (lhs: AuditFinding, rhs: AuditFinding) -> Bool {
    lhs.kind == rhs.kind && lhs.viewIdentifier == rhs.viewIdentifier
      && lhs.viewPath == rhs.viewPath && lhs.configuration == rhs.configuration
      && lhs.frame == rhs.frame && lhs.message == rhs.message && lhs.suggestion == rhs.suggestion
  }

  /// Hashes every field (the frame by its four numbers).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(viewIdentifier)
    hasher.combine(viewPath)
    hasher.combine(configuration)
    hasher.combine(frame.origin.x)
    hasher.combine(frame.origin.y)
    hasher.combine(frame.size.width)
    hasher.combine(frame.size.height)
    hasher.combine(message)
    hasher.combine(suggestion)
  }
}
