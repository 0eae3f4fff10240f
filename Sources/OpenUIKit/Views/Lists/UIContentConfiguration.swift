import Foundation

/// The content of a cell, header or footer described as a value: it makes the view that
/// shows it (``makeContentView()``), and that view takes later values of the same type.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
  /// A new view showing this configuration.
  func makeContentView() -> any UIView & UIContentView
}

/// A view made by a ``UIContentConfiguration``; setting ``configuration`` shows new content.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
  /// The configuration shown.
  var configuration: any UIContentConfiguration { get set }
  /// Whether the view can show `configuration` (true by default).
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
  /// True: the view takes any configuration.
  public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}
