import Foundation

/// An action shown when the person swipes a row (stored; OpenUIKit does not simulate
/// swipes on rows yet).
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
  /// How the action looks (UIKit's raw values).
  public enum Style: Int, Sendable {
    /// A gray button.
    case normal = 0
    /// A red button that removes the row.
    case destructive = 1
  }

  /// Runs the action; call the completion with whether it was performed.
  public typealias Handler =
    @MainActor (UIContextualAction, UIView, @escaping @MainActor (Bool) -> Void) -> Void

  /// The style.
  public let style: Style
  /// The button's title.
  open var title: String?
  /// The button's fill (nil: the style's colour).
  open var backgroundColor: UIColor!
  /// The button's image.
  open var image: UIImage?
  /// The handler.
  public let handler: Handler

  /// An action of `style` with `title` that runs `handler`.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    backgroundColor = style == .destructive ? .systemRed : .systemGray
    super.init()
  }
}

/// The actions a swipe on one edge of a row shows.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
  /// The actions, from the edge inwards.
  public let actions: [UIContextualAction]
  /// Whether a full swipe runs the first action (true by default).
  open var performsFirstActionWithFullSwipe = true

  /// A configuration showing `actions`.
  public init(actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }
}
