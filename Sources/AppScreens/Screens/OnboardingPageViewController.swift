import Foundation
import OpenUIKit
import SnapKit

/// One page of an onboarding flow: an illustration, a title, a text, page dots and a button
/// pinned above the home indicator.
final class OnboardingPageViewController: UIViewController {
  struct Page {
    let symbol: String
    let title: String
    let text: String
  }

  let page: Page
  let index: Int
  let count: Int
  var onNext: ((Int) -> Void)?

  let illustration = UIImageView()
  let titleLabel = UILabel()
  let textLabel = UILabel()
  let dots = UIStackView()
  lazy var nextButton: UIButton = {
    let button = UIButton(type: .system)
    button.setTitle(index == count - 1 ? "Get started" : "Next", for: .normal)
    button.setTitleColor(.white, for: .normal)
    button.backgroundColor = .systemIndigo
    button.layer.cornerRadius = 14
    button.addTarget(self, action: OnboardingPageViewController.nextTapped, for: .touchUpInside)
    return button
  }()

  init(page: Page, index: Int, count: Int) {
    self.page = page
    self.index = index
    self.count = count
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    illustration.image = UIImage(systemName: page.symbol)
    illustration.contentMode = .scaleAspectFit
    illustration.tintColor = .systemIndigo
    titleLabel.text = page.title
    titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
    titleLabel.textAlignment = .center
    titleLabel.numberOfLines = 0
    textLabel.text = page.text
    textLabel.font = .systemFont(ofSize: 17)
    textLabel.textColor = .secondaryLabel
    textLabel.textAlignment = .center
    textLabel.numberOfLines = 0
    dots.axis = .horizontal
    dots.spacing = 8
    for dot in 0..<count {
      let view = UIView()
      view.backgroundColor = dot == index ? .systemIndigo : .systemGray4
      view.layer.cornerRadius = 4
      view.snp.makeConstraints { $0.size.equalTo(8) }
      dots.addArrangedSubview(view)
    }
    [illustration, titleLabel, textLabel, dots, nextButton].forEach(view.addSubview)
    illustration.snp.makeConstraints { make in
      make.top.equalTo(view.safeAreaLayoutGuide).offset(48)
      make.centerX.equalToSuperview()
      make.width.equalTo(view.snp.width).multipliedBy(0.5)
      make.height.equalTo(illustration.snp.width)
    }
    titleLabel.snp.makeConstraints { make in
      make.top.equalTo(illustration.snp.bottom).offset(32)
      make.leading.trailing.equalTo(view.layoutMarginsGuide)
    }
    textLabel.snp.makeConstraints { make in
      make.top.equalTo(titleLabel.snp.bottom).offset(12)
      make.leading.trailing.equalTo(titleLabel)
    }
    nextButton.snp.makeConstraints { make in
      make.leading.trailing.equalTo(view.layoutMarginsGuide)
      make.bottom.equalTo(view.safeAreaLayoutGuide).inset(24)
      make.height.equalTo(52)
    }
    dots.snp.makeConstraints { make in
      make.centerX.equalToSuperview()
      make.bottom.equalTo(nextButton.snp.top).offset(-24)
      make.top.greaterThanOrEqualTo(textLabel.snp.bottom).offset(16)
    }
  }

  func nextTapped() {
    onNext?(index)
  }
}
