import OpenUIKit
import SnapKit

/// `v.left == sv.left + 10.0`: a constraint in words, with the given names for its items.
@MainActor
func render(_ c: NSLayoutConstraint, _ names: [(AnyObject, String)]) -> String {
  func name(_ item: AnyObject?) -> String {
    guard let item else { return "nil" }
    return names.first { $0.0 === item }?.1 ?? "?"
  }
  let relation: String
  switch c.relation {
  case .equal: relation = "=="
  case .lessThanOrEqual: relation = "<="
  case .greaterThanOrEqual: relation = ">="
  }
  var text = "\(name(c.firstItem)).\(c.firstAttribute) \(relation) "
  if c.secondItem == nil {
    text += "\(c.constant)"
    if c.secondAttribute != .notAnAttribute { text += " (second attribute \(c.secondAttribute))" }
  } else {
    text += "\(name(c.secondItem)).\(c.secondAttribute)"
    if c.multiplier != 1 { text += " * \(c.multiplier)" }
    if c.constant != 0 { text += " + \(c.constant)" }
  }
  if c.priority != .required { text += " @\(c.priority.rawValue)" }
  return text
}

/// The attribute accessors of the maker, by name, each starting a new chain.
@MainActor
let makerAttributes: [(String, (ConstraintMaker) -> ConstraintMakerExtendable)] = [
  ("left", { $0.left }), ("top", { $0.top }), ("right", { $0.right }),
  ("bottom", { $0.bottom }), ("leading", { $0.leading }), ("trailing", { $0.trailing }),
  ("width", { $0.width }), ("height", { $0.height }), ("centerX", { $0.centerX }),
  ("centerY", { $0.centerY }), ("lastBaseline", { $0.lastBaseline }),
  ("firstBaseline", { $0.firstBaseline }), ("leftMargin", { $0.leftMargin }),
  ("rightMargin", { $0.rightMargin }), ("topMargin", { $0.topMargin }),
  ("bottomMargin", { $0.bottomMargin }), ("leadingMargin", { $0.leadingMargin }),
  ("trailingMargin", { $0.trailingMargin }),
  ("centerXWithinMargins", { $0.centerXWithinMargins }),
  ("centerYWithinMargins", { $0.centerYWithinMargins }),
]
