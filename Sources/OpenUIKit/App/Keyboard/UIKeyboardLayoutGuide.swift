import Foundation

/// The guide that ``UIView/keyboardLayoutGuide`` returns: the part of the view the docked
/// keyboard covers.
///
/// With the keyboard hidden (or undocked, which OpenUIKit's keyboard never is) the guide sits
/// at the bottom of the view with the height of the view's bottom safe-area inset, so its top
/// is the safe area's bottom (Apple, `keyboardLayoutGuide`, uikit-apps.md §7.3.1–7.3.2). While
/// the keyboard shows, its top is the keyboard's top in the view's coordinates (never below
/// the safe area's bottom, never above the view's top), and it moves inside the keyboard's
/// animation, so frames constrained to it animate along with the keyboard.
///
/// UIKit pins each view's guide to a window-wide guide, so the guide's sides and bottom are
/// the keyboard's (the window's); OpenUIKit pins them to the view's own sides and bottom. The
/// two agree for views that span the window's width and reach its bottom, as a view
/// controller's root view does.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
  /// Whether the guide follows the keyboard when it is undocked or floating (false). The
  /// edge constraints of ``UITrackingLayoutGuide`` apply only when it is true.
  open var followsUndockedKeyboard = false {
    didSet { updateTrackedConstraints() }
  }

  /// Whether the guide rests on the bottom of the safe area while the keyboard is hidden
  /// (true, iOS 17). False rests it on the bottom of the view, with a height of 0.
  open var usesBottomSafeArea = true {
    didSet { owningView?.updateConstants(of: self) }
  }

  /// How far above the keyboard a scroll-to-dismiss gesture begins (0, iOS 17); negative
  /// values act as 0. Stored: OpenUIKit has no interactive dismissal.
  open var keyboardDismissPadding: CGFloat = 0

  /// Creates a guide (views make theirs; see ``UIView/keyboardLayoutGuide``).
  public override init() {
    super.init()
  }

  override var appliesEdgeConstraints: Bool { followsUndockedKeyboard }

  override var layoutDescription: String {
    "UIKeyboardLayoutGuide:\(addressString(self))'\(identifier)'"
  }

  override var guideDescription: String {
    super.guideDescription.replacingOccurrences(
      of: "<UILayoutGuide:", with: "<UIKeyboardLayoutGuide:")
  }
}
