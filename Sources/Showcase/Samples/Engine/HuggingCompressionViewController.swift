import Foundation
import OpenUIKit

/// Sample E3: "Alisher Navoiy" and "Developer" side by side in a horizontal stack view across
/// the 393 pt screen, with the tutorial's `configureContentPriorities(nameLabel:roleLabel:)`:
/// hugging 250 / 750 makes the name stretch, compression resistance 250 / 1000 makes it
/// truncate when the row is too narrow.
///
/// Showcase changes: the screen around the tutorial's function (the stack under the safe area,
/// its width kept); `narrowRow()` sets that width to 150 (to show the truncation).
public final class HuggingCompressionViewController: UIViewController {
  /// The stretching, truncating label.
  public let nameLabel = UILabel()
  /// The label that keeps its size.
  public let roleLabel = UILabel()
  /// The horizontal stack.
  public let stackView = UIStackView()
  private var widthConstraint: NSLayoutConstraint?

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    nameLabel.text = "Alisher Navoiy"
    roleLabel.text = "Developer"
    nameLabel.backgroundColor = .systemYellow
    roleLabel.backgroundColor = .systemGreen
    stackView.axis = .horizontal
    stackView.addArrangedSubview(nameLabel)
    stackView.addArrangedSubview(roleLabel)
    configureContentPriorities(nameLabel: nameLabel, roleLabel: roleLabel)

    stackView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stackView)
    let width = stackView.widthAnchor.constraint(equalToConstant: 393)
    NSLayoutConstraint.activate([
      stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      width,
    ])
    widthConstraint = width

    nameLabel.accessibilityIdentifier = "nameLabel"
    roleLabel.accessibilityIdentifier = "roleLabel"
    stackView.accessibilityIdentifier = "stackView"
  }

  /// Narrows the row to 150 pt.
  public func narrowRow() {
    widthConstraint?.constant = 150
    view.layoutIfNeeded()
  }

  private func configureContentPriorities(nameLabel: UILabel, roleLabel: UILabel) {
    nameLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
    roleLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)

    roleLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
    nameLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
  }
}

extension ShowcaseSample {
  /// E3: the name stretches at 393 pt and truncates at 150 pt; the role keeps its width.
  static let e3 = ShowcaseSample(
    id: "E3", title: "Hugging vs compression", make: { HuggingCompressionViewController() }
  ) {
    ShowcaseStep("row 393")
    ShowcaseStep("row 150") {
      $0.controller(as: HuggingCompressionViewController.self)?.narrowRow()
    }
  }
}
