import Foundation
import OpenUIKit

/// A "continue with" screen: bordered buttons with a provider symbol each, a divider drawn in
/// `draw(_:)` with "or" in the middle, and a filled e-mail button.
final class SocialSignInViewController: UIViewController {
  let stack = UIStackView()
  let divider = OrDividerView()
  private(set) var providerButtons: [UIButton] = []
  private(set) var chosen: [String] = []
  lazy var emailButton: UIButton = {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Continue with e-mail"
    configuration.cornerStyle = .medium
    return UIButton(
      configuration: configuration,
      primaryAction: UIAction(title: "Continue with e-mail") { [weak self] _ in
        self?.chosen.append("email")
      })
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    stack.axis = .vertical
    stack.spacing = 12
    for (provider, symbol) in [("Apple", "apple.logo"), ("Google", "globe")] {
      var configuration = UIButton.Configuration.bordered()
      configuration.title = "Continue with \(provider)"
      configuration.image = UIImage(systemName: symbol)
      configuration.imagePadding = 10
      configuration.baseForegroundColor = .label
      let button = UIButton(
        configuration: configuration,
        primaryAction: UIAction { [weak self] _ in self?.chosen.append(provider) })
      button.heightAnchor.constraint(equalToConstant: 50).isActive = true
      providerButtons.append(button)
      stack.addArrangedSubview(button)
    }
    divider.heightAnchor.constraint(equalToConstant: 24).isActive = true
    emailButton.heightAnchor.constraint(equalToConstant: 50).isActive = true
    stack.addArrangedSubview(divider)
    stack.addArrangedSubview(emailButton)
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      stack.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
    ])
  }
}

/// Two hairlines with "or" between them, drawn in `draw(_:)`.
final class OrDividerView: UIView {
  let label = UILabel()
  private(set) var drawCount = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .clear
    contentMode = .redraw
    label.text = "or"
    label.font = .systemFont(ofSize: 13)
    label.textColor = .secondaryLabel
    label.translatesAutoresizingMaskIntoConstraints = false
    addSubview(label)
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: centerXAnchor),
      label.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func draw(_ rect: CGRect) {
    drawCount += 1
    guard let context = UIGraphicsGetCurrentContext() else { return }
    UIColor.separator.setStroke()
    context.setLineWidth(1)
    let y = bounds.midY
    let gap: CGFloat = 24
    context.move(to: CGPoint(x: 0, y: y))
    context.addLine(to: CGPoint(x: bounds.midX - gap, y: y))
    context.move(to: CGPoint(x: bounds.midX + gap, y: y))
    context.addLine(to: CGPoint(x: bounds.maxX, y: y))
    context.strokePath()
  }
}
