import Foundation

/// A view controller's top or bottom layout guide: the band from the view's top edge down to
/// its safe area (the status bar and any bar above the content), or from the safe area's
/// bottom to the view's bottom edge.
///
/// Deprecated by Apple in iOS 11 in favour of `safeAreaLayoutGuide`, and still in UIKit and in
/// apps: ``UIViewController/topLayoutGuide`` and ``UIViewController/bottomLayoutGuide``
/// return one.
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
  /// The guide's height: how far the safe area is inset from the view's edge.
  var length: CGFloat { get }
  /// The guide's top edge.
  var topAnchor: NSLayoutYAxisAnchor { get }
  /// The guide's bottom edge.
  var bottomAnchor: NSLayoutYAxisAnchor { get }
  /// The guide's height.
  var heightAnchor: NSLayoutDimension { get }
}

/// The layout guide behind ``UIViewController/topLayoutGuide`` and
/// ``UIViewController/bottomLayoutGuide``: a guide of the controller's view, as wide as the
/// view, between one of its edges and the safe area.
@preconcurrency @MainActor
final class ViewControllerLayoutSupportGuide: UILayoutGuide, UILayoutSupport {
  var length: CGFloat { layoutFrame.height }
}

extension UIViewController {
  /// The identifiers of the two guides among the view's layout guides.
  static let topLayoutGuideIdentifier = "UIViewControllerTopLayoutGuide"
  static let bottomLayoutGuideIdentifier = "UIViewControllerBottomLayoutGuide"

  /// The band above the safe area: from the top of ``view`` to its safe area's top (UIKit's
  /// deprecated `topLayoutGuide`; use `view.safeAreaLayoutGuide` in new code).
  public var topLayoutGuide: UILayoutSupport {
    layoutSupportGuide(top: true)
  }

  /// The band below the safe area: from its bottom to the bottom of ``view`` (UIKit's
  /// deprecated `bottomLayoutGuide`).
  public var bottomLayoutGuide: UILayoutSupport {
    layoutSupportGuide(top: false)
  }

  /// The guide, added to the view and constrained on first use.
  private func layoutSupportGuide(top: Bool) -> ViewControllerLayoutSupportGuide {
    let identifier =
      top ? UIViewController.topLayoutGuideIdentifier : UIViewController.bottomLayoutGuideIdentifier
    let root: UIView = view
    for case let guide as ViewControllerLayoutSupportGuide in root.layoutGuides
    where guide.identifier == identifier {
      return guide
    }
    let guide = ViewControllerLayoutSupportGuide()
    guide.identifier = identifier
    root.addLayoutGuide(guide)
    let safe = root.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      guide.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      top
        ? guide.topAnchor.constraint(equalTo: root.topAnchor)
        : guide.topAnchor.constraint(equalTo: safe.bottomAnchor),
      top
        ? guide.bottomAnchor.constraint(equalTo: safe.topAnchor)
        : guide.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    return guide
  }
}
