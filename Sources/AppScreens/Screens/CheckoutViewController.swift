import Foundation
import OpenUIKit

/// A checkout form: a scrolling column of sections (address fields, the order's lines and its
/// total) above a pay button that stays over the home indicator.
final class CheckoutViewController: UIViewController {
  let scrollView = UIScrollView()
  let content = UIStackView()
  let payButton = UIButton(type: .system)
  var fields: [UITextField] = []
  var lineRows: [UIView] = []
  let totalLabel = UILabel()
  let lines: [(String, Decimal)]

  init(lines: [(String, Decimal)]) {
    self.lines = lines
    super.init(nibName: nil, bundle: nil)
    title = "Checkout"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    content.axis = .vertical
    content.spacing = 12
    content.isLayoutMarginsRelativeArrangement = true
    content.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 16, leading: 16, bottom: 16, trailing: 16)
    content.addArrangedSubview(sectionTitle("Shipping address"))
    for placeholder in ["Full name", "Street and number", "Postal code", "City"] {
      let field = UITextField()
      field.placeholder = placeholder
      field.borderStyle = .roundedRect
      field.heightAnchor.constraint(equalToConstant: 44).isActive = true
      fields.append(field)
      content.addArrangedSubview(field)
    }
    content.setCustomSpacing(24, after: fields[fields.count - 1])
    content.addArrangedSubview(sectionTitle("Your order"))
    var total = Decimal(0)
    for (name, price) in lines {
      total += price
      let row = priceRow(name, price, bold: false)
      lineRows.append(row)
      content.addArrangedSubview(row)
    }
    let totalRow = priceRow("Total", total, bold: true)
    content.addArrangedSubview(totalRow)
    payButton.setTitle("Pay \(format(total))", for: .normal)
    payButton.setTitleColor(.white, for: .normal)
    payButton.backgroundColor = .systemGreen
    payButton.layer.cornerRadius = 12

    [scrollView, payButton].forEach {
      $0.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview($0)
    }
    content.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(content)
    let safe = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: safe.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: payButton.topAnchor, constant: -12),
      content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      payButton.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      payButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      payButton.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -12),
      payButton.heightAnchor.constraint(equalToConstant: 50),
    ])
  }

  private func sectionTitle(_ text: String) -> UILabel {
    let label = UILabel()
    label.text = text.uppercased()
    label.font = .systemFont(ofSize: 13, weight: .semibold)
    label.textColor = .secondaryLabel
    return label
  }

  private func priceRow(_ name: String, _ price: Decimal, bold: Bool) -> UIView {
    let nameLabel = UILabel()
    nameLabel.text = name
    nameLabel.font = .systemFont(ofSize: 17, weight: bold ? .semibold : .regular)
    let priceLabel = bold ? totalLabel : UILabel()
    priceLabel.text = format(price)
    priceLabel.font = nameLabel.font
    priceLabel.textAlignment = .right
    priceLabel.setContentHuggingPriority(.required, for: .horizontal)
    let row = UIStackView(arrangedSubviews: [nameLabel, priceLabel])
    row.axis = .horizontal
    row.spacing = 8
    return row
  }

  private func format(_ amount: Decimal) -> String {
    let number = NSDecimalNumber(decimal: amount).doubleValue
    return String(format: "€%.2f", number)
  }
}
