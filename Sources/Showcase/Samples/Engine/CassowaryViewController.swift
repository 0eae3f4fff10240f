import Foundation
import OpenUIKit

/// Sample E1: every constraint is the linear equation `item1.attr = item2.attr × multiplier +
/// constant`, and the engine solves them together. The tutorial gives the rule and its example
/// (`button.leading = container.leading × 1.0 + 16.0`) without a screen; this is the smallest
/// one that writes each constraint in that exact form with
/// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`: a
/// container 20 pt in from the sides and under the safe area, 200 high, and a 44 pt button whose
/// width is half the container's, with an inequality keeping it at least 100 wide.
///
/// Showcase changes: the whole screen is built here; `moveButton()` changes one constant (the
/// example's 16 to 48) and lays out in a 0.3 s animation.
public final class CassowaryViewController: UIViewController {
  /// The container.
  public let containerView = UIView()
  /// The button.
  public let button = UIButton(type: .system)
  /// `button.leading = containerView.leading × 1.0 + 16.0`.
  public private(set) var leadingConstraint: NSLayoutConstraint?

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    containerView.backgroundColor = .secondarySystemBackground
    button.backgroundColor = .systemBlue
    button.setTitle("Button", for: .normal)
    button.setTitleColor(.white, for: .normal)
    for item in [containerView, button] { item.translatesAutoresizingMaskIntoConstraints = false }
    view.addSubview(containerView)
    containerView.addSubview(button)

    let guide = view.safeAreaLayoutGuide
    let leading = NSLayoutConstraint(
      item: button, attribute: .leading, relatedBy: .equal,
      toItem: containerView, attribute: .leading, multiplier: 1.0, constant: 16.0)
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: containerView, attribute: .leading, relatedBy: .equal,
        toItem: view, attribute: .leading, multiplier: 1.0, constant: 20.0),
      NSLayoutConstraint(
        item: containerView, attribute: .trailing, relatedBy: .equal,
        toItem: view, attribute: .trailing, multiplier: 1.0, constant: -20.0),
      NSLayoutConstraint(
        item: containerView, attribute: .top, relatedBy: .equal,
        toItem: guide, attribute: .top, multiplier: 1.0, constant: 20.0),
      NSLayoutConstraint(
        item: containerView, attribute: .height, relatedBy: .equal,
        toItem: nil, attribute: .notAnAttribute, multiplier: 1.0, constant: 200.0),
      leading,
      NSLayoutConstraint(
        item: button, attribute: .centerY, relatedBy: .equal,
        toItem: containerView, attribute: .centerY, multiplier: 1.0, constant: 0.0),
      NSLayoutConstraint(
        item: button, attribute: .width, relatedBy: .equal,
        toItem: containerView, attribute: .width, multiplier: 0.5, constant: 0.0),
      NSLayoutConstraint(
        item: button, attribute: .width, relatedBy: .greaterThanOrEqual,
        toItem: nil, attribute: .notAnAttribute, multiplier: 1.0, constant: 100.0),
      NSLayoutConstraint(
        item: button, attribute: .height, relatedBy: .equal,
        toItem: nil, attribute: .notAnAttribute, multiplier: 1.0, constant: 44.0),
    ])
    leadingConstraint = leading

    containerView.accessibilityIdentifier = "containerView"
    button.accessibilityIdentifier = "button"
  }

  /// Changes the leading equation's constant from 16 to 48; the engine solves again.
  public func moveButton() {
    leadingConstraint?.constant = 48
    UIView.animate(withDuration: 0.3) {
      self.view.layoutIfNeeded()
    }
  }
}

extension ShowcaseSample {
  /// E1: the button at container.leading + 16, then + 48.
  static let e1 = ShowcaseSample(
    id: "E1", title: "Cassowary equations", make: { CassowaryViewController() }
  ) {
    ShowcaseStep("initial layout")
    ShowcaseStep("constant 16 to 48") {
      $0.controller(as: CassowaryViewController.self)?.moveButton()
    }
  }
}
