import Foundation
import OpenUIKit

/// Sample E6: a view with a top, a leading and a trailing constraint but no height — an
/// ambiguous layout. The tutorial prints `customView.hasAmbiguousLayout` and dumps the tree with
/// `_autolayoutTrace`; the script writes both to the step's log.
///
/// Showcase changes: the screen around the tutorial's check (the view 20 pt under the safe area,
/// 16 pt in from the sides); `addHeight()` adds the missing 40 pt height.
public final class AmbiguityViewController: UIViewController {
  /// The view without a height.
  public let customView = UIView()

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    customView.backgroundColor = .systemOrange
    customView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(customView)
    NSLayoutConstraint.activate([
      customView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      customView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      customView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
    ])
    customView.accessibilityIdentifier = "customView"
  }

  /// Adds the missing height.
  public func addHeight() {
    customView.heightAnchor.constraint(equalToConstant: 40).isActive = true
    view.layoutIfNeeded()
  }
}

extension ShowcaseSample {
  /// Logs what the tutorial prints: `hasAmbiguousLayout` and the window's trace.
  @MainActor
  static func e6Check(_ session: ShowcaseSession) {
    guard let controller = session.controller(as: AmbiguityViewController.self) else { return }
    session.log("hasAmbiguousLayout: \(controller.customView.hasAmbiguousLayout)")
    session.log(session.window._autolayoutTrace())
  }

  /// E6: ambiguous without a height, resolved with one.
  static let e6 = ShowcaseSample(
    id: "E6", title: "Ambiguous layout", make: { AmbiguityViewController() }
  ) {
    ShowcaseStep("ambiguous") { e6Check($0) }
    ShowcaseStep("add height") { session in
      session.controller(as: AmbiguityViewController.self)?.addHeight()
      e6Check(session)
    }
  }
}
