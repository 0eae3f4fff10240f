import Foundation
import OpenUIKit
import SnapKit

/// Sample A5, as the tutorial writes it: a container 40 pt under the safe area (sides inset
/// 20) holding a 50 pt header button and a multi-line label whose `height == 0` constraint is
/// kept; its bottom (−16) is only `.low`. Toggling sets the height to the label's intrinsic
/// (wrapped) height, swaps the header's title and springs alpha and layout (0.3 s, damping
/// 0.8, velocity 0.5).
///
/// Showcase changes: accessibility identifiers, `@objc` dropped and the header's target
/// written `addTarget(self, action: AccordionViewController.toggleAccordion, for:)`.
public final class AccordionViewController: UIViewController {
  /// The header button.
  public let headerButton = UIButton(type: .system)
  /// The label the accordion shows and hides.
  public let contentLabel = UILabel()
  /// The rounded container.
  public let containerView = UIView()

  /// Whether the accordion is open.
  public var isExpanded = false
  /// The label's height constraint.
  public var contentHeightConstraint: Constraint?

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    setupViews()
    containerView.accessibilityIdentifier = "containerView"
    headerButton.accessibilityIdentifier = "headerButton"
    contentLabel.accessibilityIdentifier = "contentLabel"
  }

  private func setupViews() {
    view.addSubview(containerView)
    containerView.backgroundColor = .secondarySystemBackground
    containerView.layer.cornerRadius = 12
    containerView.clipsToBounds = true

    containerView.addSubview(headerButton)
    headerButton.setTitle("Tafsilotlarni ko'rsatish", for: .normal)
    headerButton.titleLabel?.font = .boldSystemFont(ofSize: 16)
    headerButton.addTarget(
      self, action: AccordionViewController.toggleAccordion, for: .touchUpInside)

    containerView.addSubview(contentLabel)
    contentLabel.text =
      "SnapKit orqali qilingan ushbu animatsiya juda silliq va ishlashga qulay. Bu yerda siz "
      + "xohlagancha tekst yozishingiz mumkin."
    contentLabel.numberOfLines = 0
    contentLabel.alpha = 0

    containerView.snp.makeConstraints { make in
      make.top.equalTo(view.safeAreaLayoutGuide).offset(40)
      make.leading.trailing.equalToSuperview().inset(20)
    }

    headerButton.snp.makeConstraints { make in
      make.top.leading.trailing.equalToSuperview()
      make.height.equalTo(50)
    }

    contentLabel.snp.makeConstraints { make in
      make.top.equalTo(headerButton.snp.bottom)
      make.leading.trailing.equalToSuperview().inset(16)
      self.contentHeightConstraint = make.height.equalTo(0).constraint
      make.bottom.equalToSuperview().offset(-16).priority(.low)
    }
  }

  private func toggleAccordion() {
    isExpanded.toggle()

    let targetHeight = isExpanded ? contentLabel.intrinsicContentSize.height : 0
    contentHeightConstraint?.update(offset: targetHeight)

    headerButton.setTitle(
      isExpanded ? "Tafsilotlarni yashirish" : "Tafsilotlarni ko'rsatish", for: .normal)

    UIView.animate(
      withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0.5
    ) {
      self.contentLabel.alpha = self.isExpanded ? 1 : 0
      self.view.layoutIfNeeded()
    }
  }
}

extension ShowcaseSample {
  /// A5: the label opens to its wrapped height (61 pt) and closes again.
  static let a5 = ShowcaseSample(
    id: "A5", title: "Accordion", make: { AccordionViewController() }
  ) {
    ShowcaseStep("closed")
    ShowcaseStep("tap: open") { $0.tap("headerButton") }
    ShowcaseStep("tap: close") { $0.tap("headerButton") }
  }
}
