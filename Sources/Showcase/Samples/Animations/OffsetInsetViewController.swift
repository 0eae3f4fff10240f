import Foundation
import OpenUIKit
import SnapKit

/// Sample A3: `update(offset:)` against `update(inset:)`, and a remake for an anchor change (the
/// tutorial's three rules, given without a screen). A 100 × 100 box keeps its trailing and
/// bottom constraints (`inset(20)` from the superview and the safe area).
///
/// Showcase changes: the whole screen is built here to run the rules; each rule is a method the
/// script calls, and each lays out inside `UIView.animate(withDuration: 0.3)`.
public final class OffsetInsetViewController: UIViewController {
  /// The box.
  public let boxView = UIView()
  /// The box's trailing constraint.
  public var trailingConstraint: Constraint?
  /// The box's bottom constraint.
  public var bottomConstraint: Constraint?

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    boxView.backgroundColor = .systemOrange
    view.addSubview(boxView)

    boxView.snp.makeConstraints { make in
      make.size.equalTo(100)
      self.trailingConstraint = make.trailing.equalToSuperview().inset(20).constraint
      self.bottomConstraint = make.bottom.equalTo(view.safeAreaLayoutGuide).inset(20).constraint
    }

    boxView.accessibilityIdentifier = "boxView"
  }

  /// `update(offset: 20)`: positive offsets move right and down, on the trailing and bottom
  /// edges too.
  public func updateOffsets() {
    trailingConstraint?.update(offset: 20)
    bottomConstraint?.update(offset: 20)
    animateLayout()
  }

  /// `update(inset: 40)`: insets move inwards (SnapKit negates them on trailing and bottom).
  public func updateInsets() {
    trailingConstraint?.update(inset: 40)
    bottomConstraint?.update(inset: 40)
    animateLayout()
  }

  /// An anchor change written as an update: SnapKit reports it (no constraint to update).
  public func updateAnchor() {
    boxView.snp.updateConstraints { make in
      make.top.equalTo(view.safeAreaLayoutGuide).offset(20)
    }
    animateLayout()
  }

  /// The anchor change as a remake: top-leading, 20 pt in.
  public func remakeAnchor() {
    boxView.snp.remakeConstraints { make in
      make.size.equalTo(100)
      make.leading.equalToSuperview().inset(20)
      make.top.equalTo(view.safeAreaLayoutGuide).offset(20)
    }
    animateLayout()
  }

  private func animateLayout() {
    UIView.animate(withDuration: 0.3) {
      self.view.layoutIfNeeded()
    }
  }
}

extension ShowcaseSample {
  /// A3: offsets move right and down, insets inwards; the anchor change needs a remake.
  static let a3 = ShowcaseSample(
    id: "A3", title: "Offset vs inset", make: { OffsetInsetViewController() }
  ) {
    ShowcaseStep("initial layout")
    ShowcaseStep("update offset 20") {
      $0.controller(as: OffsetInsetViewController.self)?.updateOffsets()
    }
    ShowcaseStep("update inset 40") {
      $0.controller(as: OffsetInsetViewController.self)?.updateInsets()
    }
    ShowcaseStep("update anchor fails") {
      $0.controller(as: OffsetInsetViewController.self)?.updateAnchor()
    }
    ShowcaseStep("remake anchor") {
      $0.controller(as: OffsetInsetViewController.self)?.remakeAnchor()
    }
  }
}
