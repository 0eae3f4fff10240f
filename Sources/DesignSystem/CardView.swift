import Foundation
import OpenUIKit
import SnapKit

/// A rounded container with a shadow (C7): a vertical stack (spacing 12, inset 16) of a bold
/// header label and a content view; ``setContent(_:)`` pins a view to the content view's edges.
///
/// Changes from the tutorial: `import OpenUIKit`; `public`.
@MainActor
public final class CardView: BaseView {

  private let headerLabel = UILabel()
  private let contentView = UIView()
  private let containerStack = UIStackView()

  /// Background, 16 pt corners, the shadow, and the stack of header and content.
  public override func setupSubviews() {
    backgroundColor = .systemBackground
    layer.cornerRadius = 16
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = 0.1
    layer.shadowOffset = CGSize(width: 0, height: 4)
    layer.shadowRadius = 8

    addSubview(containerStack)
    containerStack.axis = .vertical
    containerStack.spacing = 12

    headerLabel.font = .boldSystemFont(ofSize: 18)

    containerStack.addArrangedSubview(headerLabel)
    containerStack.addArrangedSubview(contentView)
  }

  /// The stack inset 16 on every side.
  public override func setupConstraints() {
    containerStack.snp.makeConstraints { make in
      make.edges.equalToSuperview().inset(16)
    }
  }

  /// Sets the header's text.
  public func setHeader(title: String) {
    headerLabel.text = title
  }

  /// Replaces the content with `view`, pinned to the content view's edges.
  public func setContent(_ view: UIView) {
    contentView.subviews.forEach { $0.removeFromSuperview() }
    contentView.addSubview(view)

    view.snp.makeConstraints { make in
      make.edges.equalToSuperview()
    }
  }
}
