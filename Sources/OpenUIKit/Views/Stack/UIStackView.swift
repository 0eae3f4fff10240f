import Foundation

/// A view that lays out a row or a column of views (its ``arrangedSubviews``) with
/// constraints it generates and manages itself, as UIKit's `UIStackView`.
///
/// Every generated constraint is an ordinary ``NSLayoutConstraint`` installed on the stack,
/// with UIKit's identifiers (`UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`, …)
/// and priorities, so they print in logs as UIKit's do. Changing ``axis``, ``distribution``,
/// ``alignment``, ``spacing``, a custom spacing, a margin setting, the arranged views or
/// the `isHidden` of an arranged view rebuilds the stack's own constraints at once (and
/// nothing else); the frames follow in the next layout pass.
@preconcurrency @MainActor
open class UIStackView: UIView {
  /// How a stack view sizes its arranged views along its axis (UIKit's raw values).
  public enum Distribution: Int, Sendable, Hashable, CaseIterable {
    /// Views fill the axis; hugging and compression resistance decide who stretches.
    case fill = 0
    /// Views fill the axis with equal sizes.
    case fillEqually = 1
    /// Views fill the axis in proportion to their intrinsic sizes.
    case fillProportionally = 2
    /// Views keep their sizes; the gaps between them are equal.
    case equalSpacing = 3
    /// Views keep their sizes; the distances between their centres are equal.
    case equalCentering = 4
  }

  /// How a stack view places its arranged views across its axis (UIKit's raw values).
  public enum Alignment: Int, Sendable, Hashable, CaseIterable {
    /// Views fill the stack across the axis.
    case fill = 0
    /// Views align to the leading edge (vertical stacks) or the top (horizontal stacks).
    case leading = 1
    /// Views align on their first baselines (horizontal stacks).
    case firstBaseline = 2
    /// Views are centred across the axis.
    case center = 3
    /// Views align to the trailing edge (vertical stacks) or the bottom (horizontal stacks).
    case trailing = 4
    /// Views align on their last baselines (horizontal stacks).
    case lastBaseline = 5

    /// The top edge: the same value as ``leading``.
    public static let top = Alignment.leading
    /// The bottom edge: the same value as ``trailing``.
    public static let bottom = Alignment.trailing
  }

  /// As a custom spacing: no custom spacing (``spacing`` applies); as ``spacing``: 0.
  /// (`FLT_MAX`, as UIKit.)
  public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
  /// The system spacing between the two views (`FLT_MIN`, as UIKit).
  public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

  /// The views the stack arranges, in order; each is also a subview.
  public private(set) var arrangedSubviews: [UIView] = []

  /// The axis along which the views are arranged; `.horizontal` by default.
  open var axis: NSLayoutConstraint.Axis = .horizontal {
    didSet { if axis != oldValue { rebuildArrangementConstraints() } }
  }

