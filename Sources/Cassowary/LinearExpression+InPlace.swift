/// Reading an expression's terms without reference counting.
extension LinearExpression {
  /// Calls `body` with the coefficient and the variable of each term, in order, read in
  /// place: the terms through a buffer pointer and each variable through an unretained
  /// reference (copying a term out of the array retains its variable, and a `for … in` over
  /// the array retains the array). The variable is valid for the call only; the expression
  /// must stay alive across it, as it does while a constraint holds it.
  @inline(__always) func forEachTermInPlace(_ body: (Double, Variable) -> Void) {
    terms.withUnsafeBufferPointer { terms in
      for i in terms.indices {
        let coefficient = terms[i].coefficient
        Unmanaged.passUnretained(terms[i].variable)._withUnsafeGuaranteedRef { variable in
          body(coefficient, variable)
        }
      }
    }
  }
}
