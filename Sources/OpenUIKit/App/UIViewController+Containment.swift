import Foundation

/// View controller containment: a parent controller shows the views of its children inside
/// its own view, as navigation and tab bar controllers do and as apps do with `addChild(_:)`.
///
/// As in UIKit, ``addChild(_:)`` calls the child's ``willMove(toParent:)`` and
/// ``removeFromParent()`` calls its ``didMove(toParent:)`` with nil; the caller adds or
/// removes the child's view and calls the other one:
///
/// ```swift
/// addChild(child)
/// view.addSubview(child.view)
/// child.didMove(toParent: self)
/// // …
/// child.willMove(toParent: nil)
/// child.view.removeFromSuperview()
/// child.removeFromParent()
/// ```
extension UIViewController {
  /// The child view controllers, in the order they were added.
  public var children: [UIViewController] { storedChildren }

  /// The controller that contains this one, if any.
  public var parent: UIViewController? { storedParent }

  /// Whether the controller is being added to a parent, during its appearance callbacks
  /// (set by containers around a push, for example).
  public var isMovingToParent: Bool { movingToParent }

  /// Whether the controller is being removed from its parent, during its disappearance
  /// callbacks (a pop, for example).
  public var isMovingFromParent: Bool { movingFromParent }

  /// Whether the controller is being presented, during its appearance callbacks.
  public var isBeingPresented: Bool { beingPresented }

  /// Whether the controller is being dismissed, during its disappearance callbacks.
  public var isBeingDismissed: Bool { beingDismissed }

  /// What ``addChild(_:)`` does.
  func performAddChild(_ childController: UIViewController) {
    if childController === self || isDescendantController(of: childController) {
      LayoutDiagnostics.report(
        .raised(
          name: "NSInvalidArgumentException",
          reason: "\(childController) cannot be a child of \(self): it is the controller itself "
            + "or one of its ancestors (OpenUIKit's words)"),
        engine: nil)
      return
    }
    if childController.storedParent === self { return }
    if childController.storedParent != nil { childController.removeFromParent() }
    childController.willMove(toParent: self)
    storedChildren.append(childController)
    childController.storedParent = self
    childController.refreshOwnTraits()
  }

  /// What ``removeFromParent()`` does.
  func performRemoveFromParent() {
    guard let parent = storedParent else { return }
    parent.storedChildren.removeAll { $0 === self }
    storedParent = nil
    refreshOwnTraits()
    didMove(toParent: nil)
    // A child taken away in the middle of its parent's disappearance (a presentation over the
    // parent, say) has left the window and no longer hears from its parent: its transition
    // ends here.
    if appearanceState == .disappearing, storedView?.window == nil {
      endAppearanceTransition()
    }
  }

  /// Whether `ancestor` is this controller's parent, or its parent's parent, and so on.
  func isDescendantController(of ancestor: UIViewController) -> Bool {
    var c = storedParent
    while let current = c {
      if current === ancestor { return true }
      c = current.storedParent
    }
    return false
  }
}
