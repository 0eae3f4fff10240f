import Foundation

extension UIView {
  /// Shows `configuration` in place of this content view inside `owner`: this view takes it
  /// when it supports it, else the view the configuration makes replaces this one (same
  /// frame, resizing and place among `owner`'s subviews). Returns the content view now shown.
  func showing(_ configuration: any UIContentConfiguration, in owner: UIView) -> UIView {
    if let current = self as? any UIContentView, current.supports(configuration) {
      current.configuration = configuration
      setNeedsLayout()
      return self
    }
    let made = configuration.makeContentView()
    made.frame = frame
    made.autoresizingMask = autoresizingMask
    if superview === owner {
      owner.insertSubview(made, aboveSubview: self)
      removeFromSuperview()
    } else {
      owner.addSubview(made)
    }
    owner.setNeedsLayout()
    return made
  }
}
