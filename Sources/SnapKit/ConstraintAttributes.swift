import OpenUIKit

/// The set of attributes a chain constrains, in SnapKit's canonical bit order.
///
/// Expansion into platform attributes (``layoutAttributes``) walks the bits from low to high,
/// so `make.top.left` and `make.left.top` both give left, then top.
struct ConstraintAttributes: OptionSet, Hashable {
  let rawValue: UInt

  init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  static let none = ConstraintAttributes([])

  // Basic attributes, bits 0-11.
  static let left = ConstraintAttributes(rawValue: 1 << 0)
  static let top = ConstraintAttributes(rawValue: 1 << 1)
  static let right = ConstraintAttributes(rawValue: 1 << 2)
  static let bottom = ConstraintAttributes(rawValue: 1 << 3)
  static let leading = ConstraintAttributes(rawValue: 1 << 4)
  static let trailing = ConstraintAttributes(rawValue: 1 << 5)
  static let width = ConstraintAttributes(rawValue: 1 << 6)
  static let height = ConstraintAttributes(rawValue: 1 << 7)
  static let centerX = ConstraintAttributes(rawValue: 1 << 8)
  static let centerY = ConstraintAttributes(rawValue: 1 << 9)
  static let lastBaseline = ConstraintAttributes(rawValue: 1 << 10)
  static let firstBaseline = ConstraintAttributes(rawValue: 1 << 11)

  // Margin attributes, bits 12-19.
  static let leftMargin = ConstraintAttributes(rawValue: 1 << 12)
  static let rightMargin = ConstraintAttributes(rawValue: 1 << 13)
  static let topMargin = ConstraintAttributes(rawValue: 1 << 14)
  static let bottomMargin = ConstraintAttributes(rawValue: 1 << 15)
  static let leadingMargin = ConstraintAttributes(rawValue: 1 << 16)
  static let trailingMargin = ConstraintAttributes(rawValue: 1 << 17)
  static let centerXWithinMargins = ConstraintAttributes(rawValue: 1 << 18)
  static let centerYWithinMargins = ConstraintAttributes(rawValue: 1 << 19)

  // Composites.
  static let edges: ConstraintAttributes = [.left, .top, .right, .bottom]
  static let horizontalEdges: ConstraintAttributes = [.left, .right]
  static let verticalEdges: ConstraintAttributes = [.top, .bottom]
  static let directionalEdges: ConstraintAttributes = [.leading, .top, .trailing, .bottom]
  static let directionalHorizontalEdges: ConstraintAttributes = [.leading, .trailing]
  static let directionalVerticalEdges: ConstraintAttributes = [.top, .bottom]
  static let size: ConstraintAttributes = [.width, .height]
  static let center: ConstraintAttributes = [.centerX, .centerY]
  static let margins: ConstraintAttributes = [
    .leftMargin, .topMargin, .rightMargin, .bottomMargin,
  ]
  static let directionalMargins: ConstraintAttributes = [
    .leadingMargin, .topMargin, .trailingMargin, .bottomMargin,
  ]
  static let centerWithinMargins: ConstraintAttributes = [
    .centerXWithinMargins, .centerYWithinMargins,
  ]

  /// The bits that stand for platform attributes (0-19).
  private static let attributeBits: UInt = (1 << 20) - 1

  /// The platform attribute of bit `bit` (0-19).
  private static func layoutAttribute(bit: Int) -> LayoutAttribute {
    switch bit {
    case 0: return .left
    case 1: return .top
    case 2: return .right
    case 3: return .bottom
    case 4: return .leading
    case 5: return .trailing
    case 6: return .width
    case 7: return .height
    case 8: return .centerX
    case 9: return .centerY
    case 10: return .lastBaseline
    case 11: return .firstBaseline
    case 12: return .leftMargin
    case 13: return .rightMargin
    case 14: return .topMargin
    case 15: return .bottomMargin
    case 16: return .leadingMargin
    case 17: return .trailingMargin
    case 18: return .centerXWithinMargins
    default: return .centerYWithinMargins
    }
  }

  /// The platform attributes, one per bit, in bit order.
  var layoutAttributes: [LayoutAttribute] {
    Array(layoutAttributeSequence)
  }

  /// `layoutAttributes` without making an array.
  var layoutAttributeSequence: LayoutAttributeSequence {
    LayoutAttributeSequence(bits: rawValue & Self.attributeBits)
  }

  /// The first of `layoutAttributes`, or nil for none.
  var firstLayoutAttribute: LayoutAttribute? {
    var sequence = layoutAttributeSequence
    return sequence.next()
  }

  /// The platform attributes of a set of bits, from the lowest bit to the highest.
  struct LayoutAttributeSequence: Sequence, IteratorProtocol {
    /// The bits not visited yet.
    var bits: UInt

    mutating func next() -> LayoutAttribute? {
      guard bits != 0 else { return nil }
      let attribute = ConstraintAttributes.layoutAttribute(bit: bits.trailingZeroBitCount)
      bits &= bits - 1
      return attribute
    }

    var underestimatedCount: Int { bits.nonzeroBitCount }
  }

  /// How many platform attributes there are (`layoutAttributes.count`).
  var layoutAttributeCount: Int {
    (rawValue & Self.attributeBits).nonzeroBitCount
  }

  /// Whether both sets expand into the same platform attributes (`layoutAttributes ==
  /// other.layoutAttributes`).
  func hasSameLayoutAttributes(as other: ConstraintAttributes) -> Bool {
    rawValue & Self.attributeBits == other.rawValue & Self.attributeBits
  }
}

/// The union of two attribute sets.
func + (left: ConstraintAttributes, right: ConstraintAttributes) -> ConstraintAttributes {
  left.union(right)
}

/// Adds attributes to a set.
func += (left: inout ConstraintAttributes, right: ConstraintAttributes) {
  left.formUnion(right)
}
