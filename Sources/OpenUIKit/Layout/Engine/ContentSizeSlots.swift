/// A view's four content-size slots, held in place in its ``LayoutItemState``: width ≤,
/// width ≥, height ≤, height ≥ (see ``ContentSizeSlot``).
///
/// Four stored slots rather than an array: every view in an engine has them, and an array
/// cost an allocation per view (and a copy of the shared empty literal on its first write).
@MainActor
struct ContentSizeSlots {
  private var widthHug: ContentSizeSlot?
  private var widthFloor: ContentSizeSlot?
  private var heightHug: ContentSizeSlot?
  private var heightFloor: ContentSizeSlot?

  /// Four empty slots.
  init() {}

  /// The slot positions, 0 through 3.
  var indices: Range<Int> { 0..<4 }

  /// Slot `i` (0 width ≤, 1 width ≥, 2 height ≤, 3 height ≥); nil when empty.
  subscript(i: Int) -> ContentSizeSlot? {
    get {
      assert(indices.contains(i), "content-size slot \(i) of 0..<4")
      switch i {
      case 0: return widthHug
      case 1: return widthFloor
      case 2: return heightHug
      default: return heightFloor
      }
    }
    set {
      assert(indices.contains(i), "content-size slot \(i) of 0..<4")
      switch i {
      case 0: widthHug = newValue
      case 1: widthFloor = newValue
      case 2: heightHug = newValue
      default: heightFloor = newValue
      }
    }
  }

  /// Whether every slot is empty (a view outside an engine, or taken out of one).
  var isEmpty: Bool {
    widthHug == nil && widthFloor == nil && heightHug == nil && heightFloor == nil
  }

  /// The first slot position whose slot satisfies `predicate`, or nil.
  func firstIndex(where predicate: (ContentSizeSlot?) -> Bool) -> Int? {
    indices.first { predicate(self[$0]) }
  }
}
