import Foundation

/// Something the layout system reports instead of crashing: what UIKit logs, what UIKit
/// raises on, and what OpenUIKit finds beyond both.
@preconcurrency @MainActor
public enum LayoutDiagnostic: @MainActor CustomStringConvertible {
  /// Required constraints that cannot all hold. `conflicting` is a minimal conflicting set
  /// (in the order the constraints were added); `broken` is the one the engine left out.
  case unsatisfiable(conflicting: [NSLayoutConstraint], broken: NSLayoutConstraint)
  /// What UIKit raises an Objective-C exception for; the constraint or call was ignored.
  case raised(name: String, reason: String)
  /// A constraint OpenUIKit refused (non-finite numbers, missing items); it stays inactive.
  case invalidConstraint(NSLayoutConstraint, reason: String)
  /// Layout did not settle (layoutSubviews kept invalidating layout).
  case layoutLoop(String, passes: Int)
  /// A solved rectangle was not finite; the frame was left unchanged.
  case nonFiniteFrame(String, CGRect)
  /// A solved rectangle had a negative size; it was clamped to zero.
  case negativeSize(String, CGRect)
  /// A required constraint that does not hold to the precision of doubles (it misses by more
  /// than 1e-10 of its largest term), and that rebuilding the solver's tableau did not fix: the
  /// layout's numbers span too many orders of magnitude (multipliers or constants of 1e12,
  /// say). It stays in the solver; `miss` is by how much it misses, `scale` its largest term.
  /// Reported again only if the miss doubles. UIKit reports nothing here.
  case imprecise(NSLayoutConstraint, miss: CGFloat, scale: CGFloat)
  /// A ``UIViewPropertyAnimator`` call that its state does not allow (UIKit raises
  /// `NSInternalInconsistencyException`); the call was ignored.
  case invalidAnimatorTransition(operation: String, state: UIViewAnimatingState, reason: String)
  /// A presentation UIKit refuses with a log line (presenting on a controller that already
  /// presents, or whose view is not in a window); the call was ignored. The text is UIKit's.
  case presentation(String)
  /// A collection view layout given input it cannot honour (a zero or non-finite size, a
  /// group whose items overflow it, a non-positive count): it laid out what it could. UIKit
  /// raises or lays out garbage for most of these; OpenUIKit reports them.
  case collectionLayout(String)

  /// The text logged for it (UIKit's exact text where UIKit logs or raises).
  public var message: String {
    switch self {
    case .unsatisfiable(let conflicting, let broken):
      return unsatisfiableMessage(conflicting, broken)
    case .raised(let name, let reason):
      return "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)' "
        + "(OpenUIKit: reported instead of raised; the call was ignored)"
    case .invalidConstraint(let c, let reason):
      return "[LayoutConstraints] Invalid constraint \(c): \(reason)"
    case .layoutLoop(let view, let passes):
      return "[LayoutConstraints] Layout of the hierarchy of \(view) did not settle after "
        + "\(passes) passes: layoutSubviews keeps invalidating layout."
    case .nonFiniteFrame(let view, let rect):
      return "[LayoutConstraints] The engine solved a non-finite frame \(rect) for \(view); "
        + "the frame was left unchanged. (UIKit raises CALayerInvalidGeometry.)"
    case .negativeSize(let view, let rect):
      return "[LayoutConstraints] The engine solved a negative size \(rect.size) for \(view); "
        + "it was clamped to zero."
    case .imprecise(let c, let miss, let scale):
      return "[LayoutConstraints] OpenUIKit: \(c) misses by \(miss) (its terms reach \(scale)): "
        + "the numbers of this layout span too many orders of magnitude for doubles, and "
        + "rebuilding the solver's tableau did not help. (UIKit reports nothing.)"
    case .invalidAnimatorTransition(let operation, let state, let reason):
      return "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
        + "reason: '\(operation) is not allowed while the animator is \(state): \(reason)' "
        + "(OpenUIKit: reported instead of raised; the call was ignored)"
    case .presentation(let text):
      return "[Presentation] \(text)"
    case .collectionLayout(let text):
      return "[UICollectionViewLayout] \(text)"
    }
  }

  /// The message.
  public var description: String { message }

  func unsatisfiableMessage(_ conflicting: [NSLayoutConstraint], _ broken: NSLayoutConstraint)
    -> String
  {
    var lines = [
      "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
      "\tProbably at least one of the constraints in the following list is one you don't want. ",
      "\tTry this: ",
      "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
      "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
    ]
    let hasAutoresizing = conflicting.contains {
      if case .autoresizing = $0.kind { return true }
      return false
    }
    if hasAutoresizing {
      lines.append(
        "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't "
          + "understand, refer to the documentation for the UIView property "
          + "translatesAutoresizingMaskIntoConstraints) ")
    }
    lines.append("(")
    for (i, c) in conflicting.enumerated() {
      lines.append("    \"\(c)\"" + (i < conflicting.count - 1 ? "," : ""))
    }
    lines.append(")")
    lines.append("")
    lines.append("Will attempt to recover by breaking constraint ")
    lines.append("\(broken)")
    lines.append("")
    lines.append(
      "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in "
        + "the debugger.")
    lines.append(
      "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in "
        + "<UIKitCore/UIView.h> may also be helpful.")
    lines.append(
      "OpenUIKit: these \(conflicting.count) constraints are a minimal conflicting set: "
        + "removing any one of them resolves the conflict.")
    lines.append("OpenUIKit: to fix, lower the priority of \(broken) to 999, or remove it.")
    return lines.joined(separator: "\n")
  }
}

/// Where layout diagnostics go: recorded by the engine they concern and passed to
/// ``handler`` (by default printed to standard error).
@preconcurrency @MainActor
public enum LayoutDiagnostics {
  /// Receives every diagnostic; replace it to route them elsewhere.
  public static var handler: (LayoutDiagnostic) -> Void = { diagnostic in
    FileHandle.standardError.write(Data((diagnostic.message + "\n").utf8))
  }

  /// Runs `body` with diagnostics collected instead of sent to ``handler``, and returns them.
  public static func capture(_ body: () throws -> Void) rethrows -> [LayoutDiagnostic] {
    let saved = handler
    var collected: [LayoutDiagnostic] = []
    handler = { collected.append($0) }
    defer { handler = saved }
    try body()
    return collected
  }

  static func report(_ diagnostic: LayoutDiagnostic, engine: LayoutEngine?) {
    if let engine {
      engine.log.append(diagnostic.message)
      if engine.log.count > 100 { engine.log.removeFirst(engine.log.count - 100) }
    }
    handler(diagnostic)
  }
}
