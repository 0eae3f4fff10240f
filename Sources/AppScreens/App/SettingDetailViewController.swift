import Foundation
import OpenUIKit

/// A setting's detail: its symbol, name and explanation in a scroll view, and a reset button.
final class SettingDetailViewController: UIViewController {
  let item: SettingItem
  private(set) var resetCount = 0

  init(item: SettingItem) {
    self.item = item
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private lazy var scrollView: UIScrollView = {
    let scrollView = UIScrollView()
    scrollView.alwaysBounceVertical = true
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    return scrollView
  }()

  private lazy var resetButton: UIButton = {
    var configuration = UIButton.Configuration.tinted()
    configuration.title = "Reset to Default"
    configuration.cornerStyle = .large
    configuration.buttonSize = .large
    let button = UIButton(
      configuration: configuration,
      primaryAction: UIAction { [weak self] _ in self?.resetCount += 1 })
    button.accessibilityIdentifier = "resetButton"
    return button
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = item.title
    navigationItem.largeTitleDisplayMode = .never
    view.backgroundColor = .systemGroupedBackground

    let symbol = UIImageView(image: UIImage(systemName: item.symbol))
    symbol.tintColor = item.tint
    symbol.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 48)
    let heading = UILabel()
    heading.text = item.title
    heading.font = .preferredFont(forTextStyle: .title1)
    heading.adjustsFontForContentSizeCategory = true
    heading.numberOfLines = 0
    heading.textAlignment = .center
    heading.accessibilityIdentifier = "detailTitle"
    let body = UILabel()
    body.text = item.explanation
    body.font = .preferredFont(forTextStyle: .body)
    body.adjustsFontForContentSizeCategory = true
    body.textColor = .secondaryLabel
    body.numberOfLines = 0
    body.textAlignment = .center
    body.accessibilityIdentifier = "detailBody"

    let stack = UIStackView(arrangedSubviews: [symbol, heading, body, resetButton])
    stack.axis = .vertical
    stack.alignment = .center
    stack.spacing = 12
    stack.setCustomSpacing(24, after: body)
    stack.translatesAutoresizingMaskIntoConstraints = false

    view.addSubview(scrollView)
    scrollView.addSubview(stack)
    let content = scrollView.contentLayoutGuide
    let frame = scrollView.frameLayoutGuide
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 32),
      stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -32),
      stack.leadingAnchor.constraint(equalTo: frame.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(equalTo: frame.trailingAnchor, constant: -20),
    ])
  }
}
