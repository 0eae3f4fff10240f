import Foundation
import OpenUIKit
import SnapKit

/// A six-digit code entry: six boxes in a row, equally wide with 8 pt gaps, 56 pt high, the
/// digits typed so far shown in them.
final class PinCodeView: UIView {
  let boxes: [UILabel] = (0..<6).map { _ in
    let label = UILabel()
    label.font = .monospacedDigitSystemFont(ofSize: 24, weight: .semibold)
    label.textAlignment = .center
    label.layer.cornerRadius = 10
    label.layer.borderWidth = 1
    label.layer.borderColor = UIColor.systemGray3.cgColor
    label.clipsToBounds = true
    return label
  }
  private(set) var code = ""
  var onComplete: ((String) -> Void)?

  override init(frame: CGRect) {
    super.init(frame: frame)
    let row = UIStackView(arrangedSubviews: boxes)
    row.axis = .horizontal
    row.spacing = 8
    row.distribution = .fillEqually
    addSubview(row)
    row.snp.makeConstraints { make in
      make.edges.equalToSuperview()
      make.height.equalTo(56)
    }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func type(_ digit: Character) {
    guard code.count < boxes.count, digit.isNumber else { return }
    code.append(digit)
    for (index, box) in boxes.enumerated() {
      box.text = index < code.count ? String(Array(code)[index]) : nil
      box.layer.borderColor =
        (index == code.count ? UIColor.systemBlue : UIColor.systemGray3).cgColor
    }
    if code.count == boxes.count { onComplete?(code) }
  }
}
