import Foundation

/// A button of an alert or action sheet: its title, style and handler.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
  /// How an action looks and where it goes (UIKit's raw values).
  public enum Style: Int, Sendable {
    /// A plain action.
    case `default` = 0
    /// The action that cancels: bold in an alert, last (or on the left of two), in its own
    /// group in a phone's action sheet. At most one per alert.
    case cancel = 1
    /// An action that destroys data: red.
    case destructive = 2
  }

  /// The button's title.
  public let title: String?
  /// The action's style.
  public let style: Style
  /// Whether the action can be tapped (true by default); a disabled action is dimmed and
  /// taps on it do nothing.
  open var isEnabled = true {
    didSet { if isEnabled != oldValue { changeHandler?() } }
  }
  /// What runs when the action is tapped (after the alert is dismissed).
  let handler: ((UIAlertAction) -> Void)?
  /// Called when the action changes (the alert redraws it).
  var changeHandler: (() -> Void)?

  /// Creates an action with a title, a style and a handler that runs when it is tapped.
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
    super.init()
  }
}
