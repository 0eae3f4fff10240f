/// Edit variables: values suggested interactively (drags, animations).
extension Solver {
  /// Makes `variable` an edit variable of the given non-required strength.
  ///
  /// As in kiwi, the edit constraint starts as `variable == 0`: until the first
  /// ``suggestValue(_:_:)`` it pulls the variable toward 0.
  /// - Throws: ``CassowaryError/Code/duplicateEditVariable`` or
  ///   ``CassowaryError/Code/badRequiredStrength``.
  public func addEditVariable(_ variable: Variable, strength: Strength) throws(CassowaryError) {
    let key = ObjectIdentifier(variable)
    if edits[key] != nil { throw .duplicateEdit(variable) }
    if strength.isRequired {
      throw CassowaryError(.badRequiredStrength, variable: variable)
    }
    let constraint = Constraint(LinearExpression(variable), .equal, strength: strength)
    _ = try insert(constraint)
    edits[key] = EditRecord(variable: variable, constraint: constraint, value: 0)
  }

  /// Stops editing `variable` (its edit constraint is removed).
  /// - Throws: ``CassowaryError/Code/unknownEditVariable``.
  public func removeEditVariable(_ variable: Variable) throws(CassowaryError) {
    let key = ObjectIdentifier(variable)
    guard let edit = edits[key] else { throw .unknownEdit(variable) }
    edits[key] = nil
    try remove(recordAt: recordIndex(of: edit.constraint))
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    edits[ObjectIdentifier(variable)] != nil
  }

  /// The edit variables, in the order they were added.
  public var editVariables: [Variable] {
    edits.values.sorted {
      records[recordIndex(of: $0.constraint).index].sequence
        < records[recordIndex(of: $1.constraint).index].sequence
    }.map { $0.variable }
  }

  /// Suggests a value for an edit variable and re-solves with one dual-simplex pass that
  /// touches only the rows containing the edit's error symbols.
  /// - Throws: ``CassowaryError/Code/unknownEditVariable``.
  public func suggestValue(_ variable: Variable, _ value: Double) throws(CassowaryError) {
    let key = ObjectIdentifier(variable)
    guard let edit = edits[key] else { throw .unknownEdit(variable) }
    if !value.isFinite {
      throw CassowaryError(
        .internalError, variable: variable,
        detail: "suggested value \(value) for \(variable) is not finite")
    }
    edits[key]!.value = value
    try changeConstant(recordAt: recordIndex(of: edit.constraint), to: -value)
  }
}
