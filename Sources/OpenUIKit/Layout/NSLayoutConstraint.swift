import Cassowary
import Foundation

/// A relationship between two layout attributes that the layout engine satisfies:
/// `firstItem.firstAttribute (== | <= | >=) multiplier × secondItem.secondAttribute + constant`.
///
/// New constraints are inactive; activate them with ``isActive`` or ``activate(_:)``.
/// ``constant`` can change at any time and is applied to the solver in place; ``priority``
/// can change between optional values while active (changing it to or from ``UILayoutPriority/required``
/// on an active constraint is reported, as UIKit raises, and ignored).
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
  /// A layout attribute, with UIKit's raw values.
  public enum Attribute: Int, Sendable, Hashable, CaseIterable {
    /// No attribute (the second attribute of a constant constraint).
    case notAnAttribute = 0
    /// The left edge.
    case left = 1
    /// The right edge.
    case right = 2
    /// The top edge.
    case top = 3
    /// The bottom edge.
    case bottom = 4
    /// The leading edge (left in left-to-right layouts).
    case leading = 5
    /// The trailing edge (right in left-to-right layouts).
    case trailing = 6
    /// The width.
    case width = 7
    /// The height.
    case height = 8
    /// The horizontal centre.
    case centerX = 9
    /// The vertical centre.
    case centerY = 10
    /// The last text baseline (`baseline` in UIKit is the same value).
    case lastBaseline = 11
    /// The first text baseline.
    case firstBaseline = 12
    /// The left margin.
    case leftMargin = 13
    /// The right margin.
    case rightMargin = 14
    /// The top margin.
    case topMargin = 15
    /// The bottom margin.
    case bottomMargin = 16
    /// The leading margin.
    case leadingMargin = 17
    /// The trailing margin.
    case trailingMargin = 18
    /// The horizontal centre between the left and right margins.
    case centerXWithinMargins = 19
    /// The vertical centre between the top and bottom margins.
    case centerYWithinMargins = 20

    /// UIKit's alias of ``lastBaseline``.
    public static let baseline = Attribute.lastBaseline
  }

  /// A relation, with UIKit's raw values.
  public enum Relation: Int, Sendable, Hashable, CaseIterable {
    /// `<=`
    case lessThanOrEqual = -1
    /// `==`
    case equal = 0
    /// `>=`
    case greaterThanOrEqual = 1
  }

  /// A layout axis, with UIKit's raw values.
  public enum Axis: Int, Sendable, Hashable, CaseIterable {
    /// Left to right.
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1
  }

  /// The first item (a ``UIView`` or ``UILayoutGuide``), or nil once it is gone.
  public var firstItem: AnyObject? { firstReference?.object }
  let firstReference: ItemReference?
  /// The second item, or nil for a constant constraint (or once it is gone).
  public var secondItem: AnyObject? { secondReference?.object }
  let secondReference: ItemReference?
  /// The factor applied to the second attribute.
  public let multiplier: CGFloat
  /// A debugging name shown in descriptions and logs. (Kept with the constraint's other
  /// rarely set fields: few constraints have one.)
  open var identifier: String? {
    get { extras?.identifier }
    set { writeExtras(clearing: newValue == nil) { $0.identifier = newValue } }
  }

  /// The constant added to the right-hand side; changes are applied to the solver in place.
  @exclusivity(unchecked) open var constant: CGFloat {
    didSet {
      guard constant != oldValue else { return }
      if !constant.isFinite {
        // Refused: the solver keeps the last finite constant.
        LayoutDiagnostics.report(
          .invalidConstraint(
            self, reason: "the constant \(constant) is not finite; it stays \(oldValue)"),
          engine: engine)
        constant = oldValue
        return
      }
      engine?.constantDidChange(self, by: constant - oldValue)
    }
  }

  /// The priority. While active it can move between optional values only.
  @exclusivity(unchecked) open var priority: UILayoutPriority = .required {
    didSet {
      guard priority != oldValue, isActive else { return }
      if (priority == .required) != (oldValue == .required) {
        LayoutDiagnostics.report(
          .raised(
            name: "NSInternalInconsistencyException",
            reason: "Mutating a priority from required to not on an installed constraint (or "
              + "vice-versa) is not supported.  You passed priority "
              + "\(formatPoints(CGFloat(priority.rawValue))) and the existing priority was "
              + "\(formatPoints(CGFloat(oldValue.rawValue)))."),
          engine: engine)
        priority = oldValue
        return
      }
      engine?.priorityDidChange(self)
    }
  }

  // (A class's stored properties are laid out in declaration order. The one-byte fields sit
  // together after the priority, which takes four: declared one by one between the
  // eight-byte ones, each took eight. The whole is 104 bytes, which the allocator rounds to
  // 112, and SnapKit's subclass, 8 bytes more, to 128.)
  /// The first item's attribute.
  public let firstAttribute: Attribute
  /// The relation.
  public let relation: Relation
  /// The second item's attribute (``Attribute/notAnAttribute`` for a constant constraint).
  public let secondAttribute: Attribute
  /// Whether the engine gave up on this constraint to resolve a conflict.
  @exclusivity(unchecked) var isBroken = false

  /// The view the constraint is installed on while active (the view clears it as it goes).
  var container: UIView? {
    get { containerReference?.takeUnretainedValue() }
    set {
      // Written out: a closure here would check the actor at run time.
      if let newValue {
        containerReference = .passUnretained(newValue)
      } else {
        containerReference = nil
      }
    }
  }
  /// ``container``'s storage, unretained: tested in place (``isActive``), not copied.
  @exclusivity(unchecked) var containerReference: Unmanaged<UIView>?
  /// The engine that holds it, while installed.
  var engine: LayoutEngine? {
    get { engineReference?.engine }
    set { engineReference = newValue?.reference }
  }
  /// The engine's handle (a weak reference would give the engine a side table and make every
  /// retain of it slow).
  @exclusivity(unchecked) var engineReference: EngineReference?
  /// The solver constraint, while installed.
  @exclusivity(unchecked) var solverConstraint: Constraint?
  /// What few constraints carry (an identifier, spans, a system-spacing multiplier, a
  /// creation problem), boxed so that the others do not pay for it (see ``Extras``).
  @exclusivity(unchecked) var extras: Extras?
  /// A DSL's file and line, formatted when read (most constraints are never described;
  /// formatting each as it is made cost more than making it). A location set as a text is
  /// ``sourceLocationText``.
  @exclusivity(unchecked) var sourcePosition = SourcePosition.absent
  /// The order of creation: where the engine must process several constraints at once (a
  /// removed subtree's), it goes by this number, never by memory addresses. (Six bytes, with
  /// the kind's two after them: the whole is 104 bytes, which the allocator rounds to 112.)
  let serial = ConstraintSerial.next()
  /// The kind of constraint, for descriptions (``NSLayoutConstraint``, autoresizing, …).
  @exclusivity(unchecked) var kind: ConstraintKind = .plain

  /// Where a DSL created the constraint (file and line), for descriptions.
  public var sourceLocation: String? {
    get { sourceLocationText ?? sourcePosition.text }
    set {
      sourcePosition = .absent
      sourceLocationText = newValue
    }
  }

  /// The two anchors whose distance an offset dimension measures, through handles that do not
  /// keep their items alive (as ``firstItem`` does not: a strong reference would make a cycle
  /// item → engine → constraint → item that leaks the views).
  typealias Span = (from: (ItemReference, Attribute), to: (ItemReference, Attribute))

  /// Creates a constraint, as UIKit's
  /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`. What UIKit
  /// raises on here (a location equal to a constant, mismatched attributes) is reported now
  /// and the constraint never activates.
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    firstReference = ItemReference.to(view1 as AnyObject)
    firstAttribute = attr1
    self.relation = relation
    secondReference = ItemReference.to(view2.map { $0 as AnyObject })
    secondAttribute = attr2
    self.multiplier = multiplier
    constant = c
    super.init()
    reportCreationProblem()
  }

  /// Creates a constraint between objects, validated as
  /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` validates: for
  /// anchors and SnapKit, which hold their items as objects already (an `Any` costs a bridging
  /// cast per item).
  package init(
    object view1: borrowing AnyObject, attribute attr1: Attribute, relatedBy relation: Relation,
    toObject view2: borrowing AnyObject?, attribute attr2: Attribute, multiplier: CGFloat,
    constant c: CGFloat
  ) {
    // The items are borrowed: the caller keeps them, and the handles do not retain them.
    firstReference = ItemReference.handle(of: view1)
    firstAttribute = attr1
    self.relation = relation
    secondReference = ItemReference.to(view2)
    secondAttribute = attr2
    self.multiplier = multiplier
    constant = c
    super.init()
    reportCreationProblem()
  }

  /// Reports what UIKit raises on at creation, and keeps it so that activation refuses.
  private func reportCreationProblem() {
    if let problem = validationProblem(), case .raised = problem {
      creationProblem = problem
      LayoutDiagnostics.report(problem, engine: nil)
    }
  }

  /// Creates a constraint without validation, for the engine's own constraints (which may
  /// set a location to a constant) and for offset dimensions (which measure `span`s).
  init(
    unvalidatedItem view1: AnyObject, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: AnyObject?, attribute attr2: Attribute, multiplier: CGFloat,
    constant c: CGFloat, firstSpan: Span? = nil, secondSpan: Span? = nil
  ) {
    if firstSpan != nil || secondSpan != nil {
      extras = Extras(firstSpan: firstSpan, secondSpan: secondSpan)
    }
    firstReference = ItemReference.to(view1)
    firstAttribute = attr1
    self.relation = relation
    secondReference = ItemReference.to(view2)
    secondAttribute = attr2
    self.multiplier = multiplier
    constant = c
  }

  /// `<NSLayoutConstraint:0x… UIView:0x….width == 100   (active)>`, UIKit's format;
  /// subclasses (SnapKit's `LayoutConstraint`) may override it.
  nonisolated open override var description: String {
    MainActor.assumeIsolated { uikitDescription }
  }

  /// Whether the constraint is active (installed on the closest common ancestor of its items).
  open var isActive: Bool {
    get { containerReference != nil }
    set {
      if newValue {
        activateIfInactive()
      } else {
        deactivateIfActive()
      }
    }
  }

  /// Activates each constraint of the array.
  public static func activate(_ constraints: [NSLayoutConstraint]) {
    activate(each: constraints)
  }

  /// Deactivates each constraint of the array.
  public static func deactivate(_ constraints: [NSLayoutConstraint]) {
    deactivate(each: constraints)
  }

  /// Activates this constraint as `activate(_:)` would, without an array of one.
  package func activateIfInactive() {
    if !isActive { install() }
  }

  /// Deactivates this constraint as `deactivate(_:)` would, without an array of one.
  package func deactivateIfActive() {
    if isActive { uninstall() }
  }

  /// `activate(_:)` for an array of a subclass too (SnapKit's), without converting it to an
  /// array of `NSLayoutConstraint` first (a copy of the array).
  package static func activate<Subclass: NSLayoutConstraint>(each constraints: [Subclass]) {
    for c in constraints { c.activateIfInactive() }
  }

  /// `deactivate(_:)` for an array of a subclass, without converting it first.
  package static func deactivate<Subclass: NSLayoutConstraint>(each constraints: [Subclass]) {
    for c in constraints { c.deactivateIfActive() }
  }
}

/// What produced a constraint; decides the class name in descriptions.
enum ConstraintKind {
  case plain
  /// The view's autoresizing mask (``UIView/AutoresizingMask``'s six bits), shown as
  /// `h=-&- v=-&-`.
  case autoresizing(maskBits: UInt8)
  case contentSize
  case system
}
