import Foundation

/// The presentation controller of a page or form sheet (iOS 15), with its detents.
///
/// Where the sheet goes depends on the container's traits (see the article "Presentation"):
///
/// - compact width, regular height (a phone in portrait): attached to the bottom edge, as tall
///   as the selected detent's value plus the bottom safe-area inset; the large detent's sheet
///   starts 10 pt below the safe area's top;
/// - regular width and height (an iPad): a centred card, 540 × 620 pt for a form sheet (or the
///   presented controller's `preferredContentSize`), 704 pt wide and nearly the window's
///   height for a page sheet; detents do not apply;
/// - compact height (a phone in landscape): the whole window, as a full-screen presentation.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
  /// The heights the sheet rests at, smallest first (`[.large()]` by default). An empty list
  /// is refused (UIKit raises): the old list stays.
  open var detents: [Detent] = [.large()] {
    didSet {
      if detents.isEmpty {
        LayoutDiagnostics.report(
          .raised(
            name: "NSInternalInconsistencyException",
            reason: "UISheetPresentationController: detents must not be empty "
              + "(OpenUIKit's words)"),
          engine: nil)
        detents = oldValue
        return
      }
      container?.setNeedsLayout()
    }
  }

  /// The detent the sheet rests at; nil (the default) is the smallest active detent.
  open var selectedDetentIdentifier: Detent.Identifier? {
    didSet { container?.setNeedsLayout() }
  }

  /// The largest detent at which nothing is dimmed under the sheet; nil (the default) dims
  /// at every detent.
  open var largestUndimmedDetentIdentifier: Detent.Identifier? {
    didSet { container?.setNeedsLayout() }
  }

  /// Whether the sheet shows a grabber at its top (false by default).
  open var prefersGrabberVisible = false {
    didSet { container?.setNeedsLayout() }
  }

  /// The sheet's corner radius; nil (the default) is the system's (10 pt in OpenUIKit).
  open var preferredCornerRadius: CGFloat? {
    didSet { container?.setNeedsLayout() }
  }

  /// Whether scrolling up in the sheet's content expands it (true by default; OpenUIKit has
  /// no interactive sheets: kept, not used).
  open var prefersScrollingExpandsWhenScrolledToEdge = true

  /// Whether the sheet attaches to the bottom edge in compact height (false by default;
  /// kept, not used: OpenUIKit's compact-height sheets cover the window).
  open var prefersEdgeAttachedInCompactHeight = false

  /// Animates the changes `changes` makes to the sheet (its detents or selected detent): the
  /// sheet moves to its new height with the presentation's spring. Outside a presentation the
  /// changes just apply.
  open func animateChanges(_ changes: () -> Void) {
    guard let container else {
      changes()
      return
    }
    withoutActuallyEscaping(changes) { run in
      UIView.animate(
        withDuration: PresentationMetrics.duration, delay: 0, usingSpringWithDamping: 1,
        initialSpringVelocity: 0, options: [],
        animations: {
          run()
          container.setNeedsLayout()
          (container.window ?? container).layoutIfNeeded()
        })
    }
  }

  /// Where the sheet goes in the container (see the type's overview).
  open override var frameOfPresentedViewInContainerView: CGRect {
    guard let container else { return .zero }
    let bounds = container.bounds
    switch sheetLayout {
    case .fullWindow:
      return bounds
    case .card:
      let size: CGSize
      if style == .formSheet {
        let preferred = presentedViewController.preferredContentSize
        size =
          preferred.width > 0 && preferred.height > 0
          ? preferred : PresentationMetrics.formSheetSize
        let w = min(size.width, bounds.width)
        let h = min(size.height, bounds.height)
        return CGRect(
          x: bounds.minX + (bounds.width - w) / 2, y: bounds.minY + (bounds.height - h) / 2,
          width: w, height: h)
      }
      let insets = windowInsets
      let margin = PresentationMetrics.pageSheetMargin
      let w = max(0, min(PresentationMetrics.pageSheetWidth, bounds.width - 2 * margin))
      let top = insets.top + margin
      let h = max(0, bounds.height - top - insets.bottom - margin)
      return CGRect(
        x: bounds.minX + (bounds.width - w) / 2, y: bounds.minY + top, width: w, height: h)
    case .bottomAttached:
      let value = currentDetentValue()
      let h = value + windowInsets.bottom
      return CGRect(x: bounds.minX, y: bounds.maxY - h, width: bounds.width, height: h)
    }
  }

  /// The three ways a sheet is laid out.
  enum SheetLayout {
    /// Compact height: the whole window.
    case fullWindow
    /// Regular width and height: a centred card.
    case card
    /// Compact width: attached to the bottom edge at a detent.
    case bottomAttached
  }

  /// The layout the container's traits call for.
  var sheetLayout: SheetLayout {
    let traits = traitCollection
    if traits.verticalSizeClass == .compact { return .fullWindow }
    if traits.horizontalSizeClass == .regular { return .card }
    return .bottomAttached
  }

  /// The safe-area insets of the window the sheet is in.
  var windowInsets: UIEdgeInsets {
    container?.window?.safeAreaInsets ?? container?.safeAreaInsets ?? .zero
  }

  /// The context detents resolve in: the container's traits, and the large detent's value
  /// (from 10 pt below the safe area's top to the bottom safe-area inset).
  var resolutionContext: SheetDetentResolutionContext {
    let height = container?.bounds.height ?? 0
    let insets = windowInsets
    let maximum = max(0, height - insets.top - PresentationMetrics.sheetTopGap - insets.bottom)
    return SheetDetentResolutionContext(traits: traitCollection, maximum: maximum)
  }

  /// The selected detent and its value: the one ``selectedDetentIdentifier`` names if it is
  /// active, else the smallest active one (the large value when none is active).
  func currentDetentValue() -> CGFloat {
    let context = resolutionContext
    let active = detents.compactMap { detent in
      detent.resolvedValue(in: context).map { (detent.identifier, $0) }
    }
    if let selected = selectedDetentIdentifier,
      let match = active.first(where: { $0.0 == selected })
    {
      return match.1
    }
    return active.map(\.1).min() ?? context.maximumDetentValue
  }

  override var isDimmed: Bool {
    guard sheetLayout == .bottomAttached, let undimmed = largestUndimmedDetentIdentifier,
      let detent = detents.first(where: { $0.identifier == undimmed }),
      let limit = detent.resolvedValue(in: resolutionContext)
    else { return true }
    return currentDetentValue() > limit
  }

  override func updateSheetAppearance() {
    guard let sheet = sheetView else { return }
    let layout = sheetLayout
    sheet.layer.cornerRadius =
      layout == .fullWindow ? 0 : preferredCornerRadius ?? PresentationMetrics.sheetCornerRadius
    sheet.layer.maskedCorners =
      layout == .card
      ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
      : [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    sheet.grabber.isHidden = !(prefersGrabberVisible && layout == .bottomAttached)
  }
}
