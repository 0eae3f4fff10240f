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

  /// A fresh tree fitted at its root takes the fitting constraints before its own (so its
  /// trailing and bottom insets meet the target size already in place): the sizes are those
  /// of a tree whose engine was made first, for a second target too, and when the solver
  /// refuses the fitting width (a required width of its own wins, with nothing reported).
  @Test func aFreshRootTakesItsFittingConstraintsFirst() {
    func fitted(engineFirst: Bool, fixedWidth: CGFloat?) -> [CGSize] {
      let (content, _) = makeCell()
      if let fixedWidth {
        content.widthAnchor.constraint(equalToConstant: fixedWidth).isActive = true
      }
      if engineFirst { content.layoutIfNeeded() }
      return [CGSize(width: 300, height: 0), CGSize(width: 250, height: 0)].map {
        content.systemLayoutSizeFitting(
          $0, withHorizontalFittingPriority: .required,
          verticalFittingPriority: .fittingSizeLevel)
      }
    }
    let ahead = fitted(engineFirst: false, fixedWidth: nil)
    #expect(ahead == fitted(engineFirst: true, fixedWidth: nil))
    #expect(ahead == [CGSize(width: 300, height: 36), CGSize(width: 250, height: 36)])
    var refused: [CGSize] = []
    let diagnostics = LayoutDiagnostics.capture {
      refused = fitted(engineFirst: false, fixedWidth: 200)
    }
    #expect(diagnostics.isEmpty)  // the tree's width wins silently, as after the tree
    #expect(refused == fitted(engineFirst: true, fixedWidth: 200))
    #expect(refused == [CGSize(width: 200, height: 36), CGSize(width: 200, height: 36)])
  }

  /// A conflict within a fresh tree fitted at its root is reported once, for the same
  /// constraint, as when the engine was made before the fitting.
  @Test func aConflictInAFreshRootIsReportedOnce() {
    func brokenWidth(engineFirst: Bool) -> [CGFloat] {
      let (content, label) = makeCell()
      let wide = label.widthAnchor.constraint(equalToConstant: 120)
      let diagnostics = LayoutDiagnostics.capture {
        NSLayoutConstraint.activate([label.widthAnchor.constraint(equalToConstant: 100), wide])
        if engineFirst { content.layoutIfNeeded() }
        _ = content.systemLayoutSizeFitting(
          CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
          verticalFittingPriority: .fittingSizeLevel)
      }
      return diagnostics.compactMap {
        if case .unsatisfiable(_, let broken) = $0 { return broken.constant }
        return nil
      }
    }
    #expect(brokenWidth(engineFirst: false) == [120])
    #expect(brokenWidth(engineFirst: true) == [120])
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
