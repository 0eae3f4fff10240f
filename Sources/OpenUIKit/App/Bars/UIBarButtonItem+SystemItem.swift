import Foundation

extension UIBarButtonItem {
  /// The system's stock items (UIKit's raw values). Text items show their English title; the
  /// others show an SF Symbol (chosen to match the glyph UIKit draws).
  public enum SystemItem: Int, Sendable {
    /// "Done", semibold.
    case done = 0
    /// "Cancel".
    case cancel = 1
    /// "Edit".
    case edit = 2
    /// "Save", semibold.
    case save = 3
    /// A plus sign.
    case add = 4
    /// A space that grows to fill a toolbar.
    case flexibleSpace = 5
    /// A space of the item's ``UIBarButtonItem/width``.
    case fixedSpace = 6
    /// A pencil in a square.
    case compose = 7
    /// A curved arrow.
    case reply = 8
    /// The share arrow.
    case action = 9
    /// A folder.
    case organize = 10
    /// A book.
    case bookmarks = 11
    /// A magnifying glass.
    case search = 12
    /// A circular arrow.
    case refresh = 13
    /// A cross.
    case stop = 14
    /// A camera.
    case camera = 15
    /// A bin.
    case trash = 16
    /// A play triangle.
    case play = 17
    /// Two bars.
    case pause = 18
    /// Two triangles pointing back.
    case rewind = 19
    /// Two triangles pointing forward.
    case fastForward = 20
    /// "Undo".
    case undo = 21
    /// "Redo".
    case redo = 22
    /// A page curl (deprecated in UIKit; drawn as nothing).
    case pageCurl = 23
    /// A cross in a filled circle (iOS 13+).
    case close = 24

    /// The English title of a text item.
    var title: String? {
      switch self {
      case .done: return "Done"
      case .cancel: return "Cancel"
      case .edit: return "Edit"
      case .save: return "Save"
      case .undo: return "Undo"
      case .redo: return "Redo"
      default: return nil
      }
    }

    /// The symbol name of an image item.
    var symbolName: String? {
      switch self {
      case .add: return "plus"
      case .compose: return "square.and.pencil"
      case .reply: return "arrowshape.turn.up.left"
      case .action: return "square.and.arrow.up"
      case .organize: return "folder"
      case .bookmarks: return "book"
      case .search: return "magnifyingglass"
      case .refresh: return "arrow.clockwise"
      case .stop: return "xmark"
      case .camera: return "camera"
      case .trash: return "trash"
      case .play: return "play.fill"
      case .pause: return "pause.fill"
      case .rewind: return "backward.fill"
      case .fastForward: return "forward.fill"
      case .close: return "xmark.circle.fill"
      default: return nil
      }
    }
  }

  /// Creates a system item whose tap calls `action` on `target`.
  public convenience init<Target: AnyObject>(
    barButtonSystemItem systemItem: SystemItem, target: Target?,
    action: @escaping @MainActor (Target) -> () -> Void
  ) {
    self.init(systemItem: systemItem)
    setAction(target: target, action: action)
  }

  /// Creates a system item whose tap calls `action(sender)` on `target`.
  public convenience init<Target: AnyObject>(
    barButtonSystemItem systemItem: SystemItem, target: Target?,
    action: @escaping @MainActor (Target) -> (UIBarButtonItem) -> Void
  ) {
    self.init(systemItem: systemItem)
    setAction(target: target, action: action)
  }

  /// Creates a system item with no action (`target: nil, action: nil`), such as a space.
  public convenience init(
    barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Never?
  ) {
    self.init(systemItem: systemItem)
    self.target = target
  }

  /// Creates a system item with a primary action and a menu (iOS 14+).
  public convenience init(
    systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    self.systemItem = systemItem
    title = systemItem.title
    image = systemItem.symbolName.flatMap { UIImage(systemName: $0) }
    if systemItem == .done || systemItem == .save { style = .done }
    if let primaryAction { self.primaryAction = primaryAction }
    self.menu = menu
    // A system item keeps its own title and image over the action's.
    title = systemItem.title
    image = systemItem.symbolName.flatMap { UIImage(systemName: $0) }
  }
}
