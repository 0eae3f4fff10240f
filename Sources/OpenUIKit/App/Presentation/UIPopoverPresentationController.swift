import Foundation

/// The directions a popover's arrow may point (UIKit's raw values).
public struct UIPopoverArrowDirection: OptionSet, Sendable {
  /// The bits.
  public let rawValue: UInt
  /// Creates a set from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Up.
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  /// Down.
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  /// Left.
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  /// Right.
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  /// Any direction.
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
  /// Unknown.
  public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// Where a popover points: its source view and rectangle, and its arrow's directions.
///
/// OpenUIKit has no popovers: a controller presented with `.popover` (and an action sheet on an
/// iPad) presents as a form sheet, centred. This object keeps what the app sets, so that code
/// written for UIKit (`popoverPresentationController?.sourceView = view`) compiles and runs;
/// nothing reads it.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
  /// The view the popover points at.
  open weak var sourceView: UIView?
  /// The rectangle, in ``sourceView``'s coordinates, the popover points at.
  open var sourceRect = CGRect.zero
  /// The directions the arrow may point (`.any` by default).
  open var permittedArrowDirections = UIPopoverArrowDirection.any
  /// The direction the arrow points (`.unknown`: there is no arrow).
  open var arrowDirection: UIPopoverArrowDirection { .unknown }
  /// Views the user can touch outside the popover.
  open var passthroughViews: [UIView]?
  /// The popover's background colour.
  open var backgroundColor: UIColor?
}

extension UIViewController {
  /// What ``popoverPresentationController`` returns: for a controller presented as a popover
  /// (or an action sheet), an object keeping the popover's settings; else nil.
  var resolvedPopoverPresentationController: UIPopoverPresentationController? {
    let host = presentationHost
    let isActionSheet = (host as? UIAlertController)?.preferredStyle == .actionSheet
    guard host.modalPresentationStyle == .popover || isActionSheet else { return nil }
    if let existing = host.storedPopoverPresentationController { return existing }
    let made = UIPopoverPresentationController(presentedViewController: host, presenting: nil)
    host.storedPopoverPresentationController = made
    return made
  }
}
