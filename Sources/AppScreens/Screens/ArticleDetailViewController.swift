import Foundation
import OpenUIKit

/// An article detail: a hero photo from the asset catalog at the top of a scroll view, kept at
/// the photo's aspect ratio, a gradient over its lower part for the title written on it, and
/// the body text below.
public final class ArticleDetailViewController: UIViewController {
  let scrollView = UIScrollView()

  /// Creates the screen.
  public init() {
    super.init(nibName: nil, bundle: nil)
  }

  /// Not supported: the screen is made in code.
  public required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
  let heroView = HeroImageView(image: UIImage(named: "Hero"))
  var gradient: CAGradientLayer { heroView.gradient }
  let titleLabel = UILabel()
  let bylineLabel = UILabel()
  let bodyLabel = UILabel()

  /// Builds the article.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    heroView.contentMode = .scaleAspectFill
    heroView.clipsToBounds = true
    titleLabel.text = "The slow art of sourdough"
    titleLabel.font = UIFont(name: "Georgia-Bold", size: 26)
    titleLabel.textColor = .white
    titleLabel.numberOfLines = 0
    bylineLabel.text = "By Ines Duarte · 6 min read"
    bylineLabel.font = .preferredFont(forTextStyle: .footnote)
    bylineLabel.textColor = .secondaryLabel
    bodyLabel.text = String(
      repeating: "A starter is flour, water and patience. Feed it daily and it rewards you. ",
      count: 30)
    bodyLabel.font = UIFont(name: "Georgia", size: 17)
    bodyLabel.numberOfLines = 0
    scrollView.accessibilityIdentifier = "scrollView"
    heroView.accessibilityIdentifier = "heroView"
    view.addSubview(scrollView)
    [heroView, titleLabel, bylineLabel, bodyLabel].forEach(scrollView.addSubview)
    for subview in [scrollView, heroView, titleLabel, bylineLabel, bodyLabel] {
      subview.translatesAutoresizingMaskIntoConstraints = false
    }
    let content = scrollView.contentLayoutGuide
    let frame = scrollView.frameLayoutGuide
    let photo = heroView.image?.size ?? CGSize(width: 3, height: 2)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      heroView.topAnchor.constraint(equalTo: content.topAnchor),
      heroView.leadingAnchor.constraint(equalTo: frame.leadingAnchor),
      heroView.trailingAnchor.constraint(equalTo: frame.trailingAnchor),
      heroView.heightAnchor.constraint(
        equalTo: heroView.widthAnchor, multiplier: photo.height / photo.width),
      titleLabel.leadingAnchor.constraint(equalTo: heroView.leadingAnchor, constant: 20),
      titleLabel.trailingAnchor.constraint(equalTo: heroView.trailingAnchor, constant: -20),
      titleLabel.bottomAnchor.constraint(equalTo: heroView.bottomAnchor, constant: -16),
      bylineLabel.topAnchor.constraint(equalTo: heroView.bottomAnchor, constant: 16),
      bylineLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
      bodyLabel.topAnchor.constraint(equalTo: bylineLabel.bottomAnchor, constant: 12),
      bodyLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
      bodyLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
      bodyLabel.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -24),
      content.widthAnchor.constraint(equalTo: frame.widthAnchor),
    ])
  }
}

/// The hero photo with a darkening gradient over its lower part, kept over the bounds in
/// `layoutSubviews` (a nested view's bounds are not final yet in the controller's
/// `viewDidLayoutSubviews`).
final class HeroImageView: UIImageView {
  let gradient = CAGradientLayer()

  override init(image: UIImage?) {
    super.init(image: image)
    gradient.colors = [UIColor.clear.cgColor, UIColor.black.withAlphaComponent(0.7).cgColor]
    gradient.locations = [0.4, 1]
    layer.addSublayer(gradient)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    gradient.frame = bounds
  }
}
