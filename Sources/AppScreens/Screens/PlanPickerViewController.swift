import Foundation
import OpenUIKit
import SnapKit

/// A subscription paywall: a headline in the app's font, plan cards to choose from, a filled
/// subscribe button with a symbol and a plain restore button.
public final class PlanPickerViewController: UIViewController {
  /// A plan on offer.
  public struct Plan {
    let name: String
    let price: String
    let note: String

    /// Creates a plan.
    public init(name: String, price: String, note: String) {
      self.name = name
      self.price = price
      self.note = note
    }
  }

  static let accent = #colorLiteral(red: 1, green: 0.584, blue: 0, alpha: 1)
  static let brand = UIColor(named: "Brand", in: .module, compatibleWith: nil) ?? .systemIndigo

  let plans: [Plan]
  private(set) var selectedIndex = 1
  private(set) var subscribed: [String] = []
  let headline = UILabel()
  let cards = UIStackView()
  private(set) var cardViews: [UIControl] = []
  lazy var subscribeButton: UIButton = {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Start free trial"
    configuration.image = UIImage(systemName: "sparkles")
    configuration.imagePadding = 8
    configuration.cornerStyle = .large
    configuration.baseBackgroundColor = PlanPickerViewController.brand
    let button = UIButton(configuration: configuration, primaryAction: nil)
    button.addTarget(self, action: PlanPickerViewController.subscribe, for: .touchUpInside)
    return button
  }()
  let restoreButton = UIButton(configuration: .plain(), primaryAction: nil)

  /// Creates the paywall for `plans` (the second one selected).
  public init(plans: [Plan]) {
    self.plans = plans
    super.init(nibName: nil, bundle: nil)
  }

  /// Not supported: the screen is made in code.
  public required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// Builds the paywall.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    headline.text = "Unlock every recipe"
    headline.font = UIFont(name: "AvenirNext-Bold", size: 30)!
    headline.textAlignment = .center
    headline.numberOfLines = 0
    cards.axis = .vertical
    cards.spacing = 12
    for (index, plan) in plans.enumerated() {
      let card = makeCard(plan, index: index)
      cardViews.append(card)
      cards.addArrangedSubview(card)
    }
    restoreButton.setTitle("Restore purchases", for: .normal)
    subscribeButton.accessibilityIdentifier = "subscribeButton"
    for card in cardViews { card.accessibilityIdentifier = "plan\(card.tag)" }
    [headline, cards, subscribeButton, restoreButton].forEach(view.addSubview)
    headline.snp.makeConstraints { make in
      make.top.equalTo(view.safeAreaLayoutGuide).offset(24)
      make.leading.trailing.equalTo(view.layoutMarginsGuide)
    }
    cards.snp.makeConstraints { make in
      make.top.equalTo(headline.snp.bottom).offset(24)
      make.leading.trailing.equalTo(view.layoutMarginsGuide)
    }
    restoreButton.snp.makeConstraints { make in
      make.centerX.equalToSuperview()
      make.bottom.equalTo(view.safeAreaLayoutGuide).inset(8)
    }
    subscribeButton.snp.makeConstraints { make in
      make.leading.trailing.equalTo(view.layoutMarginsGuide)
      make.bottom.equalTo(restoreButton.snp.top).offset(-8)
      make.height.equalTo(54)
    }
    updateSelection()
  }

  private func makeCard(_ plan: Plan, index: Int) -> UIControl {
    let card = UIControl()
    card.tag = index
    card.layer.cornerRadius = 14
    card.layer.borderWidth = 2
    let name = UILabel()
    name.text = plan.name
    name.font = UIFont(name: "AvenirNext-DemiBold", size: 17)
    let note = UILabel()
    note.text = plan.note
    note.font = .systemFont(ofSize: 13)
    note.textColor = .secondaryLabel
    let price = UILabel()
    price.text = plan.price
    price.font = .monospacedDigitSystemFont(ofSize: 17, weight: .semibold)
    price.setContentHuggingPriority(.required, for: .horizontal)
    [name, note, price].forEach(card.addSubview)
    name.snp.makeConstraints { make in
      make.top.leading.equalToSuperview().inset(14)
    }
    note.snp.makeConstraints { make in
      make.top.equalTo(name.snp.bottom).offset(2)
      make.leading.equalTo(name)
      make.bottom.equalToSuperview().inset(14)
    }
    price.snp.makeConstraints { make in
      make.centerY.equalToSuperview()
      make.trailing.equalToSuperview().inset(14)
      make.leading.greaterThanOrEqualTo(name.snp.trailing).offset(8)
    }
    card.addTarget(self, action: PlanPickerViewController.cardTapped, for: .touchUpInside)
    return card
  }

  func cardTapped(_ card: UIControl) {
    selectedIndex = card.tag
    updateSelection()
  }

  private func updateSelection() {
    for card in cardViews {
      let selected = card.tag == selectedIndex
      card.layer.borderColor =
        (selected ? PlanPickerViewController.accent : UIColor.separator).cgColor
      card.backgroundColor =
        selected ? PlanPickerViewController.accent.withAlphaComponent(0.08) : .clear
    }
  }

  func subscribe() {
    subscribed.append(plans[selectedIndex].name)
  }
}
