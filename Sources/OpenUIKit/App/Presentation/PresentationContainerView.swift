import Foundation

/// The view a presentation's views live in (UIKit's `UITransitionView`): it covers the
/// window, above the views under the presentation, and has its presentation controller lay
/// out its subviews.
final class PresentationContainerView: UIView {
  /// The presentation whose views this holds.
  weak var presentation: UIPresentationController?

  override func layoutSubviews() {
    super.layoutSubviews()
    presentation?.layoutContainer()
  }
}

/// The rounded view a sheet's content (the presented controller's view) fills, with the
/// grabber on top when the sheet shows one.
final class PresentationSheetView: UIView {
  /// The presented controller's view.
  let content: UIView
  /// The grabber (hidden unless `prefersGrabberVisible`).
  let grabber = UIView()

  init(content: UIView) {
    self.content = content
    super.init(frame: .zero)
    accessibilityIdentifier = "PresentationSheetView"
    clipsToBounds = true
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    content.frame = bounds
    addSubview(content)
    grabber.backgroundColor = .tertiaryLabel
    grabber.layer.cornerRadius = PresentationMetrics.grabberSize.height / 2
    grabber.isHidden = true
    grabber.isUserInteractionEnabled = false
    grabber.accessibilityIdentifier = "PresentationGrabber"
    addSubview(grabber)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    if content.superview === self { content.frame = bounds }
    let size = PresentationMetrics.grabberSize
    grabber.frame = CGRect(
      x: (bounds.width - size.width) / 2, y: PresentationMetrics.grabberTop, width: size.width,
      height: size.height)
    if let content = subviews.last, content !== grabber { bringSubviewToFront(grabber) }
  }
}
