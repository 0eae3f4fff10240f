import OpenUIKit
import Testing

@Suite struct UIRectEdgeTests {
  @Test func rawValuesAreUIKits() {
    #expect(UIRectEdge.top.rawValue == 1)
    #expect(UIRectEdge.left.rawValue == 2)
    #expect(UIRectEdge.bottom.rawValue == 4)
    #expect(UIRectEdge.right.rawValue == 8)
    #expect(UIRectEdge.all.rawValue == 15)
    #expect(UIRectEdge().rawValue == 0)
  }

  @Test func setAlgebra() {
    let vertical: UIRectEdge = [.top, .bottom]
    #expect(vertical.contains(.top))
    #expect(!vertical.contains(.left))
    #expect(vertical.union([.left, .right]) == .all)
    #expect(UIRectEdge.all.subtracting(vertical) == [.left, .right])
    #expect(UIRectEdge.all.contains(vertical))
    #expect(([] as UIRectEdge).isEmpty)
    #expect(Set<UIRectEdge>([.top, .top, .left]).count == 2)
  }
}

@Suite struct NSDirectionalRectEdgeTests {
  @Test func rawValuesAreUIKits() {
    #expect(NSDirectionalRectEdge.top.rawValue == 1)
    #expect(NSDirectionalRectEdge.leading.rawValue == 2)
    #expect(NSDirectionalRectEdge.bottom.rawValue == 4)
    #expect(NSDirectionalRectEdge.trailing.rawValue == 8)
    #expect(NSDirectionalRectEdge.all.rawValue == 15)
    #expect(NSDirectionalRectEdge().rawValue == 0)
  }

  @Test func setAlgebra() {
    let horizontal: NSDirectionalRectEdge = [.leading, .trailing]
    #expect(horizontal.contains(.leading))
    #expect(!horizontal.contains(.top))
    #expect(horizontal.union([.top, .bottom]) == .all)
    #expect(NSDirectionalRectEdge.all.subtracting(horizontal) == [.top, .bottom])
  }
}

@Suite struct LayoutDirectionTests {
  @Test func userInterfaceLayoutDirectionRawValues() {
    #expect(UIUserInterfaceLayoutDirection.leftToRight.rawValue == 0)
    #expect(UIUserInterfaceLayoutDirection.rightToLeft.rawValue == 1)
    #expect(UIUserInterfaceLayoutDirection(rawValue: 2) == nil)
  }

  @Test func semanticContentAttributeRawValues() {
    #expect(UISemanticContentAttribute.unspecified.rawValue == 0)
    #expect(UISemanticContentAttribute.playback.rawValue == 1)
    #expect(UISemanticContentAttribute.spatial.rawValue == 2)
    #expect(UISemanticContentAttribute.forceLeftToRight.rawValue == 3)
    #expect(UISemanticContentAttribute.forceRightToLeft.rawValue == 4)
    #expect(UISemanticContentAttribute(rawValue: 5) == nil)
  }
}
