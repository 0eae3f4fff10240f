import Foundation
import OpenUIKit

/// A view with a settable intrinsic content size: a stand-in for labels, buttons and images
/// whose size a test wants to choose. It uses Auto Layout
/// (`translatesAutoresizingMaskIntoConstraints` is `false`).
@preconcurrency @MainActor
public final class SizedView: UIView {
  /// The intrinsic content size; setting it invalidates the intrinsic size.
  public var size: CGSize {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// Creates the view with its intrinsic content size.
  public init(_ size: CGSize) {
    self.size = size
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
  }

  /// Not supported: this view is made in code.
  public required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// ``size``.
  public override var intrinsicContentSize: CGSize { size }
}
