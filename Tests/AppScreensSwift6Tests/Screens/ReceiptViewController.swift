import OpenUIKit
import SnapKit

/// A receipt, as a model layer hands it to the UI: a `Sendable` value.
struct Receipt: Sendable, Equatable {
  var merchant: String
  var total: Decimal
  var progress: Double
}

/// Where receipts come from: an actor, as Swift 6 apps isolate their data layer.
actor ReceiptStore {
  private var receipts: [String: Receipt] = [:]

  func save(_ receipt: Receipt, id: String) { receipts[id] = receipt }

  func receipt(id: String) -> Receipt? { receipts[id] }
}

/// A payment screen written as a Swift 6 app writes it: loads its model from an actor with
/// `await`, formats it, lays out with SnapKit and wires its button with the selector
/// replacement.
final class ReceiptViewController: UIViewController {
  let titleLabel = UILabel()
  let totalLabel = UILabel()
  let ring = RingProgressView()
  let payButton = PillButton(title: "Pay now")
  private(set) var payments = 0

  private let store: ReceiptStore
  private let receiptID: String

  init(store: ReceiptStore, receiptID: String) {
    self.store = store
    self.receiptID = receiptID
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = Palette.background
    titleLabel.font = Palette.titleFont
    titleLabel.textColor = Palette.ink
    titleLabel.text = "Loading…"
    totalLabel.font = Palette.amountFont
    totalLabel.text = "–"
    [titleLabel, totalLabel, ring, payButton].forEach(view.addSubview)

    titleLabel.snp.makeConstraints { make in
      make.top.equalTo(view.safeAreaLayoutGuide).offset(24)
      make.leading.trailing.equalToSuperview().inset(20)
    }
    totalLabel.snp.makeConstraints { make in
      make.top.equalTo(titleLabel.snp.bottom).offset(8)
      make.leading.trailing.equalTo(titleLabel)
    }
    ring.snp.makeConstraints { make in
      make.top.equalTo(totalLabel.snp.bottom).offset(24)
      make.centerX.equalToSuperview()
    }
    payButton.snp.makeConstraints { make in
      make.leading.trailing.equalToSuperview().inset(20)
      make.bottom.equalTo(view.safeAreaLayoutGuide).inset(16)
      make.height.equalTo(50)
    }
    payButton.addTarget(self, action: ReceiptViewController.didTapPay, for: .touchUpInside)
  }

  /// Loads the receipt and shows it.
  func load() async {
    guard let receipt = await store.receipt(id: receiptID) else {
      titleLabel.text = "Receipt not found"
      return
    }
    titleLabel.text = receipt.merchant
    totalLabel.text = Self.format(receipt.total)
    ring.progress = CGFloat(receipt.progress)
  }

  private func didTapPay() {
    payments += 1
  }

  /// "€12.50" style: two decimals, a euro sign.
  nonisolated static func format(_ amount: Decimal) -> String {
    let value = NSDecimalNumber(decimal: amount).doubleValue
    return "€" + String(format: "%.2f", value)
  }
}
