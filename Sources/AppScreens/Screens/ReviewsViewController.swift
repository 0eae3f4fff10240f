import Foundation
import OpenUIKit
import SnapKit

/// Product reviews: each row an avatar from the asset catalog, the author, a row of star
/// symbols at a small point size, a bold title and the review text.
final class ReviewsViewController: UIViewController, UITableViewDataSource {
  struct Review {
    let author: String
    let stars: Int
    let title: String
    let text: String
  }

  let reviews: [Review]
  let tableView = UITableView(frame: .zero, style: .plain)

  init(reviews: [Review]) {
    self.reviews = reviews
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(ReviewCell.self, forCellReuseIdentifier: ReviewCell.reuseIdentifier)
    tableView.dataSource = self
    tableView.rowHeight = UITableView.automaticDimension
    tableView.estimatedRowHeight = 120
    view.addSubview(tableView)
    tableView.snp.makeConstraints { make in
      make.top.equalTo(view.safeAreaLayoutGuide)
      make.leading.trailing.bottom.equalToSuperview()
    }
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    reviews.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: ReviewCell.reuseIdentifier, for: indexPath)
      as! ReviewCell
    cell.configure(with: reviews[indexPath.row])
    return cell
  }
}

/// One review.
final class ReviewCell: UITableViewCell {
  static let reuseIdentifier = "ReviewCell"
  static let starConfiguration = UIImage.SymbolConfiguration(pointSize: 12, weight: .medium)
  let avatar = UIImageView(image: UIImage(named: "Avatar"))
  let authorLabel = UILabel()
  let stars = UIStackView()
  let titleLabel = UILabel()
  let bodyLabel = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    avatar.layer.cornerRadius = 16
    avatar.clipsToBounds = true
    authorLabel.font = .preferredFont(forTextStyle: .subheadline)
    stars.spacing = 2
    titleLabel.font = .preferredFont(forTextStyle: .headline)
    bodyLabel.font = .preferredFont(forTextStyle: .body)
    bodyLabel.numberOfLines = 0
    [avatar, authorLabel, stars, titleLabel, bodyLabel].forEach(contentView.addSubview)
    avatar.snp.makeConstraints { make in
      make.top.leading.equalToSuperview().offset(16)
      make.size.equalTo(32)
    }
    authorLabel.snp.makeConstraints { make in
      make.leading.equalTo(avatar.snp.trailing).offset(10)
      make.top.equalTo(avatar)
    }
    stars.snp.makeConstraints { make in
      make.leading.equalTo(authorLabel)
      make.bottom.equalTo(avatar)
    }
    titleLabel.snp.makeConstraints { make in
      make.top.equalTo(avatar.snp.bottom).offset(10)
      make.leading.trailing.equalToSuperview().inset(16)
    }
    bodyLabel.snp.makeConstraints { make in
      make.top.equalTo(titleLabel.snp.bottom).offset(4)
      make.leading.trailing.equalTo(titleLabel)
      make.bottom.equalToSuperview().inset(16).priority(999)
    }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure(with review: ReviewsViewController.Review) {
    authorLabel.text = review.author
    titleLabel.text = review.title
    bodyLabel.text = review.text
    stars.arrangedSubviews.forEach { $0.removeFromSuperview() }
    for index in 0..<5 {
      let name = index < review.stars ? "star.fill" : "star"
      let view = UIImageView(
        image: UIImage(systemName: name, withConfiguration: ReviewCell.starConfiguration))
      view.tintColor = .systemOrange
      stars.addArrangedSubview(view)
    }
  }
}