  /// How the views share the stack along its axis; `.fill` by default.
  open var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { rebuildArrangementConstraints() } }
  }

  /// How the views are placed across the axis; `.fill` by default.
  open var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { rebuildArrangementConstraints() } }
  }

  /// The distance between adjacent views (a minimum for `.equalSpacing` and
  /// `.equalCentering`); 0 by default. Negative values let the views overlap.
  open var spacing: CGFloat = 0 {
    didSet { if spacing != oldValue { rebuildArrangementConstraints() } }
  }

  /// Whether vertical spacing runs from one view's last baseline to the next view's first
  /// baseline; `false` by default.
  open var isBaselineRelativeArrangement = false {
    didSet {
      if isBaselineRelativeArrangement != oldValue { rebuildArrangementConstraints() }
    }
  }

  /// Whether the views are laid out within the stack's layout margins rather than its
  /// edges; `false` by default.
  open var isLayoutMarginsRelativeArrangement = false {
    didSet {
      if isLayoutMarginsRelativeArrangement != oldValue { rebuildArrangementConstraints() }
    }
  }

  /// Custom spacings after arranged views, by view.
  var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// The constraints the stack generated (active while the stack arranges).
  var arrangementConstraints: [NSLayoutConstraint] = []
  /// The alignment spanner, while the arrangement needs one.
  var arrangementSpanner: StackAlignmentSpanner?
  /// The baseline views when the arrangement was last rebuilt (first, last).
  var lastBaselineViews: (first: ObjectIdentifier, last: ObjectIdentifier)?
  /// The gap guides of `.equalSpacing` and `.equalCentering`, by the view before the gap,
  /// reused from one rebuild to the next (so hiding a view changes few constraints).
  var gapGuides: [ObjectIdentifier: StackGapGuide] = [:]
  /// The gap guides the rebuild in progress used, in order.
  var usedGapGuides: [StackGapGuide] = []
  /// The proportional lengths the `.fillProportionally` constraints were made from.
  var proportionalLengths: [CGFloat] = []

  /// Creates an empty horizontal stack with the given frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    rebuildArrangementConstraints()
  }

  /// Creates an empty horizontal stack from an archive: nothing is decoded (OpenUIKit has no nibs).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    rebuildArrangementConstraints()
  }

  /// Creates a horizontal stack arranging `views`, in order.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { appendArranged(view) }
    rebuildArrangementConstraints()
  }

  /// Adds a view at the end of ``arrangedSubviews`` (moving it there if it is already
  /// arranged), and as a subview if it is not one.
  open func addArrangedSubview(_ view: UIView) {
    let arranged = arrangedSubviews.contains { $0 === view }
    insertArrangedSubview(view, at: arrangedSubviews.count - (arranged ? 1 : 0))
  }

  /// Inserts a view into ``arrangedSubviews`` at `stackIndex` (moving it there if it is
  /// already arranged), adding it as a subview if it is not one. An index beyond the end is
  /// reported, as UIKit raises, and ignored.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    if view === self { return }
    let existing = arrangedSubviews.firstIndex { $0 === view }
    let limit = existing == nil ? arrangedSubviews.count : arrangedSubviews.count - 1
    guard stackIndex >= 0, stackIndex <= limit else {
      LayoutDiagnostics.report(
        .raised(
          name: "NSInvalidArgumentException",
          reason: "Attempt to insert an arranged subview at index \(stackIndex) beyond bounds "
            + "\(limit) of \(layoutDescription)"),
        engine: engineIfPresent)
      return
    }
    if let existing { arrangedSubviews.remove(at: existing) }
    arrangedSubviews.insert(view, at: stackIndex)
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    rebuildArrangementConstraints()
  }

  /// Removes a view from ``arrangedSubviews``; it stays a subview (call
  /// `removeFromSuperview()` to remove it from the hierarchy too). Its custom spacing is
  /// dropped.
  open func removeArrangedSubview(_ view: UIView) {
    guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
    arrangedSubviews.remove(at: index)
    customSpacings[ObjectIdentifier(view)] = nil
    rebuildArrangementConstraints()
  }

  /// Sets the spacing after an arranged view (``spacingUseDefault`` removes it,
  /// ``spacingUseSystem`` asks for the system spacing). Ignored for a view that is not
  /// arranged.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
    let key = ObjectIdentifier(arrangedSubview)
    let old = customSpacings[key]
    customSpacings[key] = spacing == UIStackView.spacingUseDefault ? nil : spacing
    if customSpacings[key] != old { rebuildArrangementConstraints() }
  }

  /// The custom spacing after an arranged view, or ``spacingUseDefault`` when it has none.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
  }

  /// Removes a subview leaving the stack from ``arrangedSubviews`` too.
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    removeArrangedSubview(subview)
  }

  override func subviewHiddenDidChange(_ subview: UIView) {
    super.subviewHiddenDidChange(subview)
    if arrangedSubviews.contains(where: { $0 === subview }) { rebuildArrangementConstraints() }
  }

  /// Refreshes the `.fillProportionally` constraints when an arranged view's intrinsic size
  /// changed since they were made, then calls `super`.
  /// The arranged view whose first baseline is the stack's (see
  /// `baselineArrangedView(forFirstBaseline:)`); the stack itself when none is visible.
  open override var forFirstBaselineLayout: UIView {
    baselineArrangedView(forFirstBaseline: true)
  }

  /// The arranged view whose last baseline is the stack's.
  open override var forLastBaselineLayout: UIView {
    baselineArrangedView(forFirstBaseline: false)
  }

  open override func updateConstraints() {
    if distribution == .fillProportionally, currentProportionalLengths() != proportionalLengths {
      rebuildArrangementConstraints()
    }
    super.updateConstraints()
  }

  /// Appends without rebuilding (for the initializer).
  private func appendArranged(_ view: UIView) {
    if view === self || arrangedSubviews.contains(where: { $0 === view }) { return }
    arrangedSubviews.append(view)
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
  }
}
