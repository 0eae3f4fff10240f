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

  /// Each bit's platform attribute, in bit order.
  private static let table: [(ConstraintAttributes, LayoutAttribute)] = [
    (.left, .left), (.top, .top), (.right, .right), (.bottom, .bottom),
    (.leading, .leading), (.trailing, .trailing), (.width, .width), (.height, .height),
    (.centerX, .centerX), (.centerY, .centerY), (.lastBaseline, .lastBaseline),
    (.firstBaseline, .firstBaseline), (.leftMargin, .leftMargin),
    (.rightMargin, .rightMargin), (.topMargin, .topMargin), (.bottomMargin, .bottomMargin),
    (.leadingMargin, .leadingMargin), (.trailingMargin, .trailingMargin),
    (.centerXWithinMargins, .centerXWithinMargins),
    (.centerYWithinMargins, .centerYWithinMargins),
  ]

  /// The platform attributes, one per bit, in bit order.
  var layoutAttributes: [LayoutAttribute] {
    Self.table.compactMap { contains($0.0) ? $0.1 : nil }
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
