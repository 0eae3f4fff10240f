import Foundation

extension UIView {
  /// The guide that tracks the keyboard in this view (iOS 15), created on first use and owned
  /// by the view: see ``UIKeyboardLayoutGuide``. Its identifier is
  /// `UIViewKeyboardLayoutGuide`, as in UIKit.
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    if let g = keyboardGuide { return g }
    let g = UIKeyboardLayoutGuide()
    g.identifier = "UIViewKeyboardLayoutGuide"
    g.isSystemGuide = true
    addLayoutGuide(g)
    keyboardGuide = g
    return g
  }

  /// The keyboard guide's insets from the bounds: only the top, which is the keyboard's top
  /// in this view's coordinates while the window shows its keyboard, but at most the safe
  /// area's bottom (the view's bottom when the guide does not use the safe area) and at least
  /// the view's top.
  func keyboardGuideInsets(for guide: UILayoutGuide) -> UIEdgeInsets {
    let b = storedBounds
    let usesSafeArea = (guide as? UIKeyboardLayoutGuide)?.usesBottomSafeArea ?? true
    var top = b.maxY - (usesSafeArea ? storedSafeAreaInsets.bottom : 0)
    if let window, let keyboard = window.keyboardState?.frameInWindow {
      let y = convert(CGPoint(x: keyboard.minX, y: keyboard.minY), from: window).y
      if y.isFinite { top = min(top, y) }
    }
    top = max(top, b.minY)
    return UIEdgeInsets(top: top - b.minY, left: 0, bottom: 0, right: 0)
  }

  /// Moves the keyboard guides of this view and its descendants to the keyboard's current
  /// frame (their constraints' constants change; the next layout pass moves the views).
  func updateKeyboardGuides() {
    forEachViewInSubtree { view in
      if let g = view.keyboardGuide { view.updateConstants(of: g) }
    }
  }
}
