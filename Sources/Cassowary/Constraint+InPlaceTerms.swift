/// Reading a constraint's terms without reference counting.
extension Constraint {
  /// Calls `body` with the coefficient and the variable of each term of ``expression``, in
  /// order, read in place: a unit expression's variable where it is stored, the terms
  /// through a buffer pointer (the array is a `let` of a live constraint: not retained) and
  /// each variable through an unretained reference (copying a term out of the array retains
  /// its variable). The variable is valid for the call only.
  @inline(__always) func forEachTermInPlace(_ body: (Double, Variable) -> Void) {
    if let unitVariable {
      body(1, unitVariable)
      return
    }
    storedTerms.withUnsafeBufferPointer { terms in
      for i in terms.indices {
        let coefficient = terms[i].coefficient
        Unmanaged.passUnretained(terms[i].variable)._withUnsafeGuaranteedRef { variable in
          body(coefficient, variable)
        }
      }
    }
  }
}
