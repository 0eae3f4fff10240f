import Foundation
import OpenUIKit
import Testing

/// Samples C5 (RatingView: five 30 pt stars in a horizontal `.fillEqually` stack, spacing
/// 4, centred in its container with top and bottom insets of 16 as C10 places it) and C7
/// (CardView: a vertical stack, spacing 12, inset 16, of a header label and a content view).
/// Plain views stand in for the buttons and an intrinsic-size view for the label.
@MainActor
@Suite struct SampleC5C7StackTests: LayoutBehaviorSuite {
  /// C5's RatingView: the stack fills the view; each star is 30 × 30.
  final class RatingView: UIView {
    let stackView = UIStackView()
    var starButtons: [UIView] = []

    override init(frame: CGRect) {
      super.init(frame: frame)
      addSubview(stackView)
      stackView.axis = .horizontal
      stackView.spacing = 4
      stackView.distribution = .fillEqually
      for i in 0..<5 {
        let star = UIView()
        star.tag = i + 1
        stackView.addArrangedSubview(star)
        starButtons.append(star)
      }
      stackView.translatesAutoresizingMaskIntoConstraints = false
      var list = [
        stackView.topAnchor.constraint(equalTo: topAnchor),
        stackView.leadingAnchor.constraint(equalTo: leadingAnchor),
        stackView.bottomAnchor.constraint(equalTo: bottomAnchor),
        stackView.trailingAnchor.constraint(equalTo: trailingAnchor),
      ]
      for star in starButtons {
        list.append(star.widthAnchor.constraint(equalToConstant: 30))
        list.append(star.heightAnchor.constraint(equalToConstant: 30))
      }
      NSLayoutConstraint.activate(list)
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }
  }

  @Test func ratingViewCentredInItsCard() {
    let container = makeRoot(width: 393, height: 400)
    let holder = addAutoLayoutView(to: container)
    let rating = RatingView(frame: .zero)
    rating.translatesAutoresizingMaskIntoConstraints = false
    holder.addSubview(rating)
    NSLayoutConstraint.activate([
      holder.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      holder.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      holder.topAnchor.constraint(equalTo: container.topAnchor),
      rating.centerXAnchor.constraint(equalTo: holder.centerXAnchor),
      rating.centerYAnchor.constraint(equalTo: holder.centerYAnchor),
      rating.topAnchor.constraint(equalTo: holder.topAnchor, constant: 16),
      rating.bottomAnchor.constraint(equalTo: holder.bottomAnchor, constant: -16),
    ])
    let diagnostics = LayoutDiagnostics.capture { container.layoutIfNeeded() }
    #expect(diagnostics.isEmpty)
    // 5 × 30 + 4 × 4 = 166 wide, centred in 393: x = 113.5.
    expectFrame(holder.frame, 0, 0, 393, 62)
    expectFrame(rating.frame, 113.5, 16, 166, 30)
    expectFrame(rating.stackView.frame, 0, 0, 166, 30)
    for (i, star) in rating.starButtons.enumerated() {
      expectFrame(star.frame, CGFloat(i) * 34, 0, 30, 30)
    }
  }

  @Test func cardViewStacksHeaderAndContent() {
    let root = makeRoot(width: 393, height: 852)
    let card = addAutoLayoutView(to: root)
    let stack = UIStackView()
    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(stack)
    // Bold 18 pt system font: a one-line label about 21.5 pt high.
    let header = LayoutFixtures.IntrinsicView(120, 21.5)
    let content = UIView()
    stack.addArrangedSubview(header)
    stack.addArrangedSubview(content)
    let body = addAutoLayoutView(to: content)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      stack.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
      stack.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
      stack.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
      stack.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
      body.topAnchor.constraint(equalTo: content.topAnchor),
      body.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      body.bottomAnchor.constraint(equalTo: content.bottomAnchor),
      body.trailingAnchor.constraint(equalTo: content.trailingAnchor),
      body.heightAnchor.constraint(equalToConstant: 30),
    ])
    root.layoutIfNeeded()
    expectFrame(card.frame, 16, 100, 361, 95.5)
    expectFrame(stack.frame, 16, 16, 329, 63.5)
    expectFrame(header.frame, 0, 0, 329, 21.5)
    expectFrame(content.frame, 0, 33.5, 329, 30)
    expectFrame(body.frame, 0, 0, 329, 30)
  }
}
