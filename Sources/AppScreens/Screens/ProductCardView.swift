import Foundation
import OpenUIKit

/// A product card for a shop grid: a 4:3 photo, the name (two lines at most), the price, a
/// five-star rating and an add-to-cart button.
final class ProductCardView: UIView {
  let photoView: UIImageView = {
    let view = UIImageView()
    view.backgroundColor = .secondarySystemBackground
    view.contentMode = .scaleAspectFill
    view.clipsToBounds = true
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
  }()
  let nameLabel: UILabel = {
    let label = UILabel()
    label.font = .systemFont(ofSize: 15, weight: .semibold)
    label.numberOfLines = 2
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()
  let priceLabel: UILabel = {
    let label = UILabel()
    label.font = .systemFont(ofSize: 17, weight: .bold)
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()
  let stars: UIStackView = {
    let stack = UIStackView()
    stack.spacing = 2
    stack.translatesAutoresizingMaskIntoConstraints = false
    return stack
  }()
  lazy var addButton: UIButton = {
    let button = UIButton(type: .contactAdd)
    button.addTarget(self, action: ProductCardView.addTapped, for: .touchUpInside)
    button.translatesAutoresizingMaskIntoConstraints = false
    return button
  }()
  private(set) var addedCount = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    layer.cornerRadius = 12
    layer.borderWidth = 1
    layer.borderColor = UIColor.separator.cgColor
    clipsToBounds = true
    [photoView, nameLabel, priceLabel, stars, addButton].forEach(addSubview)
    NSLayoutConstraint.activate([
      photoView.topAnchor.constraint(equalTo: topAnchor),
      photoView.leadingAnchor.constraint(equalTo: leadingAnchor),
      photoView.trailingAnchor.constraint(equalTo: trailingAnchor),
      photoView.heightAnchor.constraint(equalTo: photoView.widthAnchor, multiplier: 3.0 / 4.0),
      nameLabel.topAnchor.constraint(equalTo: photoView.bottomAnchor, constant: 8),
      nameLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
      nameLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10),
      stars.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 4),
      stars.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
      priceLabel.topAnchor.constraint(equalTo: stars.bottomAnchor, constant: 6),
      priceLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
      priceLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
      addButton.centerYAnchor.constraint(equalTo: priceLabel.centerYAnchor),
      addButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure(name: String, price: String, rating: Int) {
    nameLabel.text = name
    priceLabel.text = price
    stars.arrangedSubviews.forEach { $0.removeFromSuperview() }
    for star in 0..<5 {
      let view = UIImageView(image: UIImage(systemName: star < rating ? "star.fill" : "star"))
      view.tintColor = .systemOrange
      NSLayoutConstraint.activate([
        view.widthAnchor.constraint(equalToConstant: 12),
        view.heightAnchor.constraint(equalToConstant: 12),
      ])
      stars.addArrangedSubview(view)
    }
  }

  func addTapped() {
    addedCount += 1
  }
}
