import Foundation

/// The closure a ``UIAction`` runs.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A titled closure that controls run for their events (and menus list).
@preconcurrency @MainActor
public final class UIAction: UIMenuElement {
  /// A name that finds an action again (``UIControl/removeAction(identifiedBy:for:)``).
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// Creates an identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The title (menus and buttons built from the action show it).
  public var title: String
  /// The image.
  public var image: UIImage?
  /// The identifier; a unique one is made when none is given.
  public let identifier: Identifier
  /// The control that is sending the action, while its handler runs.
  public internal(set) var sender: Any?
  let handler: UIActionHandler

  nonisolated(unsafe) static var counter = 0

  /// Creates an action.
  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
    handler: @escaping UIActionHandler
  ) {
    self.title = title
    self.image = image
    if let identifier {
      self.identifier = identifier
    } else {
      UIAction.counter += 1
      self.identifier = Identifier("com.openuikit.action.\(UIAction.counter)")
    }
    self.handler = handler
    super.init()
  }

  /// Runs the handler with `sender` set.
  func perform(sender: Any?) {
    self.sender = sender
    handler(self)
    self.sender = nil
  }
}
