import Foundation

/// An alert or an action sheet: a title, a message, text fields (alerts only) and actions,
/// presented with ``UIViewController/present(_:animated:completion:)``.
///
/// It is made of ordinary views (labels, text fields, controls), so the renderers draw it and
/// simulated taps reach its actions: a tap on an enabled action dismisses the alert (animated)
/// and runs the action's handler once the dismissal ends. Its layout follows iOS 17's; the
/// metrics are in the article "Presentation".
///
/// ``UIViewController/modalPresentationStyle`` is `.custom`: an alert presents over the whole window (the
/// presenter stays, and gets no appearance callbacks) behind a dimming view.
@preconcurrency @MainActor
open class UIAlertController: UIViewController, ProvidesPresentationController {
  /// The two kinds of alert controller (UIKit's raw values).
  public enum Style: Int, Sendable {
    /// Actions in a sheet at the bottom of the screen (a centred card on an iPad).
    case actionSheet = 0
    /// A centred alert.
    case alert = 1
  }

  /// The style.
  public private(set) var preferredStyle = Style.alert
  /// The message under the title.
  open var message: String? {
    didSet { contentDidChange() }
  }
  /// The actions, in the order they were added.
  public private(set) var actions: [UIAlertAction] = []
  /// The text fields, in the order they were added (nil when there are none).
  open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }
  /// The action drawn bold (alerts only; it must be one of ``actions``, else it is ignored).
  open var preferredAction: UIAlertAction? {
    get { storedPreferredAction }
    set {
      storedPreferredAction = newValue.flatMap { action in
        actions.contains { $0 === action } ? action : nil
      }
      contentDidChange()
    }
  }
  /// The title, above the message.
  open override var title: String? {
    didSet { contentDidChange() }
  }

  var fields: [UITextField] = []
  var storedPreferredAction: UIAlertAction?
  /// The action whose handler runs when the dismissal after a tap ends.
  var tappedAction: UIAlertAction?

  /// Creates an alert controller with a title, a message and a style.
  public convenience init(
    title: String?, message: String?, preferredStyle: UIAlertController.Style
  ) {
    self.init(nibName: nil, bundle: nil)
    self.preferredStyle = preferredStyle
    self.message = message
    self.title = title
    modalPresentationStyle = .custom
  }

  /// Adds an action. A second cancel action is refused (UIKit raises).
  open func addAction(_ action: UIAlertAction) {
    if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
      reportPresentation(
        raised: "UIAlertController can only have one action with a style of "
          + "UIAlertActionStyleCancel")
      return
    }
    actions.append(action)
    action.changeHandler = { [weak self] in self?.contentDidChange() }
    contentDidChange()
  }

  /// Adds a text field and passes it to `configurationHandler`. Alerts only: for an action
  /// sheet it is refused (UIKit raises).
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    guard preferredStyle == .alert else {
      reportPresentation(
        raised: "Text fields can only be added to an alert controller of style "
          + "UIAlertControllerStyleAlert")
      return
    }
    let field = UITextField()
    field.font = .systemFont(ofSize: AlertMetrics.textFieldFontSize)
    field.borderStyle = .none
    field.backgroundColor = .systemBackground
    field.layer.borderColor = UIColor.separator.cgColor
    field.layer.borderWidth = 1 / UIScreen.main.scale
    fields.append(field)
    configurationHandler?(field)
    contentDidChange()
  }

  /// The alert's view: the card of an alert, the groups of an action sheet.
  open override func loadView() {
    view = AlertView(controller: self)
  }

  /// The presentation controller alerts present with.
  func makePresentationController() -> UIPresentationController {
    AlertPresentationController(presentedViewController: self, presenting: nil)
  }

  /// The content changed: the view is built again.
  func contentDidChange() {
    guard let alertView = storedView as? AlertView else { return }
    alertView.rebuild()
    storedPresentationController?.container?.setNeedsLayout()
  }

  /// A tap on an action's button: the alert is dismissed, then the handler runs. Outside a
  /// presentation the handler runs at once.
  func actionTapped(_ action: UIAlertAction) {
    guard action.isEnabled, tappedAction == nil else { return }
    guard storedPresentingViewController != nil else {
      action.handler?(action)
      return
    }
    tappedAction = action
    dismiss(animated: true) { [weak self] in
      self?.tappedAction = nil
      action.handler?(action)
    }
  }
}

/// The presentation of an alert: the alert's view centred in the window (an action sheet's at
/// the bottom) over a dimming view; the presenter stays.
final class AlertPresentationController: UIPresentationController {
  var alert: UIAlertController? { storedPresented as? UIAlertController }
  var isActionSheet: Bool { alert?.preferredStyle == .actionSheet }

  override var shouldPresentInFullscreen: Bool { false }
  override var shouldRemovePresentersView: Bool { false }
  override var usesDimmingView: Bool { true }

  override func installViews(in window: UIWindow) -> PresentationContainerView {
    let container = super.installViews(in: window)
    alert?.view.autoresizingMask = []
    return container
  }

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let container, let alertView = alert?.view as? AlertView else { return .zero }
    let insets = container.window?.safeAreaInsets ?? container.safeAreaInsets
    return alertView.frame(
      in: container.bounds, insets: insets, traits: container.traitCollection,
      scale: container.window?.screen.scale ?? UIScreen.main.scale)
  }
}
