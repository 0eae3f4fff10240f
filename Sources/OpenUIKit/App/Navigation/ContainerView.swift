import Foundation

/// The root view of a navigation or tab bar controller: it lays out its controller's bars and
/// child views whenever it lays out.
@MainActor
final class ContainerView: UIView {
  /// Lays the bars and the children out.
  var layoutHandler: (@MainActor () -> Void)?

  override func layoutSubviews() {
    super.layoutSubviews()
    layoutHandler?()
  }

  /// The safe area changed: the bars and children move.
  override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    setNeedsLayout()
  }
}
