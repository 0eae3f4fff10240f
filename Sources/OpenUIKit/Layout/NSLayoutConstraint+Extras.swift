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

  /// For system-spacing constraints: the multiplier of the system spacing, for descriptions.
  var systemSpacingMultiplier: CGFloat? {
    get { extras?.systemSpacingMultiplier }
    set {
      if newValue == nil && extras == nil { return }
      writableExtras.systemSpacingMultiplier = newValue
    }
  }

  /// What UIKit would have raised on at creation (reported then; activation refuses).
  var creationProblem: LayoutDiagnostic? {
    get { extras?.creationProblem }
    set {
      if newValue == nil && extras == nil { return }
      writableExtras.creationProblem = newValue
    }
  }

  /// Stores ``identifier`` (a nil one makes no box).
  func setIdentifier(_ newValue: String?) {
    if newValue == nil && extras == nil { return }
    writableExtras.identifier = newValue
  }

  /// A ``sourceLocation`` set as a text (a DSL's file and line are ``sourcePosition``).
  var sourceLocationText: String? {
    get { extras?.sourceLocationText }
    set {
      if newValue == nil && extras == nil { return }
      writableExtras.sourceLocationText = newValue
    }
  }
}
