import Foundation

/// Recognizes taps (discrete: the state goes straight to ``UIGestureRecognizer/State/ended``).
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// Taps needed (1 by default).
  open var numberOfTapsRequired = 1
  /// Fingers needed (1 by default).
  open var numberOfTouchesRequired = 1
}
