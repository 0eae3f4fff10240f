/// The layout engine's per-item bookkeeping for a view or a layout guide: everything Auto
/// Layout keeps about an item beyond what UIKit's API shows. An item holds one, created with
/// it (``LayoutNode/layoutState``); the engine and the layout pass read and write it, the
/// item's UIKit surface never stores engine state of its own.
///
/// Guides use the engine part only (variables, handle); the layout-cycle flags and the
/// constraint bookkeeping are a view's.
///
/// (No dynamic exclusivity checks: these fields are read for every item on every layout pass,
/// and only the main actor touches them.)
@MainActor
final class LayoutItemState {
  // MARK: Engine

  /// The item's four engine variables, once its engine created them.
  @exclusivity(unchecked) var variables: LayoutVariables?
  /// Whether the engine's rectangle changed since the superview last wrote the frame (the
  /// next ``LayoutPass/writeSolvedFrames(intoSubviewsOf:)`` of the superview writes it).
  @exclusivity(unchecked) var frameChanged = false
  /// Whether the view waits in its engine's intrinsic-size queue.
  @exclusivity(unchecked) var intrinsicSizeQueued = false
  /// Whether the view waits in its engine's list of moved views.
  @exclusivity(unchecked) var movedQueued = false

  // MARK: Layout cycle
  // (Beside the engine's flags: a class's stored properties are laid out in declaration
  // order, and the seven one-byte flags together take one word, where two groups took two.
  // With the four content-size slots in place the state is 112 bytes, 128 allocated: less
  // than the 96 and the array of slots, 80 more, that it was.)

  /// Whether ``UIView/layoutSubviews()`` must run in the next pass.
  @exclusivity(unchecked) var needsLayout = true
  /// Whether this view or a descendant needs layout. (Nonisolated storage, written only on
  /// the main actor: so that marking a chain of ancestors reads each view in place, without
  /// retaining it; see `LayoutPass.markSubtreeNeedsLayout(from:)`.)
  @exclusivity(unchecked) nonisolated(unsafe) var subtreeNeedsLayout = true
  /// Whether ``UIView/updateConstraints()`` must run in the next update pass.
  @exclusivity(unchecked) var needsUpdateConstraints = true
  /// Whether this view or a descendant needs ``UIView/updateConstraints()``. (Nonisolated
  /// storage, as ``subtreeNeedsLayout``'s.)
  @exclusivity(unchecked) nonisolated(unsafe) var subtreeNeedsUpdate = true

  // MARK: Engine (continued)

  /// The layout engine hosted by this view when it is the root of its hierarchy.
  /// (Nonisolated storage, written only on the main actor: so that finding a view's engine
  /// reads the root in place; see `UIView.engineIfPresent`.)
  @exclusivity(unchecked) nonisolated(unsafe) var hostedEngine: LayoutEngine?
  /// The item's handle (created on first use, cleared when the item goes away).
  @exclusivity(unchecked) var reference: ItemReference?
  /// What another module of the package keeps for the item (see
  /// `LayoutItemHandle.attachment`), released with it.
  @exclusivity(unchecked) var attachment: AnyObject?

  // MARK: Constraint bookkeeping

  /// Installed constraints of any view that refer to this view (for removal with the view),
  /// each once, in the order they were installed. (An array: a view is referred to by a few
  /// constraints, and a dictionary per view cost more to build than the whole solver row.)
  @exclusivity(unchecked) var referencingConstraints: [NSLayoutConstraint] = []
  /// How many of ``referencingConstraints`` use this view's own baselines (so that a label's
  /// text change skips the search when none do).
  @exclusivity(unchecked) var baselineReferenceCount = 0
  /// The engine's content-size constraints of this view: width ≤, width ≥, height ≤,
  /// height ≥ (empty where the intrinsic metric is absent, or not made yet: see
  /// ``ContentSizeSlot``); all empty before its engine installed them.
  @exclusivity(unchecked) var contentSizeConstraints = ContentSizeSlots()
  /// The engine's constraints pinning each system guide of this view (left, top, right,
  /// bottom; a scroll view's content and frame guides have their own four).
  @exclusivity(unchecked) var guideConstraints: [ObjectIdentifier: [NSLayoutConstraint]] = [:]

  init() {}
}
