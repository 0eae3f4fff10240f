import Foundation

/// The fields few constraints use, kept out of every constraint's own storage: a feed cell
/// holds some 85 constraints (its own and the engine's content-size ones), and these fields
/// (an identifier, two spans, a multiplier, a diagnostic) would add about half to each.
extension NSLayoutConstraint {
  /// The rare fields of one constraint.
  final class Extras {
    /// See ``NSLayoutConstraint/identifier``.
    var identifier: String?
    /// See ``NSLayoutConstraint/firstSpan``.
    var firstSpan: Span?
    /// See ``NSLayoutConstraint/secondSpan``.
    var secondSpan: Span?
    /// See ``NSLayoutConstraint/systemSpacingMultiplier``.
    var systemSpacingMultiplier: CGFloat?
    /// See ``NSLayoutConstraint/creationProblem``.
    var creationProblem: LayoutDiagnostic?
    /// A ``NSLayoutConstraint/sourceLocation`` set as a text.
    var sourceLocationText: String?

    init(firstSpan: Span? = nil, secondSpan: Span? = nil) {
      self.firstSpan = firstSpan
      self.secondSpan = secondSpan
    }
  }

  /// The box of rare fields, made on first write.
  private var writableExtras: Extras {
    if let extras { return extras }
    let made = Extras()
    extras = made
    return made
  }

  /// For constraints made from ``NSLayoutXAxisAnchor/anchorWithOffset(to:)`` dimensions: the
  /// two anchors whose distance the first side measures.
  var firstSpan: Span? { extras?.firstSpan }

  /// The two anchors whose distance the second side measures (see ``firstSpan``).
  var secondSpan: Span? { extras?.secondSpan }

  /// Writes a rare field with `write`, in the box made on first write; clearing a field
  /// (`clearing`) where there is no box makes none.
  @inline(__always) func writeExtras(clearing: Bool, _ write: (Extras) -> Void) {
    if clearing && extras == nil { return }
    write(writableExtras)
  }

  /// For system-spacing constraints: the multiplier of the system spacing, for descriptions.
  var systemSpacingMultiplier: CGFloat? {
    get { extras?.systemSpacingMultiplier }
    set { writeExtras(clearing: newValue == nil) { $0.systemSpacingMultiplier = newValue } }
  }

  /// What UIKit would have raised on at creation (reported then; activation refuses).
  var creationProblem: LayoutDiagnostic? {
    get { extras?.creationProblem }
    set { writeExtras(clearing: newValue == nil) { $0.creationProblem = newValue } }
  }

  /// A ``sourceLocation`` set as a text (a DSL's file and line are ``sourcePosition``).
  var sourceLocationText: String? {
    get { extras?.sourceLocationText }
    set { writeExtras(clearing: newValue == nil) { $0.sourceLocationText = newValue } }
  }
}
