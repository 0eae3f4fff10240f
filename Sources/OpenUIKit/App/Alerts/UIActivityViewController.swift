import Foundation

/// A service that acts on shared items (a share sheet's entry).
@preconcurrency @MainActor
open class UIActivity: NSObject {
  /// An activity's identifier.
  public struct ActivityType: RawRepresentable, Hashable, Sendable {
    /// The identifier.
    public let rawValue: String
    /// Creates an identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Copying to the pasteboard (`com.apple.UIKit.activity.CopyToPasteboard`).
    public static let copyToPasteboard = ActivityType(
      rawValue: "com.apple.UIKit.activity.CopyToPasteboard")
    /// Printing (`com.apple.UIKit.activity.Print`).
    public static let print = ActivityType(rawValue: "com.apple.UIKit.activity.Print")
    /// Sending by mail (`com.apple.UIKit.activity.Mail`).
    public static let mail = ActivityType(rawValue: "com.apple.UIKit.activity.Mail")
    /// Sending as a message (`com.apple.UIKit.activity.Message`).
    public static let message = ActivityType(rawValue: "com.apple.UIKit.activity.Message")
  }

  /// Creates an activity.
  public override init() {
    super.init()
  }

  /// The activity's identifier (nil by default).
  open var activityType: ActivityType? { nil }
  /// The title shown for the activity (nil by default).
  open var activityTitle: String? { nil }
}

/// The share sheet. OpenUIKit has no share services: it presents a placeholder sheet with a
/// title row (the first item's text), laid out as a form sheet (on iPhone at the medium and
/// large detents, medium first, as iOS 17's share sheet opens; on iPad a centred card).
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
  /// The items to share.
  let activityItems: [Any]
  /// The app's own activities.
  let applicationActivities: [UIActivity]?
  /// The activities not to show (kept; OpenUIKit shows none).
  open var excludedActivityTypes: [UIActivity.ActivityType]?
  /// What runs when the share sheet closes: the activity chosen, whether it completed, the
  /// items it returned and its error.
  public typealias CompletionWithItemsHandler = (
    UIActivity.ActivityType?, Bool, [Any]?, (any Error)?
  ) -> Void
  /// Runs when the share sheet is dismissed (OpenUIKit: with no activity, not completed).
  open var completionWithItemsHandler: CompletionWithItemsHandler?
  /// The label of the title row.
  let titleLabel = UILabel()

  /// Creates a share sheet for `activityItems` and the app's `applicationActivities`.
  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    self.activityItems = activityItems
    self.applicationActivities = applicationActivities
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .formSheet
    sheetPresentationController?.detents = [.medium(), .large()]
  }

  /// Creates a share sheet from an archive: nothing to share.
  public required init?(coder: NSCoder) {
    activityItems = []
    applicationActivities = nil
    super.init(coder: coder)
  }

  /// The share sheet went away: ``completionWithItemsHandler`` learns that nothing was done.
  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if isBeingDismissed { completionWithItemsHandler?(nil, false, nil, nil) }
  }

  /// The text of the title row: the first item that is a string or a URL, else the first
  /// item's description.
  var titleText: String {
    for item in activityItems {
      if let text = item as? String { return text }
      if let url = item as? URL { return url.absoluteString }
    }
    return activityItems.first.map { String(describing: $0) } ?? ""
  }

  /// The placeholder sheet: a system background and the title row, 20 pt from the top and
  /// 16 pt from the sides, in 17 pt semibold.
  open override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    titleLabel.text = titleText
    titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
    titleLabel.accessibilityIdentifier = "UIActivityViewController.title"
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(titleLabel)
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
      titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -16),
    ])
  }
}
