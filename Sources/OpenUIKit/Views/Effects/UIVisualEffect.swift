import Foundation

/// An effect a ``UIVisualEffectView`` applies to what lies behind it.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
  /// Creates an effect.
  public override init() {
    super.init()
  }
}
