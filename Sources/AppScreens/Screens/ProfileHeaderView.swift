import Foundation
import OpenUIKit
import SnapKit

/// A profile header: round avatar, name and handle beside it, a bio, three counters and a
/// follow button, laid out with SnapKit.
final class ProfileHeaderView: UIView {
  let avatarView: UIImageView = {
    let view = UIImageView(image: UIImage(systemName: "person"))
    view.contentMode = .scaleAspectFill
    view.backgroundColor = .systemGray5
    view.layer.cornerRadius = 40
    view.clipsToBounds = true
    return view
  }()
  let nameLabel = ProfileHeaderView.label(size: 22, weight: .semibold, color: .label)
  let handleLabel = ProfileHeaderView.label(size: 15, weight: .regular, color: .secondaryLabel)
  let bioLabel: UILabel = {
    let label = ProfileHeaderView.label(size: 15, weight: .regular, color: .label)
    label.numberOfLines = 0
    return label
  }()
  let statsStack: UIStackView = {
    let stack = UIStackView()
    stack.axis = .horizontal
    stack.distribution = .fillEqually
    return stack
  }()
  lazy var followButton: UIButton = {
    let button = UIButton(type: .system)
    button.setTitle("Follow", for: .normal)
    button.setTitleColor(.white, for: .normal)
    button.backgroundColor = .systemBlue
    button.layer.cornerRadius = 8
    button.addTarget(self, action: ProfileHeaderView.toggleFollow, for: .touchUpInside)
    return button
  }()
  private(set) var isFollowing = false

  static func label(size: CGFloat, weight: UIFont.Weight, color: UIColor) -> UILabel {
    let label = UILabel()
    label.font = .systemFont(ofSize: size, weight: weight)
    label.textColor = color
    return label
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    let names = UIStackView(arrangedSubviews: [nameLabel, handleLabel])
    names.axis = .vertical
    names.spacing = 2
    [avatarView, names, bioLabel, statsStack, followButton].forEach { addSubview($0) }
    avatarView.snp.makeConstraints { make in
      make.top.leading.equalToSuperview().offset(16)
      make.size.equalTo(80)
    }
    names.snp.makeConstraints { make in
      make.centerY.equalTo(avatarView)
      make.leading.equalTo(avatarView.snp.trailing).offset(12)
      make.trailing.lessThanOrEqualToSuperview().inset(16)
    }
    bioLabel.snp.makeConstraints { make in
      make.top.equalTo(avatarView.snp.bottom).offset(12)
      make.leading.trailing.equalToSuperview().inset(16)
    }
    statsStack.snp.makeConstraints { make in
      make.top.equalTo(bioLabel.snp.bottom).offset(16)
      make.leading.trailing.equalToSuperview().inset(16)
    }
    followButton.snp.makeConstraints { make in
      make.top.equalTo(statsStack.snp.bottom).offset(16)
      make.leading.trailing.equalToSuperview().inset(16)
      make.height.equalTo(40)
      make.bottom.equalToSuperview().inset(16)
    }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure(name: String, handle: String, bio: String, counts: [(String, Int)]) {
    nameLabel.text = name
    handleLabel.text = "@" + handle
    bioLabel.text = bio
    statsStack.arrangedSubviews.forEach { $0.removeFromSuperview() }
    for (title, value) in counts {
      let number = ProfileHeaderView.label(size: 17, weight: .bold, color: .label)
      number.text = "\(value)"
      number.textAlignment = .center
      let caption = ProfileHeaderView.label(size: 13, weight: .regular, color: .secondaryLabel)
      caption.text = title
      caption.textAlignment = .center
      let column = UIStackView(arrangedSubviews: [number, caption])
      column.axis = .vertical
      statsStack.addArrangedSubview(column)
    }
  }

  func toggleFollow() {
    isFollowing.toggle()
    followButton.setTitle(isFollowing ? "Following" : "Follow", for: .normal)
    followButton.backgroundColor = isFollowing ? .systemGray5 : .systemBlue
    followButton.setTitleColor(isFollowing ? .label : .white, for: .normal)
  }
}
