import Foundation
import OpenUIKit
import Testing

/// `systemLayoutSizeFitting` (reference §7.3): the size closest to a target that the view's
/// constraints allow.
@MainActor
@Suite struct FittingSizeTests: LayoutBehaviorSuite {
  /// A cell-like content view: a 100 × 20 label inset by 8 on every side.
  func makeCell() -> (content: UIView, label: IntrinsicView) {
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let label = IntrinsicView(100, 20)
    content.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 8),
      label.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -8),
      label.topAnchor.constraint(equalTo: content.topAnchor, constant: 8),
      label.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -8),
    ])
    return (content, label)
  }

  @Test func compressedSizeIsZero() {
    #expect(UIView.layoutFittingCompressedSize == .zero)
    #expect(UIView.layoutFittingExpandedSize.width > 1000)
    #expect(UIView.layoutFittingExpandedSize.height > 1000)
  }

  @Test func compressedFittingSizeHugsTheContent() {
    let (content, _) = makeCell()
    let size = content.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    expectValue(size.width, 116)
    expectValue(size.height, 36)
  }

  @Test func requiredWidthAndFittingHeight() {
    let (content, label) = makeCell()
    let size = content.systemLayoutSizeFitting(
      CGSize(width: 300, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    expectValue(size.width, 300)
    expectValue(size.height, 36)
    // Measuring lays nothing out.
    expectFrame(label.frame, 0, 0, 0, 0)
    expectFrame(content.frame, 0, 0, 320, 44)
  }

  /// A fresh tree is built for its first fitting without its root's size pins (the fitting
  /// releases them anyway); they are in again for the layout that follows.
  @Test func aFreshTreeLaysOutAtItsBoundsAfterItsFirstFitting() {
    let (content, label) = makeCell()
    let size = content.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    expectValue(size.width, 116)
    expectValue(size.height, 36)
    content.layoutIfNeeded()
    expectFrame(content.frame, 0, 0, 320, 44)
    expectFrame(label.frame, 8, 8, 304, 28)
  }

  /// Fitting a subview of a fresh tree: the root's size pins (999) are in the solver during
  /// the fitting, so a subview tied to the root's edges keeps the root's width.
  @Test func fittingASubviewOfAFreshTreeKeepsItsRootPinned() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let card = UIView()
    card.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(card)
    let label = IntrinsicView(100, 20)
    card.addSubview(label)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      card.topAnchor.constraint(equalTo: root.topAnchor),
      label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
      label.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
      label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
    ])
    let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    expectValue(size.width, 320)
    expectValue(size.height, 36)
    root.layoutIfNeeded()
    expectFrame(card.frame, 0, 0, 320, 36)
    expectFrame(label.frame, 8, 8, 100, 20)
  }

  @Test func fittingDoesNotDisturbALaidOutTree() {
    let root = makeRoot(width: 320, height: 200)
    let card = addAutoLayoutView(to: root)
    let label = IntrinsicView(100, 20)
    card.addSubview(label)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      card.topAnchor.constraint(equalTo: root.topAnchor),
      label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
      label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
      label.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
      label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
    ])
    root.layoutIfNeeded()
    expectFrame(card.frame, 0, 0, 116, 36)
    let size = card.systemLayoutSizeFitting(
      CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    expectValue(size.width, 200)
    expectValue(size.height, 36)
    root.setNeedsLayout()
    root.layoutIfNeeded()
    expectFrame(card.frame, 0, 0, 116, 36)
    expectFrame(label.frame, 8, 8, 100, 20)
  }
}
