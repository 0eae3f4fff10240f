import OpenUIKit

/// A full-width filled button, subclassed as apps do: `init(frame:)` overridden and
/// `super.init(frame:)` called, a convenience initializer on top.
final class PillButton: UIButton {
  override init(frame: CGRect) {
    super.init(frame: frame)
    var configuration = UIButton.Configuration.filled()
    configuration.baseBackgroundColor = Palette.brand
    configuration.cornerStyle = .capsule
    self.configuration = configuration
  }

  convenience init(title: String) {
    self.init(frame: .zero)
    configuration?.title = title
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
