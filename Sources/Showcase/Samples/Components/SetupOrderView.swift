import DesignSystem
import Foundation
import OpenUIKit
import SnapKit

/// C1's component: a `BaseView` subclass that writes down each setup call as it happens and
/// shows the list, so the screen proves the order `setupSubviews`, `setupConstraints`,
/// `setupBindings`.
public final class SetupOrderView: BaseView {
  /// The setup methods in the order `init` called them.
  public private(set) var calls: [String] = []
  /// The title.
  public let titleLabel = UILabel()
  /// The numbered list of calls.
  public let callsLabel = UILabel()

  /// Records the call; adds and styles the labels.
  public override func setupSubviews() {
    calls.append("setupSubviews")
    backgroundColor = .white
    layer.cornerRadius = 12
    addSubview(titleLabel)
    addSubview(callsLabel)
    titleLabel.font = .boldSystemFont(ofSize: 20)
    titleLabel.text = "BaseView"
    callsLabel.font = .systemFont(ofSize: 16)
    callsLabel.textColor = AppColors.textSecondary
    callsLabel.numberOfLines = 0
  }

  /// Records the call; title at the top, the list under it, both inset 16.
  public override func setupConstraints() {
    calls.append("setupConstraints")
    titleLabel.snp.makeConstraints { make in
      make.top.leading.trailing.equalToSuperview().inset(Spacing.md)
    }
    callsLabel.snp.makeConstraints { make in
      make.top.equalTo(titleLabel.snp.bottom).offset(Spacing.sm)
      make.leading.trailing.bottom.equalToSuperview().inset(Spacing.md)
    }
  }

  /// Records the call and shows the numbered list.
  public override func setupBindings() {
    calls.append("setupBindings")
    callsLabel.text = calls.enumerated().map { "\($0.offset + 1). \($0.element)" }
      .joined(separator: "\n")
  }
}
