import Foundation

extension UIButton {
  /// A system button showing `image` whose taps call `action` on `target`: the closure form
  /// of UIKit's `systemButton(with:target:action:)` (Linux has no selectors: pass an unapplied
  /// method reference such as `MyViewController.didTap`). It returns a `UIButton` rather than
  /// `Self`, as UIButton has no required initializer to make a subclass with.
  public static func systemButton<Target: AnyObject>(
    with image: UIImage, target: Target, action: @escaping @MainActor (Target) -> () -> Void
  ) -> UIButton {
    let button = UIButton(type: .system)
    button.setImage(image, for: .normal)
    button.addTarget(target, action: action, for: .touchUpInside)
    return button
  }

  /// The form of `systemButton(with:target:action:)` for methods that take the sender,
  /// such as `func didTap(_ sender: UIButton)`.
  public static func systemButton<Target: AnyObject, Sender>(
    with image: UIImage, target: Target,
    action: @escaping @MainActor (Target) -> (Sender) -> Void
  ) -> UIButton {
    let button = UIButton(type: .system)
    button.setImage(image, for: .normal)
    button.addTarget(target, action: action, for: .touchUpInside)
    return button
  }
}
