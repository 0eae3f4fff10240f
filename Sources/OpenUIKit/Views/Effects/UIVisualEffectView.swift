import Foundation

/// A view that applies a visual effect (a blur, vibrancy) to what lies behind it. Add
/// subviews to ``contentView``, which fills the view.
///
/// Renderers draw a blur as a translucent fill (``UIBlurEffect/fillColor``) under the
/// content; vibrancy draws nothing of its own.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
  /// The view to add subviews to; it fills the effect view.
  public let contentView = UIView()

  /// The effect (nil: none).
  open var effect: UIVisualEffect?

  /// Creates a view with `effect`.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// Creates a view without an effect from an archive: nothing is decoded (OpenUIKit has no
  /// nibs).
  public required init?(coder: NSCoder) {
    effect = nil
    super.init(coder: coder)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// The frame; ``contentView`` follows a new size at once.
  open override var frame: CGRect {
    didSet {
      if contentView.frame.size != bounds.size {
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
      }
    }
  }

  /// The bounds; ``contentView`` follows a new size at once.
  open override var bounds: CGRect {
    didSet {
      if contentView.frame.size != bounds.size {
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
      }
    }
  }

  /// Keeps ``contentView`` over the bounds.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = CGRect(origin: .zero, size: bounds.size)
  }

  /// The fill renderers draw for the effect: a blur's ``UIBlurEffect/fillColor``, else nil.
  public var effectFillColor: UIColor? {
    (effect as? UIBlurEffect)?.fillColor
  }
}
