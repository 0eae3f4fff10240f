import Foundation

/// A button in a navigation bar or toolbar: a title, an image, a system item or a custom view,
/// with a target and action, a primary `UIAction`, or a menu.
///
/// Linux has no selectors: `target:action:` take an unapplied method reference, as
/// `UIControl.addTarget(_:action:for:)` does (`action: EditorViewController.save` for
/// `func save()` or `func save(_ sender: UIBarButtonItem)`); pass `target: nil, action: nil`
/// for an item without one.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
  /// How an item's title is drawn (UIKit's raw values).
  public enum Style: Int, Sendable {
    /// Regular weight (the default).
    case plain = 0
    /// A bordered button (deprecated in UIKit; drawn as plain).
    case bordered = 1
    /// Semibold, for the item that completes a task.
    case done = 2
  }

  /// How the title is drawn.
  open var style = Style.plain {
    didSet { itemDidChange() }
  }
  /// The width: a fixed space's width, or the least width of another item (0: its own).
  open var width: CGFloat = 0 {
    didSet { itemDidChange() }
  }
  /// A view shown instead of a title or image.
  open var customView: UIView? {
    didSet { itemDidChange() }
  }
  /// The action a tap runs (it takes precedence over target and action).
  open var primaryAction: UIAction? {
    didSet {
      if let primaryAction {
        if title == nil { title = primaryAction.title.isEmpty ? nil : primaryAction.title }
        if image == nil { image = primaryAction.image }
      }
      itemDidChange()
    }
  }
  /// The menu the item shows (stored: OpenUIKit shows no menus). A tap on an item with a menu
  /// and no action or primary action counts as showing the menu (``menuShowCount``).
  open var menu: UIMenu?
  /// The object the action is sent to (held weakly, as in UIKit).
  open weak var target: AnyObject?
  /// The item's tint (the bar's when nil).
  open var tintColor: UIColor? {
    didSet { itemDidChange() }
  }
  /// Whether the item is hidden (iOS 16+).
  open var isHidden = false {
    didSet { itemDidChange() }
  }
  /// Whether the item is drawn selected.
  open var isSelected = false
  /// Titles the item may show; its width fits the widest (stored).
  open var possibleTitles: Set<String>?
  /// How many times a tap opened the menu (an OpenUIKit extension for tests).
  public internal(set) var menuShowCount = 0

  /// The system item the item was made from, if any.
  var systemItem: SystemItem?
  /// Runs the target's method.
  final var invoke: (@MainActor (AnyObject, UIBarButtonItem) -> Void)?

  /// Creates an item with no title or image.
  public override init() {
    super.init()
  }

  /// Creates an item from an archive: nothing is decoded (OpenUIKit has no nibs).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates an item with a title whose tap calls `action` on `target`.
  public convenience init<Target: AnyObject>(
    title: String?, style: Style, target: Target?,
    action: @escaping @MainActor (Target) -> () -> Void
  ) {
    self.init()
    self.title = title
    self.style = style
    setAction(target: target, action: action)
  }

  /// Creates an item with a title whose tap calls `action(sender)` on `target`.
  public convenience init<Target: AnyObject>(
    title: String?, style: Style, target: Target?,
    action: @escaping @MainActor (Target) -> (UIBarButtonItem) -> Void
  ) {
    self.init()
    self.title = title
    self.style = style
    setAction(target: target, action: action)
  }

  /// Creates an item with a title and no action (`target: nil, action: nil`).
  public convenience init(title: String?, style: Style, target: AnyObject?, action: Never?) {
    self.init()
    self.title = title
    self.style = style
    self.target = target
  }

  /// Creates an item with an image whose tap calls `action` on `target`.
  public convenience init<Target: AnyObject>(
    image: UIImage?, style: Style, target: Target?,
    action: @escaping @MainActor (Target) -> () -> Void
  ) {
    self.init()
    self.image = image
    self.style = style
    setAction(target: target, action: action)
  }

  /// Creates an item with an image whose tap calls `action(sender)` on `target`.
  public convenience init<Target: AnyObject>(
    image: UIImage?, style: Style, target: Target?,
    action: @escaping @MainActor (Target) -> (UIBarButtonItem) -> Void
  ) {
    self.init()
    self.image = image
    self.style = style
    setAction(target: target, action: action)
  }

  /// Creates an item with an image and no action (`target: nil, action: nil`).
  public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: Never?) {
    self.init()
    self.image = image
    self.style = style
    self.target = target
  }

  /// Creates an item that shows `customView`.
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// Creates an item from a title, an image, a primary action and a menu (iOS 14+).
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    self.init()
    self.title = title
    self.image = image
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// Creates a fixed space of `width` points (iOS 14+).
  public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
    item.width = width
    return item
  }

  /// Creates a flexible space (iOS 14+).
  public static func flexibleSpace() -> UIBarButtonItem {
    UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
  }

  /// Sets a target's method as the action.
  func setAction<Target: AnyObject>(
    target: Target?, action: @escaping @MainActor (Target) -> () -> Void
  ) {
    self.target = target
    invoke = { object, _ in
      if let t = object as? Target { action(t)() }
    }
  }

  /// Sets a target's method that takes the sender as the action.
  func setAction<Target: AnyObject>(
    target: Target?, action: @escaping @MainActor (Target) -> (UIBarButtonItem) -> Void
  ) {
    self.target = target
    invoke = { object, item in
      if let t = object as? Target { action(t)(item) }
    }
  }

  /// Whether the item takes space but shows nothing (a fixed or flexible space).
  var isSpace: Bool {
    systemItem == .fixedSpace || systemItem == .flexibleSpace
  }

  /// What a tap does: the primary action, else the target's method, else the menu.
  func performTap() {
    guard isEnabled else { return }
    if let primaryAction {
      primaryAction.perform(sender: self)
    } else if let target, let invoke {
      invoke(target, self)
    } else if menu != nil {
      menuShowCount += 1
    }
  }
}
