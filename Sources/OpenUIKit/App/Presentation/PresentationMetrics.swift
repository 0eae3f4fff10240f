import Foundation

/// The numbers of modal presentation. Apple publishes none of them (uikit-apps.md §1.4.9,
/// §8.4: grade U); each is an OpenUIKit decision, listed in the article "Presentation".
enum PresentationMetrics {
  /// How long a presentation or a dismissal animates: 0.5 s, on a critically damped spring
  /// (damping ratio 1, no initial velocity). Detent changes in `animateChanges(_:)` too.
  static let duration: TimeInterval = 0.5
  /// How long an alert fades in or out: 0.25 s, ease-out in, ease-in out.
  static let alertDuration: TimeInterval = 0.25
  /// The colour of the dimming view behind sheets and alerts: black at 20 % opacity.
  static let dimmingAlpha: CGFloat = 0.2
  /// How far below the safe area's top a large-detent sheet starts on a phone: 10 pt
  /// (so 69 pt on the Dynamic Island phones, 30 pt on the iPhone SE).
  static let sheetTopGap: CGFloat = 10
  /// The corner radius of a sheet's top corners (all four on an iPad sheet): 10 pt.
  static let sheetCornerRadius: CGFloat = 10
  /// The grabber: a capsule of 36 × 5 pt, 5 pt below the sheet's top edge.
  static let grabberSize = CGSize(width: 36, height: 5)
  static let grabberTop: CGFloat = 5
  /// A form sheet's size on a regular-width, regular-height window when the presented
  /// controller has no `preferredContentSize`: 540 × 620 pt (the historic figure).
  static let formSheetSize = CGSize(width: 540, height: 620)
  /// A page sheet on a regular-width, regular-height window: 704 pt wide (at most the
  /// window's width less 40), centred, from 20 pt below the safe area's top to 20 pt above
  /// its bottom.
  static let pageSheetWidth: CGFloat = 704
  static let pageSheetMargin: CGFloat = 20
}

extension UIModalPresentationStyle {
  /// The style OpenUIKit presents with: ``automatic`` is ``pageSheet`` (iOS 17), the
  /// context styles present over the whole window, ``popover`` as a form sheet.
  var resolved: UIModalPresentationStyle {
    switch self {
    case .automatic: .pageSheet
    case .none, .currentContext, .fullScreen: .fullScreen
    case .overCurrentContext, .overFullScreen: .overFullScreen
    case .popover, .formSheet: .formSheet
    case .pageSheet: .pageSheet
    case .custom: .custom
    }
  }

  /// Whether the style is a sheet (page or form sheet, after resolution).
  var isSheet: Bool {
    let style = resolved
    return style == .pageSheet || style == .formSheet
  }
}
